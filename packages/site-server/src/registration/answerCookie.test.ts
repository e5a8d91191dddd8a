// The answer cookie comes back from the visitor's browser: whatever it holds, reading it is cheap
// and either one answer or none.
import { answerCookieSecretFrom } from '../endpoints/registrationRoutes.ts';
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnswerSummary } from '@academy/shared/registrationForm.ts';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import { createSiteApp } from '../app.ts';
import { StaticFiles } from '../staticFiles.ts';
import { ANSWER_COOKIE, answerCookie, readAnswerCookie } from './http.ts';

// Watched, so a test can tell that a cookie with a wrong signature is never inflated.
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  return { ...zlib, inflateRawSync: vi.fn(zlib.inflateRawSync) };
});

const item = (index: number) => ({
  registration_id: 100 + index,
  child_index: index % 6,
  child_name: `Child ${index}`,
  offer_id: 7,
  status: 'new' as const,
  waiting_position: null,
  price: 120,
  deposit: 40,
  list_price: 120,
  early_bird: false,
  sibling_discount_percent: 0,
  due_now: 40,
});

function summary(items = [item(0), item(1)]): AnswerSummary {
  return {
    answer: {
      submission_id: 12,
      family_id: 3,
      replayed: false,
      items,
      payment: {
        currency: 'EUR',
        due_now: 80,
        total: 240,
        reference: 'R12',
        bank_account_holder: 'Academy',
        bank_iban: 'ES00 0000',
        bank_bic: null,
        bizum_phone: null,
        instructions_en: 'Pay within a week.',
        instructions_es: null,
        instructions_ru: null,
      },
    },
    offers: { 7: 'Summer camp' },
  };
}

const SECRET = 'test-answer-secret';
const KEY = '0b4c3c1e-8f7a-4d2b-9c1e-2f3a4b5c6d7e';

/** `value` signed as the site signs it, with `secret`. */
const signed = (value: string, secret = SECRET) =>
  `${value}.${createHmac('sha256', secret).update(value).digest('base64url')}`;

/** A cookie header holding `value` deflated and signed as the site writes it. */
const cookieOf = (value: unknown) =>
  `${ANSWER_COOKIE}=${signed(deflateRawSync(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url'))}`;

/** The name=value part of the Set-Cookie the site writes for `answer`. */
const written = (answer = summary(), key: string | null = null) =>
  answerCookie(answer, true, SECRET, key).split(';')[0]!;

/** The answer the header carries, and how long reading it took. */
function timedRead(header: string): { summary: AnswerSummary | null; ms: number } {
  const start = performance.now();
  const read = readAnswerCookie(header, SECRET)?.summary ?? null;
  return { summary: read, ms: performance.now() - start };
}

// A cookie of repeated items as long as a browser keeps: deflate packs them about a thousand to
// one, nearly a megabyte.
const bomb = cookieOf(summary(Array.from({ length: 3_000 }, () => item(0))));

const refused: [string, string][] = [
  ['inflates past the limit', bomb],
  [
    'holds more items than six children with six offers',
    cookieOf(summary(Array.from({ length: 37 }, (_, i) => item(i)))),
  ],
  ['nests arrays deeply', cookieOf('['.repeat(30_000) + ']'.repeat(30_000))],
  [
    'holds a name longer than the table allows',
    cookieOf(summary([{ ...item(0), child_name: 'x'.repeat(201) }])),
  ],
  ['holds a status no registration has', cookieOf(summary([{ ...item(0), status: 'confirmed' as 'new' }]))],
  ['is no answer at all', cookieOf({ answer: { items: [] } })],
  ['is longer than a browser keeps', `${ANSWER_COOKIE}=${signed('A'.repeat(4096 + 1))}`],
  ['is not deflated data', `${ANSWER_COOKIE}=${signed('bm90IGRlZmxhdGVk')}`],
  // Signed answers only: a hand-made cookie must not show other bank details or amounts.
  ['has no signature', written().split('.')[0]!],
  [
    'was signed with another secret',
    `${ANSWER_COOKIE}=${signed(
      written()
        .slice(ANSWER_COOKIE.length + 1)
        .split('.')[0]!,
      'another secret',
    )}`,
  ],
  [
    'holds an answer changed after it was signed',
    `${ANSWER_COOKIE}=${deflateRawSync(
      JSON.stringify({
        ...summary(),
        answer: { ...summary().answer, payment: { ...summary().answer.payment, bank_iban: 'XX99 9999' } },
      }),
    ).toString('base64url')}.${written().split('.')[1]}`,
  ],
  ['has a cut signature', written().slice(0, -2)],
  ['holds a bomb whose signature does not match', `${bomb.split('.')[0]}.${written().split('.')[1]}`],
];

