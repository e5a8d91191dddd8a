import { formatDate } from '@academy/shared/format.ts';
import { expect, test } from '../fixtures.ts';
import { inLang, LANGS, open, pick, publishedNews } from './visitor-support.ts';

const spanish = LANGS[1]!.ui;

for (const { lang, prefix, ui } of LANGS) {
  test.describe(`a visitor reading the news in ${lang}`, () => {
    test("loads 'More news' until every published article is listed", async ({ page, sql }) => {
      const news = await publishedNews(sql);
      expect(news.length).toBeGreaterThan(8);
      await open(page, inLang(prefix, '/news'));
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(4);
      const more = page.getByRole('main').getByRole('link', { name: ui.moreNews });
      for (let shown = 4; shown < news.length; shown += 4) {
        await more.click();
        await expect(cards).toHaveCount(Math.min(shown + 4, news.length));
      }
      await expect(more).toHaveCount(0);
      await expect(cards.getByRole('heading')).toHaveText(news.map((item) => pick(item, 'title', lang)));
      // Each card: the text without markup, cut to 200 characters plus '...'.
      const longest = news.find((item) => pick(item, 'text', lang).replace(/<[^>]+>/g, '').length > 260)!;
      const card = cards.filter({
        has: page.getByRole('heading', { name: pick(longest, 'title', lang), exact: true }),
      });
      const preview = (await card.locator('p').last().textContent()) ?? '';
      expect(preview.endsWith('...')).toBe(true);
      expect(Array.from(preview).length).toBe(203);
      expect(preview).not.toContain('<');
    });

    test('opens an article, its date in the language, and goes to the next one', async ({ page, sql }) => {
      const news = await publishedNews(sql);
      const [first, second] = news as [(typeof news)[0], (typeof news)[0]];
      await open(page, inLang(prefix, '/news'));
      await page.getByRole('link', { name: pick(first, 'title', lang), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/news/${first.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick(first, 'title', lang));
      // The academy's calendar day, whatever the visitor's time zone.
      await expect(page.locator('main time')).toHaveText(
        formatDate(first.publish_date, lang, { timeZone: 'Europe/Madrid' }),
      );
      await page.getByRole('link', { name: ui.nextArticle }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/news/${second.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick(second, 'title', lang));
      await page.getByRole('link', { name: ui.viewAllNews }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/news$`));
      // The oldest article has no next one.
      await open(page, inLang(prefix, `/news/${news[news.length - 1]!.id}`));
      await expect(page.getByRole('link', { name: ui.nextArticle })).toHaveCount(0);
    });

    test("reads 'Article not found' for unknown, draft and future articles", async ({ page, sql }) => {
      const hidden = await sql<{ id: string }>(
        `select id::text from public.news where status <> 'Published' or publish_date > now() order by id`,
      );
      expect(hidden.length).toBeGreaterThan(0);
      for (const id of ['987654', 'not-a-number', ...hidden.map((row) => row.id)]) {
        await open(page, inLang(prefix, `/news/${id}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.articleNotFound);
        await expect(page.getByRole('link', { name: ui.viewAllNews })).toBeVisible();
      }
    });
  });
}

test.describe('a visitor without script', () => {
  test.use({ javaScriptEnabled: false });

  test("goes through the older news page by page with 'More news'", async ({ page, sql }) => {
    const news = await publishedNews(sql);
    await page.goto('/news');
    const titles = page.getByRole('main').getByRole('article').getByRole('heading');
    for (let first = 0; first < news.length; first += 4) {
      await expect(titles).toHaveText(news.slice(first, first + 4).map((item) => pick(item, 'title', 'en')));
      const more = page.getByRole('main').getByRole('link', { name: LANGS[0]!.ui.moreNews });
      if (first + 4 >= news.length) await expect(more).toHaveCount(0);
      else await more.click();
    }
  });
});

test('a Spanish reader sees the English text where the Spanish one is missing', async ({ page, sql }) => {
  const [untranslated] = await sql<Record<string, string | null>>(
    `select id::text, title_en, text_en from public.news
      where status = 'Published' and publish_date <= now() and title_es is null and text_es is null limit 1`,
  );
  expect(untranslated, 'the seed has one news item without Spanish').toBeTruthy();
  await open(page, `/es/news/${untranslated!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(untranslated!.title_en!);
  const firstParagraph = /<p>(.*?)<\/p>/.exec(untranslated!.text_en!)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  await expect(page.getByRole('main').getByText(firstParagraph.slice(0, 40))).toBeVisible();
  // The page around it stays Spanish.
  await expect(page.getByRole('link', { name: spanish.viewAllNews })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
