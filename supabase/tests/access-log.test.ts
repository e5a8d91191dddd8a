/**
 * The access log: staff record their own events with log_access (the caller from the token,
 * never a parameter), the database records access requests and erasures itself, nobody changes
 * or deletes a record (through the API: every role; in SQL: the owner too, except pruning after
 * 12 months), and only Admins read it, at aal2.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';
import { anonClient, serviceClient, signIn, type Client } from './helpers.ts';
import { withFactor, type FactorSessions } from './second-factor-support.ts';

const fx = useFixture('access-log', { password: 'Access-Log-Password-1' });
const { tag, db, email, families, password: PASSWORD } = fx;
const ids = {} as Record<'admin' | 'editor' | 'coordinator' | 'plainAdmin', string>;
let admin: FactorSessions;
let editor: Client;
let coordinator: Client;
let plainAdmin: Client;

beforeAll(async () => {
  const staff = async (who: keyof typeof ids, role: 'Admin' | 'Editor' | 'Coordinator') => {
    ids[who] = await fx.staffAccount(who, role, { name: `${tag}-${who}` });
  };
  await staff('admin', 'Admin');
  await staff('editor', 'Editor');
  await staff('coordinator', 'Coordinator');
  await staff('plainAdmin', 'Admin');
  admin = await withFactor(email('admin'), PASSWORD);
  editor = await signIn(email('editor'), PASSWORD);
  coordinator = await signIn(email('coordinator'), PASSWORD);
  plainAdmin = await signIn(email('plainAdmin'), PASSWORD);
});

interface LogRow {
  id: string;
  event: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  aal: string | null;
  subject_type: string | null;
  subject_id: string | null;
  client_address: string | null;
}

async function logOf(actorId: string): Promise<LogRow[]> {
  const { rows } = await db.query<LogRow>(
    'select id::text, event, actor_id, actor_name, actor_email, aal, subject_type, subject_id, host(client_address) as client_address from public.access_log where actor_id = $1 order by id',
    [actorId],
  );
  return rows;
}

async function family(): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.families (parent_name, email, phone, emergency_name, emergency_phone)
     values ($1, $2, '+34 600 000 000', 'Emergency', '+34 600 000 001') returning id`,
    [`${tag}-parent`, `${tag}-${families.length}@example.com`.toLowerCase()],
  );
  const id = Number(rows[0]!.id);
  families.push(id);
  return id;
}

describe('log_access', () => {
  it("records the caller's own event, with name, e-mail, level and client address from the request", async () => {
    const { data, error } = await editor.rpc('log_access', {
      p_event: 'csv_export',
      p_subject_type: 'offer',
      p_subject_id: '7',
    });
    expect(error).toBeNull();
    expect(Number(data)).toBeGreaterThan(0);
    expect(await logOf(ids.editor)).toEqual([
      {
        id: String(data),
        event: 'csv_export',
        actor_id: ids.editor,
        actor_name: `${tag}-editor User`,
        actor_email: email('editor').toLowerCase(),
        aal: 'aal1',
        subject_type: 'offer',
        subject_id: '7',
        // The gateway sets cf-connecting-ip to the TCP peer, as hosted Supabase's edge does.
        client_address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/),
      },
    ]);
  });

  it('records the level of the session (a sign-in with the code is aal2)', async () => {
    expect((await admin.aal2.rpc('log_access', { p_event: 'sign_in' })).error).toBeNull();
    expect((await admin.aal1.rpc('log_access', { p_event: 'second_factor_failed' })).error).toBeNull();
    const rows = await logOf(ids.admin);
    expect(rows.map((r) => [r.event, r.aal])).toEqual([
      ['sign_in', 'aal2'],
      ['second_factor_failed', 'aal1'],
    ]);
  });

  it('refuses the public key, accounts without a staff profile, server-only events and bad subjects', async () => {
    const anon = await anonClient().rpc('log_access', { p_event: 'sign_in' });
    expect(anon.error?.message).toMatch(/permission denied/);
    await fx.plainAccount('noprofile');
    const noProfile = await signIn(email('noprofile'), PASSWORD);
    expect((await noProfile.rpc('log_access', { p_event: 'sign_in' })).error?.hint).toBe('staff_only');
    for (const event of ['access_request', 'family_erased'] as const) {
      const refused = await coordinator.rpc('log_access', {
        p_event: event,
        p_subject_type: 'family',
        p_subject_id: '1',
      });
      expect(refused.error?.hint).toBe('access_event_server_only');
    }
    for (const [type, id] of [
      ['Family', '1'],
      [null, '1'],
      ['family', 'x'.repeat(101)],
    ] as const) {
      const refused = await coordinator.rpc('log_access', {
        p_event: 'family_viewed',
        p_subject_type: type ?? undefined,
        p_subject_id: id,
      });
      expect(refused.error?.hint).toBe('access_subject_invalid');
    }
    expect(await logOf(ids.coordinator)).toEqual([]);
  });
});

describe('the database records access requests and erasures', () => {
  it('export_family and erase_family write their event in the same transaction', async () => {
    const id = await family();
    expect((await coordinator.rpc('export_family', { p_family_id: id })).error).toBeNull();
    expect((await coordinator.rpc('erase_family', { p_family_id: id })).error).toBeNull();
    // A refused call records nothing.
    expect((await coordinator.rpc('export_family', { p_family_id: -1 })).error?.hint).toBe(
      'family_not_found',
    );
    const rows = await logOf(ids.coordinator);
    expect(rows.map((r) => [r.event, r.subject_type, r.subject_id])).toEqual([
      ['access_request', 'family', String(id)],
      ['family_erased', 'family', String(id)],
    ]);
  });

  it('export_family asks an account with a factor for its code first', async () => {
    const id = await family();
    expect((await admin.aal1.rpc('export_family', { p_family_id: id })).error?.hint).toBe('aal2_required');
    expect((await admin.aal2.rpc('export_family', { p_family_id: id })).error).toBeNull();
  });
});

describe('who reads it', () => {
  it('Admins at aal2 only; not an Admin at aal1, nor any other role', async () => {
    await editor.rpc('log_access', { p_event: 'roster_print', p_subject_type: 'offer', p_subject_id: '3' });
    const read = async (client: Client) => {
      const { data } = await client.from('access_log').select('id').eq('actor_id', ids.editor);
      return (data ?? []).length;
    };
    expect(await read(admin.aal2)).toBeGreaterThan(0);
    expect(await read(admin.aal1)).toBe(0);
    // An Admin without a factor has no aal2 session: the log asks for one.
    expect(await read(plainAdmin)).toBe(0);
    expect(await read(coordinator)).toBe(0);
    expect(await read(editor)).toBe(0);
    expect(await read(anonClient())).toBe(0);
  });
});

describe('append-only', () => {
  it('no role inserts, updates or deletes through the API, the service role included', async () => {
    const before = await logOf(ids.editor);
    const target = before[0]!.id;
    for (const client of [anonClient(), editor, coordinator, plainAdmin, admin.aal2, serviceClient()]) {
      const insert = await client.from('access_log').insert({ event: 'sign_in', actor_id: ids.admin });
      expect(insert.error).not.toBeNull();
      await client.from('access_log').update({ subject_id: 'changed' }).eq('id', Number(target));
      await client.from('access_log').delete().eq('id', Number(target));
    }
    expect(await logOf(ids.editor)).toEqual(before);
  });

  it('refuses the owner in SQL too, except pruning records older than 12 months', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.access_log (at, event, actor_id, subject_type, subject_id) values
         (now() - interval '13 months', 'family_viewed', $1, 'family', 'old'),
         (now() - interval '11 months', 'family_viewed', $1, 'family', 'recent')
       returning id`,
      [ids.editor],
    );
    const [old, recent] = rows.map((r) => r.id);
    await expect(
      db.query('update public.access_log set subject_id = $2 where id = $1', [recent, 'x']),
    ).rejects.toThrow(/append-only/);
    await expect(db.query('delete from public.access_log where id = $1', [recent])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query('truncate public.access_log')).rejects.toThrow(/append-only/);
    const pruned = await db.query<{ n: string }>('select private.prune_access_log() as n');
    expect(Number(pruned.rows[0]!.n)).toBeGreaterThanOrEqual(1);
    const left = (await logOf(ids.editor)).map((r) => r.id);
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
  });
});
