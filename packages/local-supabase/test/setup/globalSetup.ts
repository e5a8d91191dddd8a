import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startStack, type RunningStack } from '../../src/stack.ts';
import { freePort } from './freePort.ts';

export interface StackInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  dbUrl: string;
  jwtSecret: string;
  dataDir: string;
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
      // Tests exercise the limiter with their own e-mails; keep the default threshold.
    },
    { seedMediaErrors: 'warn' },
  );
  project.provide('stack', {
    url: stack.url,
    anonKey: stack.config.anonKey,
    serviceRoleKey: stack.config.serviceRoleKey,
    dbUrl: stack.dbUrl,
    jwtSecret: stack.config.jwtSecret,
    dataDir,
  });
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
