import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createPool } from '../src/db.ts';
import { createGatewayApp } from '../src/gateway.ts';
import { freePort } from './setup/freePort.ts';

// The gateway app on its own (no listening server), to reach the paths a healthy stack never takes:
// an unreachable PostgREST and an unexpected exception.
const shared = inject('stack');
const pool = createPool(shared.dbUrl, 2);
const logged: string[] = [];

afterAll(() => pool.end());

async function makeApp() {
  const config = loadConfig({}, { dataDir: shared.dataDir, jwtSecret: shared.jwtSecret });
  const deadPort = await freePort(); // nothing listens there
  const app = createGatewayApp({
    ctx: { config, pool, log: (_level, message) => logged.push(message) },
    postgrestUrl: `http://127.0.0.1:${deadPort}`,
    postgrestReady: () => Promise.reject(new Error('not coming back')),
  });
  app.get('/boom', () => {
    throw new Error('internal detail that must not leak');
  });
  return { app, config };
}

describe('gateway app', () => {
  it('answers 503 JSON when PostgREST does not answer', async () => {
    const { app, config } = await makeApp();
    const res = await app.request('/rest/v1/news', { headers: { apikey: config.anonKey } });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('turns an unexpected exception into a 500 JSON error without details, logged instead', async () => {
    const { app } = await makeApp();
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'Internal server error' });
    expect(text).not.toContain('internal detail');
    expect(logged.some((l) => l.includes('internal detail that must not leak'))).toBe(true);
  });
});