describe('readAnswerCookie', () => {
  it('reads the answer the site wrote, beside other cookies, with its form key', () => {
    expect(readAnswerCookie(`theme=dark; ${written(summary(), KEY)}; consent=1`, SECRET)).toEqual({
      summary: summary(),
      idempotencyKey: KEY,
    });
    expect(readAnswerCookie(written(), SECRET)).toEqual({ summary: summary(), idempotencyKey: null });
  });

  it('reads no answer with another secret', () => {
    expect(readAnswerCookie(written(), 'another secret')).toBeNull();
  });

  it('reads an answer of six children with six offers each', () => {
    const items = Array.from({ length: 36 }, (_, i) => item(i));
    expect(readAnswerCookie(written(summary(items)), SECRET)?.summary.answer.items).toHaveLength(36);
  });

  it('checks the signature before inflating', () => {
    vi.mocked(inflateRawSync).mockClear();
    expect(readAnswerCookie(`${bomb.split('.')[0]}.${written().split('.')[1]}`, SECRET)).toBeNull();
    expect(inflateRawSync).not.toHaveBeenCalled();
    expect(readAnswerCookie(written(), SECRET)).not.toBeNull();
    expect(inflateRawSync).toHaveBeenCalledOnce();
  });

  it('the crafted cookie is as small as a browser sends', () => {
    expect(bomb.length).toBeLessThan(4096);
  });

  for (const [what, header] of refused)
    it(`is no answer when the cookie ${what}, within milliseconds`, () => {
      const { summary: read, ms } = timedRead(header);
      expect(read).toBeNull();
      expect(ms).toBeLessThan(100);
    });
});

describe('the answer page', () => {
  let root: string;
  let app: ReturnType<typeof createSiteApp>;
  const render = vi.fn<SiteRenderer['render']>(async () => ({ status: 200, html: '<p>answer</p>' }));

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'site-server-answer-'));
    const options = {
      // Nothing listens there: the database cannot be reached.
      supabaseUrl: 'http://127.0.0.1:9',
      anonKey: 'anon',
      siteUrl: 'https://academy.example',
      publicDist: path.join(root, 'public'),
      adminDist: path.join(root, 'admin'),
      imageCacheDir: path.join(root, 'images'),
      answerCookieSecret: SECRET,
    };
    app = createSiteApp(options, {
      renderer: { pageUrl: (url) => new URL(url.pathname, url), render, sitemap: async () => null },
      publicFiles: new StaticFiles(options.publicDist, new Set()),
      adminFiles: new StaticFiles(options.adminDist, new Set()),
    });
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const answerPage = (cookie: string) =>
    app.request('https://academy.example/registration/answer', { headers: { cookie } });

  it('renders a crafted cookie as no answer, quickly, and still renders the next visitor’s answer', async () => {
    for (const [, header] of refused) {
      render.mockClear();
      const start = performance.now();
      const res = await answerPage(header);
      expect(res.status).toBe(200);
      expect(performance.now() - start).toBeLessThan(200);
      expect(render.mock.calls[0]![1]).toEqual({ registration: { kind: 'answer', summary: null } });
    }
    render.mockClear();
    const res = await answerPage(written());
    expect(res.status).toBe(200);
    expect(render.mock.calls[0]![1]).toEqual({ registration: { kind: 'answer', summary: summary() } });
  });

  it('shows the answer as given when the database cannot be reached', async () => {
    render.mockClear();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await answerPage(written(summary(), KEY));
    error.mockRestore();
    expect(res.status).toBe(200);
    expect(render.mock.calls[0]![1]).toEqual({ registration: { kind: 'answer', summary: summary() } });
  });
});

describe('answerCookieSecretFrom', () => {
  it('takes the configured secret, else one derived from the relay key that every site server shares', () => {
    expect(answerCookieSecretFrom('configured', 'relay')).toBe('configured');
    const derived = answerCookieSecretFrom(undefined, 'relay');
    expect(derived).toBe(answerCookieSecretFrom('', 'relay'));
    expect(derived).not.toBe('relay');
    expect(derived).not.toBe(answerCookieSecretFrom(undefined, 'another relay'));
    expect(answerCookieSecretFrom(undefined, undefined)).not.toBe(
      answerCookieSecretFrom(undefined, undefined),
    );
  });
});
