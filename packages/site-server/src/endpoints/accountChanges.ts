import type { Context } from 'hono';
import { ACCOUNT_TEXT_LIMITS, type AccountDone, type AccountError } from '@academy/shared/account.ts';
import type { Lang } from '@academy/shared/languages.ts';
import { CONSENT_VERSIONS, isPhone } from '@academy/shared/registrationRules.ts';
import { clearSession, currentSession, parentClient, tokenRole } from '../account/session.ts';
import { EMAIL, id, saveError, text, type FormValues } from './accountInput.ts';
import type { AccountReply } from './accountReply.ts';

/**
 * The changes a signed-in parent makes on the account page, each a plain form post made with the
 * parent's own token (row level security and the database's triggers decide). Done, the page
 * comes back with a 303 to `?done=<what>#<where>`; refused, the page is rendered again with the
 * message at the form and what was typed in it.
 */
/** The HTTP status of a database refusal, by its SQLSTATE. */
const HTTP_OF: Record<string, number> = { '42501': 403, PT404: 404, PT409: 409, PT429: 429, '22023': 400 };

export function accountChanges(reply: AccountReply) {
  const { render, redirect, signedIn } = reply;

  const change = async (
    c: Context,
    lang: Lang,
    path: string,
    action: string,
    body: Record<string, unknown>,
  ) => {
    const session = await currentSession(c, reply);
    if (!session || tokenRole(session.access_token) !== 'parent') {
      clearSession(c);
      return render(c, path, { kind: 'account', step: 'email', email: '', error: null, done: null }, 401);
    }
    const db = parentClient(c, reply, session.access_token);
    const values: FormValues = {};
    // What was typed comes back whole (the body is at most FORM_BODY_LIMIT), even a text too long.
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') values[k] = v;
    const again = async (form: string, error: AccountError, status: number) =>
      (await signedIn(c, path, session, { error, form: { name: form, values } }, status)) ??
      render(c, path, { kind: 'account', step: 'email', email: '', error: null, done: null }, 401);
    const done = (what: AccountDone, anchor: string) => redirect(c, `${path}?done=${what}#${anchor}`);

    if (action === 'save_medical') {
      const childId = id(body, 'child_id');
      const form = `medical-${childId}`;
      if (childId === null) return again(form, { key: 'not_found' }, 404);
      const allergies = text(body, 'allergies', ACCOUNT_TEXT_LIMITS.allergies);
      const medication = text(body, 'medication', ACCOUNT_TEXT_LIMITS.medication);
      if (
        allergies.length > ACCOUNT_TEXT_LIMITS.allergies ||
        medication.length > ACCOUNT_TEXT_LIMITS.medication
      )
        return again(form, { key: 'field_too_long' }, 400);
      const child = await db
        .from('children')
        .select('id, family_id, allergies, medication')
        .eq('id', childId)
        .maybeSingle();
      if (!child.data) return again(form, { key: 'not_found' }, 404);
      const giving = (allergies || medication) && !(child.data.allergies || child.data.medication);
      if (giving && body.health_consent) {
        const consent = await db.from('consents').insert({
          family_id: child.data.family_id,
          child_id: childId,
          kind: 'health_data',
          given: true,
          text_version: CONSENT_VERSIONS.health_data,
          language: lang,
        });
        if (consent.error) return again(form, saveError(consent.error), 400);
      }
      const saved = await db
        .from('children')
        .update({
          allergies: allergies || null,
          medication: medication || null,
          medical_confirmed_at: new Date().toISOString(),
        })
        .eq('id', childId)
        .select('id');
      if (saved.error) return again(form, saveError(saved.error), 400);
      if (!saved.data?.length) return again(form, { key: 'not_found' }, 404);
      return done('saved', `child-${childId}`);
    }
    if (action === 'save_photos') {
      // Consents are appended, never changed: one new row per consent whose answer changed (the
      // database keeps the child's photos_* in step with the latest).
      const childId = id(body, 'child_id');
      const form = `photos-${childId}`;
      const child = await db
        .from('children')
        .select('id, family_id, photos_website, photos_social')
        .eq('id', childId ?? -1)
        .maybeSingle();
      const current = child.data;
      if (!current) return again(form, { key: 'not_found' }, 404);
      const rows = (['photos_website', 'photos_social'] as const)
        .filter((kind) => Boolean(body[kind]) !== current[kind])
        .map((kind) => ({
          family_id: current.family_id,
          child_id: childId,
          kind,
          given: Boolean(body[kind]),
          text_version: CONSENT_VERSIONS[kind],
          language: lang,
        }));
      if (rows.length > 0) {
        const saved = await db.from('consents').insert(rows);
        if (saved.error) return again(form, saveError(saved.error), saved.error.code === '42501' ? 404 : 400);
      }
      return done('saved', `child-${childId}`);
    }
    if (action === 'add_collector') {
      const childId = id(body, 'child_id');
      const form = `collector-${childId}`;
      if (childId === null) return again(form, { key: 'not_found' }, 404);
      const row = {
        child_id: childId,
        name: text(body, 'name', ACCOUNT_TEXT_LIMITS.name),
        relationship: text(body, 'relationship', ACCOUNT_TEXT_LIMITS.relationship),
        phone: text(body, 'phone', ACCOUNT_TEXT_LIMITS.phone),
      };
      if (!row.name || !row.relationship || !/\d/.test(row.phone))
        return again(form, { key: 'collector_required' }, 400);
      if (
        row.name.length > ACCOUNT_TEXT_LIMITS.name ||
        row.relationship.length > ACCOUNT_TEXT_LIMITS.relationship ||
        row.phone.length > ACCOUNT_TEXT_LIMITS.phone
      )
        return again(form, { key: 'field_too_long' }, 400);
      const added = await db.from('child_collectors').insert(row);
      if (added.error) return again(form, saveError(added.error), added.error.code === '42501' ? 404 : 400);
      return done('collector_added', `child-${childId}`);
    }
    if (action === 'remove_collector') {
      const collectorId = id(body, 'collector_id');
      const removed = await db
        .from('child_collectors')
        .delete()
        .eq('id', collectorId ?? -1)
        .select('id, child_id');
      if (removed.error || !removed.data?.length)
        return again(`remove-${collectorId}`, { key: 'not_found' }, 404);
      return done('collector_removed', `child-${removed.data[0]!.child_id}`);
    }
    if (action === 'save_emergency') {
      const familyId = id(body, 'family_id');
      const form = `emergency-${familyId}`;
      const name = text(body, 'emergency_name', ACCOUNT_TEXT_LIMITS.name);
      const phone = text(body, 'emergency_phone', ACCOUNT_TEXT_LIMITS.phone);
      if (!name || !phone) return again(form, { key: 'emergency_required' }, 400);
      if (name.length > ACCOUNT_TEXT_LIMITS.name || phone.length > ACCOUNT_TEXT_LIMITS.phone)
        return again(form, { key: 'field_too_long' }, 400);
      // The registration form's rule; the database checks it again for a parent's write.
      if (!isPhone(phone)) return again(form, { key: 'phone_invalid' }, 400);
      const saved = await db
        .from('families')
        .update({ emergency_name: name, emergency_phone: phone })
        .eq('id', familyId ?? -1)
        .select('id');
      if (saved.error) return again(form, saveError(saved.error), 400);
      if (!saved.data?.length) return again(form, { key: 'not_found' }, 404);
      return done('saved', `family-${familyId}`);
    }
    if (action === 'cancel') {
      const registrationId = id(body, 'registration_id');
      const form = `cancel-${registrationId}`;
      if (!body.confirm_cancel) return again(form, { key: 'confirm_required' }, 400);
      const { error } = await db.rpc('cancel_booking', { p_registration_id: registrationId ?? -1 });
      if (error)
        return again(form, saveError(error, 'cancel_unavailable'), error.code === 'PT404' ? 404 : 409);
      return done('cancelled', `booking-${registrationId}`);
    }
    if (action === 'invite_guardian') {
      // The database decides who may invite (the first guardian only) and checks the address again.
      const form = 'guardian-invite';
      const email = text(body, 'guardian_email', ACCOUNT_TEXT_LIMITS.email).toLowerCase();
      const name = text(body, 'guardian_name', ACCOUNT_TEXT_LIMITS.name);
      if (email.length > ACCOUNT_TEXT_LIMITS.email || !EMAIL.test(email))
        return again(form, { key: 'guardian_email_invalid' }, 400);
      if (name.length > ACCOUNT_TEXT_LIMITS.name) return again(form, { key: 'field_too_long' }, 400);
      const { error } = await db.rpc('invite_guardian', { p_email: email, p_name: name || undefined });
      if (error) return again(form, saveError(error), HTTP_OF[error.code] ?? 400);
      return done('guardian_invited', 'account-guardians');
    }
    if (action === 'remove_guardian') {
      const form = 'guardian-remove';
      if (!body.confirm_remove) return again(form, { key: 'confirm_required' }, 400);
      const { error } = await db.rpc('remove_guardian');
      if (error) return again(form, saveError(error), HTTP_OF[error.code] ?? 400);
      return done('guardian_removed', 'account-guardians');
    }
    if (action === 'request_erasure') {
      // Only asked: the academy receives the request and staff confirm it (erase_family).
      const form = 'erasure';
      if (!body.confirm_erasure) return again(form, { key: 'confirm_required' }, 400);
      const { error } = await db.rpc('request_erasure');
      if (error) return again(form, saveError(error), HTTP_OF[error.code] ?? 400);
      return done('erasure_requested', 'account-data');
    }
    return c.json({ error: 'Unknown action.' }, 400);
  };

  return change;
}
