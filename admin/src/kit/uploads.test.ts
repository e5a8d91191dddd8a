import { describe, expect, it } from 'vitest';
import { isHeic, jpegName, toJpeg } from './heic.ts';
import { IMAGE_ACCEPT } from './ImageInput.tsx';
import { fileRefusal, hasFiles } from './uploads.ts';

describe('picked files', () => {
  it('refuses what the buckets refuse, with the reason', () => {
    expect(fileRefusal({ type: 'image/png', size: 1000 })).toBeNull();
    expect(fileRefusal({ type: 'application/pdf', size: 1000 })).toBe('app.upload.bad_type');
    expect(fileRefusal({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe('app.upload.too_large');
    expect(fileRefusal({ type: 'video/mp4', size: 10 * 1024 * 1024 }, 'video')).toBeNull();
    expect(fileRefusal({ type: 'image/png', size: 10 }, 'video')).toBe('app.upload.bad_video_type');
  });

  it('offers in the picker exactly the types it accepts, HEIC photos included', () => {
    expect(IMAGE_ACCEPT.split(',')).toEqual(
      expect.arrayContaining([
        'image/png',
        'image/jpeg',
        'image/webp',
        'image/avif',
        'image/gif',
        'image/heic',
        '.heic',
      ]),
    );
    expect(IMAGE_ACCEPT).not.toContain('image/*');
  });

  it('finds a picked file at any depth of a record', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(hasFiles({ gallery: [{ image_url: '/x.png' }, { image_url: file }] })).toBe(true);
    expect(hasFiles({ photo_url: { rawFile: file, src: 'blob:x' } })).toBe(true);
    expect(hasFiles({ title_en: 'No file', list: [1, 2] })).toBe(false);
  });
});

describe('HEIC photos', () => {
  it('are recognised by type or, without one, by name', () => {
    expect(isHeic({ type: 'image/heic', name: 'IMG_1.HEIC' })).toBe(true);
    expect(isHeic({ type: '', name: 'IMG_2.heif' })).toBe(true);
    expect(isHeic({ type: 'image/jpeg', name: 'IMG_3.jpg' })).toBe(false);
    expect(jpegName('IMG_1234.HEIC')).toBe('IMG_1234.jpg');
  });

  it('become a JPEG file through the lazily loaded converter', async () => {
    const heic = new File(['heic bytes'], 'IMG_9.HEIC', { type: 'image/heic' });
    const calls: unknown[] = [];
    const converted = await toJpeg(heic, async () => ({
      heicTo: async (args) => {
        calls.push(args);
        return new Blob(['jpeg bytes'], { type: 'image/jpeg' });
      },
    }));
    expect(calls).toEqual([{ blob: heic, type: 'image/jpeg', quality: 0.9 }]);
    expect(converted).toMatchObject({ name: 'IMG_9.jpg', type: 'image/jpeg' });
    expect(fileRefusal(converted)).toBeNull();
  });
});
