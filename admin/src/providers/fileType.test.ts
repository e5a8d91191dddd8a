import { describe, expect, it } from 'vitest';
import { contentType, fileRefusal } from './fileType.ts';
import { hasFiles } from './uploads.ts';

// The smallest valid PNG (1x1), and the first bytes of a JPEG and an MP4 (their signatures).
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const MP4 = Uint8Array.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0, 0, 0, 0]);

const file = (bytes: BlobPart, name: string, type: string) => new File([bytes], name, { type });

describe('the type a file shows', () => {
  it('is read from its content, whatever its name or declared type', async () => {
    expect(await contentType(file(PNG, 'photo.jpg', 'image/jpeg'))).toBe('image/png');
    expect(await contentType(file('just some notes', 'notes.png', 'image/png'))).toBeUndefined();
  });
});

describe('fileRefusal (what the buckets would refuse)', () => {
  it('accepts an image by its content', async () => {
    expect(await fileRefusal(file(PNG, 'a.png', 'image/png'))).toBeNull();
    expect(await fileRefusal(file(JPEG, 'b', ''))).toBeNull();
  });

  it('refuses a text file renamed .png at once, with the reason', async () => {
    expect(await fileRefusal(file('hello', 'notes.png', 'image/png'))).toBe('app.upload.bad_type');
    expect(await fileRefusal(file(PNG, 'clip.mp4', 'video/mp4'), 'video')).toBe('app.upload.bad_video_type');
    expect(await fileRefusal(file(MP4, 'clip.mp4', 'video/mp4'), 'video')).toBeNull();
  });

  it('checks the size first, as the storage service does', async () => {
    const huge = file(new Uint8Array(6 * 1024 * 1024), 'huge.png', 'image/png');
    expect(await fileRefusal(huge)).toBe('app.upload.too_large');
  });
});

describe('hasFiles', () => {
  it('finds a picked file at any depth of a record', () => {
    const picked = file(PNG, 'a.png', 'image/png');
    expect(hasFiles({ gallery: [{ image_url: '/x.png' }, { image_url: picked }] })).toBe(true);
    expect(hasFiles({ photo_url: { rawFile: picked, src: 'blob:x' } })).toBe(true);
    expect(hasFiles({ title_en: 'No file', list: [1, 2] })).toBe(false);
  });
});
