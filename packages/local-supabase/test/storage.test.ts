import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createPool } from '../src/db.ts';
import { signJwt } from '../src/jwt.ts';
import { recoverInterruptedWrites } from '../src/storage/recovery.ts';

// The Storage service through supabase-js (the official client) against the running stack.
// Buckets, policies and users are made here, so nothing depends on the project's migrations.

const stack = inject('stack');
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } } as const;
const run = randomUUID().slice(0, 8);
const PUBLIC = `it-public-${run}`; // public, 1 MB, images only
const PRIVATE = `it-private-${run}`; // private, no limits; service role only (no policies)
const MEMBERS = `it-members-${run}`; // policies: authenticated users insert and read their own
const PASSWORD = 'storage-test-password';

const storageRoot = path.join(stack.dataDir, 'storage');
const service = createClient(stack.url, stack.serviceRoleKey, clientOptions);
const anon = createClient(stack.url, stack.anonKey, clientOptions);
let member: SupabaseClient;
let memberId: string;
let db: pg.Client;

const png = (background: string, width = 4) =>
  sharp({ create: { width, height: 4, channels: 3, background } })
    .png()
    .toBuffer();

/** Every file under the storage folder, relative to it. */
async function storedFiles(): Promise<string[]> {
  if (!existsSync(storageRoot)) return [];
  const entries = await readdir(storageRoot, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(storageRoot, path.join(e.parentPath, e.name)))
    .sort();
}

/** Temporary or set-aside files (`.~<uuid>.upload|replaced|deleted`) left anywhere in storage. */
async function leftovers(): Promise<string[]> {
  return (await storedFiles()).filter((f) => path.basename(f).startsWith('.~'));
}

async function jsonError(res: Response): Promise<Record<string, unknown>> {
  expect(res.headers.get('content-type') ?? '').toMatch(/application\/json/);
  const text = await res.text();
  expect(text).not.toMatch(/\n\s+at /); // never a stack trace
  return JSON.parse(text) as Record<string, unknown>;
}

function rawUpload(bucketAndKey: string, body: Uint8Array, key = stack.serviceRoleKey): Promise<Response> {
  return fetch(`${stack.url}/storage/v1/object/${bucketAndKey}`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'image/png' },
    body,
  });
}

beforeAll(async () => {
  const buckets: Array<[string, { public: boolean; fileSizeLimit?: string; allowedMimeTypes?: string[] }]> = [
    [
      PUBLIC,
      { public: true, fileSizeLimit: '1MB', allowedMimeTypes: ['image/png', 'image/jpeg', 'image/webp'] },
    ],
    [PRIVATE, { public: false }],
    [MEMBERS, { public: false }],
  ];
  for (const [id, options] of buckets) {
    const { error } = await service.storage.createBucket(id, options);
    expect(error).toBeNull();
  }

  db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  await db.query(`
    create policy "it ${run} members insert" on storage.objects for insert to authenticated
      with check (bucket_id = '${MEMBERS}' and owner = (select auth.uid()));
    create policy "it ${run} members read own" on storage.objects for select to authenticated
      using (bucket_id = '${MEMBERS}' and owner = (select auth.uid()));
    create policy "it ${run} members delete own" on storage.objects for delete to authenticated
      using (bucket_id = '${MEMBERS}' and owner = (select auth.uid()));
    -- Lets a test make the row write fail at COMMIT (a deferred constraint trigger), i.e. after
    -- the service has already renamed the new file into place: the hardest moment to fail.
    create or replace function public.it_storage_fail_${run}() returns trigger language plpgsql as $$
    begin
      if new.user_metadata ->> 'fail' = 'yes' then raise exception 'forced failure for the test'; end if;
      return new;
    end $$;
    create constraint trigger it_storage_fail_${run} after insert or update on storage.objects
      deferrable initially deferred
      for each row execute function public.it_storage_fail_${run}();
  `);

  const email = `storage-${run}@example.com`;
  const { data: created, error: createError } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  expect(createError).toBeNull();
  memberId = created.user!.id;
  member = createClient(stack.url, stack.anonKey, clientOptions);
  const { error: signInError } = await member.auth.signInWithPassword({ email, password: PASSWORD });
  expect(signInError).toBeNull();
});

