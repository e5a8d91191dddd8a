import { test, expect } from '../fixtures.ts';
import { STAFF, openAdmin, section } from './staff-support.ts';

test.use({ storageState: STAFF.admin.state });

test('a staff member leaving a dirty form by the menu or by closing the tab is asked first', async ({
  page,
}) => {
  await openAdmin(page, '/admin/coaches/edit/1');
  const russian = section(page, 'Russian Version');
  const bio = russian.getByRole('textbox', { name: 'Biography' });
  await bio.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Дополнение к биографии.');

  // The menu: the question comes, and staying keeps the text.
  const questions: string[] = [];
  page.once('dialog', async (dialog) => {
    questions.push(dialog.type());
    await dialog.dismiss();
  });
  await page.getByRole('menuitem', { name: 'News' }).click();
  await expect.poll(() => questions).toEqual(['confirm']);
  await expect(page).toHaveURL(/\/admin\/coaches\/edit\/1$/);
  await expect(bio).toContainText('Дополнение к биографии.');

  // Closing the tab: the browser asks before unloading.
  const beforeUnload = new Promise<string>((resolve) =>
    page.once('dialog', async (dialog) => {
      resolve(dialog.type());
      await dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await beforeUnload).toBe('beforeunload');
});

test('a clean form lets the staff member go without a question, and a saved one says so', async ({
  page,
  sql,
}) => {
  const [coach] = await sql<{ role_en: string }>('select role_en from public.coaches where id = 2');
  try {
    await openAdmin(page, '/admin/coaches/edit/2');
    await section(page, 'English Version').getByLabel('Role').fill(`${coach!.role_en} (senior)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Coach saved')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/coaches$/);
    await page.getByRole('menuitem', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
  } finally {
    await sql('update public.coaches set role_en = $1 where id = 2', [coach!.role_en]);
  }
});
