import { expect, test } from '../fixtures.ts';
import { WCAG_A_AA, axeOn, described } from './axe-support.ts';
import { LANGS, open } from './visitor-support.ts';

// axe-core (WCAG 2.x A and AA rules) finds nothing on the registration form in any language,
// neither as it opens nor with its refusals shown.
for (const { lang, prefix, ui } of LANGS) {
  test(`the registration form in ${lang} passes axe, with and without refusals`, async ({ page }) => {
    await open(page, `${prefix}/registration`);
    const axe = async (where: string) => described(await axeOn(page).withTags(WCAG_A_AA).analyze(), where);
    expect(await axe('as it opens')).toEqual([]);
    await page.getByRole('button', { name: ui.regSubmit }).click();
    await expect(page.getByRole('alert')).toContainText(ui.regErrorSummary);
    expect(await axe('with its refusals')).toEqual([]);
  });
}