afterAll(async () => {
  if (!db) return;
  await db.query(`
    drop trigger if exists it_storage_fail_${run} on storage.objects;
    drop function if exists public.it_storage_fail_${run}();
    drop policy if exists "it ${run} members insert" on storage.objects;
    drop policy if exists "it ${run} members read own" on storage.objects;
    drop policy if exists "it ${run} members delete own" on storage.objects;
  `);
  await db.end();
});

describe('storage: uploads', () => {
  it('uploads a raw Buffer and serves the same bytes at the public URL', async () => {
    const bytes = await png('#0E5A3A');
    const { data, error } = await service.storage
      .from(PUBLIC)
      .upload('raw/pitch.png', bytes, { contentType: 'image/png', cacheControl: '3600' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'raw/pitch.png', fullPath: `${PUBLIC}/raw/pitch.png` });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);

    const { publicUrl } = service.storage.from(PUBLIC).getPublicUrl('raw/pitch.png').data;
    const res = await fetch(publicUrl); // no apikey, no Authorization: as an <img> loads it
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    // On disk where the layout says, with the same bytes.
    expect((await readFile(path.join(storageRoot, PUBLIC, 'raw', 'pitch.png'))).equals(bytes)).toBe(true);

    const { rows } = await db.query(
      `select metadata from storage.objects where bucket_id = $1 and name = 'raw/pitch.png'`,
      [PUBLIC],
    );
    expect(rows[0].metadata).toMatchObject({
      size: bytes.length,
      mimetype: 'image/png',
      cacheControl: 'max-age=3600',
    });
  });

  it('uploads an ArrayBuffer, a Blob and a File (multipart) and downloads them back', async () => {
    const bytes = await png('#D4AF37');
    const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    const uploads: Array<[string, ArrayBuffer | Blob | File]> = [
      ['kinds/array-buffer.png', arrayBuffer as ArrayBuffer],
      ['kinds/blob.png', new Blob([bytes], { type: 'image/png' })],
      ['kinds/file.png', new File([bytes], 'file.png', { type: 'image/png' })],
    ];
    for (const [name, body] of uploads) {
      const { error } = await service.storage.from(PUBLIC).upload(name, body, { contentType: 'image/png' });
      expect(error, name).toBeNull();
      const { data, error: downloadError } = await service.storage.from(PUBLIC).download(name);
      expect(downloadError).toBeNull();
      expect(Buffer.from(await data!.arrayBuffer()).equals(bytes), name).toBe(true);
      expect(data!.type).toBe('image/png');
    }
    // The multipart field cacheControl is stored as max-age=<seconds>.
    const res = await fetch(service.storage.from(PUBLIC).getPublicUrl('kinds/file.png').data.publicUrl);
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    await res.arrayBuffer();
  });

  it('refuses a duplicate without upsert (409) and replaces with upsert', async () => {
    const first = await png('#111111');
    const second = await png('#EEEEEE', 6);
    expect(
      (await service.storage.from(PUBLIC).upload('dup.png', first, { contentType: 'image/png' })).error,
    ).toBeNull();

    const dup = await service.storage.from(PUBLIC).upload('dup.png', second, { contentType: 'image/png' });
    expect(dup.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const url = service.storage.from(PUBLIC).getPublicUrl('dup.png').data.publicUrl;
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(first)).toBe(true);

    const up = await service.storage
      .from(PUBLIC)
      .upload('dup.png', second, { contentType: 'image/png', upsert: true });
    expect(up.error).toBeNull();
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(second)).toBe(true);
    expect(await leftovers()).toEqual([]);
  });

  it('refuses an object over the bucket size limit with 413 and keeps nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([await png('#123456'), Buffer.alloc(1024 * 1024 + 10)]);
    const { error } = await service.storage
      .from(PUBLIC)
      .upload('too-big.png', big, { contentType: 'image/png' });
    expect(error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const file = new File([big], 'too-big.png', { type: 'image/png' });
    const multipart = await service.storage.from(PUBLIC).upload('too-big.png', file);
    expect(multipart.error).toMatchObject({ statusCode: '413' });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a text file named .png (415), judging by the bytes, not the declared type', async () => {
    const text = Buffer.from('just some text, not an image\n');
    const raw = await service.storage.from(PUBLIC).upload('fake.png', text, { contentType: 'image/png' });
    expect(raw.error).toMatchObject({ statusCode: '415' });
    const file = new File([text], 'fake.png', { type: 'image/png' });
    const multipart = await service.storage.from(PUBLIC).upload('fake.png', file);
    expect(multipart.error).toMatchObject({ statusCode: '415' });
    // Also refused by type when declared honestly: the bucket takes images only.
    const honest = await service.storage
      .from(PUBLIC)
      .upload('notes.txt', text, { contentType: 'text/plain' });
    expect(honest.error).toMatchObject({
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });
    expect(existsSync(path.join(storageRoot, PUBLIC, 'fake.png'))).toBe(false);
  });

  it('stores the sniffed type when the declared one is wrong', async () => {
    const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    const { error } = await service.storage
      .from(PUBLIC)
      .upload('photo.png', bytes, { contentType: 'image/png' });
    expect(error).toBeNull();
    const res = await fetch(service.storage.from(PUBLIC).getPublicUrl('photo.png').data.publicUrl);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    await res.arrayBuffer();
  });

  it('serves uploaded SVG with a sandboxing Content-Security-Policy', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const { error } = await service.storage
      .from(PRIVATE)
      .upload('markup/x.svg', svg, { contentType: 'image/svg+xml' });
    expect(error).toBeNull();
    const signed = await service.storage.from(PRIVATE).createSignedUrl('markup/x.svg', 60);
    const res = await fetch(signed.data!.signedUrl);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(await res.text()).toBe(svg);
  });

  it('keeps text files in buckets without type limits, with their declared type', async () => {
    const { error } = await service.storage
      .from(PRIVATE)
      .upload('docs/readme.txt', 'hello storage', { contentType: 'text/plain;charset=UTF-8' });
    expect(error).toBeNull();
    const { data } = await service.storage.from(PRIVATE).download('docs/readme.txt');
    expect(await data!.text()).toBe('hello storage');
    expect(data!.type).toBe('text/plain;charset=utf-8');
  });
});

