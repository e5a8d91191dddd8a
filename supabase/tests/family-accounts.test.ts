/**
 * Family accounts, the data model and its rules (docs/family-accounts.md): who a parent's
 * session is, what it reads and changes of its family, the health-data consent, the collectors,
 * the second guardian, and the record of each change. Real sessions from local-supabase's auth
 * service, calls through PostgREST, every effect checked in the database itself.
 */
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@academy/shared/database.types.ts';
import { CONSENT_VERSIONS } from '@academy/shared/registrationRules.ts';
import { accountTools, expectRefusal } from './family-accounts-support.ts';
import { useFixture } from './fixtures.ts';
import { signIn, stack, type Client } from './helpers.ts';

const BLOCK = 134;
const fx = useFixture('family-accounts', {
  password: 'Family-Accounts-Password-1',
  settings: { online_registration: true },
});
const { db, email } = fx;
const { register, parent, one } = accountTools(fx, BLOCK);
let offer: number;
let coordinator: Client;
let admin: Client;

beforeAll(async () => {
  offer = await fx.offer({ capacity: 20 });
  coordinator = (await fx.staff('coordinator', 'Coordinator')).client;
  admin = (await fx.staff('admin', 'Admin')).client;
});

const ids = (rows: { id: number }[] | null) => (rows ?? []).map((r) => r.id).sort((a, b) => a - b);
const childOf = async (familyId: number) =>
  Number((await one<{ id: string }>('select id from public.children where family_id = $1', [familyId])).id);
const consent = (
  familyId: number,
  childId: number,
  kind: 'health_data' | 'photos_social',
  given: boolean,
) => ({
  family_id: familyId,
  child_id: childId,
  kind,
  given,
  text_version: CONSENT_VERSIONS[kind],
  language: 'en' as const,
});

describe('who a parent is', () => {
  it('links the account to every family registered with its verified e-mail, and to nothing else', async () => {
    const first = await register('linked', [{ offer_ids: [offer], name: 'Eva' }]);
    const second = await register('linked', [{ offer_ids: [offer], name: 'Leo' }]);
    const other = await register('stranger', [{ offer_ids: [offer] }]);
    const { client } = await parent('linked');

    const families = await client.from('families').select('id');
    expect(ids(families.data)).toEqual([first.family_id, second.family_id]);
    const children = await client.from('children').select('id, name');
    expect(children.data?.map((c) => c.name).sort()).toEqual(['Eva', 'Leo']);
    const registrations = await client.from('registrations').select('id');
    expect(ids(registrations.data)).toEqual(
      [first.items[0]!.registration_id, second.items[0]!.registration_id].sort((a, b) => a - b),
    );

    // Another family's child, asked for by its id: the database returns no row.
    const otherChild = await childOf(other.family_id);
    const refused = await client.from('children').select('id').eq('id', otherChild);
    expect(refused.error).toBeNull();
    expect(refused.data).toEqual([]);
    const otherFamily = await client.from('families').select('id').eq('id', other.family_id);
    expect(otherFamily.data).toEqual([]);
  });

  it('links nothing to an e-mail that is not verified', async () => {
    await register('unverified', [{ offer_ids: [offer] }]);
    const session = await parent('unverified');
    await db.query('update auth.users set email_confirmed_at = null where id = $1', [session.id]);
    expect((await session.client.from('families').select('id')).data).toEqual([]);
    expectRefusal(await session.client.rpc('family_overview'), '42501', 'not_a_parent');
  });

  it('links nothing to a session without the parent role', async () => {
    await register('no-role', [{ offer_ids: [offer] }]);
    const { client } = await parent('no-role', { role: null });
    expect((await client.from('families').select('id')).data).toEqual([]);
    expectRefusal(await client.rpc('family_overview'), '42501', 'not_a_parent');
  });

  it('never lets a staff account act as a parent, even with the role in its token', async () => {
    await register('staff-parent', [{ offer_ids: [offer] }]);
    const staffId = await fx.staffAccount('staff-parent', 'Editor');
    await db.query(
      `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}') || '{"role":"parent"}' where id = $1`,
      [staffId],
    );
    const client = await signIn(email('staff-parent'), fx.password);
    const { data } = await client.auth.getSession();
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString());
    expect(claims.app_metadata.role).toBe('parent');
    expect((await client.from('families').select('id')).data).toEqual([]);
    expectRefusal(await client.rpc('family_overview'), '42501', 'not_a_parent');
  });

  it('reads nothing more with the token of a session that has ended', async () => {
    await register('signed-out', [{ offer_ids: [offer] }]);
    const { client } = await parent('signed-out');
    const token = (await client.auth.getSession()).data.session!.access_token;
    expect((await client.from('families').select('id')).data).toHaveLength(1);
    await client.auth.signOut();
    const stale = createClient<Database>(stack().url, stack().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    expect((await stale.from('families').select('id')).data).toEqual([]);
  });

  it('has no account for an erased family, whose collectors and second guardian go with it', async () => {
    const answer = await register('erased', [{ offer_ids: [offer] }]);
    const { client } = await parent('erased');
    expect((await client.from('families').select('id')).data).toHaveLength(1);
    const childId = await childOf(answer.family_id);
    const collector = await client.from('child_collectors').insert({
      child_id: childId,
      name: 'Vecina Lola',
      relationship: 'Neighbour',
      phone: '+34 600 777 888',
    });
    expect(collector.error).toBeNull();
    expect((await client.rpc('invite_guardian', { p_email: email('erased-second') })).error).toBeNull();
    const erased = await admin.rpc('erase_family', { p_family_id: answer.family_id });
    expect(erased.error).toBeNull();
    expect((await client.from('families').select('id')).data).toEqual([]);
    expect((await client.from('registrations').select('id')).data).toEqual([]);
    expectRefusal(await client.rpc('family_overview'), '42501', 'not_a_parent');
    expect(
      await one(
        `select (select count(*)::int from public.child_collectors where child_id = $1) as collectors,
                (select count(*)::int from public.family_guardians where family_id = $2) as guardians`,
        [childId, answer.family_id],
      ),
    ).toEqual({ collectors: 0, guardians: 0 });
  });
});

