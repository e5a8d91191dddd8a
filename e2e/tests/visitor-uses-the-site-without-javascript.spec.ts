import { expect, test } from '../fixtures.ts';
import { field, openCampusWeek, ui } from './parent-support.ts';
import { LANGS, phoneMenu } from './visitor-support.ts';

// A phone whose browser runs no script (switched off, blocked, or failed): every page can be read
// and tapped at once, the loader never lies over it, the registration form works, and a cookie
// choice made once holds on the next pages, which are the same cached copies every visitor gets.
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  javaScriptEnabled: false,
  consent: null,
});

// The loader's minimum time is the longest the settings allow: a cover that lay over the page would still be there.
const LOADER_MS = 10_000;

/** True when a tap at the middle of `selector`'s first element reaches that element. */
const reachable = (selector: string) => (el: Element) => {
  el.scrollIntoView({ block: 'center' });
  const box = el.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && (hit === el || el.contains(hit) || hit.closest(selector) === el);
};

test.beforeEach(async ({ sql }) => {
  await sql('update public.site_settings set min_loader_ms = $1', [LOADER_MS]);
});
test.afterEach(async ({ sql }) => {
  await sql('update public.site_settings set min_loader_ms = 0');
});

test("a phone without script taps the page's links and the registration form at once", async ({
  page,
  sql,
}) => {
  await page.goto('/es');
  // The loader is in the HTML (the page is the one every visitor gets) but never shown.
  const cover = page.locator('main .page-loader--cover');
  await expect(cover).toHaveCount(1);
  await expect(cover).toBeHidden();
  const link = page.locator('main a[href^="/es/"]').first();
  expect(await link.evaluate(reachable('a'))).toBe(true);
  const href = (await link.getAttribute('href'))!;
  await link.tap({ timeout: 5_000 });
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);

  const week = await openCampusWeek(sql);
  await page.goto(`/es/registration?offer=${week.id}`);
  await expect(page.locator('main .page-loader--cover')).toBeHidden();
  const name = page
    .getByRole('group', { name: ui.regChildHeading.replace('{number}', '1') })
    .getByLabel(field(ui.regChildName));
  expect(await name.evaluate(reachable('input'))).toBe(true);
  await name.tap({ timeout: 5_000 });
  await expect(name).toBeFocused();
  const offer = page.getByRole('checkbox', { name: week.title }).first();
  await offer.tap({ timeout: 5_000 });
  await expect(offer).not.toBeChecked();
  await offer.tap({ timeout: 5_000 });
  await expect(offer).toBeChecked();
});

test('a phone without script opens the menu, changes language and reaches the registration form', async ({
  page,
}) => {
  const [english, spanish] = LANGS;
  await page.goto('/about');
  // The cookie banner lies over the foot of the open menu until the visitor chooses.
  await page
    .getByRole('region', { name: english!.ui.consentTitle })
    .getByRole('button', { name: english!.ui.consentReject })
    .tap();
  await expect(page).toHaveURL(/\/about#cookie-choice-saved$/);
  const header = page.getByRole('banner');
  const { menu, button } = phoneMenu(header);
  // Nothing else on the page leads to the form or the other languages: they are in the menu.
  const join = header.getByRole('link', { name: english!.ui.joinUs });
  await expect(join).toBeHidden();
  await expect(button).toHaveAccessibleName(english!.ui.openMenu);

  // The browser opens and closes the menu by itself, and names the button for what it does.
  await button.tap();
  await expect(menu).toHaveJSProperty('open', true);
  await expect(button).toHaveAccessibleName(english!.ui.closeMenu);
  await expect(join).toBeVisible();
  await button.tap();
  await expect(menu).toHaveJSProperty('open', false);
  await expect(join).toBeHidden();

  await button.tap();
  await header.locator('.mobile-menu').getByRole('link', { name: spanish!.name }).tap();
  await expect(page).toHaveURL(/\/es\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The next page opens with its menu closed.
  await expect(menu).toHaveJSProperty('open', false);
  await button.tap();
  await header.getByRole('link', { name: spanish!.ui.joinUs }).tap();
  await expect(page).toHaveURL(/\/es\/registration$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a phone without script chooses cookies once, and the next pages do not ask again', async ({ page }) => {
  await page.goto('/es/about');
  const banner = page.getByRole('region', { name: ui.consentTitle });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: ui.consentReject }).tap();
  await expect(page).toHaveURL(/\/es\/about#cookie-choice-saved$/);
  await expect(banner).toBeHidden();
  // The next pages, and the same page again: the same cached HTML every visitor gets.
  for (const path of ['/es/contacts', '/es', '/es/about']) {
    const answer = await page.goto(path);
    expect(answer!.headers()['cache-control']).toContain('s-maxage');
    expect(answer!.headers().vary).toBe('Accept-Encoding');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: ui.consentTitle })).toBeHidden();
  }
});

test('a phone without script reopens "Cookie settings", sees its choice and changes it', async ({ page }) => {
  await page.goto('/es/about');
  const banner = page.getByRole('region', { name: ui.consentTitle });
  await banner.getByRole('button', { name: ui.consentReject }).tap();
  await expect(banner).toBeHidden();

  // Another page (the cached copy every visitor gets): the footer's link opens the banner.
  await page.goto('/es/contacts');
  await expect(banner).toBeHidden();
  await page.getByRole('contentinfo').getByRole('link', { name: ui.cookieSettings }).tap();
  await expect(page).toHaveURL(/\/es\/contacts#cookie-settings$/);
  await expect(banner).toBeVisible();
  await expect(banner.getByText(ui.consentCurrentRejected)).toBeVisible();
  await expect(banner.getByText(ui.consentCurrentAccepted)).toBeHidden();
  await banner.getByRole('button', { name: ui.consentAccept }).tap();

  // Back on the same page, the choice changed and the banner gone, here and on the next page.
  await expect(page).toHaveURL(/\/es\/contacts#cookie-choice-saved$/);
  await expect(banner).toBeHidden();
  expect((await page.context().cookies()).find((c) => c.name === 'site_consent')?.value).toBe('accepted');
  await page.goto('/es');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  await page.getByRole('contentinfo').getByRole('link', { name: ui.cookieSettings }).tap();
  await expect(banner.getByText(ui.consentCurrentAccepted)).toBeVisible();
});

test.describe('with script on, but the page’s script never arrives', () => {
  test.use({ javaScriptEnabled: true });

  test('the loader takes no tap, and lifts itself after the minimum time', async ({ page, sql }) => {
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto('/es');
    const cover = page.locator('main .page-loader--cover');
    await expect(cover).toHaveCount(1);
    const link = page.locator('main a[href^="/es/"]').first();
    expect(await link.evaluate(reachable('a'))).toBe(true);
    const href = (await link.getAttribute('href'))!;
    await link.tap({ timeout: 5_000 });
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);

    // With a short minimum time, the CSS alone takes the cover away.
    await sql('update public.site_settings set min_loader_ms = 1500');
    await page.goto('/es/about');
    await expect(page.locator('main .page-loader--cover')).toHaveCount(1);
    await expect(page.locator('main .page-loader--cover')).toBeHidden();
  });
});
