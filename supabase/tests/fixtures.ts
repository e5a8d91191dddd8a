/**
 * A test file's set-up in one call: `useFixture` connects to the database before the file's tests,
 * sets the registration settings the file needs, and afterwards removes what the file made (its
 * families, offers and staff accounts), puts the settings back and disconnects. It registers its
 * own beforeAll/afterAll hooks; called first in a file, its clean-up runs after the file's own
 * afterAll hooks (vitest runs after-hooks in reverse order), so those still have the connection.
 */
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { StaffRole } from '@academy/shared/constants.ts';
import { createStaff, deleteUsers, runTag, serviceClient, signIn, stack, type Client } from './helpers.ts';
import {
  changeRegistrationSettings,
  createOffer,
  deleteFamilies,
  deleteOffers,
  type OfferFields,
} from './registration-support.ts';

interface FixtureOptions {
  /** Registration settings for the file's tests (put back afterwards). */
  settings?: Record<string, unknown>;
  /** The staff accounts' password. */
  password?: string;
  /** Also remove every account whose e-mail starts with the tag (made through the API by tests). */
  removeTaggedAccounts?: boolean;
}

interface StaffOptions {
  name?: string;
  isActive?: boolean;
}

interface StaffMember {
  id: string;
  client: Client;
}

export interface Fixture {
  /** The file's run tag (see runTag): in titles, names and e-mail addresses of what it makes. */
  tag: string;
  /** The superuser connection, open from the fixture's beforeAll to its afterAll. */
  db: pg.Client;
  /** Offers, families and staff account ids removed after the file's tests. */
  offers: number[];
  families: number[];
  users: string[];
  /** The staff accounts' password. */
  password: string;
  /** `<tag>-<who>@example.com`. */
  email(who: string): string;
  /** Creates a staff account `email(who)` (removed afterwards); returns its id. */
  staffAccount(who: string, role: StaffRole, opts?: StaffOptions): Promise<string>;
  /** Creates a staff account as staffAccount does and signs it in. */
  staff(who: string, role: StaffRole, opts?: StaffOptions): Promise<StaffMember>;
  /**
   * Creates an account `email(who)` without a staff profile, as the auth admin API makes one
   * (removed afterwards); returns its id.
   */
  plainAccount(who: string): Promise<string>;
  /** Creates an offer open for registration (titled `<tag> offer` unless given; removed afterwards). */
  offer(fields: Partial<OfferFields> & { capacity: number }): Promise<number>;
}

export function useFixture(name: string, options: FixtureOptions = {}): Fixture {
  const tag = runTag(name);
  const password = options.password ?? 'Fixture-Password-1';
  const db = new pg.Client({ connectionString: stack().dbUrl });
  db.on('error', () => {});
  let connected = false;
  let restoreSettings: (() => Promise<void>) | undefined;
  const fixture: Fixture = {
    tag,
    db,
    offers: [],
    families: [],
    users: [],
    password,
    email: (who) => `${tag}-${who}@example.com`,
    async staffAccount(who, role, opts = {}) {
      const id = await createStaff(db, { email: fixture.email(who), password, role, ...opts });
      fixture.users.push(id);
      return id;
    },
    async staff(who, role, opts = {}) {
      const id = await fixture.staffAccount(who, role, opts);
      return { id, client: await signIn(fixture.email(who), password) };
    },
    async plainAccount(who) {
      const { data, error } = await serviceClient().auth.admin.createUser({
        email: fixture.email(who),
        password,
        email_confirm: true,
      });
      if (error || !data.user) throw new Error(`admin.createUser failed: ${error?.message}`);
      fixture.users.push(data.user.id);
      return data.user.id;
    },
    async offer(fields) {
      const id = await createOffer(db, { title_en: `${tag} offer`, ...fields });
      fixture.offers.push(id);
      return id;
    },
  };

  beforeAll(async () => {
    await db.connect();
    connected = true;
    if (options.settings) restoreSettings = await changeRegistrationSettings(db, options.settings);
  });

  afterAll(async () => {
    if (!connected) return;
    try {
      await deleteFamilies(db, fixture.families);
      await deleteOffers(db, fixture.offers);
      if (options.removeTaggedAccounts) {
        const { rows } = await db.query<{ id: string }>('select id from auth.users where email like $1', [
          `${tag}%`,
        ]);
        fixture.users.push(...rows.map((r) => r.id));
      }
      await deleteUsers(db, [...new Set(fixture.users)]);
      await restoreSettings?.();
    } finally {
      await db.end();
    }
  });

  return fixture;
}
