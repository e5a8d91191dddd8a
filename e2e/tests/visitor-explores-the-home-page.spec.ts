import { expect, test } from '../fixtures.ts';
import { inLang, LANGS, open } from './visitor-support.ts';

for (const { lang, prefix, ui } of LANGS) {
  test(`a visitor in ${lang} moves the gallery 310 px with the arrows and the keyboard`, async ({ page }) => {
    await open(page, inLang(prefix, '/'));
    const gallery = page.getByRole('region', { name: ui.playWithUs });
    await gallery.scrollIntoViewIfNeeded();
    const left = () => gallery.evaluate((el) => Math.round(el.scrollLeft));
    expect(await left()).toBe(0);
    await page.getByRole('button', { name: ui.galleryNext }).click();
    await expect.poll(left).toBe(310);
    await page.getByRole('button', { name: ui.galleryNext }).click();
    await expect.poll(left).toBe(620);
    await page.getByRole('button', { name: ui.galleryPrevious }).click();
    await expect.poll(left).toBe(310);
    await gallery.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(left).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(left).toBe(310);
  });
}

test('the header turns compact after 50 px of scrolling', async ({ page }) => {
  await open(page, '/');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-compact', 'false');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute('data-compact', 'false');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-compact', 'true');
  await expect(header).toHaveClass(/is-compact/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-compact', 'false');
});

test('the partner strip moves 1 px every 16 ms and stops under the pointer', async ({ page }) => {
  // A controlled clock: the strip's timer runs exactly as long as the test says.
  await page.clock.install();
  await open(page, '/');
  const strip = page.locator('.partner-strip__viewport');
  await strip.scrollIntoViewIfNeeded();
  const left = () => strip.evaluate((el) => el.scrollLeft);
  // It moves only while it is on screen: wait for it to start (the browser reports that it is
  // visible a frame after scrolling), then count.
  const before = await left();
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return left();
    })
    .toBeGreaterThan(before);
  const start = await left();
  await page.clock.runFor(16 * 20);
  expect(await left()).toBeGreaterThanOrEqual(start + 19);
  await strip.hover();
  const paused = await left();
  await page.clock.runFor(16 * 50);
  expect(await left()).toBe(paused);
  await page.mouse.move(0, 0);
  await page.clock.runFor(16 * 20);
  expect(await left()).toBeGreaterThan(paused);
});

test('a visitor who prefers less motion sees a still hero and a still partner strip', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', baseURL });
  const page = await context.newPage();
  await page.clock.install();
  await open(page, '/');
  await expect(page.locator('.hero video')).toHaveCount(0);
  await expect(page.locator('.hero img')).toHaveCount(1);
  const strip = page.locator('.partner-strip__viewport');
  await page.clock.runFor(16 * 50);
  expect(await strip.evaluate((el) => el.scrollLeft)).toBe(0);
  await context.close();
});
