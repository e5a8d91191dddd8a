import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createPool } from '../src/db.ts';
import { createGateway, listenGateway, type RunningGateway } from '../src/gateway.ts';
import { freePort } from './setup/freePort.ts';

// A gateway of its own, to reach the paths a healthy stack never takes: an unreachable PostgREST
// and an unexpected exception.
const shared = inject('stack');
const pool = createPool(shared.dbUrl, 2);
const logged: string[] = [];
const running: RunningGateway[] = [];

afterAll(async () => {
  await Promise.all(running.map((g) => g.close()));
  await pool.end();
});

async function makeGateway(upstreamPort?: number) {
  const config = loadConfig({}, { dataDir: shared.dataDir, jwtSecret: shared.jwtSecret });
  const port = upstreamPort ?? (await freePort()); // by default nothing listens there
  const gateway = createGateway({
    ctx: { config, pool, log: (_level, message) => logged.push(message) },
    postgrestUrl: `http://127.0.0.1:${port}`,
    postgrestReady: () => Promise.reject(new Error('not coming back')),
    health: async () => ({ db: 'up', rest: 'down', auth: 'up', storage: 'up' }),
  });
  gateway.app.get('/boom', () => {
    throw new Error('internal detail that must not leak');
  });
  const server = await listenGateway(gateway, '127.0.0.1', 0);
  running.push(server);
  return { url: `http://127.0.0.1:${server.port}`, config };
}

describe('gateway app', () => {
  it('answers 503 JSON when PostgREST does not answer', async () => {
    const { url, config } = await makeGateway();
    const res = await fetch(`${url}/rest/v1/news`, { headers: { apikey: config.anonKey } });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('reports the part that is down on /health, with 503', async () => {
    const { url } = await makeGateway();
    const res = await fetch(`${url}/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: 'degraded',
      services: { db: 'up', rest: 'down', auth: 'up', storage: 'up' },
    });
  });

  it('logs a client that leaves mid-request in one line, without a stack trace', async () => {
    // A PostgREST that takes its time: the client gives up first.
    const slow = http.createServer(() => {});
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', () => resolve()));
    try {
      const { url, config } = await makeGateway((slow.address() as AddressInfo).port);
      const before = logged.length;
      for (let i = 0; i < 3; i++) {
        const controller = new AbortController();
        const pending = fetch(`${url}/rest/v1/news`, {
          headers: { apikey: config.anonKey },
          signal: controller.signal,
        });
        setTimeout(() => controller.abort(), 100);
        await expect(pending).rejects.toThrow();
      }
      // An upload abandoned half-way through, on the other path of the gateway.
      await new Promise<void>((resolve) => {
        const req = http.request(`${url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: {
            apikey: config.anonKey,
            'content-type': 'application/json',
            'transfer-encoding': 'chunked',
          },
        });
        req.on('error', () => resolve());
        req.write('{"email": "a@example.com", ');
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 100);
      });
      await new Promise((r) => setTimeout(r, 300));
      const lines = logged.slice(before);
      expect(lines.filter((l) => l.includes('client closed the connection'))).toHaveLength(4);
      expect(lines.join('\n')).not.toMatch(/\n\s+at /);
    } finally {
      slow.closeAllConnections();
      slow.close();
    }
  });

  it('turns an unexpected exception into a 500 JSON error without details, logged instead', async () => {
    const { url } = await makeGateway();
    const res = await fetch(`${url}/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'Internal server error' });
    expect(text).not.toContain('internal detail');
    expect(logged.some((l) => l.includes('internal detail that must not leak'))).toBe(true);
  });
});
