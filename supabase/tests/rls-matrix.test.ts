/**
 * The RLS matrix: every table and bucket × {anon, Editor,
 * Admin, inactive Admin, signed-in user without a profile, Coordinator} × {select, insert,
 * update, delete}, and every table for a parent's session (its own family's rows, another
 * family's, and the rows of its family once erased),
 * through HTTP with real tokens from local-supabase. The expected table is written out below
 * and every cell is asserted against the database's actual state (checked with a superuser
 * connection), not only against the API's answer. A last block keeps `canAccess` (the back
 * office's mirror of these rules, declared by each resource folder of admin/src) in agreement
 * with the matrix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '@academy/shared/languages.ts';
import type { PageKey, StaffRole } from '@academy/shared/constants.ts';
// What the back office lets each role do, as the resource folders declare it.
import { canAccess, tablesWithScreens } from '../../admin/src/registry/access.ts';
import { useFixture } from './fixtures.ts';
import { anonClient, serviceClient, signIn, type Client } from './helpers.ts';
import type { RegistrationTable } from './rls-registration-ops.ts';
import { PARENT_ACTORS, PARENT_CELLS, type ParentActor } from './rls-account-tables.ts';
import { parentSession } from './parent-sessions.ts';
import { REGISTRATION_TABLES } from './rls-registration-ops.ts';
import { registrationTableOps, type FamilyOptions } from './rls-registration-tables.ts';
import { withFactor } from './second-factor-support.ts';

type Actor = 'anon' | 'editor' | 'admin' | 'inactiveAdmin' | 'noProfile' | 'coordinator';
const ACTORS: Actor[] = ['anon', 'editor', 'admin', 'inactiveAdmin', 'noProfile', 'coordinator'];

/**
 * select: 'all' = every row, hidden ones included (drafts, scheduled news, inactive rows; for
 * users: another staff member's row); 'public' = only what the public site shows; 'none' = no
 * row at all. insert/update/delete: 1 = the write takes effect, 0 = it does not.
 */
type Read = 'all' | 'public' | 'none';
type Cell = readonly [select: Read, insert: 0 | 1, update: 0 | 1, del: 0 | 1];
type TableName =
  | 'users'
  | 'news'
  | 'coaches'
  | 'programmes'
  | 'subscriptions'
  | 'menu_items'
  | 'languages'
  | 'site_settings'
  | 'pages'
  | RegistrationTable;
type BucketName = 'coaches' | 'news' | 'media';

const A = 'all';
const P = 'public';
const N = 'none';

// prettier-ignore
const TABLES: Record<TableName, Record<Actor, Cell>> = {
  //              anon            editor          admin           inactiveAdmin   noProfile       coordinator
  users:         { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,0,0,0], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [N,0,0,0] },
  news:          { anon: [P,0,0,0], editor: [A,1,1,1], admin: [A,1,1,1], inactiveAdmin: [P,0,0,0], noProfile: [P,0,0,0], coordinator: [P,0,0,0] },
  coaches:       { anon: [P,0,0,0], editor: [A,1,1,1], admin: [A,1,1,1], inactiveAdmin: [P,0,0,0], noProfile: [P,0,0,0], coordinator: [P,0,0,0] },
  programmes:    { anon: [P,0,0,0], editor: [A,1,1,1], admin: [A,1,1,1], inactiveAdmin: [P,0,0,0], noProfile: [P,0,0,0], coordinator: [P,0,0,0] },
  subscriptions: { anon: [A,0,0,0], editor: [A,1,1,1], admin: [A,1,1,1], inactiveAdmin: [A,0,0,0], noProfile: [A,0,0,0], coordinator: [A,0,0,0] },
  menu_items:    { anon: [P,0,0,0], editor: [P,0,0,0], admin: [A,1,1,1], inactiveAdmin: [P,0,0,0], noProfile: [P,0,0,0], coordinator: [P,0,0,0] },
  languages:     { anon: [P,0,0,0], editor: [P,0,0,0], admin: [A,1,1,1], inactiveAdmin: [P,0,0,0], noProfile: [P,0,0,0], coordinator: [P,0,0,0] },
  site_settings: { anon: [A,0,0,0], editor: [A,0,0,0], admin: [A,0,1,0], inactiveAdmin: [A,0,0,0], noProfile: [A,0,0,0], coordinator: [A,0,0,0] },
  pages:         { anon: [A,0,0,0], editor: [A,0,1,0], admin: [A,0,1,0], inactiveAdmin: [A,0,0,0], noProfile: [A,0,0,0], coordinator: [A,0,0,0] },
  // Registrations (docs/registrations.md): Admin and Coordinator only; the public submits through
  // functions. A Coordinator changes an offer's places (the update tried), never creates one.
  offers:             { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,1,1,1], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [A,0,1,0] },
  families:           { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,1,1,0], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [A,1,1,0] },
  children:           { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,1,1,0], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [A,1,1,0] },
  registrations:      { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,1,1,0], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [A,1,1,0] },
  payments:           { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,1,1,1], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [A,1,1,1] },
  registration_notes: { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,1,1,1], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [A,1,1,1] },
  enquiries:          { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,0,1,1], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [A,0,1,1] },
  consents:           { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,1,0,0], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [A,1,0,0] },
  email_outbox:       { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,0,0,0], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [A,0,0,0] },
  email_deliveries:   { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,0,0,0], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [A,0,0,0] },
  consent_texts:      { anon: [A,0,0,0], editor: [A,0,0,0], admin: [A,0,0,0], inactiveAdmin: [A,0,0,0], noProfile: [A,0,0,0], coordinator: [A,0,0,0] },
  registration_settings: { anon: [A,0,0,0], editor: [A,0,0,0], admin: [A,0,1,0], inactiveAdmin: [A,0,0,0], noProfile: [A,0,0,0], coordinator: [A,0,0,0] },
  // One row per form sent (idempotency key, client address): no API role reads or writes it.
  registration_submissions: { anon: [N,0,0,0], editor: [N,0,0,0], admin: [N,0,0,0], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [N,0,0,0] },
  // Online payments (docs/payments.md): Admin and Coordinator read; only the functions write.
  checkouts:          { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,0,0,0], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [A,0,0,0] },
  checkout_items:     { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,0,0,0], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [A,0,0,0] },
  refunds:            { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,0,0,0], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [A,0,0,0] },
  payment_events:     { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,0,0,0], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [A,0,0,0] },
  // Family accounts (docs/family-accounts.md): staff work the collectors, read the guardians and
  // the parents' changes; the guardians are written by the functions only, the changes by a trigger.
  child_collectors:   { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,1,1,1], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [A,1,1,1] },
  family_guardians:   { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,0,0,0], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [A,0,0,0] },
  family_changes:     { anon: [N,0,0,0], editor: [N,0,0,0], admin: [A,0,0,0], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [A,0,0,0] },
};

