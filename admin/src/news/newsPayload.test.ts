import { describe, expect, it } from 'vitest';
import { articleDraftOf } from './newsPayload.ts';

describe('articleDraftOf (what the news editor sends to its preview)', () => {
  it('gives the article as it would be saved: cleaned text, the date as an instant, blanks as null', () => {
    const draft = articleDraftOf({
      id: 7,
      title_en: 'Summer camp ',
      title_es: '   ',
      text_en: '<p>Hello<script>alert(1)</script></p>',
      status: 'Draft',
      publish_date: '2027-07-01T10:00',
      preview_image_url: 'blob:http://site.test/1',
      updated_by: 'someone',
    });
    expect(draft.title_en).toBe('Summer camp');
    expect(draft.title_es).toBeNull();
    expect(draft.text_en).toBe('<p>Hello</p>');
    expect(draft.status).toBe('Draft');
    expect(draft.publish_date).toBe(new Date('2027-07-01T10:00').toISOString());
    expect(draft.preview_image_url).toBe('blob:http://site.test/1');
    expect(Object.keys(draft)).not.toContain('updated_by');
    expect(Object.keys(draft)).not.toContain('id');
  });
});
