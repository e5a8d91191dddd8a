import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests: Debian's Chromium drives the BUILT apps, served by the site server, against
 * a local-supabase stack with the demo seed (see global-setup.ts). Never `playwright install`.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // One stack is shared and some stories change data: run them one after another.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  // Staff sign in once per role (auth.setup.ts); their stories reuse the saved browser state.
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    { name: 'stories', dependencies: ['setup'], testIgnore: /auth\.setup\.ts/ },
  ],
  use: {
    browserName: 'chromium',
    // A trace records a screencast and a DOM snapshot at every step: recorded for every story it
    // took about 15 % of the end-to-end step's CPU, mostly Chromium encoding frames. CI records
    // one only while a failed story runs its retry; locally, where nothing is retried, every
    // failed story keeps the trace of its run.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
