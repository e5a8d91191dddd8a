import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import {
  ACCOUNT_DATA_PATH,
  ACCOUNT_PATH,
  ACCOUNT_TEXT_LIMITS,
  type AccountDone,
  type AccountError,
  type AccountPageState,
  type FamilyOverview,
} from '@academy/shared/account.ts';
import { languagePrefix, splitLanguagePath, type Lang } from '@academy/shared/languages.ts';
import { CONSENT_VERSIONS } from '@academy/shared/registrationRules.ts';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import { FORM_BODY_LIMIT, formBody, fromThisSite, renderFormPage } from '../registration/http.ts';
import {
  RequestStorage,
  VERIFIER_KEY,
  authClient,
  clearFlow,
  clearSession,
  currentSession,
  parentClient,
  readFlow,
  tokenRole,
  writeFlow,
  writeSession,
  type StoredSession,
} from '../account/session.ts';

export interface AccountRouteOptions {
  supabaseUrl: string;
  anonKey: string;
  siteUrl: string;
}

const PREFIXES = ['', '/es', '/ru'] as const;
const DONE: readonly AccountDone[] = [
  'saved',
  'collector_added',
  'collector_removed',
  'cancelled',
  'signed_out',
];
/** What an address looks like (the auth service checks it again). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Headers of every account answer: for this visitor only, never kept by a cache, never indexed. */
const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } as const;

type FormValues = Record<string, string>;

function text(body: Record<string, unknown>, name: string, max = 2000): string {
  const v = body[name];
  return typeof v === 'string' ? v.slice(0, max + 1).trim() : '';
}

function id(body: Record<string, unknown>, name: string): number | null {
  const v = text(body, name, 20);
  return /^\d{1,15}$/.test(v) ? Number(v) : null;
}

/** The wait a 429 names ("...after 42 seconds."), else a minute. */
function waitSeconds(message: string | undefined): number {
  const m = /(\d+)\s*seconds?/.exec(message ?? '');
  return m ? Number(m[1]) : 60;
}

/** A PostgREST refusal's code (the hint the database raised), as the account pages name it. */
function saveError(
  error: { hint?: string | null; code?: string } | null,
  fallback: AccountError['key'] = 'save_failed',
): AccountError {
  switch (error?.hint) {
    case 'health_consent_required':
      return { key: 'health_consent_required' };
    case 'too_many_collectors':
      return { key: 'too_many_collectors' };
    case 'booking_not_found':
      return { key: 'not_found' };
    case 'action_not_available':
      return { key: 'cancel_unavailable' };
  }
  if (error?.code === '42501') return { key: 'not_found' };
  return { key: fallback };
}

/**
 * The family account at `/account` in each language, served by the site server so that it works
 * without script: signing in by an e-mailed code (or the e-mail's link, a PKCE code exchanged
 * here), the session in an httpOnly cookie, and the family's children and bookings read and
 * changed with the parent's own token (row level security decides). Every answer is private and
 * no-store, and the pages are not indexed.
 */
