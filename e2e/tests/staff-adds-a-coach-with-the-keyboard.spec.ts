import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { STAFF, openAdmin } from './staff-support.ts';

test.use({ storageState: STAFF.admin.state });

/** Presses Tab until `target` has focus (as a keyboard user would), at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

test('a coach is added with the keyboard alone, and goes to the end of the list', async ({ page, sql }) => {
  const name = `Keyboard Coach ${Date.now()}`;
  try {
    await openAdmin(page, '/admin/coaches');
    // The skip link shows when it has focus.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    // It slides into view: its position is read until it has arrived.
    await expect.poll(async () => (await skip.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);

    await tabTo(page, page.getByRole('link', { name: 'Add Coach' }).first());
    await page.keyboard.press('Enter');
    // The form opens with focus on its first field.
    await expect(page.getByRole('region', { name: 'English Version' }).getByLabel('Name')).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Fitness coach');
    // The toolbar is one Tab stop; arrow keys move inside it. The editor loads after the form,
    // as a user sees: Tab is pressed once it is there.
    const toolbar = page.getByRole('toolbar', { name: 'Formatting of Biography' }).first();
    await expect(toolbar).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(toolbar.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Biography' }).first()).toBeFocused();
    await page.keyboard.type('Strength and conditioning for young players.');
    await tabTo(page, page.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/coaches$/);
    await expect(page.getByText('Coach saved')).toBeVisible();
    await expect(page.getByRole('row').last()).toContainText(name);
    const [saved] = await sql('select bio_en from public.coaches where name_en = $1', [name]);
    expect(saved!.bio_en).toBe('<p>Strength and conditioning for young players.</p>');
  } finally {
    await sql('delete from public.coaches where name_en = $1', [name]);
  }
});
