import { expect, test } from '../fixtures.ts';
import { inLang, LANGS, open, pageContent, phoneMenu, pick } from './visitor-support.ts';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

for (const { lang, prefix, ui } of LANGS) {
  test(`a visitor on a phone in ${lang} opens the menu, goes to a page, and closes it with Escape`, async ({
    page,
    sql,
  }) => {
    const about = await pageContent(sql, 'about');
    const [item] = await sql<Record<string, string>>(
      `select title_en, title_es, title_ru from public.menu_items where type = 'Header' and component_key = 'about' and is_active`,
    );
    await open(page, inLang(prefix, '/'));
    const header = page.getByRole('banner');
    const { menu, button } = phoneMenu(header);
    // On a phone the menu sits behind the button.
    await expect(header.getByRole('link', { name: pick(item!, 'title', lang), exact: true })).toBeHidden();
    await expect(button).toHaveAccessibleName(ui.openMenu);
    await expect(menu).toHaveJSProperty('open', false);

    await button.tap();
    await expect(button).toHaveAccessibleName(ui.closeMenu);
    await expect(menu).toHaveJSProperty('open', true);
    await header.getByRole('link', { name: pick(item!, 'title', lang), exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${prefix}/about$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick(about, 'pageTitle', lang));
    await expect(menu).toHaveJSProperty('open', false);
    await expect(button).toHaveAccessibleName(ui.openMenu);

    // Keyboard: open, Escape closes and gives the focus back to the button.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAccessibleName(ui.closeMenu);
    await expect(header.getByRole('link', { name: ui.joinUs })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(menu).toHaveJSProperty('open', false);
    await expect(button).toHaveAccessibleName(ui.openMenu);
  });
}

test('a phone visitor switches language from the menu', async ({ page, sql }) => {
  const team = await pageContent(sql, 'coaches');
  await open(page, '/team');
  const header = page.getByRole('banner');
  await phoneMenu(header).button.tap();
  await header.getByRole('link', { name: 'Русский' }).tap();
  await expect(page).toHaveURL(/\/ru\/team$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick(team, 'title', 'ru'));
});
