import { describe, expect, it } from 'vitest';
import { articleImagePath, resolveMediaUrl, storageObjectPath } from './media.ts';

const API = 'http://127.0.0.1:54321';

describe('resolveMediaUrl', () => {
  it('makes relative storage paths absolute with the API URL', () => {
    expect(resolveMediaUrl('/storage/v1/object/public/coaches/a.png', API)).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/coaches/a.png',
    );
    expect(resolveMediaUrl('storage/v1/object/public/news/b.jpg', `${API}/`)).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/news/b.jpg',
    );
  });

  it('keeps absolute URLs (uploads store getPublicUrl) and site-relative assets', () => {
    const uploaded = 'https://abc.supabase.co/storage/v1/object/public/coaches/1-x.png';
    expect(resolveMediaUrl(uploaded, API)).toBe(uploaded);
    expect(resolveMediaUrl('http://cdn.example.com/a.png', API)).toBe('http://cdn.example.com/a.png');
    expect(resolveMediaUrl('/images/default-news.jpg', API)).toBe('/images/default-news.jpg');
    expect(resolveMediaUrl('data:image/png;base64,AAAA', API)).toBe('data:image/png;base64,AAAA');
    // A picked, not yet uploaded file, shown by a preview window of the same site.
    expect(resolveMediaUrl('blob:http://127.0.0.1:8080/6f1c', API)).toBe('blob:http://127.0.0.1:8080/6f1c');
  });

  it('gives null for nothing and for other schemes', () => {
    expect(resolveMediaUrl(null, API)).toBeNull();
    expect(resolveMediaUrl(undefined, API)).toBeNull();
    expect(resolveMediaUrl('', API)).toBeNull();
    expect(resolveMediaUrl('   ', API)).toBeNull();
    expect(resolveMediaUrl('javascript:alert(1)', API)).toBeNull();
    expect(resolveMediaUrl('//evil.example/a.png', API)).toBeNull();
    expect(resolveMediaUrl('blob:javascript:alert(1)', API)).toBeNull();
  });
});

describe('storageObjectPath and articleImagePath', () => {
  it('give the storage path of a picture of this project, written either way', () => {
    expect(articleImagePath('/storage/v1/object/public/news/articles/news-01.webp', API)).toBe(
      '/storage/v1/object/public/news/articles/news-01.webp',
    );
    expect(articleImagePath(`${API}/storage/v1/object/public/news/1741775400000-abc123.png`, `${API}/`)).toBe(
      '/storage/v1/object/public/news/1741775400000-abc123.png',
    );
    expect(articleImagePath('/storage/v1/object/public/media/campus/campus.webp', API)).toBe(
      '/storage/v1/object/public/media/campus/campus.webp',
    );
  });

  it('give null for another host, bucket or scheme', () => {
    for (const url of [
      'https://evil.example/storage/v1/object/public/news/a.png',
      'https://evil.example/a.png',
      '//evil.example/storage/v1/object/public/news/a.png',
      '/storage/v1/object/public/videos/home/hero.mp4',
      '/storage/v1/object/public/news/../../auth/v1/x',
      '/storage/v1/object/public/news/a.png?x=1',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      null,
      '',
    ]) {
      expect(articleImagePath(url, API), String(url)).toBeNull();
    }
    expect(storageObjectPath('/storage/v1/object/public/coaches/a.png', API, ['news'])).toBeNull();
  });
});
