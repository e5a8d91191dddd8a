import { test, expect } from '../fixtures.ts';
import { FIRST_LOAD, STAFF, openAdmin } from './staff-support.ts';

test.use({ storageState: STAFF.editor.state });

test('an editor schedules an article: hidden on the site until its date, shown once the date has passed', async ({
  page,
  sql,
}) => {
  const title = `Open day ${Date.now()}`;
  try {
    await openAdmin(page, '/admin/news');
    await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'Add Article' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/create$/);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Published' }).click();
    await page.getByLabel('Publish date').fill('2099-06-01T10:00');
    const english = page.getByRole('region', { name: 'English Version' });
    await english.getByLabel('Title').fill(title);
    await english.getByRole('textbox', { name: 'Text' }).fill('Come and meet the coaches.');
    const spanish = page.getByRole('region', { name: 'Spanish Version' });
    await spanish.getByRole('button', { name: 'Show' }).click();
    await spanish.getByLabel('Title').fill(`Jornada de puertas abiertas ${title}`);
    await spanish.getByRole('textbox', { name: 'Text' }).fill('Ven a conocer a los entrenadores.');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
    const id = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Scheduled')).toBeVisible();
    // Not on the site yet: its View links open the staff preview.
    await expect(page.getByRole('link', { name: 'View (EN)' })).toHaveAttribute(
      'href',
      `/preview/news/${id}`,
    );
    await expect(page.getByRole('link', { name: 'View (ES)' })).toHaveAttribute(
      'href',
      `/preview/es/news/${id}`,
    );
    await expect(page.getByRole('link', { name: 'View (RU)' })).toHaveAttribute(
      'href',
      `/preview/ru/news/${id}`,
    );

    await page.goto('/admin/news');
    await page.getByPlaceholder('Search by title').fill(title);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Published');
    await expect(row).toContainText('Scheduled');

    await page.goto(`/news/${id}`);
    await expect(page.getByText('Article not found')).toBeVisible(FIRST_LOAD);
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);

    await sql(`update public.news set publish_date = now() - interval '1 hour' where id = $1`, [Number(id)]);
    await page.goto(`/news/${id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // Public now: the article screen links to the site itself.
    await openAdmin(page, `/admin/news/${id}`);
    await expect(page.getByRole('link', { name: 'View (ES)' })).toHaveAttribute('href', `/es/news/${id}`);
    await page.goto(`/es/news/${id}`);
    await expect(page.getByRole('heading', { name: `Jornada de puertas abiertas ${title}` })).toBeVisible();
  } finally {
    await sql(`delete from public.news where title_en = $1`, [title]);
  }
});

test('an editor edits an article from its details page and filters the list by status', async ({
  page,
  sql,
}) => {
  const title = `Draft note ${Date.now()}`;
  const [article] = await sql<{ id: number }>(
    `insert into public.news (status, title_en, text_en) values ('Draft', $1, '<p>Text</p>') returning id`,
    [title],
  );
  try {
    await openAdmin(page, `/admin/news/${article!.id}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/news/${article!.id}/edit$`));
    await page
      .getByRole('region', { name: 'English Version' })
      .getByLabel('Title')
      .fill(`${title} (updated)`);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Archived' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: `${title} (updated)`, level: 1 })).toBeVisible();

    await page.goto('/admin/news');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Archived' }).click();
    await expect(page.getByRole('row').filter({ hasText: `${title} (updated)` })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Published' })).toHaveCount(0);
  } finally {
    await sql(`delete from public.news where id = $1`, [article!.id]);
  }
});
