import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageError } from './errors.ts';
import { parseAsideName } from './files.ts';
import { parseRange } from './http.ts';
import { assertValidKey, bucketDir, isValidBucketName, objectPath } from './keys.ts';
import { mimeAllowed, resolveContentType } from './mime.ts';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    return err instanceof StorageError ? err.code : 'not a StorageError';
  }
  return undefined;
}

describe('object names', () => {
  it.each(['a.png', 'folder/sub/a b.png', 'ünï/cödé.png', '.hidden', 'a..b.png', '...'])(
    'accepts %j',
    (key) => {
      expect(codeOf(() => assertValidKey(key))).toBeUndefined();
    },
  );

  it.each([
    '',
    '../x.png',
    'a/../../x.png',
    '/abs.png',
    'a\\b.png',
    'a/./b.png',
    'a//b.png',
    'dir/',
    'ctrl\u0001.png',
    'nul\u0000',
    'x'.repeat(1025),
  ])('refuses %j as InvalidKey', (key) => {
    expect(codeOf(() => assertValidKey(key))).toBe('InvalidKey');
  });

  it('keeps every object path inside its bucket folder', () => {
    const dataDir = '/srv/data';
    expect(objectPath(dataDir, 'news', 'a/b.png')).toBe('/srv/data/storage/news/a/b.png');
    expect(codeOf(() => objectPath(dataDir, 'news', '../../etc/passwd'))).toBe('InvalidKey');
    expect(codeOf(() => bucketDir(dataDir, '..'))).toBe('InvalidBucketName');
    expect(codeOf(() => bucketDir(dataDir, 'a/b'))).toBe('InvalidBucketName');
  });

  it('accepts the bucket names hosted storage accepts and no path tricks', () => {
    expect(isValidBucketName('news')).toBe(true);
    expect(isValidBucketName('my bucket (1)')).toBe(true);
    for (const bad of ['', '.', '..', 'a/b', 'a\\b', ' lead', 'x'.repeat(101), 42]) {
      expect(isValidBucketName(bad), String(bad)).toBe(false);
    }
  });
});

describe('byte ranges', () => {
  it.each([
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=90-200', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
  ] as const)('%s of %i bytes', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });

  it.each(['bytes=100-', 'bytes=-0', 'bytes=500-600'])('%s of 100 bytes is unsatisfiable', (header) => {
    expect(parseRange(header, 100)).toBe('unsatisfiable');
  });

  it.each(['bytes=5-1', 'bytes=0-1,5-6', 'items=0-1', 'bytes=-', 'bytes=a-b'])('ignores %s', (header) => {
    expect(parseRange(header, 100)).toBeUndefined();
  });
});

describe('content types', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'storage-mime-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

  async function fileWith(bytes: Buffer): Promise<string> {
    const file = path.join(dir, `${Math.random()}`);
    await writeFile(file, bytes);
    return file;
  }

  async function rejection(promise: Promise<unknown>): Promise<string | undefined> {
    return promise.then(
      () => undefined,
      (err: unknown) => (err instanceof StorageError ? `${err.code} ${err.message}` : String(err)),
    );
  }

  it('matches allowed types exactly or by wildcard', () => {
    expect(mimeAllowed('image/png', null)).toBe(true);
    expect(mimeAllowed('image/png', ['image/*'])).toBe(true);
    expect(mimeAllowed('image/png', ['IMAGE/PNG'])).toBe(true);
    expect(mimeAllowed('text/plain', ['image/*'])).toBe(false);
    expect(mimeAllowed('image/png', ['image/jpeg'])).toBe(false);
  });

  it('trusts the bytes over the declared type', async () => {
    const png = await fileWith(PNG_HEADER);
    expect(await resolveContentType(png, 'image/png', ['image/png'])).toBe('image/png');
    expect(await resolveContentType(png, 'text/plain', ['image/png'])).toBe('image/png');
  });

  it('refuses a declared image type that the bytes do not back', async () => {
    const text = await fileWith(Buffer.from('hello'));
    expect(await rejection(resolveContentType(text, 'image/png', null))).toBe(
      'InvalidMimeType mime type image/png is not supported',
    );
    expect(await resolveContentType(text, 'text/plain;charset=UTF-8', null)).toBe('text/plain;charset=UTF-8');
    expect(await rejection(resolveContentType(text, 'text/plain', ['image/*']))).toBe(
      'InvalidMimeType mime type text/plain is not supported',
    );
    expect(await resolveContentType(text, 'text/plain\r\nx-evil: 1', null)).toBe('application/octet-stream');
    expect(await resolveContentType(await fileWith(PNG_HEADER), 'undefined', ['image/*'])).toBe('image/png');
    expect(await resolveContentType(text, undefined, null)).toBe('application/octet-stream');
  });
});

describe('set-aside file names', () => {
  it('records the kind and the original file', () => {
    expect(parseAsideName('/d/.~r.0123456789ab.photo.png')).toEqual({
      kind: 'replaced',
      original: '/d/photo.png',
    });
    expect(parseAsideName('/d/.~u.0123456789ab')).toEqual({ kind: 'upload', original: undefined });
    expect(parseAsideName('/d/photo.png')).toBeUndefined();
    expect(parseAsideName('/d/.~x.0123456789ab.photo.png')).toBeUndefined();
  });
});
