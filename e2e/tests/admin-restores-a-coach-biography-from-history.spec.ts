import { test, expect } from '../fixtures.ts';
import { stripHtml } from '@academy/shared/text.ts';
import { FIRST_LOAD, STAFF, openAdmin, section } from './staff-support.ts';

test.use({ storageState: STAFF.admin.state });

interface Coach {
  id: string;
  name_en: string;
  bio_en: string;
  bio_es: string;
  bio_ru: string | null;
}

test('an Editor rewrites a biography; an Admin sees who did it, restores the previous text, and the site shows it in English and Spanish', async ({
  page,
  browser,
  baseURL,
  sql,
}) => {
  const [coach] = await sql<Coach>(
    `select id::text, name_en, bio_en, bio_es, bio_ru from public.coaches
      where is_active and bio_es is not null order by sort_order, id limit 1`,
  );
  const [editorName] = await sql<{ name: string }>(
    `select name || ' ' || last_name as name from public.users where email = $1`,
    [STAFF.editor.email],
  );
  const stamp = Date.now();
  const wrongEn = `Temporary biography ${stamp}`;
  const wrongEs = `Biografía provisional ${stamp}`;
  try {
    // The Editor's save, in a browser of their own.
    const editorContext = await browser.newContext({ storageState: STAFF.editor.state, baseURL });
    const editor = await editorContext.newPage();
    await openAdmin(editor, `/admin/coaches/edit/${coach!.id}`);
    await section(editor, 'English Version').getByRole('textbox', { name: 'Biography' }).fill(wrongEn);
    await section(editor, 'Spanish Version').getByRole('textbox', { name: 'Biography' }).fill(wrongEs);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Coach saved')).toBeVisible();
    await editorContext.close();

    // The Admin finds who changed what, and puts the previous version back.
    await openAdmin(page, `/admin/coaches/edit/${coach!.id}`);
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('region', { name: 'History' });
    const changes = history.getByRole('article');
    const latest = changes.first();
    await expect(latest).toContainText(`by ${editorName!.name}`);
    await expect(latest).toContainText('Current version');
    await expect(latest.getByRole('definition').first()).toContainText(wrongEn);
    await expect(latest.getByRole('term')).toHaveText(['Biography (English)', 'Biography (Spanish)']);
    // Rich text compared as text: the words removed are the old biography's, without markup.
    await expect(latest.locator('del').first()).toContainText(stripHtml(coach!.bio_en).slice(0, 30));

    await changes.nth(1).getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore this version' }).click();
    await expect(page.getByText('Version restored: the site shows it now')).toBeVisible();
    // The form shows the restored text, and the restore is itself a change of the history.
    const english = section(page, 'English Version').getByRole('textbox', { name: 'Biography' });
    await expect(english).toContainText(stripHtml(coach!.bio_en).slice(0, 30));
    const [row] = await sql<Coach>('select bio_en, bio_es from public.coaches where id = $1', [coach!.id]);
    expect(row).toEqual({ bio_en: coach!.bio_en, bio_es: coach!.bio_es });
    await page.getByRole('button', { name: 'History' }).click();
    await expect(history.getByRole('article').first()).toContainText('Earlier version restored');
    await expect(history.getByRole('article').first()).toContainText('by Laura Martín');

    for (const [path, bio, wrong] of [
      ['/team', coach!.bio_en, wrongEn],
      ['/es/team', coach!.bio_es, wrongEs],
    ] as const) {
      await page.goto(path);
      const card = page.getByRole('listitem').filter({ hasText: coach!.name_en.split(' ')[0]! });
      await expect(card.first()).toContainText(stripHtml(bio).slice(0, 40), FIRST_LOAD);
      await expect(page.getByText(wrong)).toHaveCount(0);
    }
  } finally {
    await sql('update public.coaches set bio_en = $2, bio_es = $3, bio_ru = $4 where id = $1', [
      coach!.id,
      coach!.bio_en,
      coach!.bio_es,
      coach!.bio_ru,
    ]);
    await sql(`delete from history.stale_translations where table_name = 'coaches' and row_id = $1`, [
      coach!.id,
    ]);
  }
});
