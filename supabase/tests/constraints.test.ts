/**
 * The constraints of the tables: each bad value is refused and the client, an
 * active Admin allowed to write every table, sees a 4xx carrying PostgreSQL's own message. Also
 * the bookkeeping triggers (created_at, updated_at, updated_by).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_LOADER_MS, MIN_LOADER_MS_RANGE } from '@academy/shared/constants.ts';
import { useFixture } from './fixtures.ts';
import { createStaff, deleteUsers, type Client } from './helpers.ts';

const fx = useFixture('constraints', { password: 'Constraints-Pass-1' });
const { tag, db, password: PASSWORD } = fx;
let admin: Client;
let adminId: string;

beforeAll(async () => {
  ({ id: adminId, client: admin } = await fx.staff('admin', 'Admin'));
});

afterAll(async () => {
  for (const [table, column] of [
    ['news', 'title_en'],
    ['coaches', 'name_en'],
    ['programmes', 'title_en'],
    ['subscriptions', 'title_en'],
    ['menu_items', 'title_en'],
  ]) {
    await db.query(`delete from public.${table} where ${column} like $1`, [`${tag}%`]);
  }
});

const check = (table: string, constraint: string) =>
  `new row for relation "${table}" violates check constraint "${constraint}"`;
// A value outside an enum column's type: PostgREST answers 400 with SQLSTATE 22P02.
const notInEnum = (type: string, value: string) => `invalid input value for enum ${type}: "${value}"`;
const notNull = (table: string, column: string) =>
  `null value in column "${column}" of relation "${table}" violates not-null constraint`;

const valid = {
  news: () => ({ title_en: `${tag} news`, text_en: '<p>Text</p>' }),
  coaches: () => ({ name_en: `${tag} coach`, role_en: 'Head coach', bio_en: '<p>Bio</p>' }),
  programmes: () => ({ title_en: `${tag} programme`, description_en: '<p>Programme</p>' }),
  subscriptions: () => ({ title_en: `${tag} plan`, description_en: 'Plan', price: 120 }),
  // Urls are unique per menu: not one the seed uses.
  menu_items: () => ({
    type: 'Header' as const,
    title_en: `${tag} item`,
    url: `/${tag}-item`,
    component_key: 'about' as const,
  }),
} as const;

type InsertCase = [
  what: string,
  table: keyof typeof valid,
  change: Record<string, unknown>,
  status: number,
  code: string,
  message: string,
];

const INSERTS: InsertCase[] = [
  ['news: empty English title', 'news', { title_en: '' }, 400, '23514', check('news', 'news_title_en_check')],
  [
    'news: blank English title',
    'news',
    { title_en: '  \t ' },
    400,
    '23514',
    check('news', 'news_title_en_check'),
  ],
  ['news: missing English title', 'news', { title_en: null }, 400, '23502', notNull('news', 'title_en')],
  ['news: empty English text', 'news', { text_en: '' }, 400, '23514', check('news', 'news_text_en_check')],
  ['news: unknown status', 'news', { status: 'Live' }, 400, '22P02', notInEnum('news_status', 'Live')],
  ['news: no publish date', 'news', { publish_date: null }, 400, '23502', notNull('news', 'publish_date')],
  [
    'coaches: empty English name',
    'coaches',
    { name_en: '' },
    400,
    '23514',
    check('coaches', 'coaches_name_en_check'),
  ],
  [
    'coaches: empty English role',
    'coaches',
    { role_en: ' ' },
    400,
    '23514',
    check('coaches', 'coaches_role_en_check'),
  ],
  [
    'coaches: empty English bio',
    'coaches',
    { bio_en: '' },
    400,
    '23514',
    check('coaches', 'coaches_bio_en_check'),
  ],
  ['coaches: no English bio', 'coaches', { bio_en: null }, 400, '23502', notNull('coaches', 'bio_en')],
  [
    'programmes: empty English title',
    'programmes',
    { title_en: '' },
    400,
    '23514',
    check('programmes', 'programmes_title_en_check'),
  ],
  [
    'programmes: empty English description',
    'programmes',
    { description_en: '' },
    400,
    '23514',
    check('programmes', 'programmes_description_en_check'),
  ],
  [
    'subscriptions: negative price',
    'subscriptions',
    { price: -1 },
    400,
    '23514',
    check('subscriptions', 'subscriptions_price_check'),
  ],
  [
    'subscriptions: negative price per session',
    'subscriptions',
    { price_per_session: -0.01 },
    400,
    '23514',
    check('subscriptions', 'subscriptions_price_per_session_check'),
  ],
  [
    'subscriptions: both monthly and hourly',
    'subscriptions',
    { is_monthly: true, is_hourly: true },
    400,
    '23514',
    check('subscriptions', 'subscriptions_billing_check'),
  ],
  [
    'subscriptions: neither monthly nor hourly',
    'subscriptions',
    { is_monthly: false, is_hourly: false },
    400,
    '23514',
    check('subscriptions', 'subscriptions_billing_check'),
  ],
  [
    'subscriptions: no price',
    'subscriptions',
    { price: null },
    400,
    '23502',
    notNull('subscriptions', 'price'),
  ],
  [
    'subscriptions: price that is not a number',
    'subscriptions',
    { price: 'ten' },
    400,
    '22P02',
    'invalid input syntax for type numeric: "ten"',
  ],
  [
    'subscriptions: price beyond numeric(10,2)',
    'subscriptions',
    { price: 100000000 },
    400,
    '22003',
    'numeric field overflow',
  ],
  [
    'menu items: unknown type',
    'menu_items',
    { type: 'Sidebar' },
    400,
    '22P02',
    notInEnum('menu_type', 'Sidebar'),
  ],
  [
    'menu items: unknown component key',
    'menu_items',
    { component_key: 'blog' },
    400,
    '22P02',
    notInEnum('component_key', 'blog'),
  ],
  [
    'menu items: empty English title',
    'menu_items',
    { title_en: '' },
    400,
    '23514',
    check('menu_items', 'menu_items_title_en_check'),
  ],
  ['menu items: no url', 'menu_items', { url: null }, 400, '23502', notNull('menu_items', 'url')],
];

describe('inserts with a bad value', () => {
  it.each(INSERTS)('refuses %s', async (_what, table, change, status, code, message) => {
    const res = await admin.from(table).insert({ ...valid[table](), ...change } as never);
    expect(res.status).toBe(status);
    expect(res.error?.code).toBe(code);
    expect(res.error?.message).toBe(message);
  });

  it('accepts the valid rows the cases start from, with the column defaults', async () => {
    for (const table of Object.keys(valid) as (keyof typeof valid)[]) {
      const { data, error } = await admin.from(table).insert(valid[table]()).select().single();
      expect(error, table).toBeNull();
      // New rows go to the end of their list, not to 0 above every other row.
      if (data && 'sort_order' in data) expect(data.sort_order, table).toBeGreaterThan(0);
      if (data && 'is_active' in data) expect(data.is_active).toBe(true);
    }
    const { data: news } = await admin.from('news').select('status').eq('title_en', `${tag} news`).single();
    expect(news?.status).toBe('Draft');
    const { data: plan } = await admin
      .from('subscriptions')
      .select('is_monthly, is_hourly')
      .eq('title_en', `${tag} plan`)
      .single();
    expect(plan).toEqual({ is_monthly: true, is_hourly: false });
  });

  it('stores prices with two decimals', async () => {
    const { data, error } = await admin
      .from('subscriptions')
      .insert({
        ...valid.subscriptions(),
        title_en: `${tag} decimals`,
        price: 49.999,
        price_per_session: 12.5,
      })
      .select('price, price_per_session')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ price: 50, price_per_session: 12.5 });
    const { rows } = await db.query('select price::text from public.subscriptions where title_en = $1', [
      `${tag} decimals`,
    ]);
    expect(rows).toEqual([{ price: '50.00' }]);
  });
});

describe('fixed rows and keys', () => {
  it('refuses a language code other than en, es, ru, and a duplicate code', async () => {
    // Only Admins write languages; the code check answers before the row could exist.
    const fr = await admin
      .from('languages')
      .update({ code: 'fr' } as never)
      .eq('code', 'ru');
    expect(fr.status).toBe(400);
    expect(fr.error?.code).toBe('22P02');
    expect(fr.error?.message).toBe(notInEnum('language_code', 'fr'));
    const dup = await admin.from('languages').insert({ code: 'en', name: 'English again' });
    expect(dup.status).toBe(409);
    expect(dup.error?.code).toBe('23505');
    expect(dup.error?.message).toBe('duplicate key value violates unique constraint "languages_pkey"');
    const empty = await admin.from('languages').update({ name: ' ' }).eq('code', 'ru');
    expect(empty.error?.message).toBe(check('languages', 'languages_name_check'));
  });

  it('keeps exactly one settings row and bounds the loader time', async () => {
    const { min, max } = MIN_LOADER_MS_RANGE;
    for (const [change, constraint] of [
      [{ min_loader_ms: min - 1 }, 'site_settings_min_loader_ms_check'],
      [{ min_loader_ms: max + 1 }, 'site_settings_min_loader_ms_check'],
      [{ id: 2 }, 'site_settings_single_row'],
      [{ contact_email: 'not an address' }, 'site_settings_contact_email_check'],
    ] as const) {
      const res = await admin.from('site_settings').update(change).eq('id', 1);
      expect(res.status, constraint).toBe(400);
      expect(res.error?.message, constraint).toBe(check('site_settings', constraint));
    }
    const { data } = await admin.from('site_settings').select('id');
    expect(data).toEqual([{ id: 1 }]);
    // Creating a second row is not even possible for an Admin: the row is only ever updated.
    const second = await admin.from('site_settings').insert({ id: 2 });
    expect(second.status).toBe(403);
  });

  it('has one page row per key and refuses other keys and non-object content', async () => {
    const { data } = await admin.from('pages').select('key');
    expect(data?.map((r) => r.key).sort()).toEqual([
      'about',
      'camps',
      'campus',
      'coaches',
      'contacts',
      'cookies',
      'index',
      'news',
      'privacy',
      'programmes',
      'venues',
    ]);
    const key = await admin
      .from('pages')
      .update({ key: 'blog' } as never)
      .eq('key', 'cookies');
    expect(key.status).toBe(400);
    expect(key.error?.code).toBe('22P02');
    expect(key.error?.message).toBe(notInEnum('page_key', 'blog'));
    const content = await admin
      .from('pages')
      .update({ content: ['not', 'an', 'object'] })
      .eq('key', 'cookies');
    expect(content.status).toBe(400);
    expect(content.error?.message).toBe(check('pages', 'pages_content_check'));
  });

  it('checks profiles too (written only by the RPCs and the service role)', async () => {
    const id = await createStaff(db, {
      email: `${tag}-profile@example.com`,
      password: PASSWORD,
      role: 'Editor',
    });
    try {
      for (const [sql, message] of [
        ["update public.users set role = 'Owner' where id = $1", notInEnum('staff_role', 'Owner')],
        [
          "update public.users set email = 'Upper@Example.com' where id = $1",
          check('users', 'users_email_check'),
        ],
        ["update public.users set email = 'no-at-sign' where id = $1", check('users', 'users_email_check')],
        ["update public.users set name = '' where id = $1", check('users', 'users_name_check')],
      ] as const) {
        await expect(db.query(sql, [id]), sql).rejects.toThrow(message);
      }
    } finally {
      await deleteUsers(db, [id]);
    }
  });
});

describe('the loader time', () => {
  it("takes every loader time the settings form offers, and starts from the site's default", async () => {
    const { data: before } = await admin.from('site_settings').select('min_loader_ms').single();
    try {
      for (const ms of [MIN_LOADER_MS_RANGE.min, MIN_LOADER_MS_RANGE.max]) {
        const { error } = await admin.from('site_settings').update({ min_loader_ms: ms }).eq('id', 1);
        expect(error, String(ms)).toBeNull();
      }
    } finally {
      await admin.from('site_settings').update({ min_loader_ms: before!.min_loader_ms }).eq('id', 1);
    }
    const { rows } = await db.query<{ value: string }>(
      `select pg_get_expr(d.adbin, d.adrelid) as value
         from pg_attrdef d join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
        where d.adrelid = 'public.site_settings'::regclass and a.attname = 'min_loader_ms'`,
    );
    expect(Number(rows[0]?.value)).toBe(MIN_LOADER_MS);
  });
});

describe('bookkeeping triggers', () => {
  it('sets created_at once, updated_at on every write and updated_by to the writer', async () => {
    const { data: row, error } = await admin
      .from('coaches')
      .insert({ ...valid.coaches(), name_en: `${tag} timestamps`, updated_by: null })
      .select()
      .single();
    expect(error).toBeNull();
    expect(row?.updated_by).toBe(adminId);
    await new Promise((r) => setTimeout(r, 20));

    // Neither created_at nor updated_by can be forged by the client.
    const { data: changed } = await admin
      .from('coaches')
      .update({
        role_en: 'Assistant',
        created_at: '2000-01-01T00:00:00Z',
        updated_by: '00000000-0000-0000-0000-000000000000',
      })
      .eq('id', row?.id as number)
      .select()
      .single();
    expect(changed?.created_at).toBe(row?.created_at);
    expect(changed?.updated_by).toBe(adminId);
    expect(new Date(changed?.updated_at as string).getTime()).toBeGreaterThan(
      new Date(row?.updated_at as string).getTime(),
    );
  });

  it('stamps families and children written in SQL: a given creation time kept, the update time always the write’s', async () => {
    await db.query('begin');
    try {
      const family = (
        await db.query<{ id: string; created_at: Date; updated_at: Date; now: Date }>(
          `insert into public.families (parent_name, email, phone, emergency_name, emergency_phone,
             created_at, updated_at)
           values ('Stamp', 'stamp@example.com', '+34 600 000 000', 'Other', '+34 600 000 001',
             '2020-01-01Z', '2020-01-01Z')
           returning id, created_at, updated_at, now() as now`,
        )
      ).rows[0]!;
      expect(family.created_at.toISOString()).toBe('2020-01-01T00:00:00.000Z');
      expect(family.updated_at).toEqual(family.now);
      const child = (
        await db.query<{ id: string; created_at: Date; updated_at: Date; now: Date }>(
          `insert into public.children (family_id, name, date_of_birth, position, shirt_size,
             authorised_collectors, created_at)
           values ($1, 'Stamp Child', '2015-01-01', 'any', '140', 'Stamp', null)
           returning id, created_at, updated_at, now() as now`,
          [family.id],
        )
      ).rows[0]!;
      expect(child.created_at).toEqual(child.now);
      expect(child.updated_at).toEqual(child.now);
      const changed = (
        await db.query<{ created_at: Date }>(
          "update public.families set created_at = '2000-01-01Z', parent_name = 'Stamped' where id = $1 returning created_at",
          [family.id],
        )
      ).rows[0]!;
      expect(changed.created_at.toISOString()).toBe('2020-01-01T00:00:00.000Z');
    } finally {
      await db.query('rollback');
    }
  });

  it('sets updated_by on the fixed rows as well', async () => {
    const { data: before } = await admin.from('pages').select('content').eq('key', 'privacy').single();
    const { data, error } = await admin
      .from('pages')
      .update({ content: before?.content ?? {} })
      .eq('key', 'privacy')
      .select('updated_by')
      .single();
    expect(error).toBeNull();
    expect(data?.updated_by).toBe(adminId);
  });
});
