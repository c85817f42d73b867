import { readFileSync } from 'node:fs';

/** What a process has used so far, as Linux's /proc tells it. */
export interface ProcessUsage {
  /** CPU time, user and system, of all its threads (ms) */
  cpuMs: number;
  /** resident memory (bytes) */
  rssBytes: number;
}

/** Linux counts CPU time in ticks of 10 ms (USER_HZ is 100 on every architecture Node runs on). */
const MS_PER_TICK = 10;

/** A process's CPU time and resident memory, or null where /proc cannot tell (not Linux, or gone). */
export function processUsage(pid: number): ProcessUsage | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // The fields after the command name (in parentheses, and it may hold spaces): utime is the
    // 12th of them, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const rss = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'latin1'));
    if (!rss) return null;
    return { cpuMs: (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK, rssBytes: Number(rss[1]) * 1024 };
  } catch {
    return null;
  }
}
