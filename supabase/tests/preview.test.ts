/**
 * preview_page_data (preview before publishing): the public page as page_data() gives
 * it, with the article whatever its status, for active staff only. Security invoker: row level
 * security of the news table decides what the caller reads. Visitors (anon), and staff whose
 * account was deactivated, are refused with 42501; page_data() keeps hiding drafts from everyone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';
import { anonClient, type Client } from './helpers.ts';

const fx = useFixture('preview');
const { tag, db, users } = fx;
let editor: Client;
let formerEditor: Client;
const ids: Record<'draft' | 'scheduled' | 'older', number> = { draft: 0, scheduled: 0, older: 0 };

interface Preview {
  page: unknown;
  article?: Record<string, unknown> | null;
  next_article_id?: number | null;
  news?: { id: number }[];
}

beforeAll(async () => {
  editor = (await fx.staff('editor', 'Editor')).client;
  formerEditor = (await fx.staff('former', 'Editor')).client;
  const insert = async (title: string, status: string, date: string) =>
    (
      await db.query<{ id: number }>(
        `insert into public.news (title_en, text_en, status, publish_date)
         values ($1, '<p>Body</p>', $2, $3) returning id::int`,
        [`${tag} ${title}`, status, date],
      )
    ).rows[0]!.id;
  // The oldest visible article of all, so it is the draft's "next older" one on the site.
  ids.older = await insert('older', 'Published', '2001-01-01T00:00:00Z');
  ids.draft = await insert('draft', 'Draft', '2001-01-02T00:00:00Z');
  ids.scheduled = await insert('scheduled', 'Published', '2999-01-01T00:00:00Z');
});

afterAll(async () => {
  await db.query('delete from public.news where title_en like $1', [`${tag}%`]);
});

describe('preview_page_data', () => {
  it('gives staff a draft and a scheduled article with their status, and the next older visible one', async () => {
    const { data, error } = await editor.rpc('preview_page_data', { p_article_id: ids.draft });
    expect(error).toBeNull();
    const preview = data as unknown as Preview;
    expect(preview.article).toMatchObject({
      id: ids.draft,
      title_en: `${tag} draft`,
      status: 'Draft',
      is_visible: false,
    });
    expect(preview.next_article_id).toBe(ids.older);
    // The same columns as the site's article, plus the status and whether visitors see it.
    const { data: visible } = await anonClient().rpc('page_data', { p_article_id: ids.older });
    const siteArticle = (visible as unknown as Preview).article!;
    expect(Object.keys(preview.article!).sort()).toEqual(
      [...Object.keys(siteArticle), 'status', 'is_visible'].sort(),
    );

    // Published with its date ahead: not visible yet, as news_is_visible() says.
    const scheduled = (await editor.rpc('preview_page_data', { p_article_id: ids.scheduled }))
      .data as unknown as Preview;
    expect(scheduled.article).toMatchObject({ id: ids.scheduled, status: 'Published', is_visible: false });
    const older = (await editor.rpc('preview_page_data', { p_article_id: ids.older }))
      .data as unknown as Preview;
    expect(older.article).toMatchObject({ id: ids.older, is_visible: true });
  });

  it('gives a page as page_data does (visible news only in its lists)', async () => {
    const site = (await editor.rpc('page_data', { p_key: 'news', p_news_limit: 50 }))
      .data as unknown as Preview;
    const preview = (await editor.rpc('preview_page_data', { p_key: 'news', p_news_limit: 50 }))
      .data as unknown as Preview;
    expect(preview).toEqual(site);
    expect(preview.news!.map((n) => n.id)).not.toContain(ids.draft);
  });

  it('refuses visitors and deactivated staff; page_data never shows them a draft', async () => {
    const visitor = await anonClient().rpc('preview_page_data', { p_article_id: ids.draft });
    expect(visitor.data).toBeNull();
    expect(visitor.error?.code).toBe('42501');

    await db.query('update public.users set is_active = false where id = $1', [users[1]]);
    const former = await formerEditor.rpc('preview_page_data', { p_article_id: ids.draft });
    expect(former.data).toBeNull();
    expect(former.error?.code).toBe('42501');

    for (const client of [anonClient(), editor]) {
      const { data } = await client.rpc('page_data', { p_article_id: ids.draft });
      expect((data as unknown as Preview).article).toBeNull();
    }
  });
});
