import { test, expect } from '../fixtures.ts';
import { FIRST_LOAD, STAFF, openAdmin } from './staff-support.ts';

test.use({ storageState: STAFF.editor.state });

test('an Editor deletes an article by mistake and brings it back from Recently deleted', async ({
  page,
  sql,
}) => {
  const title = `Tournament report ${Date.now()}`;
  const [article] = await sql<{ id: string }>(
    `insert into public.news (status, title_en, text_en, title_es, text_es, publish_date)
     values ('Published', $1, '<p>Our under-12s reached the final.</p>', $2, '<p>Los alevines llegaron a la final.</p>',
             now() - interval '1 day')
     returning id::text`,
    [title, `Crónica del torneo ${title}`],
  );
  try {
    await openAdmin(page, `/admin/news/${article!.id}`);
    await page.getByRole('button', { name: 'Delete article' }).click();
    await expect(page.getByRole('dialog')).toContainText('You can bring it back from Recently deleted.');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(page.getByText('Article deleted.')).toBeVisible();
    expect(await sql('select id from public.news where id = $1', [article!.id])).toEqual([]);

    await page.getByRole('menuitem', { name: 'Recently deleted' }).click();
    await expect(page.getByRole('heading', { name: 'Recently deleted', level: 1 })).toBeVisible();
    const entry = page.getByRole('listitem').filter({ hasText: title });
    await expect(entry).toContainText('Article');
    await expect(entry).toContainText('by Pablo Ruiz');
    await entry.getByRole('button', { name: `Restore ${title}` }).click();
    await expect(page.getByText(`“${title}” is back.`)).toBeVisible();
    await expect(entry).toHaveCount(0);

    // The same article, with the same address and every language.
    const [back] = await sql('select id::text, title_es, status from public.news where id = $1', [
      article!.id,
    ]);
    expect(back).toEqual({ id: article!.id, title_es: `Crónica del torneo ${title}`, status: 'Published' });
    await page.goto(`/es/news/${article!.id}`);
    await expect(page.getByRole('heading', { name: `Crónica del torneo ${title}` })).toBeVisible(FIRST_LOAD);
  } finally {
    await sql('delete from public.news where id = $1', [article!.id]);
  }
});
