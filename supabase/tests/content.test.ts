/**
 * The demo content (supabase/seed.sql + the media step of local-supabase): every page parses with
 * its schema in all three languages, every entity is seeded and translated, and every storage URL
 * the seed stores answers 200 with a real image or video of the size its slot expects.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SEED_ASSETS, publicPath, seedMedia } from '../../packages/demo-content/src/index.ts';
import {
  CAMPUS_ROLES,
  CAMPUS_TYPES,
  COMPONENT_KEYS,
  PAGE_KEYS,
  type PageKey,
} from '@academy/shared/constants.ts';
import { parsePageContent } from '@academy/shared/pages.ts';
import { isEmptyHtml } from '@academy/shared/text.ts';
import { useFixture } from './fixtures.ts';
import { anonClient, stack } from './helpers.ts';

/** The one published article left without Spanish on purpose (the e2e fallback story uses it). */
const NO_SPANISH_TITLE = "What to pack for training: a parents' checklist";
const STORAGE_PREFIX = '/storage/v1/object/public/';

const { db } = useFixture('content');

function filled(value: unknown): boolean {
  return typeof value === 'string'
    ? !isEmptyHtml(value)
    : Array.isArray(value)
      ? value.length > 0
      : value != null;
}

/**
 * Walks a page's content and lists every localized field whose Spanish or Russian twin is missing
 * or empty, or (for lists) has a different number of items than the English one.
 */
