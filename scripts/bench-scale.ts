// Measures the site and the back office with 100,000 published trilingual articles:
// the requests whose cost grows with the news table, each as its client sends it, through the
// gateway of a scratch local-supabase stack (free ports, a temporary folder, removed afterwards).
//
//   npm run bench:scale                       100,000 articles, 25 rounds
//   npm run bench:scale -- --articles 10000   another size
//   npm run bench:scale -- --rounds 50        more rounds
//
// What is timed: the HTTP round trip of each PostgREST request through the gateway on this
// machine (the server's whole time: gateway, PostgREST, the query, JSON), median and p95 over the
// rounds after a warm-up. The requests:
//   - the back office's news list, first page with its total: react-admin's getList through
//     ra-supabase (ra-data-postgrest), as admin/src/providers/dataProvider.ts calls it (listRequest.ts
//     chooses the resource, the search and the Prefer count header), signed in as the Admin;
//   - the list's title search in English, Spanish and Russian (its `q` filter), for a word in
//     thousands of titles, and for one article's title;
//   - page_data for the home page and the news list's first page as the site server asks (with
//     the frame), its 500th page as 'More news' asks for it (after the last card of page 499,
//     reached by walking the pages), and one article;
//   - sitemap_data as /sitemap.xml asks for it (the parts, for the sitemap index), and as a part
//     /sitemap-N.xml asks for it (5,000 articles).
// Exits with 1 when a median is over the 50 ms target.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from '@supabase/supabase-js';
import { supabaseDataProvider } from 'ra-supabase';
import news from '../admin/src/news/resource.ts';
import { listRequest } from '../admin/src/providers/listRequest.ts';
import { startStack } from '../packages/local-supabase/src/index.ts';
import { printTable } from './siteStack.ts';
import { NEWS_PAGE_SIZE } from '@academy/shared/constants.ts';
import { freePort } from './lib/freePort.ts';

const TARGET_MS = 50;
const argv = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const ARTICLES = arg('--articles', 100_000);
const ROUNDS = arg('--rounds', 25);
const WARMUP = 3;
/** react-admin's default page size (the news list sets none). */
const ADMIN_PER_PAGE = 10;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

// Words the generated titles are made of: a town (about 1 in 40 titles names each) and a kind of
// story, so a search for a town finds a few thousand articles, as it would after years of posts.
const TOWNS = [
  ['Marbella', 'Marbella', 'Марбелья'],
  ['Estepona', 'Estepona', 'Эстепона'],
  ['Benahavis', 'Benahavís', 'Бенахавис'],
  ['Malaga', 'Málaga', 'Малага'],
  ['Fuengirola', 'Fuengirola', 'Фуэнхирола'],
  ['Ronda', 'Ronda', 'Ронда'],
  ['Nerja', 'Nerja', 'Нерха'],
  ['Mijas', 'Mijas', 'Михас'],
  ['Coin', 'Coín', 'Коин'],
  ['Sotogrande', 'Sotogrande', 'Сотогранде'],
  ['Manilva', 'Manilva', 'Манильва'],
  ['Casares', 'Casares', 'Касарес'],
  ['Antequera', 'Antequera', 'Антекера'],
  ['Torremolinos', 'Torremolinos', 'Торремолинос'],
  ['Benalmadena', 'Benalmádena', 'Бенальмадена'],
  ['Alhaurin', 'Alhaurín', 'Алаурин'],
  ['Cartama', 'Cártama', 'Картама'],
  ['Velez', 'Vélez', 'Велес'],
  ['Istan', 'Istán', 'Истан'],
  ['Ojen', 'Ojén', 'Охен'],
  ['Tolox', 'Tolox', 'Толокс'],
  ['Monda', 'Monda', 'Монда'],
  ['Guaro', 'Guaro', 'Гуаро'],
  ['Yunquera', 'Yunquera', 'Юнкера'],
  ['Gaucin', 'Gaucín', 'Гаусин'],
  ['Jimera', 'Jimera', 'Химера'],
  ['Cortes', 'Cortes', 'Кортес'],
  ['Algeciras', 'Algeciras', 'Альхесирас'],
  ['Tarifa', 'Tarifa', 'Тарифа'],
  ['Cadiz', 'Cádiz', 'Кадис'],
  ['Jerez', 'Jerez', 'Херес'],
  ['Sevilla', 'Sevilla', 'Севилья'],
  ['Granada', 'Granada', 'Гранада'],
  ['Cordoba', 'Córdoba', 'Кордова'],
  ['Almeria', 'Almería', 'Альмерия'],
  ['Huelva', 'Huelva', 'Уэльва'],
  ['Jaen', 'Jaén', 'Хаэн'],
  ['Motril', 'Motril', 'Мотриль'],
  ['Loja', 'Loja', 'Лоха'],
  ['Lucena', 'Lucena', 'Лусена'],
];
const KINDS = [
  ['Match report', 'Crónica del partido', 'Отчёт о матче'],
  ['Training camp', 'Campus de entrenamiento', 'Тренировочный сбор'],
  ['Tournament news', 'Noticias del torneo', 'Новости турнира'],
  ['Coach interview', 'Entrevista con el entrenador', 'Интервью с тренером'],
  ['Summer campus', 'Campus de verano', 'Летний кампус'],
];
/**
 * The searches: a town in each language (each names about 2,500 articles, so the page of 10 and
 * the total come from thousands of matches), and one article's title as typed to find it.
 */