describe('what a parent changes', () => {
  it("changes the family's phone and emergency contact, never its e-mail or name", async () => {
    const answer = await register('contact', [{ offer_ids: [offer] }]);
    const { client } = await parent('contact');
    const changed = await client
      .from('families')
      .update({ phone: '+34 699 000 111', emergency_name: 'Marta', emergency_phone: '+34 699 000 222' })
      .eq('id', answer.family_id)
      .select('id');
    expect(changed.error).toBeNull();
    expect(changed.data).toHaveLength(1);
    const email = await client
      .from('families')
      .update({ email: 'other@example.com' })
      .eq('id', answer.family_id);
    expectRefusal(email, '42501', 'parent_field_not_editable');
    expect(email.error?.details).toBe('email');
    expectRefusal(
      await client.from('families').update({ parent_name: 'Someone' }).eq('id', answer.family_id),
      '42501',
      'parent_field_not_editable',
    );
    expect(
      await one('select phone, emergency_name, email, parent_name from public.families where id = $1', [
        answer.family_id,
      ]),
    ).toEqual({
      phone: '+34 699 000 111',
      emergency_name: 'Marta',
      email: fx.email('contact'),
      parent_name: 'Ana García',
    });
  });

  it("changes a child's details but not the name or date of birth; another family's child not at all", async () => {
    const answer = await register('child', [{ offer_ids: [offer], name: 'Nora' }]);
    const other = await register('child-other', [{ offer_ids: [offer], name: 'Omar' }]);
    const { client } = await parent('child');
    const childId = await childOf(answer.family_id);
    const otherId = await childOf(other.family_id);

    const ok = await client.from('children').update({ shirt_size: '152' }).eq('id', childId).select('id');
    expect(ok.data).toHaveLength(1);
    const name = await client.from('children').update({ name: 'Renamed' }).eq('id', childId);
    expectRefusal(name, '42501', 'parent_field_not_editable');
    expect(name.error?.details).toBe('name');

    // Another family's child: no row is theirs to change, and nothing changes.
    const foreign = await client
      .from('children')
      .update({ shirt_size: '152' })
      .eq('id', otherId)
      .select('id');
    expect(foreign.data).toEqual([]);
    expect(await one('select name, shirt_size from public.children where id = $1', [otherId])).toEqual({
      name: 'Omar',
      shirt_size: '140',
    });
    expect(await one('select name, shirt_size from public.children where id = $1', [childId])).toEqual({
      name: 'Nora',
      shirt_size: '152',
    });
    // An erased child is nobody's to change.
    await db.query('update public.children set erased_at = now() where id = $1', [childId]);
    const erased = await client.from('children').update({ shirt_size: '164' }).eq('id', childId).select('id');
    expect(erased.data).toEqual([]);
    expect((await one('select shirt_size from public.children where id = $1', [childId])).shirt_size).toBe(
      '152',
    );
  });

  it('asks the health-data consent again before health data is first given, and records it as the account', async () => {
    const answer = await register('health', [{ offer_ids: [offer] }]);
    const { client, id } = await parent('health');
    const childId = await childOf(answer.family_id);

    expectRefusal(
      await client.from('children').update({ allergies: 'Peanuts' }).eq('id', childId),
      '22023',
      'health_consent_required',
    );
    expect(
      (await one('select allergies from public.children where id = $1', [childId])).allergies,
    ).toBeNull();

    const given = await client
      .from('consents')
      .insert(consent(answer.family_id, childId, 'health_data', true));
    expect(given.error).toBeNull();
    expect(
      await one(
        `select source, signer_email, signed_by, recorded_by from public.consents
          where child_id = $1 and kind = 'health_data' order by id desc limit 1`,
        [childId],
      ),
    ).toEqual({
      source: 'account',
      signer_email: email('health'),
      signed_by: 'Ana García',
      recorded_by: null,
    });

    const saved = await client
      .from('children')
      .update({ allergies: 'Peanuts', medication: 'Inhaler' })
      .eq('id', childId)
      .select('allergies');
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual([{ allergies: 'Peanuts' }]);

    // Consents stay append-only: a parent changes none.
    const rewrite = await client.from('consents').update({ given: false }).eq('child_id', childId);
    expect(rewrite.error).not.toBeNull();
    expect(
      (
        await one(
          `select bool_and(given) as all_given from public.consents where child_id = $1 and kind = 'health_data'`,
          [childId],
        )
      ).all_given,
    ).toBe(true);

    // Each change is recorded with who made it and which fields, never the values.
    const { rows } = await db.query(
      `select table_name, operation, fields, changed_by from public.family_changes
        where family_id = $1 order by id`,
      [answer.family_id],
    );
    expect(rows).toEqual([
      { table_name: 'consents', operation: 'INSERT', fields: ['health_data'], changed_by: id },
      { table_name: 'children', operation: 'UPDATE', fields: ['allergies', 'medication'], changed_by: id },
    ]);
  });

  it('does not ask again for a child whose health data the registration gave with its consent', async () => {
    const answer = await register('health-known', [{ offer_ids: [offer], allergies: 'Gluten' }]);
    const { client } = await parent('health-known');
    const childId = await childOf(answer.family_id);
    const saved = await client
      .from('children')
      .update({ medication: 'Antihistamine' })
      .eq('id', childId)
      .select('id');
    expect(saved.error).toBeNull();
    expect(saved.data).toHaveLength(1);
  });

  it('records consents for its own children only', async () => {
    const answer = await register('consent', [{ offer_ids: [offer] }]);
    const other = await register('consent-other', [{ offer_ids: [offer] }]);
    const { client } = await parent('consent');
    const otherChild = await childOf(other.family_id);
    const foreign = await client
      .from('consents')
      .insert(consent(other.family_id, otherChild, 'photos_social', true));
    expect(foreign.error?.code).toBe('42501');
    // Its own family's id with another family's child: refused too.
    const mixed = await client
      .from('consents')
      .insert(consent(answer.family_id, otherChild, 'photos_social', true));
    expect(mixed.error?.code).toBe('42501');
    expect(
      (
        await one(
          `select count(*)::int as n from public.consents where child_id = $1 and kind = 'photos_social'`,
          [otherChild],
        )
      ).n,
    ).toBe(1);
  });

  it('keeps who may collect its children, never another family’s', async () => {
    const answer = await register('collectors', [{ offer_ids: [offer] }]);
    const other = await register('collectors-other', [{ offer_ids: [offer] }]);
    const { client } = await parent('collectors');
    const childId = await childOf(answer.family_id);
    const otherChild = await childOf(other.family_id);

    const added = await client
      .from('child_collectors')
      .insert({
        child_id: childId,
        name: 'Abuela Carmen',
        relationship: 'Grandmother',
        phone: '+34 600 555 666',
      })
      .select('id')
      .single();
    expect(added.error).toBeNull();
    const changed = await client
      .from('child_collectors')
      .update({ phone: '+34 600 555 777' })
      .eq('id', added.data!.id)
      .select('phone');
    expect(changed.data).toEqual([{ phone: '+34 600 555 777' }]);

    const foreign = await client
      .from('child_collectors')
      .insert({ child_id: otherChild, name: 'Stranger', relationship: 'Friend', phone: '+34 600 000 999' });
    expect(foreign.error?.code).toBe('42501');
    expect(
      (await one('select count(*)::int as n from public.child_collectors where child_id = $1', [otherChild]))
        .n,
    ).toBe(0);

    // Staff see the collectors the family keeps.
    const seen = await coordinator.from('child_collectors').select('name').eq('child_id', childId);
    expect(seen.data).toEqual([{ name: 'Abuela Carmen' }]);

    for (let i = 0; i < 9; i++) {
      const more = await client
        .from('child_collectors')
        .insert({ child_id: childId, name: `Person ${i}`, relationship: 'Friend', phone: '+34 600 000 000' });
      expect(more.error).toBeNull();
    }
    expectRefusal(
      await client
        .from('child_collectors')
        .insert({ child_id: childId, name: 'Eleventh', relationship: 'Friend', phone: '+34 600 000 000' }),
      '22023',
      'too_many_collectors',
    );

    const removed = await client.from('child_collectors').delete().eq('id', added.data!.id).select('id');
    expect(removed.data).toHaveLength(1);
    const { rows } = await db.query(
      `select operation, count(*)::int as n from public.family_changes
        where family_id = $1 and table_name = 'child_collectors' group by operation order by operation`,
      [answer.family_id],
    );
    expect(rows).toEqual([
      { operation: 'DELETE', n: 1 },
      { operation: 'INSERT', n: 10 },
      { operation: 'UPDATE', n: 1 },
    ]);
  });

  it('reads the e-mails sent to the family, not the academy’s copies', async () => {
    const answer = await register('mail', [{ offer_ids: [offer] }]);
    const { client } = await parent('mail');
    // An erasure asked for from the account is an e-mail to the academy.
    expect((await client.rpc('request_erasure')).error).toBeNull();
    const { data } = await client.from('email_outbox').select('kind').eq('family_id', answer.family_id);
    expect(data?.map((m) => m.kind)).toEqual(['registration_received']);
    const { rows } = await db.query(
      'select kind from public.email_outbox where family_id = $1 order by kind::text',
      [answer.family_id],
    );
    expect(rows.map((r) => r.kind)).toEqual([
      'erasure_requested',
      'registration_notice',
      'registration_received',
    ]);
  });

  it("leaves staff's changes as they were: a Coordinator still corrects a child's name", async () => {
    const answer = await register('staff-edit', [{ offer_ids: [offer], name: 'Typo' }]);
    const childId = await childOf(answer.family_id);
    const fixed = await coordinator
      .from('children')
      .update({ name: 'Fixed' })
      .eq('id', childId)
      .select('name');
    expect(fixed.data).toEqual([{ name: 'Fixed' }]);
    expect(
      (
        await one('select count(*)::int as n from public.family_changes where family_id = $1', [
          answer.family_id,
        ])
      ).n,
    ).toBe(0);
  });
});

