/**
 * The academy's buckets are public for reading files by URL, and only that: the names of the
 * files (pictures of articles not yet published among them) are listed for active staff only.
 * The public key lists nothing, by the raw API as by the official client; an Editor lists what
 * was uploaded; the public URL serves the file to anyone, as hosted Supabase's public route does
 * without consulting row level security.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';
import { anonClient, serviceClient, stack, type Client } from './helpers.ts';

const fx = useFixture('listing');
const { tag } = fx;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
// The smallest MP4 the videos bucket's type check accepts: an ftyp box.
const MP4 = Buffer.from('0000001c667479706973346d0000020069736f6d69736f326d703431', 'hex');
const FILES = [
  { bucket: 'news', name: `${tag}/draft-article.png`, bytes: PNG, type: 'image/png' },
  { bucket: 'coaches', name: `${tag}/new-coach.png`, bytes: PNG, type: 'image/png' },
  { bucket: 'media', name: `${tag}/gallery.png`, bytes: PNG, type: 'image/png' },
  { bucket: 'videos', name: `${tag}/hero.mp4`, bytes: MP4, type: 'video/mp4' },
] as const;

let editor: Client;

beforeAll(async () => {
  editor = (await fx.staff('editor', 'Editor')).client;
  for (const f of FILES) {
    const { error } = await serviceClient()
      .storage.from(f.bucket)
      .upload(f.name, f.bytes, { contentType: f.type, upsert: true });
    if (error) throw new Error(`fixture ${f.bucket}/${f.name}: ${error.message}`);
  }
});

afterAll(async () => {
  for (const f of FILES) await serviceClient().storage.from(f.bucket).remove([f.name]);
});

describe.each(FILES)('bucket $bucket', (file) => {
  it('lists nothing to the public key, by the raw API and by supabase-js', async () => {
    const res = await fetch(`${stack().url}/storage/v1/object/list/${file.bucket}`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: tag, limit: 100 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    const root = await fetch(`${stack().url}/storage/v1/object/list/${file.bucket}`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(await root.json()).toEqual([]);
    const { data, error } = await anonClient().storage.from(file.bucket).list(tag);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('refuses the public key every API read of the file: download, info, signed URL', async () => {
    const storage = anonClient().storage.from(file.bucket);
    expect((await storage.download(file.name)).data).toBeNull();
    expect((await storage.info(file.name)).data).toBeNull();
    expect((await storage.createSignedUrl(file.name, 60)).data).toBeNull();
  });

  it('lists the file to active staff', async () => {
    const { data, error } = await editor.storage.from(file.bucket).list(tag);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name)).toEqual([file.name.slice(tag.length + 1)]);
  });

  it('serves the file to anyone by its public URL', async () => {
    const url = anonClient().storage.from(file.bucket).getPublicUrl(file.name).data.publicUrl;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(file.type);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(file.bytes);
  });
});
