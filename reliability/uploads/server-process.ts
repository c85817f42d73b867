import { readFileSync } from 'node:fs';

/** The resident memory of a process, in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** True while the process exists (signal 0 checks without sending anything). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** CPU time the process has used so far, user and system, in ms, from /proc (Linux; 10 ms steps). */
export function cpuMs(pid: number): number {
  // The fields after the command name, which is in parentheses and may itself hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** USER_HZ: 100 on every Linux build we run on (getconf CLK_TCK). */
const CLOCK_TICKS_PER_SECOND = 100;