const SEARCHES = [
  { lang: 'en', term: 'Estepona' },
  { lang: 'es', term: 'Benahavís' },
  { lang: 'ru', term: 'Фуэнхирола' },
  { lang: 'en, one article', term: 'Estepona 4239' },
];

async function addArticles(db: pg.Client, count: number): Promise<void> {
  const towns = (i: number) => `array[${TOWNS.map((t) => pg.escapeLiteral(t[i]!)).join(',')}]`;
  const kinds = (i: number) => `array[${KINDS.map((t) => pg.escapeLiteral(t[i]!)).join(',')}]`;
  const batch = 20_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    // Trilingual articles the size of the demo ones (a title, ~1.5 KB of HTML in each language),
    // published over the past years, every one visible; history is off for the bulk load (an
    // import, not 100,000 staff edits).
    await db.query(
      `insert into public.news (status, title_en, title_es, title_ru, text_en, text_es, text_ru,
                                preview_image_url, publish_date, created_at, updated_at)
       select 'Published',
              k.en || ': ' || t.en || ' ' || g, k.es || ': ' || t.es || ' ' || g, k.ru || ': ' || t.ru || ' ' || g,
              repeat('<p>Training report and match notes for the weekend, number ' || g || '. </p>', 24),
              repeat('<p>Informe del entrenamiento y notas del partido, número ' || g || '. </p>', 24),
              repeat('<p>Отчёт о тренировке и заметки о матче, номер ' || g || '. </p>', 24),
              null, p.at, p.at, p.at
         from generate_series($1::int, $2::int) g
         cross join lateral (select now() - interval '1 minute' - (g * interval '17 minutes') as at) p
         cross join lateral (select (${towns(0)})[1 + (g * 7919) % ${TOWNS.length}] as en,
                                    (${towns(1)})[1 + (g * 7919) % ${TOWNS.length}] as es,
                                    (${towns(2)})[1 + (g * 7919) % ${TOWNS.length}] as ru) t
         cross join lateral (select (${kinds(0)})[1 + g % ${KINDS.length}] as en,
                                    (${kinds(1)})[1 + g % ${KINDS.length}] as es,
                                    (${kinds(2)})[1 + g % ${KINDS.length}] as ru) k`,
      [from, to],
    );
    process.stdout.write(`\r  ${to.toLocaleString('en')} articles`);
  }
  process.stdout.write('\n');
}

interface Probe {
  name: string;
  /** One request as its client sends it; answers the response's status. */
  run: () => Promise<Response>;
}

type Stack = Awaited<ReturnType<typeof startStack>>;

