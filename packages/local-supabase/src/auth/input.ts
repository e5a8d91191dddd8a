import type { Context } from 'hono';
import { errors } from './errors.ts';

export type JsonObject = Record<string, unknown>;

/**
 * Reads the request body as a JSON object. An empty body counts as `{}` (auth-js sends none for
 * some calls); anything else that is not a JSON object is `bad_json`, as supabase/auth answers.
 */
export async function readJsonObject(c: Context): Promise<JsonObject> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw errors.badJson((err as Error).message);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw errors.badJson('expected a JSON object');
  }
  return value as JsonObject;
}

/** A string field, or undefined when absent/null; any other type is `bad_json`. */
export function optString(body: JsonObject, field: string): string | undefined {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw errors.badJson(`field "${field}" must be a string`);
  return v;
}

export function optBoolean(body: JsonObject, field: string): boolean | undefined {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') throw errors.badJson(`field "${field}" must be a boolean`);
  return v;
}

export function optObject(body: JsonObject, field: string): JsonObject | undefined {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw errors.badJson(`field "${field}" must be an object`);
  return v as JsonObject;
}

// The shape supabase/auth accepts (a permissive RFC 5322 subset): one @, no spaces, a dotted domain.
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Lower-cases and trims an e-mail, refusing what is not an address (400 validation_failed). */
export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 255 || !EMAIL_RE.test(email)) throw errors.invalidEmail();
  return email;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}

const GO_UNITS_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/**
 * Parses a Go duration string ("876000h", "1h30m", "1.5s", "300ms"), the format of the admin
 * API's `ban_duration`. Returns milliseconds, or undefined when the text is not a duration.
 */
export function parseGoDuration(text: string): number | undefined {
  const m = /^([+-]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+$/.exec(text);
  if (!m) {
    if (text === '0' || text === '+0' || text === '-0') return 0;
    return undefined;
  }
  let total = 0;
  for (const part of text.matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g)) {
    const unit = GO_UNITS_MS[part[2] ?? ''];
    if (unit === undefined) return undefined;
    total += Number(part[1]) * unit;
  }
  return m[1] === '-' ? -total : total;
}