// Objects of the public buckets: anyone downloads them by their public URL (checked for every
// actor below); listing them and reading them through the API, uploading, replacing and removing
// are for active staff.
// prettier-ignore
const BUCKETS: Record<BucketName, Record<Actor, Cell>> = {
  coaches: { anon: [N,0,0,0], editor: [A,1,1,1], admin: [A,1,1,1], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [N,0,0,0] },
  news:    { anon: [N,0,0,0], editor: [A,1,1,1], admin: [A,1,1,1], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [N,0,0,0] },
  media:   { anon: [N,0,0,0], editor: [A,1,1,1], admin: [A,1,1,1], inactiveAdmin: [N,0,0,0], noProfile: [N,0,0,0], coordinator: [N,0,0,0] },
};

/** Staff accounts are written only through the admin_* RPCs: who may call them. */
const USER_RPCS: Record<Actor, 0 | 1> = {
  anon: 0,
  editor: 0,
  admin: 1,
  inactiveAdmin: 0,
  noProfile: 0,
  coordinator: 0,
};

// Two small, valid PNGs of different sizes (the storage service checks the bytes).
const PNG_A = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4IScHAAK2AQU0pnWqAAAAAElFTkSuQmCC',
  'base64',
);
const PNG_B = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGOQkzsBRww4OQDl1wwxM+QFyQAAAABJRU5ErkJggg==',
  'base64',
);

const fx = useFixture('rls', { password: 'Matrix-Password-1' });
const { tag, db, password: PASSWORD } = fx;
const clients = {} as Record<Actor | ParentActor, Client>;

/**
 * A parent's cells: the families its rows hang from. parentOwn tries rows of families with its
 * own e-mail; parentOther (a parent with a family of its own) the same rows of parentOwn's
 * family; parentErased the rows of its own family, erased.
 */
const PARENT_ROWS: Record<ParentActor, FamilyOptions> = {
  parentOwn: { email: fx.email('parent-own') },
  parentOther: { email: fx.email('parent-own') },
  parentErased: { email: fx.email('parent-erased'), erased: true },
};
const isParent = (actor: Actor | ParentActor): actor is ParentActor =>
  (PARENT_ACTORS as readonly string[]).includes(actor);
const isRegistrationTable = (table: TableName): table is (typeof REGISTRATION_TABLES)[number] =>
  (REGISTRATION_TABLES as readonly string[]).includes(table);
/** A parent's cell: the registration tables' as written out; elsewhere what any signed-in user has. */
function cellOf(table: TableName, actor: Actor | ParentActor): Cell {
  if (!isParent(actor)) return TABLES[table][actor];
  return isRegistrationTable(table) ? PARENT_CELLS[table][actor] : TABLES[table].noProfile;
}
const ids = {} as Record<Actor | 'target', string>;