describe('the second guardian', () => {
  it('is invited by the first guardian, signs in with their own e-mail, and loses access when removed', async () => {
    const answer = await register('first', [{ offer_ids: [offer] }]);
    const first = await parent('first');
    const second = await parent('second');
    expectRefusal(await second.client.rpc('family_overview'), '42501', 'not_a_parent');

    expectRefusal(
      await first.client.rpc('invite_guardian', { p_email: 'not an address' }),
      '22023',
      'guardian_email_invalid',
    );
    expectRefusal(
      await first.client.rpc('invite_guardian', { p_email: email('first') }),
      '22023',
      'guardian_email_invalid',
    );
    const invited = await first.client.rpc('invite_guardian', {
      p_email: email('second').toUpperCase(),
      p_name: 'Pablo',
    });
    expect(invited.error).toBeNull();
    expect(invited.data).toEqual({ email: email('second'), name: 'Pablo' });
    expectRefusal(
      await first.client.rpc('invite_guardian', { p_email: email('third') }),
      'PT409',
      'guardian_already_invited',
    );

    const families = await second.client.from('families').select('id');
    expect(ids(families.data)).toEqual([answer.family_id]);
    const childId = await childOf(answer.family_id);
    const edit = await second.client
      .from('children')
      .update({ shirt_size: '164' })
      .eq('id', childId)
      .select('id');
    expect(edit.data).toHaveLength(1);
    expectRefusal(
      await second.client.rpc('invite_guardian', { p_email: email('third') }),
      '42501',
      'primary_guardian_only',
    );
    expectRefusal(await second.client.rpc('remove_guardian'), '42501', 'primary_guardian_only');

    const removed = await first.client.rpc('remove_guardian');
    expect(removed.error).toBeNull();
    expect((await second.client.from('families').select('id')).data).toEqual([]);
    expectRefusal(await first.client.rpc('remove_guardian'), 'PT404', 'guardian_not_found');

    // Who changed what: the second guardian's edit is theirs.
    const { rows } = await db.query(
      `select table_name, changed_by from public.family_changes where family_id = $1 and table_name = 'children'`,
      [answer.family_id],
    );
    expect(rows).toEqual([{ table_name: 'children', changed_by: second.id }]);
  });
});
