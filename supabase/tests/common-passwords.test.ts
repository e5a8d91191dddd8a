/**
 * The commonest passwords are refused everywhere a staff password is set: by the staff-account
 * functions of the database (so calling the RPCs directly cannot get around the back office's
 * forms), by the forms' own check (shared/src/passwordRules.ts) and by the auth service. The
 * database's copy of the list and the back office's are written from the same package by
 * scripts/gen-common-passwords.ts and must stay equal; the rules around the list (case, one
 * repeated character, the length rules first) must give the same answer everywhere.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from '@academy/shared/commonPasswords.ts';
import { PASSWORD_SITE_WORDS, passwordProblem, type PasswordProblem } from '@academy/shared/passwordRules.ts';
import { SITE_WORD_PASSWORDS } from '@academy/shared/passwordSiteWordCases.ts';
import { accountWords, guessableReason } from '@academy/shared/passwordStrength.ts';
import { isCommonPassword } from '../../packages/local-supabase/src/auth/commonPasswords.ts';
import { estimateStrength } from '../../packages/local-supabase/src/auth/strength.ts';
import { commonPasswordsFromPackage } from '../../scripts/gen-common-passwords.ts';
import { useFixture } from './fixtures.ts';
import { createStaff, signIn, type Client } from './helpers.ts';

const fx = useFixture('common-passwords', { password: 'Common-Check-Pass-3', removeTaggedAccounts: true });
const { tag, db, password: PASSWORD } = fx;
const WEAK = ['password', '12345678', ' '.repeat(8), 'PassWord', 'IloveYou', 'qwertyuiop', 'zzzzzzzzz'];

let admin: Client;
let editorId: string;

beforeAll(async () => {
  await fx.staffAccount('admin', 'Admin');
  editorId = await fx.staffAccount('editor', 'Editor');
  admin = await signIn(fx.email('admin'), PASSWORD);
});

/** What private.check_password says of a password: the hint of its refusal, or undefined. */
async function sqlProblem(password: string): Promise<string | undefined> {
  try {
    await db.query('select private.check_password($1)', [password]);
    return undefined;
  } catch (err) {
    return (err as { hint?: string }).hint ?? String(err);
  }
}

describe('the list of common passwords', () => {
  it('is the same in the database and in TypeScript', async () => {
    const { rows } = await db.query<{ password: string }>('select password from private.common_passwords');
    const inDb = new Set(rows.map((r) => r.password));
    const missing = [...COMMON_PASSWORDS].filter((p) => !inDb.has(p));
    const extra = [...inDb].filter((p) => !COMMON_PASSWORDS.has(p));
    expect({ missing: missing.slice(0, 5), extra: extra.slice(0, 5) }).toEqual({ missing: [], extra: [] });
    expect(inDb.size).toBe(COMMON_PASSWORDS.size);
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(10_000);
  });

  it("is the package's list, as the script writes it", () => {
    expect([...COMMON_PASSWORDS]).toEqual(commonPasswordsFromPackage());
  });

  it('is refused entry by entry by the auth service too', () => {
    expect([...COMMON_PASSWORDS].filter((p) => !isCommonPassword(p))).toEqual([]);
  });

  it('is applied with the same rules by the database and by the forms', async () => {
    const samples = [
      ...WEAK,
      'Password1',
      'PASSWORD1',
      'pässword',
      'ÉÉÉÉÉÉÉÉ',
      'aaaaaaab',
      'password ',
      ' password',
      'Sevench',
      'é'.repeat(37),
      'a-good-long-pass',
      'Quintana-Sol-7',
      'İstanbul1',
      'abcdefgh',
      '98765432',
      'password1!',
      'Dragon2026',
      'academy2026',
      'SierraMar2026',
      'FutbolAcademy!',
      '2026-academy-2026',
      'password12345',
      'Admin12345!',
      'mar-y-sierra-azul',
      ...SITE_WORD_PASSWORDS.refused,
      ...SITE_WORD_PASSWORDS.accepted,
    ];
    for (const p of samples) {
      const ts: PasswordProblem | undefined = passwordProblem(p, COMMON_PASSWORDS);
      expect(await sqlProblem(p), JSON.stringify(p)).toBe(ts);
    }
    expect(passwordProblem('password', COMMON_PASSWORDS)).toBe('password_common');
    expect(passwordProblem('a-good-long-pass', COMMON_PASSWORDS)).toBeUndefined();
    for (const weak of ['abcdefgh', 'password1!', 'academy2026', 'SierraMar2026'])
      expect(passwordProblem(weak, COMMON_PASSWORDS), weak).toMatch(/^password_(common|weak)$/);
  });

  it("refuses a password made of the site's words however they are joined, on both sides", async () => {
    for (const p of SITE_WORD_PASSWORDS.refused) expect(await sqlProblem(p), p).toBe('password_weak');
    for (const p of SITE_WORD_PASSWORDS.accepted) expect(await sqlProblem(p), p).toBeUndefined();
    for (const demo of ['Admin12345!', 'Editor12345!', 'Coordinator12345!'])
      expect(await sqlProblem(demo), demo).toBeUndefined();
  });

  it("names the same site's words in the database and in TypeScript", async () => {
    const { rows } = await db.query<{ words: string[] }>('select private.password_site_words() as words');
    expect(rows[0]!.words).toEqual([...PASSWORD_SITE_WORDS]);
  });

  it("estimates strength in the back office as the auth service does, with the database's site words", async () => {
    const { rows } = await db.query<{ words: string[] }>('select private.password_site_words() as words');
    const account = accountWords({ email: 'marta.vidal@example.com', names: ['Marta', 'Vidal Serrano'] });
    const samples = [
      'Qwerty2026!',
      '19/03/2019',
      'ab12ab12ab12',
      'vidalserrano',
      'Sierramar2026',
      'zxcvbnm123!',
      'Quintana-Sol-7',
      'Nuria12345!',
      'correct horse battery staple',
      'Vidal Serrano 2026',
      ...SITE_WORD_PASSWORDS.refused,
      ...SITE_WORD_PASSWORDS.accepted,
    ];
    for (const password of samples) {
      const auth = estimateStrength(password, [...rows[0]!.words, ...account]);
      const backOffice = guessableReason(password, account);
      expect(backOffice === null, password).toBe(auth.score >= 3);
      if (backOffice !== null) expect(backOffice, password).toBe(auth.warning ?? 'other');
    }
  });
});

