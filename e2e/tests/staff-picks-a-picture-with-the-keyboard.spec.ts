import type { FileChooser } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { FIRST_LOAD, STAFF, openAdmin } from './staff-support.ts';

test.use({ storageState: STAFF.admin.state });
// Several screens per story: more than the usual minute on a busy machine.
test.slow();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a photo is chosen with the keyboard, and a text file renamed .png is refused as soon as it is chosen', async ({
  page,
}) => {
  // Every file picker the page opens, from the start: Playwright takes pickers over only once it
  // listens for them, and a key pressed just after a listener is added can open the picker
  // before that (then nothing ever comes).
  const choosers: FileChooser[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));
  const nextChooser = async () => {
    await expect.poll(() => choosers.length).toBe(1);
    return choosers.shift()!;
  };
  await openAdmin(page, '/admin/coaches/new');
  const choose = page.getByRole('button', { name: 'Choose image' });
  await choose.focus();

  // Enter opens the file picker; the file chosen is a text file with a picture's name.
  await page.keyboard.press('Enter');
  await (
    await nextChooser()
  ).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'This file type is not accepted' })).toBeVisible();

  // Space opens it too; a real picture is taken and shown.
  await choose.focus();
  await page.keyboard.press('Space');
  await (await nextChooser()).setFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Replace image' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This file type is not accepted' })).toHaveCount(0);
});

test('the home page’s hero video field speaks of a video', async ({ page }) => {
  await openAdmin(page, '/admin/index-page');
  const video = page.locator('[data-field="hero_video_url"]');
  await expect(video.getByRole('button', { name: /^(Choose|Replace) video$/ })).toBeVisible(FIRST_LOAD);
  await expect(video.getByRole('button', { name: /image/ })).toHaveCount(0);
});
