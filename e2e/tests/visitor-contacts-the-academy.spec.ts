import { expect, test } from '../fixtures.ts';
import { inLang, LANGS, open, pageContent, pick } from './visitor-support.ts';

for (const { lang, prefix, ui } of LANGS) {
  test(`a parent in ${lang} asks about the campus on WhatsApp or by e-mail, with their choice prefilled`, async ({
    page,
    sql,
  }) => {
    const [settings] = await sql('select whatsapp_link, contact_email from public.site_settings');
    await open(page, inLang(prefix, '/campus'));
    await page.getByText(ui.roleGoalkeeper, { exact: true }).click();
    await page.getByText(ui.typeExternal, { exact: true }).click();

    const contact = page.getByRole('region', { name: ui.campusQuestionsTitle });
    const whatsapp = contact.getByRole('link', { name: new RegExp(`^${ui.writeWhatsApp}`) });
    const href = await whatsapp.getAttribute('href');
    const url = new URL(href!);
    expect(`${url.origin}${url.pathname}`).toBe(new URL(settings!.whatsapp_link).href.replace(/\/$/, ''));
    expect(url.searchParams.get('text')).toBe(
      ui.campusWhatsAppText.replace('{role}', ui.roleGoalkeeper).replace('{type}', ui.typeExternal),
    );
    await expect(whatsapp).toHaveAttribute('target', '_blank');

    const email = contact.getByRole('link', { name: ui.writeEmail, exact: true });
    await expect(email).toHaveAttribute(
      'href',
      `mailto:${settings!.contact_email}?subject=${encodeURIComponent(ui.campusEmailSubject)}`,
    );
  });

  test(`a visitor in ${lang} sees each page named in the tab, described, and linked to its translations`, async ({
    page,
    sql,
  }) => {
    const camps = await pageContent(sql, 'camps');
    await open(page, inLang(prefix, '/camps'));
    await expect(page).toHaveTitle(`${pick(camps, 'title', lang)} | ${ui.academyName}`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description!.length).toBeGreaterThan(20);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(description).not.toContain('<');

    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(4);
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', `${origin}/camps`);
    await expect(page.locator('link[hreflang="es"]')).toHaveAttribute('href', `${origin}/es/camps`);
    await expect(page.locator('link[hreflang="ru"]')).toHaveAttribute('href', `${origin}/ru/camps`);
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${origin}/camps`);

    await open(page, inLang(prefix, '/no-such-page'));
    await expect(page).toHaveTitle(`${ui.notFound} | ${ui.academyName}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', ui.siteDescription);
  });
}
