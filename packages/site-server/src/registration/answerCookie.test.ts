// The answer cookie comes back from the visitor's browser: whatever it holds, reading it is cheap
// and either one answer or none.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnswerSummary } from '@academy/shared/registrationForm.ts';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import { createSiteApp } from '../app.ts';
import { StaticFiles } from '../staticFiles.ts';
import { ANSWER_COOKIE, answerCookie, readAnswerCookie } from './http.ts';

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

/** A cookie header holding `value` deflated as the site writes it. */
const cookieOf = (value: unknown) =>
  `${ANSWER_COOKIE}=${deflateRawSync(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')}`;

/** The answer the header carries, and how long reading it took. */
function timedRead(header: string): { summary: AnswerSummary | null; ms: number } {
  const start = performance.now();
  const read = readAnswerCookie(header);
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
  ['is longer than a browser keeps', `${ANSWER_COOKIE}=${'A'.repeat(4096 + 1)}`],
  ['is not deflated data', `${ANSWER_COOKIE}=bm90IGRlZmxhdGVk`],
];

describe('readAnswerCookie', () => {
  it('reads the answer the site wrote, beside other cookies', () => {
    const written = answerCookie(summary(), true).split(';')[0]!;
    expect(readAnswerCookie(`theme=dark; ${written}; consent=1`)).toEqual(summary());
  });

  it('reads an answer of six children with six offers each', () => {
    const items = Array.from({ length: 36 }, (_, i) => item(i));
    expect(readAnswerCookie(answerCookie(summary(items), false))?.answer.items).toHaveLength(36);
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
      supabaseUrl: 'http://127.0.0.1:54321',
      anonKey: 'anon',
      siteUrl: 'https://academy.example',
      publicDist: path.join(root, 'public'),
      adminDist: path.join(root, 'admin'),
      imageCacheDir: path.join(root, 'images'),
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
    const res = await answerPage(answerCookie(summary(), true).split(';')[0]!);
    expect(res.status).toBe(200);
    expect(render.mock.calls[0]![1]).toEqual({ registration: { kind: 'answer', summary: summary() } });
  });
});
