import { describe, expect, it } from 'vitest';
import { ADMIN_AUTH_STORAGE_KEY, type PreviewMessage } from '@academy/shared/preview.ts';
import type { PageData } from '../data/types.ts';
import { listenForDraft, type ChannelLike } from './draftChannel.ts';
import { articleState, visibilityAsked, withDraft, type PreviewArticle } from './previewData.ts';
import { readStaffToken } from './staffSession.ts';

const JWT = 'aaa.bbb.ccc';
const storageWith = (value: unknown) => ({
  getItem: (key: string) =>
    key === ADMIN_AUTH_STORAGE_KEY ? (typeof value === 'string' ? value : JSON.stringify(value)) : null,
});

describe('readStaffToken', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  it("reads the back office's access token while it is valid", () => {
    expect(readStaffToken(storageWith({ access_token: JWT, expires_at: now / 1000 + 60 }), now)).toEqual({
      token: JWT,
    });
  });
  it('says why there is none: signed out, or the session ended', () => {
    expect(readStaffToken(null, now)).toEqual({ problem: 'signed-out' });
    expect(readStaffToken({ getItem: () => null }, now)).toEqual({ problem: 'signed-out' });
    expect(readStaffToken(storageWith('{not json'), now)).toEqual({ problem: 'signed-out' });
    expect(readStaffToken(storageWith({ access_token: 'not-a-jwt' }), now)).toEqual({
      problem: 'signed-out',
    });
    expect(readStaffToken(storageWith({ access_token: JWT, expires_at: now / 1000 - 1 }), now)).toEqual({
      problem: 'expired',
    });
    const throwing = {
      getItem: () => {
        throw new Error('storage disabled');
      },
    };
    expect(readStaffToken(throwing, now)).toEqual({ problem: 'signed-out' });
  });
});

const article: PreviewArticle = {
  id: 7,
  title_en: 'Saved title',
  title_es: 'Título guardado',
  title_ru: null,
  text_en: '<p>Saved</p>',
  text_es: null,
  text_ru: null,
  preview_image_url: null,
  publish_date: '2026-11-20T10:00:00Z',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  status: 'Draft',
};

describe('withDraft', () => {
  const page: PageData = { page: { page_title_en: 'Saved' }, news: [] };
  it("lays a page editor's content over its own page only", () => {
    const draft = { kind: 'page' as const, key: 'about' as const, content: { pageTitle_en: 'Unsaved' } };
    expect(withDraft(page, { key: 'about' }, draft)).toEqual({ page: { pageTitle_en: 'Unsaved' }, news: [] });
    expect(withDraft(page, { key: 'index' }, draft)).toBe(page);
    expect(withDraft(page, { key: 'about' }, null)).toBe(page);
  });
  it("lays an article editor's fields over that article, keeping required saved ones it left empty", () => {
    const data: PageData = { page: null, article, next_article_id: 3 };
    const draft = {
      kind: 'article' as const,
      id: 7,
      fields: { title_en: null, title_ru: 'Новый заголовок', text_en: '<p>Unsaved</p>', status: 'Published' },
    };
    expect(withDraft(data, { key: null, articleId: 7 }, draft)).toEqual({
      page: null,
      next_article_id: 3,
      article: { ...article, title_ru: 'Новый заголовок', text_en: '<p>Unsaved</p>', status: 'Published' },
    });
    expect(withDraft(data, { key: null, articleId: 8 }, draft)).toBe(data);
    expect(withDraft({ page: null, article: null }, { key: null, articleId: 7 }, draft).article).toBeNull();
  });
});

describe('articleState', () => {
  it('names what visitors see of the article, as the database says', () => {
    expect(articleState({ ...article, is_visible: false })).toEqual({ kind: 'draft' });
    expect(articleState({ ...article, status: 'Archived', is_visible: false })).toEqual({ kind: 'archived' });
    expect(articleState({ ...article, status: 'Published', is_visible: true })).toEqual({
      kind: 'published',
    });
    // Published but not visible: scheduled, whatever the browser's clock says of its date.
    const later = {
      ...article,
      status: 'Published',
      publish_date: '2020-01-01T00:00:00Z',
      is_visible: false,
    };
    expect(articleState(later)).toEqual({ kind: 'scheduled', date: '2020-01-01T00:00:00Z' });
    expect(articleState(null)).toBeNull();
  });

  it('asks the database again only when unsaved changes touch the status or the date', () => {
    const saved = { ...article, status: 'Published', is_visible: true };
    expect(visibilityAsked(saved, { ...saved, title_en: 'Unsaved title' })).toBe(false);
    expect(visibilityAsked(saved, { ...saved, status: 'Draft' })).toBe(true);
    expect(visibilityAsked(saved, { ...saved, publish_date: '2030-01-01T00:00:00Z' })).toBe(true);
    expect(visibilityAsked(null, saved)).toBe(false);
  });
});

/** Two ends of a channel in one test: what one posts, the other receives. */
function pair(): { preview: ChannelLike; editor: { sent: unknown[]; send(m: unknown): void } } {
  const editor = {
    sent: [] as unknown[],
    send: (message: unknown) => preview.onmessage?.({ data: message } as MessageEvent),
  };
  const preview: ChannelLike = {
    onmessage: null,
    postMessage: (message) => editor.sent.push(message),
    close: () => undefined,
  };
  return { preview, editor };
}

describe('listenForDraft', () => {
  const draft = 'abcdef12-3456';
  const state = { kind: 'page' as const, key: 'about' as const, content: { pageTitle_en: 'Unsaved' } };

  it('asks the editor for its state and follows it until the editor closes', async () => {
    const { preview, editor } = pair();
    const source = listenForDraft(draft, () => preview);
    expect(editor.sent).toEqual([{ type: 'ask', draft }]);
    expect(source.status()).toBe('waiting');
    let changes = 0;
    source.subscribe(() => changes++);
    const ready = source.ready(60_000);
    editor.send({ type: 'draft', draft: 'someone-else-1', state });
    expect(source.current()).toBeNull();
    editor.send({ type: 'draft', draft, state } satisfies PreviewMessage);
    await ready;
    expect(source.status()).toBe('live');
    expect(source.current()).toEqual(state);
    editor.send({ type: 'gone', draft });
    expect(source.status()).toBe('gone');
    expect(source.current()).toBeNull();
    expect(changes).toBe(2);
  });

  it('stops waiting when no editor answers, and asks nothing without a draft name', async () => {
    const { preview, editor } = pair();
    const source = listenForDraft(draft, () => preview);
    await source.ready(10);
    expect(source.status()).toBe('gone');
    const none = listenForDraft(null, () => preview);
    expect(none.status()).toBe('none');
    expect(editor.sent).toHaveLength(1);
    await none.ready(60_000);
  });
});
