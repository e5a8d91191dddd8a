// What the benchmarks read about the machine from Linux's /proc: the load average printed beside
// every figure, and the CPU time each process spent.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** The load average over 1, 5 and 15 minutes, as /proc/loadavg writes it ("0.85 1.02 0.97"). */
export function loadAverages(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

/** The 1-minute load average. */
export function loadAverage(): number {
  return Number(loadAverages().split(' ')[0]);
}

/** A process's CPU time (user and system, in ms) and its command name. */
export interface ProcessCpu {
  comm: string;
  ms: number;
}

/** Every process's CPU time so far, by pid; empty where there is no /proc. */
export function cpuTimes(): Map<number, ProcessCpu> {
  const times = new Map<number, ProcessCpu>();
  if (!existsSync('/proc/stat')) return times;
  const msPerTick = 1000 / 100; // USER_HZ
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces; utime and stime follow it as the
      // 12th and 13th fields.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      times.set(Number(entry), { comm, ms: (Number(fields[11]) + Number(fields[12])) * msPerTick });
    } catch {
      // The process ended meanwhile.
    }
  }
  return times;
}

/**
 * The CPU time spent between two readings of cpuTimes(), summed by part (`partOf` names each
 * process's part), largest first: "database 560 ms, worker 150 ms".
 */
export function cpuSpent(
  before: Map<number, ProcessCpu>,
  after: Map<number, ProcessCpu>,
  partOf: (pid: number, comm: string) => string,
): string {
  if (after.size === 0) return 'not measured (no /proc)';
  const parts = new Map<string, number>();
  for (const [pid, { comm, ms }] of after) {
    const spent = ms - (before.get(pid)?.ms ?? 0);
    if (spent <= 0) continue;
    const part = partOf(pid, comm);
    parts.set(part, (parts.get(part) ?? 0) + spent);
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .map(([part, ms]) => `${part} ${Math.round(ms)} ms`)
    .join(', ');
}
