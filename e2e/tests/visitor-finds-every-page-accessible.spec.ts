import { expect, test } from '../fixtures.ts';
import { WCAG_A_AA, axeOn, described } from './axe-support.ts';
import { inLang, LANGS, menuPages, open, phoneMenu, publishedNews } from './visitor-support.ts';

// axe-core (WCAG 2.x A and AA rules) finds nothing on any page of the site, in any language.
for (const { lang, prefix } of LANGS) {
  test(`every page in ${lang} passes axe`, async ({ page, sql }) => {
    test.setTimeout(180_000);
    const [latest] = await publishedNews(sql);
    const paths = [
      ...(await menuPages(sql)).map((item) => item.url || '/'),
      `/news/${latest!.id}`,
      '/news/987654',
      '/no-such-page',
    ];
    for (const path of paths) {
      await open(page, inLang(prefix, path));
      const found = described(await axeOn(page).withTags(WCAG_A_AA).analyze(), path);
      expect(found, `axe on ${inLang(prefix, path)}`).toEqual([]);
    }
  });
}

test('the mobile menu, opened, passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, '/');
  const { menu, button } = phoneMenu(page.getByRole('banner'));
  await expect(button).toHaveAccessibleName('Open menu');
  await button.click();
  await expect(menu).toHaveJSProperty('open', true);
  const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
