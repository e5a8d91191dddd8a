import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { clientAddress } from '../registration/http.ts';

/**
 * The family account's session, kept by the site server: the parent's access and refresh tokens
 * in an httpOnly, SameSite=Lax cookie (Secure on https), so the pages work without script and the
 * family's data is read with the parent's own token on the server. The browser's script never
 * sees the tokens.
 */
export const SESSION_COOKIE = 'account_session';
/** Between "send me a code" and the code: the address typed and the PKCE verifier of the link. */
export const FLOW_COOKIE = 'account_flow';

/** A session cookie lives as long as a refresh token is useful (the auth service's default). */
const SESSION_MAX_AGE = 7 * 24 * 3600;
/** The code's lifetime: one hour. */
const FLOW_MAX_AGE = 3600;

export interface StoredSession {
  access_token: string;
  refresh_token: string;
  /** Unix seconds. */
  expires_at: number;
}

export interface FlowState {
  email: string;
  /** The PKCE code verifier the e-mail's link is exchanged with. */
  verifier: string | null;
}

/** Cookies are Secure when the visitor came by https (directly, or through a proxy that says so). */
function secure(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decode(value: string | undefined): unknown {
  if (!value || value.length > 8192 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

function stored(session: Session): StoredSession {
  return {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
  };
}

export function readSession(c: Context): StoredSession | null {
  const v = decode(getCookie(c, SESSION_COOKIE)) as Partial<StoredSession> | null;
  if (
    !v ||
    typeof v.access_token !== 'string' ||
    typeof v.refresh_token !== 'string' ||
    typeof v.expires_at !== 'number'
  )
    return null;
  return { access_token: v.access_token, refresh_token: v.refresh_token, expires_at: v.expires_at };
}

export function writeSession(c: Context, session: Session): StoredSession {
  const value = stored(session);
  setCookie(c, SESSION_COOKIE, encode(value), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(c),
    maxAge: SESSION_MAX_AGE,
  });
  return value;
}

export function clearSession(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secure(c) });
}

export function readFlow(c: Context): FlowState | null {
  const v = decode(getCookie(c, FLOW_COOKIE)) as Partial<FlowState> | null;
  if (!v || typeof v.email !== 'string') return null;
  return { email: v.email, verifier: typeof v.verifier === 'string' ? v.verifier : null };
}

export function writeFlow(c: Context, flow: FlowState) {
  setCookie(c, FLOW_COOKIE, encode(flow), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(c),
    maxAge: FLOW_MAX_AGE,
  });
}

export function clearFlow(c: Context) {
  deleteCookie(c, FLOW_COOKIE, { path: '/', secure: secure(c) });
}

/** Where supabase-js keeps its PKCE verifier for one request: a map, never the browser. */
export class RequestStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

/** The storage key of the request's auth client; supabase-js keeps the PKCE verifier under VERIFIER_KEY. */
const STORAGE_KEY = 'account';
export const VERIFIER_KEY = `${STORAGE_KEY}-code-verifier`;

/**
 * Where the site server reaches the backend on a visitor's behalf: the API, its public key, and
 * the database's relay key (REGISTRATION_RELAY_KEY), with which the visitor's address is relayed.
 */
export interface Backend {
  supabaseUrl: string;
  anonKey: string;
  relayKey?: string;
}

/**
 * The headers that name the visitor's address (the TCP peer of the site server) to the backend,
 * as the forms relay it (docs/registrations.md): the auth service then counts its per-address
 * limits against the visitor, and the database records the visitor's address
 * (private.client_address()). Nothing without the relay key or an address.
 */
export function visitorHeaders(c: Context, backend: Backend): Record<string, string> {
  const address = clientAddress(c);
  if (!backend.relayKey || !address) return {};
  return { 'x-registration-relay': backend.relayKey, 'x-registration-client-address': address };
}

/** What the auth service's last answer said about waiting: its `Retry-After`, in seconds. */
export interface AuthWait {
  retryAfter?: number;
}

/**
 * An auth client acting for this request's visitor (PKCE, nothing persisted beyond `storage`).
 * `wait` receives the `Retry-After` of its answers (supabase-js keeps only the message).
 */
export function authClient(
  c: Context,
  backend: Backend,
  storage = new RequestStorage(),
  wait: AuthWait = {},
): SupabaseClient {
  const watched: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    const seconds = Number(res.headers.get('retry-after'));
    if (Number.isFinite(seconds) && seconds > 0) wait.retryAfter = Math.ceil(seconds);
    return res;
  };
  return createClient(backend.supabaseUrl, backend.anonKey, {
    global: { headers: visitorHeaders(c, backend), fetch: watched },
    auth: {
      flowType: 'pkce',
      storage,
      storageKey: STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
}

/** A data client acting as the parent (their token: row level security decides), from the visitor's address. */
export function parentClient(c: Context, backend: Backend, accessToken: string): SupabaseClient {
  return createClient(backend.supabaseUrl, backend.anonKey, {
    accessToken: async () => accessToken,
    global: { headers: visitorHeaders(c, backend) },
  });
}

/**
 * The visitor's session, refreshed when its access token has expired (or is about to), or null
 * when there is none or it can no longer be refreshed (the cookie is then cleared).
 */
export async function currentSession(c: Context, backend: Backend): Promise<StoredSession | null> {
  const current = readSession(c);
  if (!current) return null;
  if (current.expires_at - 30 > Date.now() / 1000) return current;
  const { data, error } = await authClient(c, backend).auth.refreshSession({
    refresh_token: current.refresh_token,
  });
  if (error || !data.session) {
    clearSession(c);
    return null;
  }
  return writeSession(c, data.session);
}

/** The `app_metadata.role` an access token carries (a token the auth service just issued or refreshed). */
export function tokenRole(accessToken: string): string | null {
  try {
    const payload = JSON.parse(
      Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { app_metadata?: { role?: unknown } };
    return typeof payload.app_metadata?.role === 'string' ? payload.app_metadata.role : null;
  } catch {
    return null;
  }
}
