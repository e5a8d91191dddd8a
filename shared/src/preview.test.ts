import { describe, expect, it } from 'vitest';
import {
  isDraftId,
  newDraftId,
  previewLinks,
  previewPath,
  publicPathOfPreview,
  readPreviewMessage,
} from './preview.ts';

describe('preview addresses', () => {
  it('puts a public path under /preview, the language prefix kept, and back', () => {
    expect(previewPath('/es/news/7')).toBe('/preview/es/news/7');
    expect(previewPath('/')).toBe('/preview');
    expect(previewPath('about', 'abcdef12-3456')).toBe('/preview/about?draft=abcdef12-3456');
    for (const path of ['/', '/news/7', '/ru', '/es/campus'])
      expect(publicPathOfPreview(previewPath(path).split('?')[0]!)).toBe(path);
    expect(publicPathOfPreview('/preview/')).toBe('/');
    expect(publicPathOfPreview('/previews/x')).toBeNull();
    expect(publicPathOfPreview('/news/7')).toBeNull();
  });

  it('offers each language of a page, English unprefixed', () => {
    expect(previewLinks('/news/7', 'abcdefgh')).toEqual([
      { lang: 'en', href: '/preview/news/7?draft=abcdefgh' },
      { lang: 'es', href: '/preview/es/news/7?draft=abcdefgh' },
      { lang: 'ru', href: '/preview/ru/news/7?draft=abcdefgh' },
    ]);
    expect(previewLinks('/').map((l) => l.href)).toEqual(['/preview', '/preview/es', '/preview/ru']);
  });

  it('names drafts at random, with names a URL carries as they are', () => {
    const a = newDraftId();
    expect(isDraftId(a)).toBe(true);
    expect(a).not.toBe(newDraftId());
    expect(isDraftId('short')).toBe(false);
    expect(isDraftId('<script>alert(1)</script>')).toBe(false);
  });
});

describe('readPreviewMessage', () => {
  const draft = 'abcdef12-3456';

  it('reads the messages of the channel', () => {
    expect(readPreviewMessage({ type: 'ask', draft })).toEqual({ type: 'ask', draft });
    expect(readPreviewMessage({ type: 'gone', draft })).toEqual({ type: 'gone', draft });
    const page = { kind: 'page', key: 'about', content: { page_title_en: 'About us' } };
    expect(readPreviewMessage({ type: 'draft', draft, state: page })).toEqual({
      type: 'draft',
      draft,
      state: page,
    });
  });

  it('keeps only the article fields a preview shows, as strings or null', () => {
    const message = readPreviewMessage({
      type: 'draft',
      draft,
      state: {
        kind: 'article',
        id: 7,
        fields: { title_en: 'Hello', text_es: null, status: 'Draft', updated_by: 'x', title_ru: 3 },
      },
    });
    expect(message).toEqual({
      type: 'draft',
      draft,
      state: { kind: 'article', id: 7, fields: { title_en: 'Hello', text_es: null, status: 'Draft' } },
    });
  });

  it('ignores what is not one of its messages', () => {
    for (const data of [
      null,
      'ask',
      { type: 'ask' },
      { type: 'ask', draft: 'x' },
      { type: 'other', draft },
      { type: 'draft', draft },
      { type: 'draft', draft, state: { kind: 'page', key: 'nope', content: {} } },
      { type: 'draft', draft, state: { kind: 'page', key: 'about', content: [] } },
      { type: 'draft', draft, state: { kind: 'article', id: '7', fields: {} } },
      { type: 'draft', draft, state: { kind: 'article', id: 1.5, fields: {} } },
    ])
      expect(readPreviewMessage(data)).toBeNull();
  });
});
