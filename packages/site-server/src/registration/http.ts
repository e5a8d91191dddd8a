import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import type {
  AnswerSummary,
  FieldError,
  FormValues,
  RegistrationPageState,
} from '@academy/shared/registrationForm.ts';
import { publicErrorCode } from '@academy/shared/dbErrors.ts';
import { REGISTRATION_LIMITS, REGISTRATION_TEXT_LIMITS } from '@academy/shared/registration.ts';
import type { ApiRefusal, RegistrationApi } from './api.ts';

/** The largest form body the site takes (six children with long notes fit many times over). */
export const FORM_BODY_LIMIT = 64 * 1024;

/**
 * True when a form was posted from this site's own pages: a form on another site must not send
 * a family's registration or act on a parent's link in the visitor's name.
 */
export function fromThisSite(c: Context, siteOrigin: string): boolean {
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  if (site && site !== 'same-origin') return false;
  return !origin || origin === siteOrigin || origin === new URL(c.req.url).origin;
}

/** The visitor's address: the TCP peer of the site server (null when unknown, as in tests). */
export function clientAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** A posted form's fields, or null when the body is no form. */
export async function formBody(c: Context): Promise<Record<string, unknown> | null> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return null;
  return c.req.parseBody({ all: true }).catch(() => null);
}

/** A page with a form, rendered for this visitor (never cached: it holds their tokens and answers). */
export async function renderFormPage(
  c: Context,
  renderer: SiteRenderer | null,
  siteUrl: string,
  path: string,
  state: RegistrationPageState,
  status?: number,
): Promise<Response> {
  if (!renderer) return c.json({ error: 'The site is not built.' }, 503);
  const page = await renderer.render(new URL(path, siteUrl), { registration: state });
  return c.html(page.html, (page.status === 200 ? (status ?? 200) : page.status) as 200, {
    'cache-control': 'no-store',
  });
}

/** The registration catalog message of a refusal the form shows as a whole. */
export function refusalMessage(refusal: ApiRefusal): FieldError {
  const code = publicErrorCode(refusal.error);
  if (!code) return { key: 'errors.submission_invalid' };
  if (code === 'too_many_children')
    return { key: `errors.${code}`, values: { max: REGISTRATION_LIMITS.maxChildren } };
  if (code === 'too_many_offers')
    return { key: `errors.${code}`, values: { max: REGISTRATION_LIMITS.maxOffers } };
  return { key: `errors.${code}` };
}

/** The status a refusal is answered with: the API's own 4xx. */
export function refusalStatus(refusal: ApiRefusal): 400 | 404 | 409 | 410 | 429 {
  const status = refusal.status;
  return status === 404 || status === 409 || status === 410 || status === 429 ? status : 400;
}

/** The cookie that carries an answer to its page after the 303 (compressed: six children fit). */
export const ANSWER_COOKIE = 'registration_answer';

/**
 * What an answer cookie may hold. The cookie comes back from the visitor's browser, so it is
 * input like any other: a few hundred bytes of deflated data can inflate to megabytes of items.
 * Its compressed value is at most a browser cookie's 4 KB, it inflates to at most 32 KB, and what
 * it holds must be one answer as submit_registration gives it (at most six children with six
 * offers each, the tables' text lengths); anything else is no answer.
 */
export const ANSWER_COOKIE_LIMITS = {
  encodedChars: 4096,
  inflatedBytes: 32 * 1024,
  items: REGISTRATION_LIMITS.maxChildren * REGISTRATION_LIMITS.maxOffers,
} as const;

const id = z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
const amount = z.number().check(z.minimum(0), z.maximum(1e9));
const text = (max: number) => z.string().check(z.maxLength(max));

