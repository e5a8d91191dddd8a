import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { WCAG_A_AA, axeOn } from './axe-support.ts';
import { hydrated, inLang, LANGS } from './visitor-support.ts';

// A first-time visitor (no stored choice) meets the cookie banner (LSSI-CE art. 22.2, GDPR).
test.use({ consent: null });

const english = LANGS[0]!.ui;

/** Every host the page contacts other than the site and its API. */
function recordThirdParties(page: Page, own: string[]): string[] {
  const hosts: string[] = [];
  page.on('request', (request: Request) => {
    const { origin, protocol } = new URL(request.url());
    if (protocol.startsWith('http') && !own.includes(origin)) hosts.push(origin);
  });
  return hosts;
}

/** The map provider answers with a stand-in page: the tests run offline. */
async function fakeMapProvider(page: Page): Promise<string[]> {
  const loaded: string[] = [];
  await page.route('https://www.openstreetmap.org/**', (route) => {
    loaded.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<p>map</p>' });
  });
  return loaded;
}

test('the banner offers Accept and Reject alike, and nothing from other sites loads before a choice', async ({
  page,
  baseURL,
  stack,
}) => {
  const thirdParties = recordThirdParties(page, [new URL(baseURL!).origin, new URL(stack.apiUrl).origin]);
  const mapLoads = await fakeMapProvider(page);
  await page.goto('/contacts');
  const banner = page.getByRole('region', { name: english.consentTitle });
  await expect(banner).toBeVisible();
  const accept = banner.getByRole('button', { name: english.consentAccept });
  const reject = banner.getByRole('button', { name: english.consentReject });
  // Equal weight: the same look and the same size.
  expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(Math.abs(a!.width - r!.width)).toBeLessThan(1);
  expect(Math.abs(a!.height - r!.height)).toBeLessThan(1);
  await expect(banner.getByRole('link', { name: english.consentPolicyLink })).toHaveAttribute(
    'href',
    '/cookies',
  );

  // The visitor looks around without answering: no other site is contacted, no map loads.
  await page.goto('/');
  await page.goto('/campus');
  await page.waitForLoadState('networkidle');
  expect(thirdParties).toEqual([]);
  expect(mapLoads).toEqual([]);

  // Reject: the banner goes and stays gone; the map still waits for a click on its placeholder.
  await page.goto('/contacts');
  await hydrated(page);
  await page
    .getByRole('region', { name: english.consentTitle })
    .getByRole('button', { name: english.consentReject })
    .click();
  await expect(page.getByRole('region', { name: english.consentTitle })).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('region', { name: english.consentTitle })).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(mapLoads).toEqual([]);
  await page.getByRole('button', { name: english.showMap }).click();
  await expect(page.locator('iframe')).toHaveAttribute('title', english.mapTitle);
  await expect.poll(() => mapLoads.length).toBe(1);
});

test('a visitor changes their mind from "Cookie settings": accepted, the map comes by itself', async ({
  page,
}) => {
  const mapLoads = await fakeMapProvider(page);
  await page.goto('/contacts');
  await hydrated(page);
  await page
    .getByRole('region', { name: english.consentTitle })
    .getByRole('button', { name: english.consentReject })
    .click();
  await expect(page.locator('iframe')).toHaveCount(0);

  const settings = page.getByRole('contentinfo').getByRole('link', { name: english.cookieSettings });
  await settings.click();
  const banner = page.getByRole('region', { name: english.consentTitle });
  await expect(banner).toBeFocused();
  await expect(banner).toContainText(english.consentCurrentRejected);
  await banner.getByRole('button', { name: english.consentAccept }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveAttribute('title', english.mapTitle);
  await expect.poll(() => mapLoads.length).toBe(1);

  // Stored: the next visit renders the map from the start, and the choice can be reversed.
  await page.reload();
  await hydrated(page);
  await expect(page.locator('iframe')).toHaveCount(1);
  await settings.click();
  await expect(banner).toContainText(english.consentCurrentAccepted);
  await page.keyboard.press('Escape');
  await expect(banner).toHaveCount(0);
  await settings.click();
  await banner.getByRole('button', { name: english.consentReject }).click();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('button', { name: english.showMap })).toBeVisible();
});

for (const { lang, prefix, ui } of LANGS) {
  test(`the banner and the legal notice pass axe in ${lang}`, async ({ page }) => {
    for (const path of ['/', '/legal-notice']) {
      await page.goto(inLang(prefix, path));
      await expect(page.getByRole('region', { name: ui.consentTitle })).toBeVisible();
      const results = await axeOn(page).withTags(WCAG_A_AA).analyze();
      expect(results.violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
    }
  });
}

test('the banner works before (and without) the script: the site server stores the choice', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/es/contacts');
  const ui = LANGS[1]!.ui;
  await page
    .getByRole('region', { name: ui.consentTitle })
    .getByRole('button', { name: ui.consentReject })
    .click();
  // Back on the page (the one every visitor gets), whose banner the address's fragment hides.
  await expect(page).toHaveURL(/\/es\/contacts#cookie-choice-saved$/);
  await expect(page.getByRole('region', { name: ui.consentTitle })).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'site_consent')?.value).toBe('rejected');
  await context.close();
});