describe('the staff-account functions refuse a weak password', () => {
  it('admin_create_user and admin_set_password: 400 password_weak (or password_common), a strong one is taken', async () => {
    for (const [i, password] of ['abcdefgh', 'password1!', 'academy2026', 'SierraMar2026'].entries()) {
      const created = await admin.rpc('admin_create_user', {
        p_email: `${tag}-weak-${i}@example.com`,
        p_password: password,
        p_name: 'Nora',
      });
      expect(created.status, password).toBe(400);
      expect(created.error?.hint, password).toMatch(/^password_(common|weak)$/);
      const set = await admin.rpc('admin_set_password', { p_id: editorId, p_password: password });
      expect(set.error?.hint, password).toMatch(/^password_(common|weak)$/);
    }
    const strong = await admin.rpc('admin_set_password', { p_id: editorId, p_password: 'Quintana-Sol-7' });
    expect(strong.error).toBeNull();
    await signIn(`${tag}-editor@example.com`, 'Quintana-Sol-7');
    await admin.rpc('admin_set_password', { p_id: editorId, p_password: PASSWORD });
  });
});

describe("the auth service refuses the site's own words as a new password", () => {
  it('PUT /user: 422 weak_password (strength, userInputs) for each, 200 for a strong phrase holding one', async () => {
    const editor = await signIn(`${tag}-editor@example.com`, PASSWORD);
    for (const password of SITE_WORD_PASSWORDS.refused) {
      const { error } = await editor.auth.updateUser({ password });
      expect(error, password).toMatchObject({ code: 'weak_password', status: 422 });
      expect((error as { reasons?: string[] } | null)?.reasons, password).toEqual(['strength']);
    }
    for (const password of SITE_WORD_PASSWORDS.accepted) {
      const { error } = await editor.auth.updateUser({ password });
      expect(error, password).toBeNull();
    }
    await admin.rpc('admin_set_password', { p_id: editorId, p_password: PASSWORD });
  });
});

describe('the staff-account functions refuse a common password', () => {
  it('admin_create_user: 400 with the code password_common, and no account is made', async () => {
    for (const [i, password] of WEAK.entries()) {
      const { error, status } = await admin.rpc('admin_create_user', {
        p_email: `${tag}-new-${i}@example.com`,
        p_password: password,
        p_name: 'Nora',
      });
      expect(status, password).toBe(400);
      expect(error?.hint, password).toBe('password_common');
    }
    const { rows } = await db.query('select 1 from auth.users where email like $1', [`${tag}-new-%`]);
    expect(rows).toEqual([]);
  });

  it('admin_set_password: refused, and the old password still signs in', async () => {
    for (const password of WEAK) {
      const { error, status } = await admin.rpc('admin_set_password', {
        p_id: editorId,
        p_password: password,
      });
      expect(status, password).toBe(400);
      expect(error?.hint, password).toBe('password_common');
    }
    await signIn(`${tag}-editor@example.com`, PASSWORD);
  });

  it('private.create_staff_user, run from SQL: refused', async () => {
    await expect(
      createStaff(db, { email: `${tag}-sql@example.com`, password: 'football', role: 'Editor' }),
    ).rejects.toMatchObject({ hint: 'password_common' });
  });
});
