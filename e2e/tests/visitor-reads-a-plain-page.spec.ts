import { expect, test } from '../fixtures.ts';
import { hydrated, LANGS, phoneMenu } from './visitor-support.ts';

const english = LANGS[0]!.ui;

// A plain page (about, venues, the news list, an article, contacts, the legal pages) is text,
// pictures, links and forms that post: the server sends it with a script of a few kilobytes instead
// of the app. Its frame still does all it does on any other page, on a phone, with the keyboard,
// in any language.
// No cookie choice yet: the banner greets the visitor.
test.use({ viewport: { width: 390, height: 844 }, consent: null });

test('a visitor on a phone reads a plain page: its frame works without the app', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  await hydrated(page);
  // One small script (and what it imports), never the app that hydrates other pages.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some((file) => /\/assets\/plain-[^/]+\.js$/.test(file))).toBe(true);
  expect(scripts.filter((file) => /\/assets\/(boot|index|SiteContext)-/.test(file))).toEqual([]);
  await expect(page.locator('#site-data')).toHaveCount(0);

  // The menu behind its button: it opens, says it now closes, and Escape gives the focus back.
  const header = page.getByRole('banner');
  const { menu, button: toggle } = phoneMenu(header);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(english.closeMenu);
  await expect(menu).toHaveJSProperty('open', true);
  const panelLinks = header.locator('.mobile-menu').getByRole('link');
  await expect(panelLinks.first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(menu).toHaveJSProperty('open', false);
  await expect(toggle).toHaveAccessibleName(english.openMenu);
  await expect(header.locator('.mobile-menu')).toBeHidden();

  // Compact after 50 px of scroll, and back at the top.
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-compact', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-compact', 'false');

  // The cookie choice is stored without leaving the page.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const banner = page.getByRole('region', { name: english.consentTitle });
  await banner.getByRole('button', { name: english.consentAccept }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect((await page.context().cookies()).map((c) => c.value)).toContain('accepted');
  // "Cookie settings" opens it again with the choice, and Escape closes it.
  await page.getByRole('contentinfo').getByRole('link', { name: english.cookieSettings }).click();
  await expect(banner).toBeFocused();
  await expect(banner.getByText(english.consentCurrentAccepted)).toBeVisible();
  await expect(banner.getByText(english.consentCurrentRejected)).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(banner).toBeHidden();

  // A language chosen here is remembered: an address without a language opens in it.
  const spanish = LANGS[1]!;
  await toggle.click();
  await header.locator('.mobile-menu').getByRole('link', { name: spanish.name }).click();
  await expect(page).toHaveURL(/\/es\/about$/);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto('/venues');
  await expect(page).toHaveURL(/\/es\/venues$/);
  await hydrated(page);
  await expect(phoneMenu(page.getByRole('banner')).button).toHaveAccessibleName(spanish.ui.openMenu);
});
