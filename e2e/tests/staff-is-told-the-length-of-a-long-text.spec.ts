import { test, expect } from '../fixtures.ts';
import { STAFF, openAdmin, section } from './staff-support.ts';

test.use({ storageState: STAFF.admin.state });
// Several screens per story: more than the usual minute on a busy machine.
test.slow();

test('500 characters pasted into a name are kept, counted and refused with the limit', async ({ page }) => {
  await openAdmin(page, '/admin/coaches/new');
  const name = section(page, 'English Version').getByLabel('Name');
  const pasted = 'Entrenador'.repeat(50);
  await name.fill(pasted);
  await expect(name).toHaveValue(pasted);
  await expect(section(page, 'English Version').getByText('500 / 200')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    section(page, 'English Version').getByText('Enter at most 200 characters: this has 500.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/coaches\/new$/);
});

test('an unbroken long name wraps: the coaches table and the dashboard keep the window’s width', async ({
  page,
  sql,
}) => {
  const long = `Maximiliano${'x'.repeat(180)}`;
  const [coach] = await sql<{ id: number }>(
    `insert into public.coaches (name_en, role_en, bio_en, is_active) values ($1, 'Coach', '<p>Bio</p>', false)
     returning id`,
    [long],
  );
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAdmin(page, '/admin/coaches');
    const row = page.getByRole('row').filter({ hasText: long });
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('link', { name: /^Edit / })).toBeInViewport();
    await expect(row.getByRole('button', { name: /^Delete / })).toBeInViewport();
    // The other columns keep their words whole.
    const header = await page.getByRole('columnheader', { name: 'Active', exact: true }).boundingBox();
    expect(header!.height).toBeLessThan(60);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    // The dashboard lists its missing translations by name: the card wraps it too.
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page.getByRole('link', { name: new RegExp(long) }).first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  } finally {
    await sql('delete from public.coaches where id = $1', [coach!.id]);
  }
});
