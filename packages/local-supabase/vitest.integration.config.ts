import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Integration tests: the official clients against a real local-supabase stack started once
// (free ports, a temporary data folder) by the global setup.
export default defineConfig({
  test: {
    name: 'integration',
    root: here('../..'),
    include: ['packages/local-supabase/test/**/*.test.ts', 'supabase/tests/**/*.test.ts'],
    globalSetup: [here('./test/setup/globalSetup.ts')],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One stack is shared; files run one after another so tests that reset or kill parts of
    // the stack do not pull the floor from under others.
    fileParallelism: false,
  },
});