export function addAccountRoutes(app: Hono, options: AccountRouteOptions, renderer: SiteRenderer | null) {
  const { supabaseUrl, anonKey, siteUrl } = options;
  const siteOrigin = new URL(siteUrl).origin;

  const pathOf = (c: Context) => {
    const lang = splitLanguagePath(new URL(c.req.url).pathname).lang;
    return { lang, path: `${languagePrefix(lang)}${ACCOUNT_PATH}` };
  };

  const render = async (c: Context, path: string, state: AccountPageState, status = 200) => {
    const res = await renderFormPage(c, renderer, siteUrl, path, state, status);
    for (const [k, v] of Object.entries(PRIVATE)) res.headers.set(k, v);
    return res;
  };

  const redirect = (c: Context, location: string) => {
    c.header('location', location);
    for (const [k, v] of Object.entries(PRIVATE)) c.header(k, v);
    return c.body(null, 303);
  };

  /** The signed-in page, or null when the session is not a parent's (then it is dropped). */
  const signedIn = async (
    c: Context,
    path: string,
    session: StoredSession,
    extra: {
      error?: AccountError | null;
      done?: AccountDone | null;
      form?: { name: string; values: FormValues } | null;
    },
    status = 200,
  ): Promise<Response | null> => {
    if (tokenRole(session.access_token) !== 'parent') {
      clearSession(c);
      return null;
    }
    const client = parentClient(supabaseUrl, anonKey, session.access_token);
    const { data, error } = await client.rpc('family_overview');
    let overview: FamilyOverview;
    if (error) {
      if ((error as { hint?: string }).hint !== 'not_a_parent')
        throw new Error(`family_overview: ${error.message}`);
      overview = { email: '', is_first_guardian: false, families: [], children: [] };
    } else overview = data as FamilyOverview;
    return render(
      c,
      path,
      {
        kind: 'account',
        step: 'signed-in',
        overview,
        error: extra.error ?? null,
        done: extra.done ?? null,
        form: extra.form ?? null,
      },
      status,
    );
  };

  const show = async (c: Context) => {
    const { path } = pathOf(c);
    const url = new URL(c.req.url);
    const code = url.searchParams.get('code');
    const linkError = url.searchParams.get('error');
    if (code) {
      // The e-mail's link: the auth service sent the browser back with a PKCE code, which only
      // the verifier kept in this browser's flow cookie turns into a session.
      const flow = readFlow(c);
      const storage = new RequestStorage();
      if (flow?.verifier) storage.setItem(VERIFIER_KEY, flow.verifier);
      const { data, error } = flow?.verifier
        ? await authClient(supabaseUrl, anonKey, storage).auth.exchangeCodeForSession(code.slice(0, 512))
        : { data: null, error: new Error('no verifier') };
      if (!error && data?.session && tokenRole(data.session.access_token) === 'parent') {
        writeSession(c, data.session);
        clearFlow(c);
        return redirect(c, path);
      }
      return render(
        c,
        path,
        {
          kind: 'account',
          step: 'email',
          email: flow?.email ?? '',
          error: { key: 'link_invalid' },
          done: null,
        },
        400,
      );
    }
    if (linkError)
      return render(
        c,
        path,
        {
          kind: 'account',
          step: 'email',
          email: readFlow(c)?.email ?? '',
          error: { key: linkError === 'access_denied' ? 'staff' : 'link_invalid' },
          done: null,
        },
        400,
      );
    const doneParam = url.searchParams.get('done');
    const done = DONE.find((d) => d === doneParam) ?? null;
    const session = await currentSession(c, supabaseUrl, anonKey);
    if (session) {
      const page = await signedIn(c, path, session, { done });
      if (page) return page;
    }
    const flow = readFlow(c);
    if (flow)
      return render(c, path, { kind: 'account', step: 'code', email: flow.email, error: null, done: null });
    return render(c, path, { kind: 'account', step: 'email', email: '', error: null, done });
  };

  const send = async (c: Context, lang: Lang, path: string, body: Record<string, unknown>) => {
    const email = text(body, 'email', ACCOUNT_TEXT_LIMITS.email).toLowerCase();
    const refuse = (error: AccountError, status: number) =>
      render(c, path, { kind: 'account', step: 'email', email, error, done: null }, status);
    if (email.length > ACCOUNT_TEXT_LIMITS.email || !EMAIL.test(email))
      return refuse({ key: 'email_invalid' }, 400);
    const storage = new RequestStorage();
    const { error } = await authClient(supabaseUrl, anonKey, storage).auth.signInWithOtp({
      email,
      options: { emailRedirectTo: `${siteOrigin}${path}`, data: { lang } },
    });
    if (error?.status === 429) return refuse({ key: 'too_many', seconds: waitSeconds(error.message) }, 429);
    if (error?.status === 400 || error?.status === 422) return refuse({ key: 'email_invalid' }, 400);
    if (error) return refuse({ key: 'unavailable' }, 503);
    writeFlow(c, { email, verifier: storage.getItem(VERIFIER_KEY) });
    return redirect(c, path);
  };

  const verify = async (c: Context, path: string, body: Record<string, unknown>) => {
    const flow = readFlow(c);
    const email = flow?.email ?? text(body, 'email', ACCOUNT_TEXT_LIMITS.email).toLowerCase();
    const token = text(body, 'code', 20).replace(/\s+/g, '');
    const refuse = (error: AccountError, status: number) =>
      render(
        c,
        path,
        { kind: 'account', step: email ? 'code' : 'email', email, error, done: null } as AccountPageState,
        status,
      );
    if (!email) return refuse({ key: 'code_invalid' }, 400);
    if (!/^\d{6}$/.test(token)) return refuse({ key: 'code_format' }, 400);
    const { data, error } = await authClient(supabaseUrl, anonKey).auth.verifyOtp({
      email,
      token,
      type: 'email',
    });
    if (error?.status === 429) return refuse({ key: 'too_many', seconds: waitSeconds(error.message) }, 429);
    // The access token hook's refusal of a staff account: 403 without an error code of its own.
    if (error?.status === 403 && error.code === 'unknown') return refuse({ key: 'staff' }, 403);
    if (error || !data.session) return refuse({ key: 'code_invalid' }, 400);
    if (tokenRole(data.session.access_token) !== 'parent') return refuse({ key: 'staff' }, 403);
    writeSession(c, data.session);
    clearFlow(c);
    return redirect(c, path);
  };

  const signOut = async (c: Context, path: string) => {
    const session = await currentSession(c, supabaseUrl, anonKey);
    if (session)
      await fetch(`${supabaseUrl}/auth/v1/logout?scope=local`, {
        method: 'POST',
        headers: { apikey: anonKey, authorization: `Bearer ${session.access_token}` },
      }).catch(() => undefined);
    clearSession(c);
    clearFlow(c);
    return redirect(c, `${path}?done=signed_out`);
  };

  /** The changes a signed-in parent makes; each answers the page again, with what was typed on a refusal. */
  const change = async (
    c: Context,
    lang: Lang,
    path: string,
    action: string,
    body: Record<string, unknown>,
  ) => {
    const session = await currentSession(c, supabaseUrl, anonKey);
    if (!session || tokenRole(session.access_token) !== 'parent') {
      clearSession(c);
      return render(c, path, { kind: 'account', step: 'email', email: '', error: null, done: null }, 401);
    }
    const db = parentClient(supabaseUrl, anonKey, session.access_token);
    const values: FormValues = {};
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') values[k] = v.slice(0, 2000);
    const again = async (form: string, error: AccountError, status: number) =>
      (await signedIn(c, path, session, { error, form: { name: form, values } }, status)) ??
      render(c, path, { kind: 'account', step: 'email', email: '', error: null, done: null }, 401);
    const done = (what: AccountDone, anchor: string) => redirect(c, `${path}?done=${what}#${anchor}`);

    if (action === 'save_medical') {
      const childId = id(body, 'child_id');
      const form = `medical-${childId}`;
      if (childId === null) return again(form, { key: 'not_found' }, 404);
      const allergies = text(body, 'allergies');
      const medication = text(body, 'medication');
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
        name: text(body, 'name'),
        relationship: text(body, 'relationship'),
        phone: text(body, 'phone'),
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
      const name = text(body, 'emergency_name');
      const phone = text(body, 'emergency_phone');
      if (!name || !/\d/.test(phone)) return again(form, { key: 'collector_required' }, 400);
      if (name.length > ACCOUNT_TEXT_LIMITS.name || phone.length > ACCOUNT_TEXT_LIMITS.phone)
        return again(form, { key: 'field_too_long' }, 400);
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
    return c.json({ error: 'Unknown action.' }, 400);
  };

  const act = async (c: Context) => {
    if (!fromThisSite(c, siteOrigin)) return c.json({ error: 'This can only be done on this site.' }, 403);
    const body = await formBody(c);
    if (!body) return c.json({ error: 'Send the form as a form.' }, 415);
    const { lang, path } = pathOf(c);
    const action = typeof body.action === 'string' ? body.action : '';
    if (action === 'send') return send(c, lang, path, body);
    if (action === 'verify') return verify(c, path, body);
    if (action === 'restart') {
      clearFlow(c);
      return redirect(c, path);
    }
    if (action === 'sign_out') return signOut(c, path);
    return change(c, lang, path, action, body);
  };

  /** My data: everything held about the family (my_family_data(), recorded in the access log), as a file. */
  const download = async (c: Context) => {
    const { path } = pathOf(c);
    const session = await currentSession(c, supabaseUrl, anonKey);
    if (!session || tokenRole(session.access_token) !== 'parent') return redirect(c, path);
    const { data, error } = await parentClient(supabaseUrl, anonKey, session.access_token).rpc(
      'my_family_data',
    );
    if (error) {
      if ((error as { hint?: string }).hint === 'not_a_parent') return redirect(c, path);
      throw new Error(`my_family_data: ${error.message}`);
    }
    const day = new Date().toISOString().slice(0, 10);
    return c.body(JSON.stringify(data, null, 2), 200, {
      ...PRIVATE,
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="family-data-${day}.json"`,
    });
  };

  const limit = bodyLimit({
    maxSize: FORM_BODY_LIMIT,
    onError: (c) => c.json({ error: `The form is larger than ${FORM_BODY_LIMIT} bytes.` }, 413),
  });
  const gzip = compress({ encoding: 'gzip' });
  for (const prefix of PREFIXES) {
    app.get(`${prefix}${ACCOUNT_PATH}`, gzip, show);
    app.post(`${prefix}${ACCOUNT_PATH}`, limit, gzip, act);
    app.get(`${prefix}${ACCOUNT_DATA_PATH}`, gzip, download);
  }
}