/** The requests measured: the admin's news list and searches, the site's pages, the sitemap. */
async function buildProbes(stack: Stack, db: pg.Client): Promise<Probe[]> {
  const anonKey = stack.config.anonKey;
  const staff = createClient(stack.url, anonKey, { auth: { persistSession: false } });
  const { data: session, error } = await staff.auth.signInWithPassword({
    email: 'admin@example.com',
    password: 'Admin12345!',
  });
  if (error || !session.session) throw new Error(`sign-in failed: ${error?.message}`);

  const rest = `${stack.url}/rest/v1`;
  // The admin's list request: react-admin's getList through ra-supabase, timed around its HTTP
  // request (ra-supabase's own client, with the session's token, as in the browser).
  const provider = supabaseDataProvider({
    instanceUrl: stack.url,
    apiKey: anonKey,
    supabaseClient: staff as never,
  });
  const adminList = (filter: Record<string, unknown>) => async () => {
    const request = listRequest(news.table, news.list, {
      pagination: { page: 1, perPage: ADMIN_PER_PAGE },
      sort: { field: 'publish_date', order: 'DESC' },
      filter,
    });
    const { data, total } = await provider.getList(request.resource, request.params);
    // Its answer, as the table shows it: the rows and the total ("1-10 of N").
    return new Response(JSON.stringify(data), {
      headers: { 'content-range': `0-${data.length - 1}/${total}` },
    });
  };
  const rpc = (name: string, args: Record<string, unknown>) => () =>
    fetch(`${rest}/rpc/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      body: JSON.stringify(args),
    });

  // The 500th page of the public news list, as 'More news' asks for it after 499 pages.
  const page500 = await newsPage500Args(rpc);
  const { rows: mid } = await db.query<{ id: string }>(
    `select id from public.news order by publish_date desc, id desc offset $1 limit 1`,
    [Math.floor(ARTICLES / 2)],
  );
  const articleId = Number(mid[0]!.id);

  return [
    { name: 'admin: news list, page 1 + total', run: adminList({}) },
    ...SEARCHES.map(({ lang, term }) => ({
      name: `admin: title search (${lang}) "${term}"`,
      run: adminList({ q: term }),
    })),
    {
      name: 'page_data: home',
      run: rpc('page_data', { p_key: 'index', p_news_limit: 4, p_with_frame: true }),
    },
    {
      name: 'page_data: news, page 1',
      run: rpc('page_data', {
        p_key: 'news',
        p_news_offset: 0,
        p_news_limit: NEWS_PAGE_SIZE,
        p_with_frame: true,
      }),
    },
    { name: 'page_data: news, page 500', run: rpc('page_data', page500) },
    {
      name: 'page_data: an article',
      run: rpc('page_data', { p_article_id: articleId, p_with_frame: true }),
    },
    ...(await sitemapProbes(rpc)),
  ];
}

/** Each probe's median and p95 over ROUNDS after WARMUP, as table rows; `failed` when one is over target. */
async function timeProbes(probes: Probe[]): Promise<{ rows: string[][]; failed: boolean }> {
  const rows: string[][] = [['request', 'median', 'p95', 'answer']];
  let failed = false;
  for (const probe of probes) {
    const first = await probe.run();
    const body = await first.text();
    if (!first.ok) throw new Error(`${probe.name}: HTTP ${first.status} ${body.slice(0, 300)}`);
    for (let i = 0; i < WARMUP; i++) await (await probe.run()).arrayBuffer();
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const start = process.hrtime.bigint();
      const res = await probe.run();
      await res.arrayBuffer();
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    const median = quantile(times, 0.5);
    if (median > TARGET_MS) failed = true;
    const range = first.headers.get('content-range');
    rows.push([
      probe.name,
      `${median.toFixed(1)} ms`,
      `${quantile(times, 0.95).toFixed(1)} ms`,
      `${(body.length / 1024).toFixed(1)} KB${range ? `, Content-Range ${range}` : ''}`,
    ]);
  }
  return { rows, failed };
}

async function main(): Promise<number> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-bench-scale-'));
  console.log(`bench:scale: ${ARTICLES.toLocaleString('en')} articles, ${ROUNDS} rounds`);
  const stack = await startStack(
    { apiPort: await freePort(), dbPort: await freePort(), postgrestPort: await freePort(), dataDir },
    { log: () => {} },
  );
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  try {
    const t0 = Date.now();
    await db.query('alter table public.news disable trigger user');
    await addArticles(db, ARTICLES);
    await db.query('alter table public.news enable trigger user');
    await db.query('vacuum analyze public.news');
    console.log(`  loaded and analyzed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const { rows, failed } = await timeProbes(await buildProbes(stack, db));
    console.log(
      `\nServer time: HTTP round trip through the gateway (localhost), target <= ${TARGET_MS} ms each\n`,
    );
    printTable(rows);
    return failed ? 1 : 0;
  } finally {
    await db.end();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

type Rpc = (name: string, args: Record<string, unknown>) => () => Promise<Response>;

/**
 * page_data's arguments for the news list's 500th page, as 'More news' asks for it: after the last
 * card of page 499, reached by walking the pages from the first (each after the previous one).
 */
async function newsPage500Args(rpc: Rpc): Promise<Record<string, unknown>> {
  let after: { publish_date: string; id: number } | undefined;
  for (let page = 1; page < 500; page++) {
    const args = {
      p_key: 'news',
      p_news_limit: NEWS_PAGE_SIZE,
      ...(after ? { p_news_before_date: after.publish_date, p_news_before_id: after.id } : {}),
    };
    const res = await rpc('page_data', args)();
    const data = (await res.json()) as { news: { publish_date: string; id: number }[]; news_more: boolean };
    if (!data.news_more) throw new Error(`the news list ends at page ${page}`);
    after = data.news.at(-1)!;
  }
  return {
    p_key: 'news',
    p_news_limit: NEWS_PAGE_SIZE,
    p_news_before_date: after!.publish_date,
    p_news_before_id: after!.id,
  };
}

/** /sitemap.xml's call (the index of the parts, or the whole sitemap) and the last part's. */
async function sitemapProbes(rpc: Rpc): Promise<Probe[]> {
  const index = (await (await rpc('sitemap_data', {})()).json()) as { news_parts: number[] };
  const parts = index.news_parts;
  const probes: Probe[] = [
    { name: `sitemap_data: /sitemap.xml (index of ${parts.length} parts)`, run: rpc('sitemap_data', {}) },
  ];
  // A whole part (5,000 articles): one from the middle.
  const middle = parts[Math.floor(parts.length / 2)];
  if (parts.length > 1 && middle !== undefined)
    probes.push({
      name: `sitemap_data: /sitemap-${middle}.xml`,
      run: rpc('sitemap_data', { p_part: middle }),
    });
  return probes;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
