import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** Resident memory of a process in MiB, from /proc (Linux). */
export function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  // Fields after the command name, which is in parentheses and may hold spaces.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Samples a process's memory once a second, keeping the peak. */
export function watchMemory(pid: number): { peak: () => number; stop: () => void } {
  let peak = rssMiB(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMiB(pid));
    } catch {
      // the process is gone: the peak so far stands
    }
  }, 1000);
  return { peak: () => peak, stop: () => clearInterval(timer) };
}

/** CPU seconds the whole machine has spent busy (all cores, all processes), from /proc/stat (Linux). */
export function machineBusySeconds(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  // user nice system idle iowait irq softirq steal …: busy is all but idle and iowait.
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}
