import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { pageContent } from './visitor-support.ts';
import { FIRST_LOAD, STAFF, openAdmin, section } from './staff-support.ts';

test.use({ storageState: STAFF.editor.state });

/** The preview bar of a preview window. */
const previewBar = (page: Page, name: string) => page.getByRole('complementary', { name });

test('a draft article is previewed by staff in Spanish, and a visitor with the same address sees nothing of it', async ({
  page,
  browser,
  baseURL,
  sql,
}) => {
  const stamp = Date.now();
  const titleEs = `Campus de Semana Santa ${stamp}`;
  const [article] = await sql<{ id: string }>(
    `insert into public.news (status, title_en, text_en, title_es, text_es, publish_date)
     values ('Draft', $1, '<p>Dates and prices soon.</p>', $2, '<p>Fechas y precios muy pronto.</p>', now() - interval '1 hour')
     returning id::text`,
    [`Easter campus ${stamp}`, titleEs],
  );
  const address = `/preview/es/news/${article!.id}`;
  try {
    await openAdmin(page, `/admin/news/${article!.id}`);
    await expect(page.getByText('Visitors do not see this article yet')).toBeVisible();
    const link = page.getByRole('link', { name: 'View (ES)' });
    await expect(link).toHaveAttribute('href', address);
    const [preview] = await Promise.all([page.context().waitForEvent('page'), link.click()]);

    // The article as the site shows it: its page, frame and language, and a bar saying what it is.
    await expect(preview.getByRole('heading', { level: 1, name: titleEs })).toBeVisible(FIRST_LOAD);
    await expect(preview.locator('html')).toHaveAttribute('lang', 'es');
    await expect(preview.getByText('Fechas y precios muy pronto.')).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Ver todas las noticias' })).toBeVisible();
    await expect(previewBar(preview, 'Vista previa: así mostrará el sitio esta página')).toContainText(
      'Borrador: los visitantes no ven este artículo.',
    );
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // A visitor given the same address: no session, so nothing is asked and nothing is shown.
    // (A context of the test's browser would inherit the Editor's saved sign-in: none here.)
    const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    try {
      const other = await visitor.newPage();
      const api: string[] = [];
      other.on('request', (request) => {
        if (request.url().includes('/rest/v1/')) api.push(request.url());
      });
      const response = await other.goto(address);
      expect(response!.status()).toBe(200);
      expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
      expect(await response!.text()).not.toContain(titleEs);
      await expect(other.getByRole('heading', { level: 1, name: 'Vista previa no disponible' })).toBeVisible(
        FIRST_LOAD,
      );
      await expect(other.getByText(titleEs)).toHaveCount(0);
      expect(api).toEqual([]);
      // Nor at its public address.
      const site = await other.goto(`/es/news/${article!.id}`);
      expect(site!.status()).toBe(404);
      await expect(other.getByRole('heading', { level: 1, name: 'Artículo no encontrado' })).toBeVisible();
    } finally {
      await visitor.close();
    }
  } finally {
    await sql('delete from public.news where id = $1', [article!.id]);
  }
});

test("a page editor's unsaved changes show in the preview as they are typed, and nothing is saved", async ({
  page,
  sql,
}) => {
  const before = await pageContent(sql, 'about');
  const saved = String(before.pageTitle_en);
  await openAdmin(page, '/admin/about-page');
  const title = section(page, 'English Version').getByLabel('Page title');
  await title.fill('Our story, not saved yet');
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /^Preview in English/ }).click(),
  ]);
  await expect(preview.getByRole('heading', { level: 1, name: 'Our story, not saved yet' })).toBeVisible(
    FIRST_LOAD,
  );
  const bar = previewBar(preview, 'Preview: how the site will show this page');
  await expect(bar).toContainText('With the editor’s unsaved changes');

  // The preview follows the editor.
  await title.fill('Our story, still typing');
  await expect(preview.getByRole('heading', { level: 1, name: 'Our story, still typing' })).toBeVisible();
  expect((await pageContent(sql, 'about')).pageTitle_en).toBe(saved);

  // The editor drops its changes (Cancel asks first) and leaves: the preview shows the saved page again.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(bar).toContainText('The editor was closed: this is the saved version.');
  await expect(preview.getByRole('heading', { level: 1, name: saved })).toBeVisible();
  expect(await pageContent(sql, 'about')).toEqual(before);
});
