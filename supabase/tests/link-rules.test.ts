/**
 * Where stored links may point: a menu url is a path of this site, the site settings' links are
 * http(s) addresses (the map https, WhatsApp on wa.me or whatsapp.com), an article's picture is
 * one of this project's storage. The database refuses anything else whoever writes (the admin's
 * session, the service role), keeps the row as it was, and says why with a code; and its rules
 * give the same answers as the apps' (shared/src/links.ts, storageObjectPath), sample by sample.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKETS } from '@academy/shared/constants.ts';
import { isSitePath, isWhatsAppUrl, webUrlHost } from '@academy/shared/links.ts';
import { storageObjectPath } from '@academy/shared/media.ts';
import { useFixture } from './fixtures.ts';
import { serviceClient, type Client } from './helpers.ts';

const fx = useFixture('link-rules');
const { tag, db } = fx;
let admin: Client;

beforeAll(async () => {
  admin = (await fx.staff('admin', 'Admin')).client;
});

afterAll(async () => {
  await db.query('delete from public.menu_items where title_en like $1', [`${tag}%`]);
  await db.query('delete from public.news where title_en like $1', [`${tag}%`]);
});

const SAMPLES = [
  '',
  '/',
  '/about',
  '/about/',
  '/legal-notice',
  '/.well-known',
  '//evil.example/x',
  '/\\evil.example',
  '/a//b',
  '/a/../b',
  '/..',
  '/a b',
  '/news?x=1',
  'about',
  'https://wa.me/34611482590',
  'HTTPS://WA.ME/34611482590',
  'http://api.whatsapp.com/send?phone=34611482590&text=Hola',
  'https://wa.me.evil.example/1',
  'https://wa.me@evil.example/1',
  'https://evil.example\\@wa.me',
  'https://www.google.com/maps/search/?api=1&query=Calle+Terraza+86%2C+Estepona',
  'https://maps.example/Málaga',
  'http://127.0.0.1:54321/x',
  'https://x.example:8080',
  'https://x.example.',
  'https://x.example/a b',
  'https://x.example/a\tb',
  'data:text/html,<script>alert(1)</script>',
  'javascript:alert(1)',
  '//x.example',
  'ftp://x.example/a',
  '/storage/v1/object/public/news/articles/news-01.webp',
  '/storage/v1/object/public/media/campus/campus.webp',
  '/storage/v1/object/public/videos/home/hero.mp4',
  '/storage/v1/object/public/news/../coaches/a.png',
  '/storage/v1/object/public/news/a%20b.png',
  'http://127.0.0.1:54321/storage/v1/object/public/news/1-a.png',
  'https://evil.example/storage/v1/object/public/news/1-a.png',
  'https://evil.example/a.png',
];

describe('the database and the apps apply the same rules', () => {
  it('to every sample', async () => {
    const { rows } = await db.query<{
      url: string;
      site_path: boolean;
      host: string | null;
      https_host: string | null;
      whatsapp: boolean;
      object_path: string | null;
    }>(
      `select u as url, private.is_site_path(u) as site_path, private.web_url_host(u) as host,
              private.web_url_host(u, true) as https_host, private.is_whatsapp_url(u) as whatsapp,
              private.storage_object_path(u, $2) as object_path
         from unnest($1::text[]) u`,
      [SAMPLES, BUCKETS],
    );
    for (const row of rows) {
      const url = row.url;
      expect(isSitePath(url), url).toBe(row.site_path);
      expect(webUrlHost(url), url).toBe(row.host);
      expect(webUrlHost(url, { httpsOnly: true }), url).toBe(row.https_host);
      expect(isWhatsAppUrl(url), url).toBe(row.whatsapp);
      // The database keeps the path whatever the host; the apps know their API's address.
      const origin = /^https?:\/\/[^/]+/.exec(url)?.[0] ?? 'http://api.test';
      expect(storageObjectPath(url, origin, BUCKETS), url).toBe(row.object_path);
    }
  });
});

async function settings(): Promise<Record<string, unknown>> {
  const { rows } = await db.query('select * from public.site_settings where id = 1');
  return rows[0] as Record<string, unknown>;
}

describe('menu urls', () => {
  const item = (url: string) => ({
    type: 'Footer' as const,
    title_en: `${tag} item`,
    url,
    component_key: 'camps' as const,
  });

  it('are refused when they would lead off the site, for the service role too', async () => {
    for (const client of [admin, serviceClient()]) {
      for (const url of ['//evil.example/x', '/\\evil.example', '/../admin', 'https://evil.example']) {
        const { error } = await client.from('menu_items').insert(item(url));
        expect(error?.hint, url).toBe('menu_url_invalid');
      }
    }
    const { rows } = await db.query('select 1 from public.menu_items where title_en like $1', [`${tag}%`]);
    expect(rows).toHaveLength(0);
  });

  it('keep the item as it was when a change is refused', async () => {
    const { data } = await admin
      .from('menu_items')
      .insert(item(`/${tag}`))
      .select('id')
      .single();
    const { error } = await admin.from('menu_items').update({ url: '//evil.example' }).eq('id', data!.id);
    expect(error?.code).toBe('22023');
    const { rows } = await db.query<{ url: string }>('select url from public.menu_items where id = $1', [
      data!.id,
    ]);
    expect(rows[0]?.url).toBe(`/${tag}`);
  });
});

describe('site settings links', () => {
  it('refuse data:, javascript: and look-alike hosts, and keep the row as it was', async () => {
    const before = await settings();
    const refusals: [Record<string, string>, string][] = [
      [{ address_url: 'data:text/html,<script>alert(1)</script>' }, 'link_invalid'],
      [{ social_network_url: 'javascript:alert(1)' }, 'link_invalid'],
      [{ social_photo_url: 'https://www.instagram.com@evil.example/' }, 'link_invalid'],
      [{ whatsapp_link: 'https://wa.me.evil.example/34611482590' }, 'whatsapp_link_invalid'],
      [{ map_embed_url: 'http://www.openstreetmap.org/export/embed.html' }, 'map_url_invalid'],
    ];
    for (const [change, hint] of refusals) {
      const { error } = await admin.from('site_settings').update(change).eq('id', 1);
      expect(error?.hint, JSON.stringify(change)).toBe(hint);
      expect(error?.details).toBe(Object.keys(change)[0]);
    }
    expect(await settings()).toEqual(before);
  });

  it('take http(s) addresses and blanks', async () => {
    const before = await settings();
    try {
      const { error } = await admin
        .from('site_settings')
        .update({ address_url: 'http://maps.example/x', social_video_url: null, whatsapp_link: '' })
        .eq('id', 1);
      expect(error).toBeNull();
    } finally {
      await db.query(
        'update public.site_settings set address_url = $1, social_video_url = $2, whatsapp_link = $3 where id = 1',
        [before.address_url, before.social_video_url, before.whatsapp_link],
      );
    }
  });
});

describe("an article's preview image", () => {
  const article = (preview_image_url: string | null) => ({
    title_en: `${tag} article`,
    text_en: '<p>Text</p>',
    preview_image_url,
  });

  it("is stored as the path of this project's picture, whatever host the upload named", async () => {
    const { data, error } = await admin
      .from('news')
      .insert(article('https://abc.supabase.co/storage/v1/object/public/news/1741775400000-abc123.png'))
      .select('preview_image_url')
      .single();
    expect(error).toBeNull();
    expect(data?.preview_image_url).toBe('/storage/v1/object/public/news/1741775400000-abc123.png');
    const blank = await admin.from('news').insert(article('  ')).select('preview_image_url').single();
    expect(blank.data?.preview_image_url).toBeNull();
  });

  it('is refused when it is not a picture of this storage', async () => {
    for (const url of [
      'https://evil.example/a.png',
      'data:image/png;base64,AAAA',
      '/storage/v1/object/public/videos/home/hero.mp4',
      '/images/default-news.jpg',
    ]) {
      const { error } = await serviceClient().from('news').insert(article(url));
      expect(error?.hint, url).toBe('news_image_invalid');
    }
  });
});
