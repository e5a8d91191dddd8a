import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createImageVariants, ImageError } from './imageVariants.ts';

const API = 'http://127.0.0.1:54321';
let root: string;
let png: Buffer;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'image-variants-'));
  png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0e5a3a' } })
    .png()
    .toBuffer();
});

afterAll(() => rm(root, { recursive: true, force: true }));

/** Image variants over a stand-in for public storage that has one picture, media/name.png. */
function variants(cacheDir: string) {
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = String(input);
    return url === `${API}/storage/v1/object/public/media/name.png`
      ? new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } })
      : new Response('{"error":"not_found"}', { status: 404 });
  });
  const images = createImageVariants({
    supabaseUrl: API,
    widths: [320, 640],
    cacheDir,
    maxCacheBytes: 10 * 1024 * 1024,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { images, fetch };
}

const ask = (url: string) => ({ url, width: '320', format: 'webp', accept: undefined });

describe('image variants', () => {
  it('keeps one copy of a picture however its address is spelled', async () => {
    const cacheDir = path.join(root, 'spellings');
    const { images, fetch } = variants(cacheDir);
    const spellings = [
      '/storage/v1/object/public/media/name.png',
      '/storage/v1/object/public/media/%6Eame.png',
      '/storage/v1/object/public/media/%6eame.png',
      '/storage/v1/object/public/%6D%65dia/n%61m%65%2Epng',
      '/%73torage/v1/object/public/media/name.png',
      `${API}/storage/v1/object/public/media/name.png`,
    ];
    const made = [];
    for (const url of spellings) made.push(await images.variant(ask(url)));
    expect(new Set(made.map((variant) => variant.etag)).size).toBe(1);
    // One fetch from storage, one file on disk, fetched by its canonical address.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe(`${API}/storage/v1/object/public/media/name.png`);
    expect(await readdir(cacheDir)).toHaveLength(1);
  });

  it('refuses spellings that hide another path', async () => {
    const { images, fetch } = variants(path.join(root, 'refused'));
    for (const url of [
      '/storage/v1/object/public/media/a%2Fname.png',
      '/storage/v1/object/public/media/a%5Cname.png',
      '/storage/v1/object/public/media/%2E%2E/%2E%2E/name.png',
      '/storage/v1/object/public/media//name.png',
      '/storage/v1/object/public/media/name%00.png',
      '/storage/v1/object/public/media/%E0%A4%A.png',
      '/storage/v1/object/public/me%2Fdia/name.png',
    ]) {
      const refusal = await images.variant(ask(url)).catch((error: unknown) => error);
      expect(refusal, url).toBeInstanceOf(ImageError);
      expect((refusal as ImageError).status, url).toBe(400);
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
