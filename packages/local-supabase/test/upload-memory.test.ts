import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

// Uploads must stream: 100 parallel 10 MB chunked uploads with only the public key used to be
// buffered whole in the gateway (RSS from 478 MB to 2.8 GB, and it stayed there). Now the key, the
// JWT, the bucket and the caller's right to write are checked before the body is read, the size
// limit is enforced while reading, and objects stream to disk. The gateway runs in the process of
// the test stack (the global setup); its resident memory is read from /proc.

const stack = inject('stack');
const PARALLEL = 100;
const BODY_BYTES = 10 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x41);
const BUDGET_BYTES = 100 * 1024 * 1024;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
}

/** One chunked upload (no Content-Length) of `bytes`, written as fast as the server reads it. */
function chunkedUpload(
  url: string,
  headers: Record<string, string>,
  bytes: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: { ...headers, 'transfer-encoding': 'chunked' },
    });
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    // An answer before the whole body is sent may close the request side: the answer is what counts.
    req.on('error', (err) => (sent >= bytes ? reject(err) : undefined));
    pump();
  });
}

/** Runs the uploads while sampling the gateway's RSS; answers the answers and the peak rise. */
async function measure(
  uploads: () => Promise<{ status: number; body: string }>[],
): Promise<{ answers: { status: number; body: string }[]; peakRise: number; settledRise: number }> {
  global.gc?.();
  const before = rssOf(stack.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(stack.pid));
  }, 20);
  try {
    const answers = await Promise.all(uploads());
    await new Promise((r) => setTimeout(r, 500));
    peak = Math.max(peak, rssOf(stack.pid));
    return { answers, peakRise: peak - before, settledRise: rssOf(stack.pid) - before };
  } finally {
    clearInterval(sampler);
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

describe('upload memory', () => {
  it(`${PARALLEL} parallel 10 MB chunked uploads with the anon key: refused before reading, RSS +<100 MB`, async () => {
    const { answers, peakRise, settledRise } = await measure(() =>
      Array.from({ length: PARALLEL }, (_, i) =>
        chunkedUpload(
          `${stack.url}/storage/v1/object/media/flood/${i}.png`,
          { apikey: stack.anonKey, 'content-type': 'image/png' },
          BODY_BYTES,
        ),
      ),
    );
    console.log(`anon flood: RSS peak +${mb(peakRise)}, after +${mb(settledRise)}`);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
    }
    expect(peakRise).toBeLessThan(BUDGET_BYTES);
    // Nothing of the bodies reached the bucket folder.
    const folder = path.join(stack.dataDir, 'storage', 'media', 'flood');
    expect(await readdir(folder).catch(() => [])).toEqual([]);
  }, 90_000);

  it('20 parallel 10 MB uploads with the service key into a 5 MB bucket: 413 once 5 MB is passed, RSS +<100 MB', async () => {
    const { answers, peakRise } = await measure(() =>
      Array.from({ length: 20 }, (_, i) =>
        chunkedUpload(
          `${stack.url}/storage/v1/object/media/too-big/${i}.png`,
          {
            apikey: stack.serviceRoleKey,
            authorization: `Bearer ${stack.serviceRoleKey}`,
            'content-type': 'image/png',
          },
          BODY_BYTES,
        ),
      ),
    );
    console.log(`service-key oversize uploads: RSS peak +${mb(peakRise)}`);
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    }
    expect(peakRise).toBeLessThan(BUDGET_BYTES);
  }, 90_000);
});
