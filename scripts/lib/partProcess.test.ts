import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnPart } from './partProcess.ts';
import { supervise } from './supervise.ts';

// Real child processes: one that hangs while it starts (it never says it is ready, and it even
// ignores SIGTERM), and one that says it is ready at once.
let dir: string;
let hanging: string;
let ready: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'academy-part-'));
  hanging = path.join(dir, 'hanging.ts');
  ready = path.join(dir, 'ready.ts');
  await writeFile(
    hanging,
    `process.on('SIGTERM', () => {});\nprocess.send?.({ pid: process.pid });\nsetInterval(() => {}, 1000);\n`,
  );
  await writeFile(
    ready,
    `process.send?.({ ready: 'here' });\nprocess.on('disconnect', () => process.exit(0));\n`,
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('spawnPart', () => {
  it('stops a part that is not ready within its time limit, and says so', async () => {
    const pids: number[] = [];
    const started = spawnPart(hanging, {}, { readyTimeoutMs: 1500, readyTimeoutHint: ' (wait longer: X)' });
    const began = Date.now();
    await expect(started).rejects.toThrow(
      new RegExp(
        `^${hanging.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} was not ready within 1.5 s and was stopped \\(wait longer: X\\)$`,
      ),
    );
    // Not before its time; and the SIGTERM it ignores is followed by a SIGKILL.
    expect(Date.now() - began).toBeGreaterThanOrEqual(1500);
    for (const line of execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' }).split('\n'))
      if (line.includes(hanging)) pids.push(Number(line.trim().split(/\s+/)[0]));
    expect(pids.filter(alive)).toEqual([]);
  }, 20_000);

  it('takes a part that is ready in time', async () => {
    const part = await spawnPart(ready, {}, { readyTimeoutMs: 15_000 });
    expect(part.ready).toEqual({ ready: 'here' });
    await part.stop();
  }, 20_000);

  it("names the part when its first start fails, so npm start's error says which", async () => {
    await expect(
      supervise('The API', () => spawnPart(hanging, {}, { readyTimeoutMs: 1000 }), { log: () => {} }),
    ).rejects.toThrow(/^The API: .*hanging\.ts was not ready within 1 s and was stopped$/);
  }, 20_000);
});
