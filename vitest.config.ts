import { defineConfig } from 'vitest/config';

// Unit tests: pure logic and components, no running services. A test may take 20 s: on a busy
// 2-core machine a component test's first render (jsdom, MUI) can pass the default 5 s.
const testTimeout = 20_000;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['shared/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout,
        },
      },
      {
        test: {
          name: 'public-site',
          include: ['public-site/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout,
        },
      },
      {
        test: {
          name: 'admin',
          include: ['admin/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout,
        },
      },
    ],
  },
});
