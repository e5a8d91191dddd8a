import { describe, expect, it } from 'vitest';
import { newsImageProblem } from './newsImage.ts';

const API = 'https://abc.supabase.co';

describe('newsImageProblem', () => {
  it("accepts no picture, a picked file, and this site's stored pictures", () => {
    expect(newsImageProblem(null, API)).toBeUndefined();
    expect(newsImageProblem('', API)).toBeUndefined();
    expect(newsImageProblem(new File(['x'], 'a.png', { type: 'image/png' }), API)).toBeUndefined();
    expect(
      newsImageProblem(`${API}/storage/v1/object/public/news/1741775400000-abc123.png`, API),
    ).toBeUndefined();
    expect(newsImageProblem('/storage/v1/object/public/news/articles/news-01.webp', API)).toBeUndefined();
  });

  it('refuses a picture of another site', () => {
    expect(newsImageProblem('https://evil.example/a.png', API)).toBe('app.news.image_not_stored');
    expect(newsImageProblem('https://evil.example/storage/v1/object/public/news/a.png', API)).toBe(
      'app.news.image_not_stored',
    );
    expect(newsImageProblem('javascript:alert(1)', API)).toBe('app.news.image_not_stored');
  });
});