beforeAll(async () => {
  const { email } = fx;
  ids.admin = await fx.staffAccount('admin', 'Admin');
  ids.editor = await fx.staffAccount('editor', 'Editor');
  ids.inactiveAdmin = await fx.staffAccount('inactive', 'Admin');
  ids.coordinator = await fx.staffAccount('coordinator', 'Coordinator');
  // The staff member whose profile the others try to read, change and delete.
  ids.target = await fx.staffAccount('target', 'Editor');

  // A signed-in user without a staff profile (e.g. created through the auth admin API).
  ids.noProfile = await fx.plainAccount('noprofile');

  clients.anon = anonClient();
  clients.admin = await signIn(email('admin'), PASSWORD);
  clients.editor = await signIn(email('editor'), PASSWORD);
  clients.inactiveAdmin = await signIn(email('inactive'), PASSWORD);
  clients.noProfile = await signIn(email('noprofile'), PASSWORD);
  clients.coordinator = await signIn(email('coordinator'), PASSWORD);
  const remember = (id: string) => fx.users.push(id);
  clients.parentOwn = (await parentSession(email('parent-own'), PASSWORD, remember)).client;
  clients.parentErased = (await parentSession(email('parent-erased'), PASSWORD, remember)).client;
  clients.parentOther = (await parentSession(email('parent-other'), PASSWORD, remember)).client;
  // The other parent has a family of its own (with a child, as every registered family has).
  const { rows } = await db.query<{ id: string }>(
    `insert into public.families (parent_name, email, phone, emergency_name, emergency_phone)
     values ('Other parent', $1, '+34 600 000 000', 'Emergency', '+34 600 000 001') returning id`,
    [email('parent-other')],
  );
  fx.families.push(Number(rows[0]?.id));
  await db.query(
    `insert into public.children (family_id, name, date_of_birth, position, shirt_size, authorised_collectors)
     values ($1, 'Other child', '2014-01-01', 'any', '140', 'Parents')`,
    [rows[0]?.id],
  );
  // Deactivated after signing in: the token stays valid, the database must still refuse.
  await db.query('update public.users set is_active = false where id = $1', [ids.inactiveAdmin]);
  await db.query("update auth.users set banned_until = now() + interval '100 years' where id = $1", [
    ids.inactiveAdmin,
  ]);
});

afterAll(async () => {
  for (const t of ['news', 'coaches', 'programmes', 'subscriptions', 'menu_items'] as const) {
    await db.query(`delete from public.${t} where ${TITLE[t]} like $1`, [`${tag}%`]);
  }
});

// ---------------------------------------------------------------------------------------------
// Row fixtures, made and checked with the superuser connection
// ---------------------------------------------------------------------------------------------

/** The text column each list table is recognised by. */
const TITLE = {
  news: 'title_en',
  coaches: 'name_en',
  programmes: 'title_en',
  subscriptions: 'title_en',
  menu_items: 'title_en',
} as const;
type ListTable = keyof typeof TITLE;

/** A valid new row of each list table, `hidden` meaning not shown by the public site. */
function newRow(table: ListTable, title: string, hidden = false): Record<string, unknown> {
  switch (table) {
    case 'news':
      return {
        title_en: title,
        text_en: '<p>Text</p>',
        status: hidden ? 'Draft' : 'Published',
        publish_date: '2026-01-01T00:00:00Z',
      };
    case 'coaches':
      return { name_en: title, role_en: 'Coach', bio_en: '<p>Bio</p>', is_active: !hidden };
    case 'programmes':
      return { title_en: title, description_en: '<p>Description</p>', is_active: !hidden };
    case 'subscriptions':
      return { title_en: title, description_en: 'Monthly plan', price: 10 };
    case 'menu_items':
      return {
        type: 'Footer',
        title_en: title,
        // Urls are unique per menu.
        url: `/${title}`,
        component_key: 'about',
        is_active: !hidden,
      };
  }
}

