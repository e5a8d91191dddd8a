/**
 * Consents: the wordings the forms show are the ones the database keeps (version and SHA-256),
 * and a consent record is append-only for every role through the API and for the owner in SQL;
 * staff may add a record (a withdrawal by phone), which is marked as theirs.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentEn } from '@academy/shared/i18n/consent/en.ts';
import { consentEs } from '@academy/shared/i18n/consent/es.ts';
import { consentRu } from '@academy/shared/i18n/consent/ru.ts';
import { CONSENT_KINDS, CONSENT_VERSIONS, type RegistrationAnswer } from '@academy/shared/registration.ts';
import { useFixture } from './fixtures.ts';
import { anonClient, serviceClient, type Client } from './helpers.ts';
import { agedToken, anonFrom, newAddress, registrationForm } from './registration-support.ts';

const fx = useFixture('reg-consent', { settings: { online_registration: true } });
const { db } = fx;
const clients = {} as Record<'anon' | 'editor' | 'coordinator' | 'admin' | 'service', Client>;
let family: number;
let child: number;
let coordinatorId: string;

beforeAll(async () => {
  clients.anon = anonClient();
  clients.editor = (await fx.staff('Editor', 'Editor')).client;
  const coordinator = await fx.staff('Coordinator', 'Coordinator');
  clients.coordinator = coordinator.client;
  coordinatorId = coordinator.id;
  clients.admin = (await fx.staff('Admin', 'Admin')).client;
  clients.service = serviceClient();
  const offer = await fx.offer({ capacity: 5 });
  const form = registrationForm(await agedToken(db, 10), [{ offer_ids: [offer] }]);
  const { data } = await anonFrom(newAddress(24)).rpc('submit_registration', { p_form: form as never });
  family = (data as unknown as RegistrationAnswer).family_id;
  child = Number(
    (await db.query('select id from public.children where family_id = $1', [family])).rows[0].id,
  );
});

describe('the wordings', () => {
  it('of the catalogs are the database’s current versions, hashed over their exact UTF-8 text', async () => {
    const catalogs = { en: consentEn, es: consentEs, ru: consentRu };
    const { rows } = await db.query<{
      kind: string;
      version: number;
      language: string;
      wording: string;
      sha256: string;
    }>(
      `select distinct on (kind, language) kind::text, version, language::text, wording, sha256
         from public.consent_texts order by kind, language, version desc`,
    );
    expect(rows).toHaveLength(CONSENT_KINDS.length * 3);
    for (const row of rows) {
      const text = catalogs[row.language as keyof typeof catalogs][row.kind as keyof typeof consentEn];
      expect(row.version, `${row.kind}`).toBe(CONSENT_VERSIONS[row.kind as keyof typeof CONSENT_VERSIONS]);
      expect(row.wording, `${row.kind} ${row.language}`).toBe(text);
      expect(row.sha256).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });

  it('are public to read and never rewritten', async () => {
    const { data } = await anonClient().from('consent_texts').select('kind, version, language, sha256');
    expect(data?.length).toBeGreaterThanOrEqual(CONSENT_KINDS.length * 3);
    await expect(
      db.query(
        "update public.consent_texts set wording = 'changed' where kind = 'guardian' and language = 'en'",
      ),
    ).rejects.toMatchObject({ code: '42501', hint: 'consent_append_only' });
  });
});

describe('a consent record', () => {
  const snapshot = async () =>
    (await db.query('select * from public.consents where family_id = $1 order by id', [family])).rows;

  it.each(['anon', 'editor', 'coordinator', 'admin', 'service'] as const)(
    'cannot be changed or deleted by %s through the API',
    async (who) => {
      const before = await snapshot();
      expect(before.length).toBeGreaterThan(0);
      const update = await clients[who].from('consents').update({ given: false }).eq('family_id', family);
      expect(update.error?.code).toBe('42501');
      const remove = await clients[who].from('consents').delete().eq('family_id', family);
      expect(remove.error?.code).toBe('42501');
      expect(await snapshot()).toEqual(before);
    },
  );

  it('cannot be changed or deleted by the owner in SQL either', async () => {
    const before = await snapshot();
    await expect(
      db.query('update public.consents set given = false where family_id = $1', [family]),
    ).rejects.toMatchObject({
      hint: 'consent_append_only',
    });
    await expect(
      db.query('delete from public.consents where family_id = $1', [family]),
    ).rejects.toMatchObject({
      hint: 'consent_append_only',
    });
    // Erasure's only change is allowed: the personal fields removed, nothing else.
    await expect(
      db.query("update public.consents set signed_by = null, kind = 'guardian' where family_id = $1", [
        family,
      ]),
    ).rejects.toMatchObject({ hint: 'consent_append_only' });
    expect(await snapshot()).toEqual(before);
  });

  it('is added by staff as theirs (a withdrawal told by phone), and never by the public key', async () => {
    const record = {
      family_id: family,
      child_id: child,
      kind: 'photos_website' as const,
      given: false,
      text_version: 1,
      language: 'en' as const,
      source: 'registration_form' as const,
    };
    const denied = await clients.editor.from('consents').insert(record);
    expect(denied.error?.code).toBe('42501');
    expect((await clients.anon.from('consents').insert(record)).error?.code).toBe('42501');
    const { data, error } = await clients.coordinator.from('consents').insert(record).select().single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ source: 'staff', recorded_by: coordinatorId, given: false });
    const { rows } = await db.query(
      'select photos_website, photo_consent_withdrawn_at from public.children where id = $1',
      [child],
    );
    expect(rows[0].photos_website).toBe(false);
    expect(rows[0].photo_consent_withdrawn_at).not.toBeNull();
  });

  it('carries the hash of its wording: one given must be that wording’s, one left out is filled in', async () => {
    const wording = (
      await db.query<{ sha256: string }>(
        "select sha256 from public.consent_texts where kind = 'photos_social' and version = 1 and language = 'es'",
      )
    ).rows[0]!.sha256;
    const record = {
      family_id: family,
      child_id: child,
      kind: 'photos_social' as const,
      given: true,
      text_version: 1,
      language: 'es' as const,
    };
    const forged = await clients.coordinator
      .from('consents')
      .insert({ ...record, text_sha256: 'f'.repeat(64) });
    expect(forged.error?.code).toBe('23503');
    const given = await clients.coordinator
      .from('consents')
      .insert({ ...record, text_sha256: wording })
      .select('text_sha256')
      .single();
    expect(given.error).toBeNull();
    expect(given.data?.text_sha256).toBe(wording);
    const filled = await clients.coordinator.from('consents').insert(record).select('text_sha256').single();
    expect(filled.data?.text_sha256).toBe(wording);
    const unknown = await clients.coordinator.from('consents').insert({ ...record, text_version: 99 });
    expect(unknown.error?.hint).toBe('consent_version_unknown');
    const { rows } = await db.query('select photos_social from public.children where id = $1', [child]);
    expect(rows[0].photos_social).toBe(true);
  });
});
