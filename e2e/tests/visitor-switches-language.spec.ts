import { expect, test } from '../fixtures.ts';
import { LANGS, open, pageContent, pick } from './visitor-support.ts';

const [en, es, ru] = LANGS as [(typeof LANGS)[0], (typeof LANGS)[1], (typeof LANGS)[2]];

test.describe('a visitor choosing a language', () => {
  test('switches language on the same page, and the choice is remembered', async ({ page, sql }) => {
    const team = await pageContent(sql, 'coaches');
    await open(page, '/team');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const switcher = page.getByRole('banner').getByRole('list', { name: en.ui.languageSwitcher });
    await switcher.getByRole('link', { name: es.name }).click();
    await expect(page).toHaveURL(/\/es\/team$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick(team, 'title', 'es'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('es');

    // Coming back to an unprefixed address opens it in the stored language.
    await open(page, '/about');
    await expect(page).toHaveURL(/\/es\/about$/);
    await open(page, '/');
    await expect(page).toHaveURL(/\/es$/);

    await page
      .getByRole('banner')
      .getByRole('list', { name: es.ui.languageSwitcher })
      .getByRole('link', { name: ru.name })
      .click();
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.getByRole('link', { name: ru.ui.joinUs })).toBeVisible();
    await open(page, '/news');
    await expect(page).toHaveURL(/\/ru\/news$/);

    // Back to English: unprefixed addresses stay English.
    await page
      .getByRole('banner')
      .getByRole('list', { name: ru.ui.languageSwitcher })
      .getByRole('link', { name: en.name })
      .click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page).not.toHaveURL(/\/(es|ru)\//);
    await open(page, '/team');
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('keeps the address when the stored preference is not a site language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'de'));
    await open(page, '/about');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('opens a prefixed address in its language whatever was stored', async ({ page, sql }) => {
    await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'es'));
    const venues = await pageContent(sql, 'venues');
    await open(page, '/ru/venues');
    await expect(page).toHaveURL(/\/ru\/venues$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick(venues, 'page_title', 'ru'));
    // An unprefixed one follows the preference.
    await open(page, '/venues');
    await expect(page).toHaveURL(/\/es\/venues$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick(venues, 'page_title', 'es'));
  });
});
