import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures.ts';
import { LANGS, open } from './visitor-support.ts';

// axe-core (WCAG 2.x A and AA rules) finds nothing on the registration form in any language,
// neither as it opens nor with its refusals shown.
for (const { lang, prefix, ui } of LANGS) {
  test(`the registration form in ${lang} passes axe, with and without refusals`, async ({ page }) => {
    await open(page, `${prefix}/registration`);
    const axe = () =>
      new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const ids = (results: Awaited<ReturnType<typeof axe>>) =>
      results.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(ids(await axe())).toEqual([]);
    await page.getByRole('button', { name: ui.regSubmit }).click();
    await expect(page.getByRole('alert')).toContainText(ui.regErrorSummary);
    expect(ids(await axe())).toEqual([]);
  });
}
