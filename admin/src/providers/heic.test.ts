import { describe, expect, it } from 'vitest';
import { isHeic, jpegName, toJpeg } from './heic.ts';

describe('HEIC photos', () => {
  it('are recognised by the type their content shows, else by declared type or name', () => {
    expect(isHeic({ type: '', name: 'IMG_1.jpg' }, 'image/heic')).toBe(true);
    expect(isHeic({ type: 'image/heic', name: 'IMG_1.HEIC' }, 'image/png')).toBe(false);
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
  });
});
