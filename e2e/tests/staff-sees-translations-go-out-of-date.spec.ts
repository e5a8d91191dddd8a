import { test, expect } from '../fixtures.ts';
import { STAFF, openAdmin, section } from './staff-support.ts';
import { pageContent } from './visitor-support.ts';

test.use({ storageState: STAFF.editor.state });

test('rewriting an English page title marks Spanish and Russian as maybe out of date; saving the Spanish clears only Spanish', async ({
  page,
  sql,
}) => {
  const before = await pageContent(sql, 'index');
  const marks = async () =>
    (
      await sql<{ field: string }>(
        `select field from public.stale_translations where table_name = 'pages' and row_id = 'index' order by field`,
      )
    ).map((m) => m.field);
  const stamp = String(Date.now());
  const title = `Football all year round on the coast ${stamp}`;
  try {
    await openAdmin(page, '/admin/index-page');
    await section(page, 'English Version').getByLabel('Page title').fill(title);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Page saved: the site shows the change now')).toBeVisible();
    expect(await marks()).toEqual(['content.page_title_es', 'content.page_title_ru']);

    // Beside each translation: the mark, and the English change that caused it.
    for (const name of ['Spanish Version', 'Russian Version']) {
      const mark = section(page, name).getByRole('note').filter({ hasText: 'May be out of date' });
      await expect(mark).toHaveCount(1);
      await expect(section(page, name)).toContainText('1 may be out of date');
    }
    const spanish = section(page, 'Spanish Version');
    await spanish.getByRole('button', { name: 'Show the English change' }).click();
    // Words of the old English struck out, the new ones marked as added.
    await expect(spanish.locator('ins').last()).toContainText(stamp);
    const removed = await spanish.locator('del').allTextContents();
    expect(removed.length).toBeGreaterThan(0);
    for (const words of removed)
      expect(String(before.page_title_en)).toContain(words.replace(/^removed: /, '').trim());

    // The dashboard lists them beside the missing ones, each a link to the field.
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    const stale = page.getByRole('region', { name: 'Translations that may be out of date' });
    await expect(stale.getByRole('listitem').filter({ hasText: 'Home page' })).toHaveCount(2);
    await stale
      .getByRole('listitem')
      .filter({ hasText: 'ES' })
      .getByRole('link', { name: 'Home page' })
      .click();
    await expect(page).toHaveURL(/\/admin\/index-page\?lang=es&field=page_title$/);
    await expect(spanish.getByLabel('Page title')).toBeFocused();

    await spanish.getByLabel('Page title').fill('Fútbol todo el año en la costa');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Page saved: the site shows the change now')).toBeVisible();
    await expect(spanish.getByRole('note')).toHaveCount(0);
    await expect(section(page, 'Russian Version').getByRole('note')).toHaveCount(1);
    expect(await marks()).toEqual(['content.page_title_ru']);

    // The Russian title is right as it is: "Still correct" clears its mark without a save.
    await section(page, 'Russian Version').getByRole('button', { name: 'Still correct' }).click();
    await expect(page.getByText('Marked as still correct')).toBeVisible();
    await expect(section(page, 'Russian Version').getByRole('note')).toHaveCount(0);
    expect(await marks()).toEqual([]);
  } finally {
    await sql(`update public.pages set content = $1 where key = 'index'`, [before]);
    await sql(`delete from history.stale_translations where table_name = 'pages' and row_id = 'index'`);
  }
});
