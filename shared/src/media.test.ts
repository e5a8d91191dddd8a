import { describe, expect, it } from 'vitest';
import { resolveMediaUrl } from './media.ts';

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
