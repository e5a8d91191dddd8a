import { formatDayMonth } from '@academy/shared/format.ts';
import { expect, test, type Sql } from '../fixtures.ts';
import {
  inLang,
  LANGS,
  type Lang,
  menuPages,
  open,
  pageContent,
  PAGE_TITLE,
  pick,
  publishedNews,
} from './visitor-support.ts';

/** The title of the footer item of a page in a language. */
async function footerTitle(sql: Sql, componentKey: string, lang: Lang): Promise<string | undefined> {
  const [item] = await sql<Record<string, string>>(
    `select title_en, title_es, title_ru from public.menu_items
      where type = 'Footer' and component_key = $1 and is_active order by sort_order limit 1`,
    [componentKey],
  );
  return item ? pick(item, 'title', lang) : undefined;
}

// A visitor opens every page of the menu in each language and finds the seeded content there.
for (const { lang, prefix, ui } of LANGS) {
  test.describe(`a visitor browsing in ${lang}`, () => {
    test('finds every menu page with its title and the frame around it', async ({ page, sql }) => {
      const pages = await menuPages(sql);
      expect(pages.length).toBeGreaterThanOrEqual(11);
      const [settings] = await sql('select * from public.site_settings');
      for (const { url, component_key } of pages) {
        // The legal notice has no `pages` row: its title is the site's own text.
        const title = PAGE_TITLE[component_key]
          ? pick(await pageContent(sql, PAGE_TITLE[component_key].key), PAGE_TITLE[component_key].field, lang)
          : ui.legalNoticeTitle;
        await open(page, inLang(prefix, url || '/'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // The frame: 'Join Us', the footer's phone and e-mail links, the copyright line.
        await expect(page.getByRole('banner').getByRole('link', { name: ui.joinUs })).toBeVisible();
        const footer = page.getByRole('contentinfo');
        await expect(footer.locator(`a[href^="tel:"]`)).toHaveText(settings!.phone_number);
        await expect(footer.getByRole('link', { name: settings!.contact_email })).toHaveAttribute(
          'href',
          `mailto:${settings!.contact_email}`,
        );
        await expect(footer).toContainText('© 2025');
        await expect(footer).toContainText(ui.officeAddress);
        await expect(footer).toContainText(pick(settings!, 'address', lang));
      }
    });

    test('sees the home page: three points, the latest news, partners and gallery', async ({ page, sql }) => {
      const content = await pageContent(sql, 'index');
      const news = (await publishedNews(sql)).slice(0, 4);
      await open(page, inLang(prefix, '/'));
      for (const n of ['one', 'two', 'three']) {
        await expect(
          page.getByRole('heading', { name: pick(content, `bullit_${n}_header`, lang) }),
        ).toBeVisible();
      }
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(4);
      for (const [i, item] of news.entries()) {
        await expect(cards.nth(i).getByRole('heading')).toHaveText(pick(item, 'title', lang));
      }
      await expect(page.getByRole('heading', { name: ui.collaborators, exact: true })).toBeVisible();
      const partners = content.partners as { name: string }[];
      expect(partners).toHaveLength(6);
      for (const partner of partners)
        await expect(page.getByRole('img', { name: partner.name, exact: true })).toHaveCount(1);
      await expect(page.getByRole('heading', { name: ui.playWithUs, exact: true })).toBeVisible();
      const gallery = page.getByRole('region', { name: ui.playWithUs });
      await expect(gallery.getByRole('img')).toHaveCount(7);
      for (const image of content.gallery as Record<string, string>[]) {
        await expect(gallery.getByRole('img', { name: pick(image, 'caption', lang) })).toBeVisible();
      }
    });

    test('meets the coaching staff with photo, name, role, licence and biography', async ({ page, sql }) => {
      const coaches = await sql('select * from public.coaches where is_active order by sort_order, id');
      await open(page, inLang(prefix, '/team'));
      await expect(page.getByRole('heading', { name: ui.coachingStaff, exact: true })).toBeVisible();
      const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
      await expect(cards).toHaveCount(coaches.length);
      for (const [i, coach] of coaches.entries()) {
        const card = cards.nth(i);
        const name = pick(coach, 'name', lang);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
        await expect(card.getByRole('img', { name })).toBeVisible();
        await expect(card).toContainText(pick(coach, 'role', lang));
        if (coach.license) await expect(card).toContainText(coach.license);
      }
    });

    test('compares the subscriptions with their prices and suffixes', async ({ page, sql }) => {
      const plans = await sql('select * from public.subscriptions order by sort_order, id');
      const content = await pageContent(sql, 'programmes');
      await open(page, inLang(prefix, '/subscriptions'));
      // A plan may share its name with a programme: each is looked for in its own section.
      const planList = page.getByRole('region', { name: pick(content, 'subs_title', lang) });
      for (const plan of plans) {
        const card = planList
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: pick(plan, 'title', lang), exact: true }) });
        await expect(card).toHaveCount(1);
        await expect(card).toContainText('€');
        if (plan.is_monthly) await expect(card).toContainText(ui.perMonth);
        if (plan.is_hourly) await expect(card).toContainText(ui.perHour);
        if (plan.price_per_session !== null) await expect(card).toContainText(ui.perSession);
      }
      // The academy's active programmes, each with its ages and schedule.
      const programmes = await sql('select * from public.programmes where is_active order by sort_order, id');
      expect(programmes.length).toBeGreaterThan(0);
      const programmeList = page.getByRole('region', { name: ui.programmesTitle });
      await expect(programmeList.getByRole('heading', { level: 3 })).toHaveText(
        programmes.map((p) => pick(p, 'title', lang)),
      );
      for (const programme of programmes) {
        const card = programmeList
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: pick(programme, 'title', lang), exact: true }) });
        if (programme.age_group) await expect(card).toContainText(programme.age_group);
        await expect(card).toContainText(pick(programme, 'schedule', lang));
      }
      await expect(page.getByRole('heading', { name: pick(content, 'fourCards_title', lang) })).toBeVisible();
      await expect(page.getByText(pick(content, 'card_one_text', lang))).toBeVisible();
    });

    test('finds the office, the phone and the map only on request', async ({ page, sql }) => {
      const [settings] = await sql('select * from public.site_settings');
      const mapRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('openstreetmap') || request.url().includes('google'))
          mapRequests.push(request.url());
      });
      await open(page, inLang(prefix, '/contacts'));
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: pick(settings!, 'address', lang) })).toHaveAttribute(
        'href',
        settings!.address_url,
      );
      await expect(main.locator('a[href^="tel:"]')).toHaveText(settings!.phone_number);
      await expect(main.locator('iframe')).toHaveCount(0);
      expect(mapRequests).toEqual([]);
      await main.getByRole('button', { name: ui.showMap }).click();
      await expect(main.locator('iframe')).toHaveAttribute('title', ui.mapTitle);
    });

    test('reads the camps, the campus and the legal pages', async ({ page, sql }) => {
      const [settings] = await sql('select * from public.site_settings');
      const camps = await pageContent(sql, 'camps');
      await open(page, inLang(prefix, '/camps'));
      await expect(
        page.getByRole('heading', { name: pick(camps, 'first_bullets_header', lang) }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: pick(camps, 'bullit_five_header', lang) }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: ui.writeEmail, exact: true })).toHaveAttribute(
        'href',
        `mailto:${settings!.contact_email}`,
      );
      await expect(page.getByRole('link', { name: new RegExp(`^${ui.writeWhatsApp}`) })).toHaveAttribute(
        'href',
        settings!.whatsapp_link,
      );

      const campus = await pageContent(sql, 'campus');
      await open(page, inLang(prefix, '/campus'));
      // 'The next campus starts on June 30', with the day of the content in the page's language.
      const day = formatDayMonth(campus.start_date as string, lang);
      expect(day).not.toBe('');
      await expect(page.getByText(ui.nextCampusBanner.replace('{date}', day))).toBeVisible();
      await expect(page.getByRole('radio', { name: ui.rolePlayer })).toBeChecked();
      await expect(page.getByRole('radio', { name: ui.typeInternal })).toBeChecked();
      const cardTitles = () => page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();
      const playerCards = await cardTitles();
      await page.getByText(ui.roleGoalkeeper, { exact: true }).click();
      await expect(page.getByRole('radio', { name: ui.roleGoalkeeper })).toBeChecked();
      await expect.poll(cardTitles).not.toEqual(playerCards);

      for (const key of ['cookies', 'privacy']) {
        await open(page, inLang(prefix, `/${key}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          pick(await pageContent(sql, key), 'title', lang),
        );
        await page.getByRole('link', { name: ui.backToMain }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix || ''}/?$`));
      }

      // The legal notice (LSSI-CE art. 10), from the footer: the company's details from settings.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: (await footerTitle(sql, 'legal', lang))!, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.legalNoticeTitle);
      const facts = page.locator('main dl');
      for (const [label, value] of [
        [ui.legalOwner, settings!.company_name],
        [ui.legalTaxId, settings!.company_tax_id],
        [ui.legalAddress, settings!.company_address],
        [ui.legalRegistry, settings!.company_registry],
        [ui.legalEmail, settings!.contact_email],
      ]) {
        await expect(facts.getByText(label!, { exact: true })).toBeVisible();
        await expect(facts.getByText(value!, { exact: true })).toBeVisible();
      }
    });
  });
}