async function insertRow(table: ListTable, row: Record<string, unknown>): Promise<number> {
  const cols = Object.keys(row);
  const { rows } = await db.query<{ id: string }>(
    `insert into public.${table} (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row),
  );
  return Number(rows[0]?.id);
}

let counter = 0;
const uniqueTitle = (what: string) => `${tag}-${what}-${++counter}`;

interface TableOps {
  /** Keys of a row the public site shows and one it hides (undefined: the table hides nothing). */
  readFixtures(): Promise<{ visible: string | number; hidden?: string | number }>;
  /** Tries to insert through the API; returns whether the row is now in the database. */
  tryInsert(client: Client): Promise<{ effective: boolean; error: unknown }>;
  tryUpdate(client: Client): Promise<{ effective: boolean; error: unknown }>;
  tryDelete(client: Client): Promise<{ effective: boolean; error: unknown }>;
  /** Reads the given keys through the API. */
  read(client: Client, keys: (string | number)[]): Promise<(string | number)[]>;
  after?(): Promise<void>;
}

function listTableOps(table: ListTable): TableOps {
  const title = TITLE[table];
  const exists = async (id: number) =>
    (await db.query(`select 1 from public.${table} where id = $1`, [id])).rowCount === 1;
  return {
    async readFixtures() {
      const visible = await insertRow(table, newRow(table, uniqueTitle('visible')));
      const hidden =
        table === 'subscriptions'
          ? undefined
          : await insertRow(table, newRow(table, uniqueTitle('hidden'), true));
      return { visible, hidden };
    },
    async read(client, keys) {
      const { data } = await client
        .from(table)
        .select('id')
        .in('id', keys as number[]);
      return (data ?? []).map((r) => r.id);
    },
    async tryInsert(client) {
      const name = uniqueTitle('insert');
      const { error } = await client.from(table).insert(newRow(table, name) as never);
      const found = await db.query(`select 1 from public.${table} where ${title} = $1`, [name]);
      return { effective: found.rowCount === 1, error };
    },
    async tryUpdate(client) {
      const id = await insertRow(table, newRow(table, uniqueTitle('update')));
      const changed = uniqueTitle('updated');
      const { error } = await client
        .from(table)
        .update({ [title]: changed } as never)
        .eq('id', id);
      const { rows } = await db.query(`select ${title} as t from public.${table} where id = $1`, [id]);
      return { effective: rows[0]?.t === changed, error };
    },
    async tryDelete(client) {
      const id = await insertRow(table, newRow(table, uniqueTitle('delete')));
      const { error } = await client.from(table).delete().eq('id', id);
      return { effective: !(await exists(id)), error };
    },
  };
}

/** languages: the codes are fixed (en, es, ru); every write is undone from a snapshot. */
function languagesOps(): TableOps {
  const snapshot = async () =>
    (await db.query('select * from public.languages where code = $1', ['ru'])).rows[0] as Record<
      string,
      unknown
    >;
  const restore = async (row: Record<string, unknown>) => {
    await db.query(
      `insert into public.languages (code, name, is_active, sort_order) values ($1, $2, $3, $4)
       on conflict (code) do update set name = excluded.name, is_active = excluded.is_active, sort_order = excluded.sort_order`,
      [row.code, row.name, row.is_active, row.sort_order],
    );
  };
  let original: Record<string, unknown>[] | undefined;
  return {
    async readFixtures() {
      // Called once per actor: keep the state from before the first call, restored in after().
      original ??= (await db.query('select * from public.languages')).rows;
      await db.query("update public.languages set is_active = true where code = 'en'");
      await db.query("update public.languages set is_active = false where code = 'ru'");
      return { visible: 'en', hidden: 'ru' };
    },
    async read(client, keys) {
      const { data } = await client
        .from('languages')
        .select('code')
        .in('code', keys as Lang[]);
      return (data ?? []).map((r) => r.code);
    },
    async tryInsert(client) {
      const row = await snapshot();
      await db.query("delete from public.languages where code = 'ru'");
      try {
        const { error } = await client.from('languages').insert({ code: 'ru', name: 'Русский' });
        const found = await db.query("select 1 from public.languages where code = 'ru'");
        return { effective: found.rowCount === 1, error };
      } finally {
        await restore(row);
      }
    },
    async tryUpdate(client) {
      const row = await snapshot();
      const changed = uniqueTitle('lang');
      try {
        const { error } = await client.from('languages').update({ name: changed }).eq('code', 'ru');
        const { rows } = await db.query("select name from public.languages where code = 'ru'");
        return { effective: rows[0]?.name === changed, error };
      } finally {
        await restore(row);
      }
    },
    async tryDelete(client) {
      const row = await snapshot();
      try {
        const { error } = await client.from('languages').delete().eq('code', 'ru');
        const found = await db.query("select 1 from public.languages where code = 'ru'");
        return { effective: found.rowCount === 0, error };
      } finally {
        await restore(row);
      }
    },
    async after() {
      for (const row of original ?? []) await restore(row);
    },
  };
}

/** site_settings: one row (id 1), restored from a snapshot after each write. */
function siteSettingsOps(): TableOps {
  const snapshot = async () =>
    (await db.query('select * from public.site_settings where id = 1')).rows[0] as object;
  const restore = async (row: object) => {
    await db.query(
      `insert into public.site_settings select * from jsonb_populate_record(null::public.site_settings, $1)
       on conflict (id) do update set company_name = excluded.company_name`,
      [JSON.stringify(row)],
    );
  };
  return {
    async readFixtures() {
      return { visible: 1 };
    },
    async read(client, keys) {
      const { data } = await client
        .from('site_settings')
        .select('id')
        .in('id', keys as number[]);
      return (data ?? []).map((r) => r.id);
    },
    async tryInsert(client) {
      const row = await snapshot();
      await db.query('delete from public.site_settings where id = 1');
      try {
        const { error } = await client.from('site_settings').insert({ id: 1 });
        const found = await db.query('select 1 from public.site_settings where id = 1');
        return { effective: found.rowCount === 1, error };
      } finally {
        await db.query('delete from public.site_settings where id = 1');
        await restore(row);
      }
    },
    async tryUpdate(client) {
      const row = await snapshot();
      const changed = uniqueTitle('company');
      try {
        const { error } = await client.from('site_settings').update({ company_name: changed }).eq('id', 1);
        const { rows } = await db.query('select company_name from public.site_settings where id = 1');
        return { effective: rows[0]?.company_name === changed, error };
      } finally {
        await restore(row);
      }
    },
    async tryDelete(client) {
      const row = await snapshot();
      try {
        const { error } = await client.from('site_settings').delete().eq('id', 1);
        const found = await db.query('select 1 from public.site_settings where id = 1');
        return { effective: found.rowCount === 0, error };
      } finally {
        await restore(row);
      }
    },
  };
}

/** pages: one row per key; the 'cookies' page is used and restored from a snapshot. */
function pagesOps(): TableOps {
  const key = 'cookies';
  const snapshot = async () =>
    (await db.query<{ content: unknown }>('select content from public.pages where key = $1', [key])).rows[0]
      ?.content;
  const restore = async (content: unknown) => {
    await db.query(
      `insert into public.pages (key, content) values ($1, $2)
       on conflict (key) do update set content = excluded.content`,
      [key, JSON.stringify(content ?? {})],
    );
  };
  return {
    async readFixtures() {
      return { visible: key };
    },
    async read(client, keys) {
      const { data } = await client
        .from('pages')
        .select('key')
        .in('key', keys as PageKey[]);
      return (data ?? []).map((r) => r.key);
    },
    async tryInsert(client) {
      const content = await snapshot();
      await db.query('delete from public.pages where key = $1', [key]);
      try {
        const { error } = await client.from('pages').insert({ key, content: { marker: tag } });
        const found = await db.query('select 1 from public.pages where key = $1', [key]);
        return { effective: found.rowCount === 1, error };
      } finally {
        await db.query('delete from public.pages where key = $1', [key]);
        await restore(content);
      }
    },
    async tryUpdate(client) {
      const content = await snapshot();
      const marker = uniqueTitle('page');
      try {
        const { error } = await client.from('pages').update({ content: { marker } }).eq('key', key);
        const { rows } = await db.query('select content from public.pages where key = $1', [key]);
        return { effective: (rows[0]?.content as { marker?: string })?.marker === marker, error };
      } finally {
        await restore(content);
      }
    },
    async tryDelete(client) {
      const content = await snapshot();
      try {
        const { error } = await client.from('pages').delete().eq('key', key);
        const found = await db.query('select 1 from public.pages where key = $1', [key]);
        return { effective: found.rowCount === 0, error };
      } finally {
        await restore(content);
      }
    },
  };
}

/** users: written only through the RPCs; the profile of `target` is read, changed, deleted. */
function usersOps(): TableOps {
  return {
    async readFixtures() {
      // No row of this table is public; the "hidden" row is another staff member's profile.
      return { visible: ids.target, hidden: ids.target };
    },
    async read(client, keys) {
      const { data } = await client
        .from('users')
        .select('id')
        .in('id', keys as string[]);
      return (data ?? []).map((r) => r.id);
    },
    async tryInsert(client) {
      // The signed-in user without a profile makes itself an Admin: must never work directly.
      const { error } = await client
        .from('users')
        .insert({ id: ids.noProfile, email: `${tag}-escalate@example.com`, name: 'Escalate', role: 'Admin' });
      const found = await db.query('select 1 from public.users where id = $1', [ids.noProfile]);
      if (found.rowCount === 1) await db.query('delete from public.users where id = $1', [ids.noProfile]);
      return { effective: found.rowCount === 1, error };
    },
    async tryUpdate(client) {
      const changed = uniqueTitle('name');
      const { error } = await client.from('users').update({ name: changed }).eq('id', ids.target);
      const { rows } = await db.query('select name from public.users where id = $1', [ids.target]);
      const effective = rows[0]?.name === changed;
      if (effective) await db.query("update public.users set name = 'Test' where id = $1", [ids.target]);
      return { effective, error };
    },
    async tryDelete(client) {
      const { error } = await client.from('users').delete().eq('id', ids.target);
      const found = await db.query('select 1 from public.users where id = $1', [ids.target]);
      return { effective: found.rowCount === 0, error };
    },
  };
}

const TABLE_OPS: Record<TableName, () => TableOps> = {
  ...registrationTableOps(() => db, tag),
  users: usersOps,
  news: () => listTableOps('news'),
  coaches: () => listTableOps('coaches'),
  programmes: () => listTableOps('programmes'),
  subscriptions: () => listTableOps('subscriptions'),
  menu_items: () => listTableOps('menu_items'),
  languages: languagesOps,
  site_settings: siteSettingsOps,
  pages: pagesOps,
};

// ---------------------------------------------------------------------------------------------
// The table cells
// ---------------------------------------------------------------------------------------------
/** Each parent's registration tables' ops, its rows hanging from its PARENT_ROWS families. */
const PARENT_OPS = Object.fromEntries(
  PARENT_ACTORS.map((actor) => [actor, registrationTableOps(() => db, tag, PARENT_ROWS[actor])]),
) as Record<ParentActor, ReturnType<typeof registrationTableOps>>;

for (const table of Object.keys(TABLES) as TableName[]) {
  describe(`table ${table}`, () => {
    const shared = TABLE_OPS[table]();
    const parentOps = Object.fromEntries(
      PARENT_ACTORS.map((actor) => [actor, isRegistrationTable(table) ? PARENT_OPS[actor][table]() : shared]),
    ) as Record<ParentActor, TableOps>;
    afterAll(async () => {
      await shared.after?.();
      for (const actor of PARENT_ACTORS) if (parentOps[actor] !== shared) await parentOps[actor].after?.();
    });

    for (const actor of [...ACTORS, ...PARENT_ACTORS]) {
      const [select, insert, update, del] = cellOf(table, actor);
      const ops = isParent(actor) ? parentOps[actor] : shared;

      it(`${actor}: select ${select}`, async () => {
        const { visible, hidden } = await ops.readFixtures();
        const seen = await ops.read(clients[actor], hidden === undefined ? [visible] : [visible, hidden]);
        if (table === 'users') {
          // No profile is public: 'all' sees another staff member's row, 'none' sees nothing.
          expect(seen.includes(ids.target)).toBe(select === 'all');
          return;
        }
        if (select === 'none') {
          expect(seen, 'no row at all').toEqual([]);
          return;
        }
        expect(seen, 'the row the public site shows').toContain(visible);
        if (hidden !== undefined) {
          expect(seen.includes(hidden), 'the row the public site hides').toBe(select === 'all');
        }
      });

      it(`${actor}: insert ${insert ? 'allowed' : 'refused'}`, async () => {
        const { effective, error } = await ops.tryInsert(clients[actor]);
        expect(effective).toBe(insert === 1);
        if (insert) expect(error).toBeNull();
        // A refused insert is an error (no grant or a row-level security violation), never a silent no-op.
        else expect(error).not.toBeNull();
      });

      it(`${actor}: update ${update ? 'allowed' : 'refused'}`, async () => {
        const { effective, error } = await ops.tryUpdate(clients[actor]);
        expect(effective).toBe(update === 1);
        if (update) expect(error).toBeNull();
      });

      it(`${actor}: delete ${del ? 'allowed' : 'refused'}`, async () => {
        const { effective, error } = await ops.tryDelete(clients[actor]);
        expect(effective).toBe(del === 1);
        if (del) expect(error).toBeNull();
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The second factor: staff-only personal data needs aal2 from an account with a verified factor
// (restrictive policies beside the ones above), and from every Admin and Coordinator while the
// setting requires a factor of them. Callers with real factors: codes verified through
// supabase-js, the aal1 session signed in with the password only.
// ---------------------------------------------------------------------------------------------
const SECOND_FACTOR_TABLES = [
  'users',
  'child_collectors',
  'family_guardians',
  'family_changes',
  'families',
  'children',
  'registrations',
  'payments',
  'registration_notes',
  'enquiries',
  'consents',
  'email_outbox',
  'email_deliveries',
  'checkouts',
  'checkout_items',
  'refunds',
  'payment_events',
] as const satisfies readonly TableName[];

type FactorActor = 'adminAal1' | 'adminAal2' | 'coordinatorAal1' | 'coordinatorAal2';
const factorClients = {} as Record<FactorActor, Client>;
const REFUSED: Cell = [N, 0, 0, 0];
/** Each caller's cells: the role's own at aal2, nothing at aal1. */
const FACTOR_CELLS: Record<FactorActor, (table: TableName) => Cell> = {
  adminAal1: () => REFUSED,
  adminAal2: (table) => TABLES[table].admin,
  coordinatorAal1: () => REFUSED,
  coordinatorAal2: (table) => TABLES[table].coordinator,
};

/** Asserts one cell of a table for one caller, against the database's actual state. */
async function assertCell(table: TableName, ops: TableOps, client: Client, cell: Cell): Promise<void> {
  const [select, insert, update, del] = cell;
  const { visible } = await ops.readFixtures();
  const seen = await ops.read(client, [visible]);
  expect(seen.includes(visible), `${table}: select`).toBe(select === 'all');
  expect((await ops.tryInsert(client)).effective, `${table}: insert`).toBe(insert === 1);
  expect((await ops.tryUpdate(client)).effective, `${table}: update`).toBe(update === 1);
  expect((await ops.tryDelete(client)).effective, `${table}: delete`).toBe(del === 1);
}

describe('second factor', () => {
  beforeAll(async () => {
    for (const role of ['Admin', 'Coordinator'] as const) {
      const account = `${role.toLowerCase()}-mfa`;
      await fx.staffAccount(account, role);
      const sessions = await withFactor(fx.email(account), PASSWORD);
      const who = role === 'Admin' ? 'admin' : 'coordinator';
      factorClients[`${who}Aal1`] = sessions.aal1;
      factorClients[`${who}Aal2`] = sessions.aal2;
    }
  });

  for (const table of SECOND_FACTOR_TABLES) {
    describe(`table ${table}`, () => {
      const ops = TABLE_OPS[table]();
      afterAll(async () => {
        await ops.after?.();
      });
      for (const actor of Object.keys(FACTOR_CELLS) as FactorActor[]) {
        const cell = FACTOR_CELLS[actor](table);
        it(`${actor}: ${cell.join(' ')}`, async () => {
          await assertCell(table, ops, factorClients[actor], cell);
        });
      }
    });
  }

  it("leaves one's own profile readable at aal1, so the back office can ask for the code", async () => {
    const { data: user } = await factorClients.adminAal1.auth.getUser();
    const { data, error } = await factorClients.adminAal1
      .from('users')
      .select('id, role')
      .eq('id', user.user!.id);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: user.user!.id, role: 'Admin' }]);
  });

  describe('while the setting requires a factor of Admins and Coordinators', () => {
    beforeAll(async () => {
      await db.query(
        'update public.registration_settings set staff_second_factor_required = true where id = 1',
      );
    });
    afterAll(async () => {
      await db.query(
        'update public.registration_settings set staff_second_factor_required = false where id = 1',
      );
    });

    for (const table of SECOND_FACTOR_TABLES) {
      it(`${table}: an Admin or Coordinator without a factor reads and writes nothing; with the code, as before`, async () => {
        const ops = TABLE_OPS[table]();
        try {
          await assertCell(table, ops, clients.admin, REFUSED);
          await assertCell(table, ops, clients.coordinator, REFUSED);
          await assertCell(table, ops, factorClients.adminAal2, TABLES[table].admin);
        } finally {
          await ops.after?.();
        }
      });
    }

    it('Editors are not asked for a factor (they read none of it anyway)', async () => {
      const { data } = await clients.editor.from('users').select('id').eq('id', ids.editor);
      expect(data).toEqual([{ id: ids.editor }]);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The bucket cells (storage API; the policies on storage.objects decide)
// ---------------------------------------------------------------------------------------------
async function putFixture(bucket: BucketName, name: string): Promise<void> {
  const { error } = await serviceClient()
    .storage.from(bucket)
    .upload(name, PNG_A, { contentType: 'image/png', upsert: true });
  if (error) throw new Error(`fixture upload failed: ${error.message}`);
}

async function objectSize(bucket: BucketName, name: string): Promise<number | undefined> {
  const { rows } = await db.query<{ size: string | null }>(
    "select metadata->>'size' as size from storage.objects where bucket_id = $1 and name = $2",
    [bucket, name],
  );
  return rows[0] ? Number(rows[0].size) : undefined;
}

const storageNames: [BucketName, string][] = [];
const objectName = (bucket: BucketName, what: string) => {
  const name = `${tag}/${what}-${++counter}.png`;
  storageNames.push([bucket, name]);
  return name;
};

afterAll(async () => {
  for (const bucket of Object.keys(BUCKETS) as BucketName[]) {
    const names = storageNames.filter(([b]) => b === bucket).map(([, n]) => n);
    if (names.length > 0) await serviceClient().storage.from(bucket).remove(names);
  }
});

for (const bucket of Object.keys(BUCKETS) as BucketName[]) {
  describe(`bucket ${bucket}`, () => {
    for (const actor of ACTORS) {
      const [select, insert, update, del] = BUCKETS[bucket][actor];

      it(`${actor}: list and download through the API ${select}; the public URL serves`, async () => {
        const name = objectName(bucket, 'read');
        await putFixture(bucket, name);
        const storage = clients[actor].storage.from(bucket);
        const { data, error } = await storage.download(name);
        expect(error === null && data !== null).toBe(select !== 'none');
        if (data) expect(Buffer.from(await data.arrayBuffer())).toEqual(PNG_A);
        const listed = await storage.list(tag, { search: name.slice(tag.length + 1) });
        expect(listed.error).toBeNull();
        expect(listed.data?.map((o) => `${tag}/${o.name}`)).toEqual(select === 'none' ? [] : [name]);
        const res = await fetch(storage.getPublicUrl(name).data.publicUrl);
        expect(res.status).toBe(200);
        expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG_A);
      });

      it(`${actor}: upload ${insert ? 'allowed' : 'refused'}`, async () => {
        const name = objectName(bucket, 'upload');
        const { error } = await clients[actor].storage
          .from(bucket)
          .upload(name, PNG_A, { contentType: 'image/png', cacheControl: '3600', upsert: false });
        expect(await objectSize(bucket, name)).toBe(insert ? PNG_A.length : undefined);
        expect(error === null).toBe(insert === 1);
      });

      it(`${actor}: replace ${update ? 'allowed' : 'refused'}`, async () => {
        const name = objectName(bucket, 'replace');
        await putFixture(bucket, name);
        const { error } = await clients[actor].storage
          .from(bucket)
          .update(name, PNG_B, { contentType: 'image/png' });
        expect(await objectSize(bucket, name)).toBe(update ? PNG_B.length : PNG_A.length);
        expect(error === null).toBe(update === 1);
      });

      it(`${actor}: remove ${del ? 'allowed' : 'refused'}`, async () => {
        const name = objectName(bucket, 'remove');
        await putFixture(bucket, name);
        await clients[actor].storage.from(bucket).remove([name]);
        expect(await objectSize(bucket, name)).toBe(del ? undefined : PNG_A.length);
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Staff accounts: the admin_* RPCs are the only way to write users
// ---------------------------------------------------------------------------------------------
describe('users through the RPCs', () => {
  for (const actor of ACTORS) {
    it(`${actor}: admin_set_password ${USER_RPCS[actor] ? 'allowed' : 'refused'}`, async () => {
      const before = (await db.query('select encrypted_password from auth.users where id = $1', [ids.target]))
        .rows[0];
      const { error } = await clients[actor].rpc('admin_set_password', {
        p_id: ids.target,
        p_password: PASSWORD + actor,
      });
      const after = (await db.query('select encrypted_password from auth.users where id = $1', [ids.target]))
        .rows[0];
      expect(after?.encrypted_password !== before?.encrypted_password).toBe(USER_RPCS[actor] === 1);
      if (USER_RPCS[actor]) expect(error).toBeNull();
      else expect(error?.message).toMatch(/Only Admins can manage staff accounts|permission denied/);
    });
  }

  it('lets every signed-in user read their own profile, inactive ones included', async () => {
    for (const actor of ['editor', 'admin', 'inactiveAdmin'] as const) {
      const { data, error } = await clients[actor]
        .from('users')
        .select('id, role, is_active')
        .eq('id', ids[actor]);
      expect(error).toBeNull();
      expect(data?.map((r) => r.id)).toEqual([ids[actor]]);
    }
  });

  it('never lets an Editor promote themselves', async () => {
    await clients.editor.from('users').update({ role: 'Admin' }).eq('id', ids.editor);
    await clients.editor.rpc('admin_update_user', { p_id: ids.editor, p_role: 'Admin' });
    const { rows } = await db.query('select role from public.users where id = $1', [ids.editor]);
    expect(rows[0]?.role).toBe('Editor');
  });
});

// ---------------------------------------------------------------------------------------------
// canAccess (the UI) agrees with the database
// ---------------------------------------------------------------------------------------------
describe('canAccess agrees with the matrix', () => {
  const staff: [StaffRole, Actor][] = [
    ['Admin', 'admin'],
    ['Editor', 'editor'],
    ['Coordinator', 'coordinator'],
  ];
  for (const [role, actor] of staff) {
    it(`for ${role}`, () => {
      // The tables the back office has a screen for (a table without one is refused to all).
      for (const resource of (Object.keys(TABLES) as TableName[]).filter((t) => tablesWithScreens().has(t))) {
        const [select, insert, update, del] = TABLES[resource][actor];
        // Users are written through the RPCs, the other tables directly.
        const viaRpc = resource === 'users' && USER_RPCS[actor] === 1;
        const writes = {
          create: insert === 1 || viaRpc,
          edit: update === 1 || viaRpc,
          delete: del === 1 || viaRpc,
        };
        // The back office lists what the role manages, and it must see every row of it.
        const manages = writes.create || writes.edit || writes.delete;
        const lists = manages && select === 'all';
        const may = (action: string) => canAccess(role, { action, resource });
        expect(may('create'), `create ${resource}`).toBe(writes.create);
        expect(may('edit'), `edit ${resource}`).toBe(writes.edit);
        expect(may('delete'), `delete ${resource}`).toBe(writes.delete);
        expect(may('list'), `list ${resource}`).toBe(lists);
        expect(may('show'), `show ${resource}`).toBe(lists);
      }
    });
  }

  it('for a user without an active staff profile nothing is allowed, as the database says', () => {
    for (const actor of ['anon', 'inactiveAdmin', 'noProfile'] as const) {
      for (const cell of Object.values(TABLES)) {
        const [, insert, update, del] = cell[actor];
        expect(insert + update + del).toBe(0);
      }
      expect(USER_RPCS[actor]).toBe(0);
    }
    for (const resource of Object.keys(TABLES)) {
      expect(canAccess(null, { action: 'list', resource })).toBe(false);
    }
  });
});