const answerSummarySchema = z.object({
  answer: z.object({
    submission_id: id,
    family_id: id,
    replayed: z.boolean(),
    items: z
      .array(
        z.object({
          registration_id: id,
          child_index: z.int().check(z.minimum(0), z.maximum(REGISTRATION_LIMITS.maxChildren)),
          child_name: text(REGISTRATION_TEXT_LIMITS.child_name),
          offer_id: id,
          status: z.enum(['new', 'waiting']),
          waiting_position: z.nullable(id),
          price: amount,
          deposit: z.nullable(amount),
          list_price: amount,
          early_bird: z.boolean(),
          sibling_discount_percent: z.number().check(z.minimum(0), z.maximum(100)),
          due_now: amount,
          /** The hold's end, when the database gives it (docs/payments.md). */
          pay_by: z.optional(z.nullable(text(40))),
        }),
      )
      .check(z.maxLength(ANSWER_COOKIE_LIMITS.items)),
    payment: z.object({
      currency: z.literal('EUR'),
      due_now: amount,
      total: amount,
      reference: text(40),
      bank_account_holder: z.nullable(text(200)),
      bank_iban: z.nullable(text(40)),
      bank_bic: z.nullable(text(20)),
      bizum_phone: z.nullable(text(40)),
      instructions_en: z.nullable(text(2000)),
      instructions_es: z.nullable(text(2000)),
      instructions_ru: z.nullable(text(2000)),
      online_payments: z.optional(z.boolean()),
      transfer_allowed: z.optional(z.boolean()),
    }),
  }),
  pay: z.optional(
    z.nullable(
      z.object({
        idempotency_key: z.string().check(z.regex(/^[0-9a-f-]{36}$/i)),
        pay_by: z.nullable(text(40)),
        transfer_allowed: z.boolean(),
      }),
    ),
  ),
  offers: z
    .record(z.string().check(z.regex(/^\d{1,15}$/)), text(500))
    .check(z.refine((offers) => Object.keys(offers).length <= ANSWER_COOKIE_LIMITS.items)),
}) satisfies z.ZodMiniType<AnswerSummary>;

/** The answer and the form's idempotency key, which only the family's browser holds. */
export interface AnswerCookie {
  summary: AnswerSummary;
  /** The key with which the answer page reads the registrations' current state (absent: none). */
  idempotencyKey: string | null;
}

const cookieSchema = z.object({
  ...answerSummarySchema.shape,
  key: z.optional(z.nullable(z.string().check(z.regex(/^[0-9a-f-]{36}$/i)))),
});

/** HMAC-SHA256 of the cookie's encoded value with the site server's secret, base64url. */
function signature(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/**
 * The Set-Cookie of an answer: `<deflated JSON, base64url>.<signature>`. The signature (HMAC-SHA256
 * with ANSWER_COOKIE_SECRET) makes a hand-made or altered cookie no answer, so a page never shows
 * bank details or amounts the site server did not write.
 */
export function answerCookie(
  summary: AnswerSummary,
  secure: boolean,
  secret: string,
  idempotencyKey: string | null = null,
): string {
  const value = deflateRawSync(JSON.stringify({ ...summary, key: idempotencyKey })).toString('base64url');
  return `${ANSWER_COOKIE}=${value}.${signature(value, secret)}; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The answer a cookie carries, or null when there is none or it is not one: its signature must
 * match (checked before anything is inflated) and it must hold within ANSWER_COOKIE_LIMITS.
 */
export function readAnswerCookie(header: string, secret: string): AnswerCookie | null {
  const match = new RegExp(
    `(?:^|;\\s*)${ANSWER_COOKIE}=([A-Za-z0-9_-]{1,${ANSWER_COOKIE_LIMITS.encodedChars}})\\.([A-Za-z0-9_-]{43})(?:;|\\s|$)`,
  ).exec(header);
  if (!match) return null;
  const value = match[1]!;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = Buffer.from(signature(value, secret), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const inflated = inflateRawSync(Buffer.from(value, 'base64url'), {
      maxOutputLength: ANSWER_COOKIE_LIMITS.inflatedBytes,
    });
    const parsed = cookieSchema.safeParse(JSON.parse(inflated.toString('utf8')));
    if (!parsed.success) return null;
    const { key, ...summary } = parsed.data;
    return { summary, idempotencyKey: key ?? null };
  } catch {
    // Not deflated data, larger than allowed once inflated, or not JSON.
    return null;
  }
}

/** What each form endpoint (registration, parents' link, enquiry) is built from. */
export interface FormEndpointOptions {
  siteUrl: string;
  renderer: SiteRenderer | null;
  api: RegistrationApi;
  /** The site server takes payments (STRIPE_SECRET_KEY is set). */
  payments?: boolean;
  /** The form's values for "Book again" (`?from=account`): the signed-in family's details. */
  prefill?: (c: Context) => Promise<FormValues>;
}
