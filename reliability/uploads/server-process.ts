import { readdirSync, readFileSync } from 'node:fs';

/** The resident memory of a process, in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** A process's children, from /proc (Linux): the server's PDF readers are processes of their own. */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** The resident memory of a process and all its descendants, in MB. */
export function treeRssMb(pid: number): number {
  let total = rssMb(pid);
  for (const child of childrenOf(pid)) {
    try {
      // An ended child not yet waited for (a zombie) holds no memory and tells none.
      total += treeRssMb(child) || 0;
    } catch {
      // it ended meanwhile
    }
  }
  return total;
}

/** The CPU time (user and system, seconds) a process and all its descendants, running or ended, have used. */
export function treeCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime, stime, then cutime and cstime: the children that have ended (Linux's USER_HZ is 100).
  let total = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) / 100;
  for (const child of childrenOf(pid)) {
    try {
      total += treeCpuSeconds(child);
    } catch {
      // it ended meanwhile
    }
  }
  return total;
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
