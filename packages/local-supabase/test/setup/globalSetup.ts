import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { seedMedia } from '../../../demo-content/src/index.ts';
import { loadConfig } from '../../src/config.ts';
import { startStack, type RunningStack } from '../../src/stack.ts';
import { freePort } from './freePort.ts';

export interface StackInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  dbUrl: string;
  jwtSecret: string;
  dataDir: string;
  /** The process that runs the stack's gateway (this global setup's), for its memory figures. */
  pid: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

let stack: RunningStack | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-it-'));
  stack = await startStack(
    {
      apiPort: await freePort(),
      dbPort: await freePort(),
      postgrestPort: await freePort(),
      dataDir,
      // Every test client comes from 127.0.0.1: the per-address limits of config.toml would
      // throttle the suite itself. auth-app.test.ts checks the limits on services of its own.
      rateLimitTokenRefresh: 100_000,
      rateLimitSignInSignUps: 100_000,
      rateLimitTokenVerifications: 100_000,
      mfa: { ...loadConfig().mfa, rateLimitChallengeAndVerify: 100_000 },
      // The same for the hourly budget of sign-in e-mails (all addresses together);
      // auth-otp-mail.test.ts checks it on a service of its own.
      otp: { ...loadConfig().otp, emailSentPerHour: 100_000 },
    },
    { seed: seedMedia, seedErrors: 'warn' },
  );
  project.provide('stack', {
    url: stack.url,
    anonKey: stack.config.anonKey,
    serviceRoleKey: stack.config.serviceRoleKey,
    dbUrl: stack.dbUrl,
    jwtSecret: stack.config.jwtSecret,
    dataDir,
    pid: process.pid,
  });
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