describe('storage: consistency', () => {
  it('streams a multi-megabyte body to disk intact', async () => {
    const bytes = randomBytes(4 * 1024 * 1024 + 123);
    const { error } = await service.storage
      .from(PRIVATE)
      .upload('large/blob.bin', bytes, { contentType: 'application/octet-stream' });
    expect(error).toBeNull();
    expect((await readFile(path.join(storageRoot, PRIVATE, 'large', 'blob.bin'))).equals(bytes)).toBe(true);
    const { data } = await service.storage.from(PRIVATE).download('large/blob.bin');
    expect(Buffer.from(await data!.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('keeps the file and the row in agreement under concurrent upserts of one key', async () => {
    const versions = await Promise.all(
      ['#100000', '#200000', '#300000', '#400000', '#500000'].map((c, i) => png(c, 4 + i)),
    );
    const results = await Promise.all(
      versions.map((bytes) =>
        service.storage
          .from(PUBLIC)
          .upload('race/one.png', bytes, { contentType: 'image/png', upsert: true }),
      ),
    );
    for (const r of results) expect(r.error).toBeNull();
    const onDisk = await readFile(path.join(storageRoot, PUBLIC, 'race', 'one.png'));
    expect(versions.some((v) => v.equals(onDisk))).toBe(true);
    const { rows } = await db.query(
      `select metadata from storage.objects where bucket_id = $1 and name = 'race/one.png'`,
      [PUBLIC],
    );
    expect(rows[0].metadata.eTag).toBe(`"${createHash('md5').update(onDisk).digest('hex')}"`);
    expect(rows[0].metadata.size).toBe(onDisk.length);
    expect(await leftovers()).toEqual([]);
  });

  it('answers exists() and info() for objects', async () => {
    expect((await service.storage.from(PUBLIC).exists('race/one.png')).data).toBe(true);
    expect((await service.storage.from(PUBLIC).exists('race/none.png')).data).toBe(false);
    const { data, error } = await service.storage.from(PUBLIC).info('race/one.png');
    expect(error).toBeNull();
    expect(data).toMatchObject({ name: 'race/one.png', bucketId: PUBLIC, contentType: 'image/png' });
  });
});

describe('storage: public URLs', () => {
  let url: string;
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await png('#0E5A3A', 8);
    await service.storage
      .from(PUBLIC)
      .upload('http/cached.png', bytes, { contentType: 'image/png', upsert: true });
    url = service.storage.from(PUBLIC).getPublicUrl('http/cached.png').data.publicUrl;
  });

  it('answers an ETag and 304 for If-None-Match', async () => {
    const first = await fetch(url);
    const etag = first.headers.get('etag');
    await first.arrayBuffer();
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await fetch(url, { headers: { 'if-none-match': '"something-else"' } });
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });

  it('answers byte ranges with 206 and unsatisfiable ones with 416', async () => {
    const part = await fetch(url, { headers: { range: 'bytes=1-4' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-4/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1, 5))).toBe(true);

    const tail = await fetch(url, { headers: { range: 'bytes=-3' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 3))).toBe(true);

    const beyond = await fetch(url, { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    expect(await jsonError(beyond)).toMatchObject({ statusCode: '416', code: 'InvalidRange' });
  });

  it('answers HEAD with the headers only', async () => {
    const res = await fetch(url, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it('does not serve private buckets or missing objects publicly', async () => {
    await service.storage
      .from(PRIVATE)
      .upload('secret.png', await png('#000000'), { contentType: 'image/png' });
    const priv = await fetch(service.storage.from(PRIVATE).getPublicUrl('secret.png').data.publicUrl);
    expect(priv.status).toBe(400);
    expect(await jsonError(priv)).toMatchObject({
      statusCode: '404',
      code: 'NoSuchBucket',
      message: 'Bucket not found',
    });
    const missing = await fetch(service.storage.from(PUBLIC).getPublicUrl('nope.png').data.publicUrl);
    expect(await jsonError(missing)).toMatchObject({
      statusCode: '404',
      code: 'NoSuchKey',
      message: 'Object not found',
    });
  });

  it('serves private objects through signed URLs only while the token is valid', async () => {
    const bytes = await png('#ABCDEF');
    await service.storage.from(PRIVATE).upload('signed/a.png', bytes, { contentType: 'image/png' });
    const { data, error } = await service.storage.from(PRIVATE).createSignedUrl('signed/a.png', 60);
    expect(error).toBeNull();
    const ok = await fetch(data!.signedUrl);
    expect(ok.status).toBe(200);
    expect(Buffer.from(await ok.arrayBuffer()).equals(bytes)).toBe(true);

    // A token for another object, a forged token and an expired one are refused.
    const other = data!.signedUrl.replace('signed/a.png', 'secret.png');
    expect(await jsonError(await fetch(other))).toMatchObject({
      statusCode: '400',
      code: 'InvalidSignature',
    });
    const forged = data!.signedUrl.replace(/token=.*$/, 'token=abc.def.ghi');
    expect(await jsonError(await fetch(forged))).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await signJwt(
      { url: `${PRIVATE}/signed/a.png`, iat: past - 60, exp: past },
      stack.jwtSecret,
    );
    const res = await fetch(data!.signedUrl.replace(/token=.*$/, `token=${expired}`));
    expect(await jsonError(res)).toMatchObject({ statusCode: '400', code: 'ExpiredToken' });
  });
});

describe('storage: list, move, copy, remove', () => {
  beforeAll(async () => {
    for (const name of ['list/b.png', 'list/a.png', 'list/sub/c.png', 'list/sub/deeper/d.png']) {
      const { error } = await service.storage
        .from(PUBLIC)
        .upload(name, await png('#224466'), { contentType: 'image/png' });
      expect(error).toBeNull();
    }
  });

  it('lists one level: folders first (id null), then files with their metadata', async () => {
    const { data, error } = await service.storage.from(PUBLIC).list('list');
    expect(error).toBeNull();
    expect(data!.map((e) => [e.name, e.id === null])).toEqual([
      ['sub', true],
      ['a.png', false],
      ['b.png', false],
    ]);
    const file = data!.find((e) => e.name === 'a.png')!;
    expect(file.metadata).toMatchObject({ mimetype: 'image/png', cacheControl: 'max-age=3600' });
    expect(file.metadata?.size).toBeGreaterThan(0);
    expect(Date.parse(file.created_at ?? '')).not.toBeNaN();

    const page = await service.storage.from(PUBLIC).list('list', { limit: 1, offset: 1 });
    expect(page.data!.map((e) => e.name)).toEqual(['a.png']);
    const search = await service.storage.from(PUBLIC).list('list', { search: 'b' });
    expect(search.data!.map((e) => e.name)).toEqual(['b.png']);
    const desc = await service.storage
      .from(PUBLIC)
      .list('list', { sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data!.map((e) => e.name)).toEqual(['sub', 'b.png', 'a.png']);
    const root = await service.storage.from(PUBLIC).list();
    expect(root.data!.map((e) => e.name)).toContain('list');
  });

  it('moves and copies objects, bytes included', async () => {
    const bytes = await png('#336699');
    await service.storage.from(PUBLIC).upload('moving/from.png', bytes, { contentType: 'image/png' });
    expect((await service.storage.from(PUBLIC).move('moving/from.png', 'moving/to.png')).error).toBeNull();
    expect(existsSync(path.join(storageRoot, PUBLIC, 'moving', 'from.png'))).toBe(false);
    const copy = await service.storage.from(PUBLIC).copy('moving/to.png', 'moving/copy.png');
    expect(copy.error).toBeNull();
    expect(copy.data!.path).toBe(`${PUBLIC}/moving/copy.png`);
    for (const name of ['moving/to.png', 'moving/copy.png']) {
      const { data } = await service.storage.from(PUBLIC).download(name);
      expect(Buffer.from(await data!.arrayBuffer()).equals(bytes), name).toBe(true);
    }
    const missing = await service.storage.from(PUBLIC).move('moving/none.png', 'moving/x.png');
    expect(missing.error).toMatchObject({ statusCode: '404' });
  });

  it('removes objects: rows and files, answering the deleted rows', async () => {
    const { data, error } = await service.storage.from(PUBLIC).remove(['list/a.png', 'list/none.png']);
    expect(error).toBeNull();
    expect(data!.map((r) => r.name)).toEqual(['list/a.png']);
    expect(existsSync(path.join(storageRoot, PUBLIC, 'list', 'a.png'))).toBe(false);
    const res = await fetch(service.storage.from(PUBLIC).getPublicUrl('list/a.png').data.publicUrl);
    expect(await jsonError(res)).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    const list = await service.storage.from(PUBLIC).list('list');
    expect(list.data!.map((e) => e.name)).toEqual(['sub', 'b.png']);
    // Empty folders go with their last object.
    await service.storage.from(PUBLIC).remove(['list/sub/deeper/d.png']);
    expect(existsSync(path.join(storageRoot, PUBLIC, 'list', 'sub', 'deeper'))).toBe(false);
  });

  it('refuses a direct DELETE on storage.objects (hosted guard)', async () => {
    await expect(db.query(`delete from storage.objects where bucket_id = $1`, [PUBLIC])).rejects.toThrow(
      /Direct deletion from storage tables is not allowed/,
    );
  });
});

describe('storage: row level security', () => {
  it('lets the policy decide: anon is denied (403), a signed-in member may upload', async () => {
    const bytes = await png('#0E5A3A');
    const denied = await anon.storage
      .from(MEMBERS)
      .upload(`${run}/anon.png`, bytes, { contentType: 'image/png' });
    expect(denied.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect(existsSync(path.join(storageRoot, MEMBERS, run, 'anon.png'))).toBe(false);

    const ok = await member.storage
      .from(MEMBERS)
      .upload(`${run}/mine.png`, bytes, { contentType: 'image/png' });
    expect(ok.error).toBeNull();
    const { rows } = await db.query(
      `select owner, owner_id from storage.objects where bucket_id = $1 and name = $2`,
      [MEMBERS, `${run}/mine.png`],
    );
    expect(rows[0]).toEqual({ owner: memberId, owner_id: memberId });
  });

  it('reads, lists and removes only what SELECT/DELETE policies allow', async () => {
    const { data } = await member.storage.from(MEMBERS).download(`${run}/mine.png`);
    expect(data).not.toBeNull();
    const hidden = await anon.storage.from(MEMBERS).download(`${run}/mine.png`);
    expect(hidden.error).not.toBeNull();
    expect((await anon.storage.from(MEMBERS).list(run)).data).toEqual([]);
    expect((await member.storage.from(MEMBERS).list(run)).data!.map((e) => e.name)).toEqual(['mine.png']);
    // Upsert needs an UPDATE policy, which members do not have.
    const upsert = await member.storage
      .from(MEMBERS)
      .upload(`${run}/mine.png`, await png('#FFFFFF'), { contentType: 'image/png', upsert: true });
    expect(upsert.error).toMatchObject({ statusCode: '403' });
    // Anon removes nothing; the owner removes the object.
    expect((await anon.storage.from(MEMBERS).remove([`${run}/mine.png`])).data).toEqual([]);
    expect((await member.storage.from(MEMBERS).remove([`${run}/mine.png`])).data).toHaveLength(1);
  });

  it('signed upload URLs: permission checked when signing, the bearer uploads as that owner', async () => {
    const denied = await anon.storage.from(MEMBERS).createSignedUploadUrl(`${run}/signed-anon.png`);
    expect(denied.error).toMatchObject({ statusCode: '403' });

    const { data, error } = await member.storage.from(MEMBERS).createSignedUploadUrl(`${run}/signed.png`);
    expect(error).toBeNull();
    expect(data!.signedUrl).toContain(`/object/upload/sign/${MEMBERS}/${run}/signed.png?token=`);
    const bytes = await png('#5A0E3A');
    // Anyone holding the token may upload (anon client here), once, to that name only.
    const other = await anon.storage
      .from(MEMBERS)
      .uploadToSignedUrl(`${run}/elsewhere.png`, data!.token, bytes);
    expect(other.error).toMatchObject({ statusCode: '400' });
    const up = await anon.storage
      .from(MEMBERS)
      .uploadToSignedUrl(`${run}/signed.png`, data!.token, bytes, { contentType: 'image/png' });
    expect(up.error).toBeNull();
    expect(up.data!.fullPath).toBe(`${MEMBERS}/${run}/signed.png`);
    const { rows } = await db.query(`select owner from storage.objects where bucket_id = $1 and name = $2`, [
      MEMBERS,
      `${run}/signed.png`,
    ]);
    expect(rows[0].owner).toBe(memberId);
    const again = await anon.storage.from(MEMBERS).uploadToSignedUrl(`${run}/signed.png`, data!.token, bytes);
    expect(again.error).toMatchObject({ statusCode: '409' });
    // An upload token is not a download link.
    const res = await fetch(
      `${stack.url}/storage/v1/object/sign/${MEMBERS}/${run}/signed.png?token=${data!.token}`,
    );
    expect(await jsonError(res)).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
  });

  it('leaves bucket management to the service role (RLS on storage.buckets)', async () => {
    const { error } = await anon.storage.createBucket(`it-anon-${run}`);
    expect(error).toMatchObject({ statusCode: '403' });
    expect((await anon.storage.listBuckets()).data).toEqual([]);
    expect((await member.storage.getBucket(PUBLIC)).error).toMatchObject({ statusCode: '404' });
  });

  it('refuses forged and expired tokens with statusCode 403', async () => {
    const forged = await signJwt({ role: 'service_role' }, 'a-different-secret-that-is-long-enough-1234');
    const expired = await signJwt(
      { role: 'service_role', exp: Math.floor(Date.now() / 1000) - 10 },
      stack.jwtSecret,
    );
    for (const token of [forged, expired, 'not-a-jwt']) {
      const res = await fetch(`${stack.url}/storage/v1/object/list/${PUBLIC}`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: '{}',
      });
      expect(res.status).toBe(400);
      expect(await jsonError(res)).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
    }
  });
});

describe('storage: hostile input', () => {
  it('refuses names that leave the bucket with a 400 JSON error and writes nothing', async () => {
    const before = await storedFiles();
    const bytes = await png('#FF0000');
    // Percent-encoded so that the client's URL parser cannot normalise them away.
    for (const key of [
      '..%2Fx.png',
      '..%2F..%2F..%2Fescape.png',
      '/abs.png',
      'a%5Cb.png',
      'ctrl%01.png',
      'a%2F.%2Fb.png',
      'a%2F%2Fb.png',
    ]) {
      const res = await rawUpload(`${PUBLIC}/${key}`, bytes);
      expect(res.status, key).toBe(400);
      expect(await jsonError(res), key).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    }
    // Through supabase-js: `../x.png` loses its dot segment in the URL, leaving no name at all.
    const viaClient = await service.storage
      .from(PUBLIC)
      .upload('../x.png', bytes, { contentType: 'image/png' });
    expect(viaClient.error).toMatchObject({ statusCode: '400' });

    expect(await storedFiles()).toEqual(before);
    for (const outside of [
      path.join(stack.dataDir, 'x.png'),
      path.join(storageRoot, 'x.png'),
      path.join(stack.dataDir, 'escape.png'),
      path.join(path.dirname(stack.dataDir), 'escape.png'),
      '/abs.png',
    ]) {
      expect(existsSync(outside), outside).toBe(false);
    }
  });

  it('answers malformed bodies and unknown routes with JSON errors', async () => {
    const headers = { apikey: stack.serviceRoleKey, 'content-type': 'application/json' };
    const list = await fetch(`${stack.url}/storage/v1/object/list/${PUBLIC}`, {
      method: 'POST',
      headers,
      body: '{',
    });
    expect(await jsonError(list)).toMatchObject({ statusCode: '400' });
    const remove = await fetch(`${stack.url}/storage/v1/object/${PUBLIC}`, {
      method: 'DELETE',
      headers,
      body: '{"prefixes": "x"}',
    });
    expect(await jsonError(remove)).toMatchObject({ statusCode: '400' });
    const multipart = await fetch(`${stack.url}/storage/v1/object/${PUBLIC}/broken.png`, {
      method: 'POST',
      headers: { apikey: stack.serviceRoleKey, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name=""; filename="a.png"\r\n\r\nnot finished',
    });
    expect(await jsonError(multipart)).toMatchObject({ statusCode: '400' });
    const unknown = await fetch(`${stack.url}/storage/v1/nowhere`, { headers: { apikey: stack.anonKey } });
    expect(unknown.status).toBe(404);
    await jsonError(unknown);
    const noBucket = await service.storage.from(`missing-${run}`).upload('a.png', await png('#000'));
    expect(noBucket.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    expect(await leftovers()).toEqual([]);
  });

  it('leaves no file when the database write fails, and keeps the old bytes on a failed replace', async () => {
    const before = await storedFiles();
    const fresh = await service.storage
      .from(PUBLIC)
      .upload('fails/new.png', await png('#010101'), { contentType: 'image/png', metadata: { fail: 'yes' } });
    expect(fresh.error).not.toBeNull();
    expect(await storedFiles()).toEqual(before);
    expect(existsSync(path.join(storageRoot, PUBLIC, 'fails'))).toBe(false);

    const original = await png('#020202');
    await service.storage.from(PUBLIC).upload('fails/keep.png', original, { contentType: 'image/png' });
    const replace = await service.storage.from(PUBLIC).upload('fails/keep.png', await png('#030303', 9), {
      contentType: 'image/png',
      upsert: true,
      metadata: { fail: 'yes' },
    });
    expect(replace.error).not.toBeNull();
    const { data } = await service.storage.from(PUBLIC).download('fails/keep.png');
    expect(Buffer.from(await data!.arrayBuffer()).equals(original)).toBe(true);
    expect(await leftovers()).toEqual([]);
  });
});

describe('storage: buckets', () => {
  it('creates, reads, updates, empties and deletes a bucket', async () => {
    const id = `it-crud-${run}`;
    expect((await service.storage.createBucket(id, { public: false })).error).toBeNull();
    expect((await service.storage.createBucket(id)).error).toMatchObject({ statusCode: '409' });
    const updated = await service.storage.updateBucket(id, {
      public: true,
      fileSizeLimit: 2048,
      allowedMimeTypes: ['image/*'],
    });
    expect(updated.error).toBeNull();
    const { data } = await service.storage.getBucket(id);
    expect(data).toMatchObject({
      id,
      name: id,
      public: true,
      file_size_limit: 2048,
      allowed_mime_types: ['image/*'],
    });
    expect((await service.storage.listBuckets()).data!.map((b) => b.id)).toContain(id);

    await service.storage.from(id).upload('x/one.png', await png('#444444'), { contentType: 'image/png' });
    expect((await service.storage.deleteBucket(id)).error).toMatchObject({ statusCode: '409' });
    expect((await service.storage.emptyBucket(id)).error).toBeNull();
    expect((await service.storage.deleteBucket(id)).error).toBeNull();
    expect((await service.storage.getBucket(id)).error).toMatchObject({ statusCode: '404' });
    expect(existsSync(path.join(storageRoot, id))).toBe(false);
  });

  it('refuses bucket names that are not folder names', async () => {
    for (const name of ['..', 'a/b', ' padded']) {
      const res = await fetch(`${stack.url}/storage/v1/bucket`, {
        method: 'POST',
        headers: { apikey: stack.serviceRoleKey, 'content-type': 'application/json' },
        body: JSON.stringify({ id: name, name }),
      });
      expect(await jsonError(res), name).toMatchObject({ statusCode: '400', code: 'InvalidBucketName' });
    }
  });
});

describe('storage: recovery after a crash mid-write', () => {
  it('puts back what an unfinished delete or replace set aside and drops staged uploads', async () => {
    const dir = path.join(storageRoot, PUBLIC, 'recover');
    const a = await png('#0A0A0A');
    const b = await png('#0B0B0B', 7);
    for (const name of ['kept.png', 'replaced.png', '.~u.0123456789ab.legit.png']) {
      const { error } = await service.storage
        .from(PUBLIC)
        .upload(`recover/${name}`, a, { contentType: 'image/png' });
      expect(error, name).toBeNull();
    }
    // A delete killed before its commit: the row is there, the file was set aside.
    await rename(path.join(dir, 'kept.png'), path.join(dir, '.~d.aaaaaaaaaaaa.kept.png'));
    // A replace killed before its commit: the new bytes are in place, the old ones aside.
    await rename(path.join(dir, 'replaced.png'), path.join(dir, '.~r.bbbbbbbbbbbb.replaced.png'));
    await writeFile(path.join(dir, 'replaced.png'), b);
    // A staged upload and a delete that did commit (no row): garbage.
    await writeFile(path.join(dir, '.~u.cccccccccccc.new.png'), b);
    await writeFile(path.join(dir, '.~d.dddddddddddd.gone.png'), b);

    const pool = createPool(stack.dbUrl, 2);
    try {
      const ctx = { config: loadConfig({}, { dataDir: stack.dataDir }), pool, log: () => {} };
      expect(await recoverInterruptedWrites(ctx, Date.now() + 1000)).toBe(4);
    } finally {
      await pool.end();
    }
    expect((await readdir(dir)).sort()).toEqual(['.~u.0123456789ab.legit.png', 'kept.png', 'replaced.png']);
    expect((await readFile(path.join(dir, 'kept.png'))).equals(a)).toBe(true);
    expect((await readFile(path.join(dir, 'replaced.png'))).equals(a)).toBe(true);
    const names = ['kept.png', 'replaced.png', '.~u.0123456789ab.legit.png'].map((n) => `recover/${n}`);
    expect((await service.storage.from(PUBLIC).remove(names)).data).toHaveLength(3);
    expect(existsSync(dir)).toBe(false);
  });
});