function missingTranslations(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => missingTranslations(item, `${at}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const out: string[] = [];
  for (const [key, english] of Object.entries(record)) {
    const path = at ? `${at}.${key}` : key;
    if (key.endsWith('_en')) {
      const base = key.slice(0, -3);
      for (const lang of ['es', 'ru'] as const) {
        const other = record[`${base}_${lang}`];
        if (!filled(other)) out.push(`${at ? `${at}.` : ''}${base}_${lang}`);
        else if (Array.isArray(english) && (!Array.isArray(other) || other.length !== english.length))
          out.push(`${at ? `${at}.` : ''}${base}_${lang} (length)`);
      }
    }
    out.push(...missingTranslations(english, path));
  }
  return out;
}

/** Every string in a value that is a relative storage URL, as the seed stores them. */
function storageUrls(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith(STORAGE_PREFIX) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(storageUrls);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(storageUrls);
  return [];
}

async function pageContents(): Promise<Map<PageKey, unknown>> {
  const { rows } = await db.query<{ key: PageKey; content: unknown }>(
    'select key, content from public.pages',
  );
  return new Map(rows.map((r) => [r.key, r.content]));
}

describe('pages', () => {
  it.each(PAGE_KEYS)('%s parses with its schema and is translated into Spanish and Russian', async (key) => {
    const content = (await pageContents()).get(key);
    expect(content, `no row for page ${key}`).toBeDefined();
    const parsed = parsePageContent(key, content);
    expect(parsed.ok ? '' : parsed.error).toBe('');
    expect(missingTranslations(content)).toEqual([]);
  });

  it('the public site reads every page through the API as anon', async () => {
    const { data, error } = await anonClient().from('pages').select('key, content');
    expect(error).toBeNull();
    expect(new Set(data?.map((r) => r.key))).toEqual(new Set(PAGE_KEYS));
  });

  it('home has 6 partners, 7 captioned gallery images, a poster and a video; campus has its banner', async () => {
    const pages = await pageContents();
    const index = parsePageContent('index', pages.get('index'));
    const campus = parsePageContent('campus', pages.get('campus'));
    if (!index.ok || !campus.ok) throw new Error('index or campus content is invalid');
    expect(index.content.partners).toHaveLength(6);
    expect(new Set(index.content.partners.map((p) => p.logo_url)).size).toBe(6);
    expect(index.content.gallery).toHaveLength(7);
    expect(new Set(index.content.gallery.map((g) => g.image_url)).size).toBe(7);
    expect(index.content.hero_video_url).toMatch(/\.(mp4|webm)$/);
    // The campus banner's day ('The next campus starts on June 30'): the coming June 30.
    expect(campus.content.start_date).toMatch(/^\d{4}-06-30$/);
    expect(new Date(`${campus.content.start_date}T23:59:59Z`).getTime()).toBeGreaterThan(Date.now());
    const cards = campus.content.cards_en;
    // The role/type chooser must find a card for every combination.
    for (const role of CAMPUS_ROLES)
      for (const type of CAMPUS_TYPES)
        expect(
          cards.some((c) => (c.role ?? role) === role && (c.type ?? type) === type),
          `${role}/${type}`,
        ).toBe(true);
  });
});

describe('text', () => {
  // Inside dollar-quoted SQL ($h$...$h$) a doubled quote is two characters, not an escape:
  // "summer''s" would reach visitors as written.
  it('no seeded text carries a doubled apostrophe from SQL escaping', async () => {
    const { rows } = await db.query<{ source: string; value: string }>(
      `select 'news ' || id as source, concat_ws(' ', title_en, title_es, title_ru, text_en, text_es, text_ru) as value from public.news
       union all select 'coach ' || id, concat_ws(' ', name_en, role_en, role_es, role_ru, bio_en, bio_es, bio_ru) from public.coaches
       union all select 'programme ' || id, concat_ws(' ', title_en, title_es, title_ru, description_en, description_es, description_ru) from public.programmes
       union all select 'subscription ' || id, concat_ws(' ', title_en, title_es, title_ru, description_en, description_es, description_ru) from public.subscriptions
       union all select 'page ' || key, content::text from public.pages`,
    );
    expect(rows.filter((r) => r.value.includes("''")).map((r) => r.source)).toEqual([]);
  });

  // The payment instructions end every answer and e-mail, which speak to the family as "tú".
  it('the Spanish payment instructions address the family as "tú"', async () => {
    const { rows } = await db.query<{ text: string }>(
      'select payment_instructions_es as text from public.registration_settings',
    );
    expect(rows[0]?.text).not.toMatch(/(?<!\p{L})(usted|su|sus|le|les|pague|abone|realice)(?!\p{L})/iu);
  });
});

describe('entities: languages and menus', () => {
  it('three active languages with their native names', async () => {
    const { rows } = await db.query('select code, name, is_active from public.languages order by sort_order');
    expect(rows).toEqual([
      { code: 'en', name: 'English', is_active: true },
      { code: 'es', name: 'Español', is_active: true },
      { code: 'ru', name: 'Русский', is_active: true },
    ]);
  });

  it('menu items for every component key, translated, with the home item at /', async () => {
    const { rows } = await db.query<{
      type: string;
      component_key: string;
      url: string;
      title_en: string;
      title_es: string | null;
      title_ru: string | null;
    }>(
      'select type, component_key, url, title_en, title_es, title_ru from public.menu_items where is_active order by sort_order',
    );
    const header = rows.filter((r) => r.type === 'Header');
    const footer = rows.filter((r) => r.type === 'Footer');
    expect(new Set(rows.map((r) => r.component_key))).toEqual(new Set(COMPONENT_KEYS));
    expect(header.map((r) => r.url)).toEqual([
      '/',
      '/about',
      '/team',
      '/subscriptions',
      '/camps',
      '/campus',
      '/venues',
      '/news',
      '/contacts',
    ]);
    expect(footer.map((r) => r.component_key)).toEqual(expect.arrayContaining(['cookies', 'privacy']));
    for (const r of rows) {
      expect(r.title_es, r.title_en).toBeTruthy();
      expect(r.title_ru, r.title_en).toBeTruthy();
    }
    // One URL per page key, so the site's routes never disagree between header and footer.
    const urlByKey = new Map<string, Set<string>>();
    for (const r of rows)
      urlByKey.set(r.component_key, (urlByKey.get(r.component_key) ?? new Set()).add(r.url));
    for (const [key, urls] of urlByKey) expect(urls.size, key).toBe(1);
  });
});

describe('entities: settings and news', () => {
  it('site settings are complete', async () => {
    const { rows } = await db.query<Record<string, unknown>>('select * from public.site_settings');
    expect(rows).toHaveLength(1);
    const s = rows[0]!;
    for (const column of [
      'address_en',
      'address_es',
      'address_ru',
      'phone_number',
      'whatsapp_link',
      'address_url',
      'contact_email',
      'social_video_url',
      'social_short_video_url',
      'social_photo_url',
      'social_network_url',
      'map_embed_url',
      'company_name',
      'company_tax_id',
      'company_address',
      'company_registry',
    ])
      expect(s[column], column).toMatch(/\S/);
    expect(s.phone_number).toMatch(/^\+34[\d ]+$/);
    expect(s.whatsapp_link).toMatch(/^https:\/\/wa\.me\/34\d{9}$/);
    expect(s.contact_email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(s.company_tax_id).toMatch(/^[A-HJ-NP-SUVW]-?\d{7}[0-9A-J]$/);
    for (const column of [
      'social_video_url',
      'social_short_video_url',
      'social_photo_url',
      'social_network_url',
      'address_url',
      'map_embed_url',
    ])
      expect(s[column], column).toMatch(/^https:\/\//);
  });

  it('news over the past year: 12+ published, two drafts, one scheduled, one without Spanish', async () => {
    const { rows } = await db.query<{
      status: string;
      title_en: string;
      title_es: string | null;
      title_ru: string | null;
      text_es: string | null;
      text_ru: string | null;
      past: boolean;
      age_days: number;
    }>(
      `select status, title_en, title_es, title_ru, text_es, text_ru, publish_date <= now() as past,
              extract(day from now() - publish_date)::int as age_days
         from public.news`,
    );
    const published = rows.filter((r) => r.status === 'Published' && r.past);
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((r) => r.status === 'Draft').length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.status === 'Published' && !r.past).length).toBeGreaterThanOrEqual(1);
    expect(Math.max(...published.map((r) => r.age_days))).toBeGreaterThan(300);
    expect(Math.max(...published.map((r) => r.age_days))).toBeLessThanOrEqual(366);

    const withoutSpanish = published.filter((r) => !r.title_es || !r.text_es);
    expect(withoutSpanish.map((r) => r.title_en)).toEqual([NO_SPANISH_TITLE]);
    expect(withoutSpanish[0]).toMatchObject({ title_es: null, text_es: null });
    for (const r of rows) {
      expect(r.title_ru, r.title_en).toBeTruthy();
      expect(r.text_ru, r.title_en).toBeTruthy();
    }

    // What a visitor gets: exactly the published articles whose date has come.
    const { count, error } = await anonClient().from('news').select('id', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(count).toBe(published.length);
  });
});

describe('entities: coaches, plans and staff', () => {
  it('six active coaches with photos, licences and translated roles and biographies', async () => {
    const { rows } = await db.query(
      `select name_en, license, photo_url, sort_order, name_es, name_ru, role_es, role_ru, bio_es, bio_ru
         from public.coaches where is_active order by sort_order`,
    );
    expect(rows).toHaveLength(6);
    expect(rows.map((r) => r.sort_order)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const r of rows) {
      expect(r.license, r.name_en).toMatch(/^UEFA /);
      expect(r.photo_url, r.name_en).toMatch(/^\/storage\/v1\/object\/public\/coaches\//);
      for (const column of ['name_es', 'name_ru', 'role_es', 'role_ru', 'bio_es', 'bio_ru'])
        expect(r[column], `${r.name_en} ${column}`).toBeTruthy();
    }
  });

  it('programmes and subscriptions, monthly and hourly, translated', async () => {
    const programmes = await db.query('select * from public.programmes where is_active');
    expect(programmes.rows.length).toBeGreaterThanOrEqual(4);
    const subs = await db.query<{
      is_monthly: boolean;
      is_hourly: boolean;
      price: string;
      price_per_session: string | null;
    }>('select * from public.subscriptions order by sort_order');
    expect(subs.rows.some((s) => s.is_monthly && s.price_per_session !== null)).toBe(true);
    expect(subs.rows.some((s) => s.is_hourly)).toBe(true);
    for (const table of [programmes.rows, subs.rows] as Record<string, unknown>[][])
      for (const row of table)
        for (const [column, value] of Object.entries(row))
          if (column.endsWith('_en') && value)
            for (const lang of ['es', 'ru'])
              expect(row[column.replace(/_en$/, `_${lang}`)], `${String(value)} ${lang}`).toBeTruthy();
  });

  it('demo staff: an Admin, an Editor and an inactive, banned Editor', async () => {
    const { rows } = await db.query(
      `select p.email, p.name, p.last_name, p.role, p.is_active, a.banned_until > now() as banned
         from public.users p join auth.users a on a.id = p.id
        where p.email in ('admin@example.com', 'editor@example.com', 'inactive@example.com')
        order by p.email`,
    );
    expect(rows).toEqual([
      {
        email: 'admin@example.com',
        name: 'Laura',
        last_name: 'Martín',
        role: 'Admin',
        is_active: true,
        banned: null,
      },
      {
        email: 'editor@example.com',
        name: 'Pablo',
        last_name: 'Ruiz',
        role: 'Editor',
        is_active: true,
        banned: null,
      },
      {
        email: 'inactive@example.com',
        name: 'Sergio',
        last_name: 'Navarro',
        role: 'Editor',
        is_active: false,
        banned: true,
      },
    ]);
    const client = anonClient();
    const { error } = await client.auth.signInWithPassword({
      email: 'editor@example.com',
      password: 'Editor12345!',
    });
    expect(error).toBeNull();
  });
});

describe('media', () => {
  async function seededUrls(): Promise<string[]> {
    const { rows } = await db.query<{ url: string }>(
      `select photo_url as url from public.coaches where photo_url is not null
       union select preview_image_url from public.news where preview_image_url is not null
       union select image_url from public.programmes where image_url is not null`,
    );
    const pages = await pageContents();
    return [
      ...new Set([
        ...rows.map((r) => r.url).filter((u) => u.startsWith(STORAGE_PREFIX)),
        ...storageUrls([...pages.values()]),
      ]),
    ];
  }

  it('every storage URL in the seeded rows and pages answers 200 with an image or video', async () => {
    const urls = await seededUrls();
    expect(urls.length).toBeGreaterThan(40);
    const failures: string[] = [];
    await Promise.all(
      urls.map(async (url) => {
        const res = await fetch(`${stack().url}${url}`);
        const type = res.headers.get('content-type') ?? '';
        const body = Buffer.from(await res.arrayBuffer());
        if (res.status !== 200 || !/^(image|video)\//.test(type) || body.length < 500)
          failures.push(`${url}: ${res.status} ${type} ${body.length} B`);
      }),
    );
    expect(failures).toEqual([]);
  });

  it('each picture has the size of its slot; the clip is an MP4', async () => {
    const expected = new Map(SEED_ASSETS.map((a) => [publicPath(a), a]));
    const urls = await seededUrls();
    for (const url of urls) {
      const asset = expected.get(url);
      expect(asset, `${url} is not a generated asset`).toBeDefined();
      const body = Buffer.from(await (await fetch(`${stack().url}${url}`)).arrayBuffer());
      if (asset!.contentType.startsWith('video/')) {
        expect(body.subarray(4, 8).toString('latin1'), url).toBe('ftyp');
        continue;
      }
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(['webp', asset!.width, asset!.height]);
    }
    // Coach portraits are the recommended 300x400; partner logos and gallery images are distinct files.
    expect(
      SEED_ASSETS.filter((a) => a.bucket === 'coaches').every((a) => a.width === 300 && a.height === 400),
    ).toBe(true);
  });

  it('every generated file is used by the content, except the default news picture', async () => {
    const used = new Set(await seededUrls());
    const unused = SEED_ASSETS.map(publicPath).filter((p) => !used.has(p));
    expect(unused).toEqual(['/storage/v1/object/public/media/news/default.webp']);
  });

  it('seeding again reuses the cached renders and only re-uploads', async () => {
    const result = await seedMedia({
      url: stack().url,
      serviceRoleKey: stack().serviceRoleKey,
      log: () => {},
    });
    expect(result).toMatchObject({ files: SEED_ASSETS.length, generated: 0 });
    expect(result.ms).toBeLessThan(10_000);
  });
});
