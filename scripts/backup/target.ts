/**
 * Which site `npm run backup` / `npm run restore` work on, from the environment:
 * 1. DATABASE_URL: that PostgreSQL. Files through the Storage API when SUPABASE_URL and
 *    SUPABASE_SERVICE_ROLE_KEY are set (hosted Supabase), else from the local data folder
 *    (SUPABASE_DATA_DIR, default .data/), as local-supabase with DATABASE_URL keeps them.
 * 2. Else the local stack running on SUPABASE_DATA_DIR (found through its state file).
 * 3. Else the local stack is started for the duration of the command (no demo media: a
 *    restore replaces the files anyway) and stopped afterwards.
 */
import {
  loadConfig,
  readRunningState,
  startStack,
  type RunningStack,
} from '../../packages/local-supabase/src/index.ts';
import { redactUrl, type Target } from './index.ts';

export interface ResolvedTarget {
  target: Target;
  /** Where it is, for messages. */
  description: string;
  /** Stops what was started for this command (nothing when the stack was already running). */
  release(): Promise<void>;
}

export async function resolveTarget(env: NodeJS.ProcessEnv = process.env): Promise<ResolvedTarget> {
  const config = loadConfig(env);
  const apiUrl = env.SUPABASE_URL;
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (env.DATABASE_URL) {
    if (apiUrl && serviceRoleKey) {
      return {
        target: { dbUrl: env.DATABASE_URL, storage: { kind: 'api', url: apiUrl, serviceRoleKey } },
        description: `database ${redactUrl(env.DATABASE_URL)}, files through ${apiUrl}/storage/v1`,
        release: async () => {},
      };
    }
    return {
      target: { dbUrl: env.DATABASE_URL, storage: { kind: 'disk', dataDir: config.dataDir } },
      description: `database ${redactUrl(env.DATABASE_URL)}, files in ${config.dataDir}/storage`,
      release: async () => {},
    };
  }
  const running = await readRunningState(config.dataDir);
  if (running) {
    return {
      target: {
        dbUrl: running.dbUrl,
        storage: {
          kind: 'disk',
          dataDir: running.dataDir,
          api: { url: running.url, serviceRoleKey: running.serviceRoleKey },
        },
      },
      description: `the running local stack (${running.url}, data in ${running.dataDir})`,
      release: async () => {},
    };
  }
  const quiet = () => {};
  const stack: RunningStack = await startStack({}, { log: quiet });
  return {
    target: {
      dbUrl: stack.dbUrl,
      storage: {
        kind: 'disk',
        dataDir: stack.config.dataDir,
        api: { url: stack.url, serviceRoleKey: stack.config.serviceRoleKey },
      },
    },
    description: `the local stack (started for this command; data in ${stack.config.dataDir})`,
    release: () => stack.stop(),
  };
}
