import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { isAlive } from '../src/processes.ts';

// A stack prints that it is ready, then starts watching its parent. A supervisor that kills
// npm the moment it reads that line must still stop the stack: the parent that counts is the
// one the process started under, not the one it has when the watch begins.

const lifecycle = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/lifecycle.ts');

it('a process whose parent dies before it starts watching still stops, at the first check', async () => {
  // The node process announces itself, waits until its parent is gone (killed by the test), and
  // only then starts watching.
  const script = `
    const { stopOnSignalsAndParentDeath } = await import(${JSON.stringify(lifecycle)});
    const parent = process.ppid;
    console.log('ready ' + process.pid);
    while (process.ppid === parent) await new Promise((r) => setTimeout(r, 20));
    stopOnSignalsAndParentDeath({ stop: async () => {}, log: (m) => console.log(m), parentCheckMs: 100 });
    setInterval(() => {}, 1000);
  `;
  // `; true` keeps the shell from exec-ing node, so the shell is the parent that dies.
  const shell = spawn('sh', ['-c', 'node --import tsx --input-type=module -e "$SCRIPT"; true'], {
    env: { ...process.env, SCRIPT: script },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const pid = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 20 s:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    shell.stdout!.on('data', onData);
    shell.stderr!.on('data', onData);
    shell.once('exit', () => reject(new Error(`exited before it was ready:\n${output}`)));
  });
  shell.removeAllListeners('exit');
  process.kill(shell.pid!, 'SIGKILL');
  try {
    // The first check comes 100 ms after the watch begins: 5 s is ample, even on a loaded machine.
    await expect.poll(() => isAlive(pid), { timeout: 5000, interval: 50 }).toBe(false);
    expect(output).toContain(`parent process ${shell.pid} exited: stopping...`);
    expect(output).toContain('stopped.');
  } finally {
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
});
