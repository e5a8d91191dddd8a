import { describe, expect, it } from 'vitest';
import type { PartProcess } from './partProcess.ts';
import { supervise } from './supervise.ts';

/** A part whose process the test ends as it likes (a crash, a clean exit). */
function fakePart(pid: number) {
  let end!: (how: { code: number | null; signal: NodeJS.Signals | null }) => void;
  let stopping = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
    (resolve) => (end = resolve),
  );
  const part: PartProcess = {
    pid,
    ready: { ready: `part ${pid}` },
    exited,
    async stop() {
      stopping = true;
      end({ code: 0, signal: 'SIGTERM' });
    },
    get stopping() {
      return stopping;
    },
  };
  return {
    part,
    crash: () => end({ code: null, signal: 'SIGKILL' }),
    exit: (code: number) => end({ code, signal: null }),
  };
}

function harness(failStarts = 0) {
  const parts: ReturnType<typeof fakePart>[] = [];
  const logs: string[] = [];
  let refused = failStarts;
  const start = async () => {
    if (parts.length > 0 && refused-- > 0) throw new Error('port in use');
    const next = fakePart(100 + parts.length);
    parts.push(next);
    return next.part;
  };
  return { parts, logs, start, log: (message: string) => logs.push(message) };
}

describe('supervise', () => {
  it('starts a crashed part again, after a pause that grows while its starts fail', async () => {
    const h = harness(2);
    const delays: number[] = [];
    const supervised = await supervise('The site server', h.start, {
      log: h.log,
      delay: (failures) => (delays.push(failures), 1),
    });
    const again = supervised.restarted();
    h.parts[0]!.crash();
    const next = await again;
    expect(next.pid).toBe(101);
    expect(supervised.current()).toBe(next);
    expect(delays).toEqual([1, 2, 3]);
    expect(h.logs).toEqual([
      'The site server stopped unexpectedly (killed by SIGKILL)',
      'The site server: restarting in 0.00 s (attempt 1)',
      'The site server: could not start: port in use',
      'The site server: restarting in 0.00 s (attempt 2)',
      'The site server: could not start: port in use',
      'The site server: restarting in 0.00 s (attempt 3)',
      'The site server: running again (pid 101)',
    ]);
    await supervised.stop();
  });

  it('forgets the failures of a part that ran long enough', async () => {
    const h = harness();
    const delays: number[] = [];
    const supervised = await supervise('The worker', h.start, {
      log: h.log,
      delay: (failures) => (delays.push(failures), 1),
      steadyMs: 0,
    });
    for (let i = 0; i < 3; i++) {
      const again = supervised.restarted();
      h.parts.at(-1)!.crash();
      await again;
    }
    expect(delays).toEqual([1, 1, 1]);
    await supervised.stop();
  });

  it('does not restart a part it stops, nor one that ended by itself with exit code 0', async () => {
    const h = harness();
    let cleanExits = 0;
    const supervised = await supervise('The API', h.start, {
      log: h.log,
      delay: () => 1,
      onCleanExit: () => (cleanExits += 1),
    });
    h.parts[0]!.exit(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cleanExits).toBe(1);
    expect(h.parts).toHaveLength(1);
    expect(supervised.current()).toBeUndefined();

    const other = await supervise('The worker', h.start, { log: h.log, delay: () => 1 });
    await other.stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.parts).toHaveLength(2);
    expect(h.logs).toEqual(['The API stopped (exit code 0)']);
  });
});
