/**
 * The API of `npm start` in a process of its own: local-supabase (PostgreSQL, PostgREST, auth,
 * storage and the gateway) with the academy's demo media, started and restarted by scripts/start.ts
 * (scripts/lib/partProcess.ts). It says where it listens and the database's address, leaves Ctrl-C
 * and SIGHUP to its parent, and stops on SIGTERM or when the channel to its parent closes.
 * PostgreSQL and PostgREST die with it (setpriv --pdeathsig), so a restart finds their ports free.
 */
import { seedMedia } from '../packages/demo-content/src/index.ts';
import { startStack } from '../packages/local-supabase/src/index.ts';
import type { ReadyMessage } from './lib/partProcess.ts';

if (!process.send) {
  console.error(
    'scripts/serve-api.ts is a part of `npm start`; on its own, run `npm run supabase -- start`.',
  );
  process.exit(2);
}

const stack = await startStack({}, { seed: seedMedia });
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  stack.stop().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.once('SIGTERM', stop);
process.once('disconnect', stop);
process.on('SIGINT', () => undefined);
process.on('SIGHUP', () => undefined);
process.send({ ready: stack.url, details: { dbUrl: stack.dbUrl } } satisfies ReadyMessage);
