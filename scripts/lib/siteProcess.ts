/**
 * The site server in a process of its own (`scripts/serve-site.ts`), as `npm start` and
 * `npm run bench:edge` run it (./partProcess.ts).
 */
import { spawnPart, type PartProcess, type SpawnOptions } from './partProcess.ts';

export interface SiteProcess extends PartProcess {
  /** Where it listens (http://host:port). */
  url: string;
}

/**
 * Starts serve-site.ts with `env` (SUPABASE_URL, SUPABASE_ANON_KEY, SITE_HOST, SITE_PORT, ...) on
 * top of this process's environment; resolves once it listens, rejects when it exits before that (or in time, see spawnPart).
 */
export async function spawnSiteServer(
  env: Record<string, string>,
  options: SpawnOptions = {},
): Promise<SiteProcess> {
  const part = await spawnPart('scripts/serve-site.ts', env, options);
  return Object.assign(part, { url: part.ready.ready });
}
