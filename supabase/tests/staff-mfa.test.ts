/**
 * Staff second factors for Admins (admin_mfa_factors, admin_remove_mfa_factor): an Admin sees
 * which staff accounts have an authenticator app and removes another staff member's factor when
 * their phone is lost; the removal ends the aal2 level that factor gave and is recorded in the
 * account's history. Factors are enrolled and verified through supabase-js, with codes computed
 * here from the enrolment's secret.
 */
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';
import { signIn, type Client } from './helpers.ts';

const fx = useFixture('staff-mfa', { password: 'Staff-Mfa-Password-1' });
const { db, email, staff, password: PASSWORD } = fx;

/** Enrols a TOTP factor and verifies it (the session goes to aal2); returns the factor's id. */
async function addFactor(client: Client, stepsLater = 0): Promise<{ factorId: string; secret: string }> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (error || !data) throw new Error(`enroll failed: ${error?.message}`);
  const code = TOTP.generate({
    secret: Secret.fromBase32(data.totp.secret),
    timestamp: Date.now() + stepsLater * 30_000,
  });
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: data.id, code });
  expect(verified.error).toBeNull();
  return { factorId: data.id, secret: data.totp.secret };
}

async function aal(client: Client): Promise<unknown> {
  const { data } = await client.auth.getSession();
  return decodeJwt(data.session!.access_token).aal;
}

describe('an Admin and the second factors of other staff', () => {
  it("removes an Editor's factor: the Editor's session falls back to aal1, and history records it", async () => {
    const editor = await staff('editor', 'Editor');
    const { factorId, secret } = await addFactor(editor.client);
    expect(await aal(editor.client)).toBe('aal2');
    const admin = await staff('admin', 'Admin');

    const listed = await admin.client.rpc('admin_mfa_factors', { p_user_id: editor.id });
    expect(listed.error).toBeNull();
    expect(listed.data).toEqual([
      {
        user_id: editor.id,
        factor_id: factorId,
        friendly_name: 'Phone',
        factor_type: 'totp',
        status: 'verified',
        created_at: expect.any(String),
        last_challenged_at: expect.any(String),
      },
    ]);
    expect(JSON.stringify(listed.data)).not.toContain(secret);

    const removed = await admin.client.rpc('admin_remove_mfa_factor', {
      p_user_id: editor.id,
      p_factor_id: factorId,
    });
    expect(removed.error).toBeNull();
    const { rowCount } = await db.query('select 1 from auth.mfa_factors where id = $1', [factorId]);
    expect(rowCount).toBe(0);
    const refreshed = await editor.client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });
    expect((await editor.client.auth.mfa.listFactors()).data?.all).toEqual([]);

    const { data: history, error } = await admin.client
      .from('change_history')
      .select('*')
      .eq('table_name', 'users')
      .eq('row_id', editor.id)
      .order('id', { ascending: false })
      .limit(1)
      .single();
    expect(error).toBeNull();
    expect(history).toMatchObject({
      op: 'UPDATE',
      changed_fields: ['mfa_factor'],
      old_values: {
        mfa_factor: {
          id: factorId,
          friendly_name: 'Phone',
          factor_type: 'totp',
          status: 'verified',
          created_at: expect.any(String),
        },
      },
      new_values: null,
      record: { id: editor.id, email: email('editor'), role: 'Editor', is_active: true },
      actor_id: admin.id,
      actor_name: 'Test User',
    });
    expect(JSON.stringify(history)).not.toContain(secret);
  });

  it('is for Admins only', async () => {
    const editor = await staff('editor2', 'Editor');
    const other = await staff('editor3', 'Editor');
    const { factorId } = await addFactor(other.client);
    const listed = await editor.client.rpc('admin_mfa_factors', {});
    expect(listed.error).toMatchObject({ code: '42501', hint: 'admins_only' });
    const removed = await editor.client.rpc('admin_remove_mfa_factor', {
      p_user_id: other.id,
      p_factor_id: factorId,
    });
    expect(removed.error).toMatchObject({ code: '42501', hint: 'admins_only' });
    const { rowCount } = await db.query('select 1 from auth.mfa_factors where id = $1', [factorId]);
    expect(rowCount).toBe(1);
    // Editors read no history of staff accounts.
    const history = await editor.client.from('change_history').select('id').eq('table_name', 'users');
    expect(history.data).toEqual([]);
  });

  it('an Admin with a factor of their own acts only after giving its code (aal2)', async () => {
    const editor = await staff('editor4', 'Editor');
    const { factorId } = await addFactor(editor.client);
    const admin = await staff('admin2', 'Admin');
    await addFactor(admin.client);
    const aal1 = await signIn(email('admin2'), PASSWORD);
    const refused = await aal1.rpc('admin_remove_mfa_factor', {
      p_user_id: editor.id,
      p_factor_id: factorId,
    });
    expect(refused.error).toMatchObject({ code: '42501', hint: 'aal2_required' });
    const removed = await admin.client.rpc('admin_remove_mfa_factor', {
      p_user_id: editor.id,
      p_factor_id: factorId,
    });
    expect(removed.error).toBeNull();
  });

  it('removes only factors of staff accounts, and never the caller’s own', async () => {
    const admin = await staff('admin3', 'Admin');
    const outsiderId = await fx.plainAccount('not-staff');
    const outsider = await signIn(email('not-staff'), PASSWORD);
    const { factorId } = await addFactor(outsider);
    const listed = await admin.client.rpc('admin_mfa_factors', {});
    expect(listed.data?.map((f) => f.factor_id)).not.toContain(factorId);
    const removed = await admin.client.rpc('admin_remove_mfa_factor', {
      p_user_id: outsiderId,
      p_factor_id: factorId,
    });
    expect(removed.error).toMatchObject({ code: 'PT404', hint: 'user_not_found' });

    const own = await addFactor(admin.client);
    const ownRemoved = await admin.client.rpc('admin_remove_mfa_factor', {
      p_user_id: admin.id,
      p_factor_id: own.factorId,
    });
    expect(ownRemoved.error).toMatchObject({ code: 'P0001', hint: 'own_mfa_factor' });
  });
});
