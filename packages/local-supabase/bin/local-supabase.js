#!/usr/bin/env node
// Runs the TypeScript CLI through tsx (internal packages have no build step).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
// pg pools or timers of libraries must not keep a finished command alive.
setImmediate(() => process.exit());
