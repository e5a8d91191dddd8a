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

async function makeGateway() {
  const config = loadConfig({}, { dataDir: shared.dataDir, jwtSecret: shared.jwtSecret });
  const deadPort = await freePort(); // nothing listens there
  const gateway = createGateway({
    ctx: { config, pool, log: (_level, message) => logged.push(message) },
    postgrestUrl: `http://127.0.0.1:${deadPort}`,
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
