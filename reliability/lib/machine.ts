import { cpus, totalmem } from 'node:os';

/** One line on the machine the figures were taken on. */
export function machineLine(): string {
  return `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}
