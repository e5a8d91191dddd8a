import { expect, test } from '../fixtures.ts';
import { open } from './visitor-support.ts';

// The database refuses links that leave the site or use another scheme; rows written before that
// rule (here: written with the triggers off) must still not lead a visitor anywhere else. The
// site shows no link for them, and an article's picture from another host is neither shown nor
// named in its link preview.
const EVIL = 'evil.example';

test('stored links that would leave the site are not rendered as links', async ({ page, sql }) => {
  const [before] = await sql<{ address_url: string | null; social_video_url: string | null }>(
    'select address_url, social_video_url from public.site_settings where id = 1',
  );
  const [article] = await sql<{ id: string }>(
    `insert into public.news (status, title_en, text_en, publish_date)
     values ('Published', 'Off-site picture probe', '<p>Probe.</p>', now() - interval '1 minute')
     returning id::text`,
  );
  // As a row written before the rules: every trigger off, for this one statement.
  await sql(`do $$ begin
    perform set_config('session_replication_role', 'replica', true);
    insert into public.menu_items (type, title_en, url, sort_order, component_key)
    values ('Header', 'Protocol-relative probe', '//${EVIL}/x', 990, 'camps'),
           ('Footer', 'Backslash probe', '/\\${EVIL}', 990, 'venues');
    update public.site_settings
       set address_url = 'data:text/html,<script>alert(1)</script>',
           social_video_url = 'javascript:alert(1)'
     where id = 1;
    update public.news set preview_image_url = 'https://${EVIL}/probe.png' where id = ${Number(article!.id)};
  end $$`);
  try {
    for (const prefix of ['', '/es']) {
      await open(page, `${prefix}/`);
      await expect(page.getByRole('link', { name: 'Protocol-relative probe' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Backslash probe' })).toHaveCount(0);
      await expect(
        page.locator('a[href^="//"], a[href*="\\\\"], a[href^="data:"], a[href^="javascript:"]'),
      ).toHaveCount(0);
    }
    await open(page, `/news/${article!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Off-site picture probe');
    await expect(page.locator(`img[src*="${EVIL}"], img[srcset*="${EVIL}"]`)).toHaveCount(0);
    // Its link preview and structured data name no picture of another host either.
    await expect(page.locator(`meta[content*="${EVIL}"]`)).toHaveCount(0);
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.join('\n')).not.toContain(EVIL);
  } finally {
    await sql(
      `delete from public.menu_items where title_en in ('Protocol-relative probe', 'Backslash probe')`,
    );
    await sql('delete from public.news where id = $1', [article!.id]);
    await sql('update public.site_settings set address_url = $1, social_video_url = $2 where id = 1', [
      before!.address_url,
      before!.social_video_url,
    ]);
  }
});
