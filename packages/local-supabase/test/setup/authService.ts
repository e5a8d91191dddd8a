import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createAuthApp, type AuthOptions } from '../../src/auth/index.ts';
import { loadConfig, type StackConfig } from '../../src/config.ts';
import type { Pool } from '../../src/db.ts';
import { freePort } from './freePort.ts';

export interface AuthService {
  /** The service's base URL (its routes under `/auth/v1`, as behind the gateway). */
  url: string;
  close(): Promise<void>;
}

/**
 * An auth service of its own on a free loopback port, with the project's config.toml and the
 * given settings (e.g. limits the shared stack cannot have), against `pool`'s database.
 */
export async function startAuthService(
  pool: Pool,
  settings: Partial<StackConfig>,
  options: AuthOptions = {},
): Promise<AuthService> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({}, { publicUrl: url, ...settings });
  const app = new Hono();
  app.route('/auth/v1', createAuthApp({ config, pool, log: () => {} }, options));
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => resolve(s));
  });
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
