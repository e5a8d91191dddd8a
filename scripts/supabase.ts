/**
 * `npm run supabase -- start|stop|status|reset`: local-supabase's CLI for this project, with the
 * academy's demo media (packages/demo-content) added to every fresh or reset database.
 * (`packages/local-supabase/bin/local-supabase.js` is the backend's own CLI, without demo content.)
 */
import { seedMedia } from '../packages/demo-content/src/index.ts';
import { runCli } from '../packages/local-supabase/src/index.ts';

process.exitCode = await runCli(process.argv.slice(2), { seed: seedMedia });
// Open handles of libraries (pg pools, timers) must not keep a finished command alive.
setImmediate(() => process.exit());
