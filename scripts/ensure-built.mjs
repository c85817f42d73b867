import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { staleTargets } from './build-state.mjs';

/** Builds the web app and the server when they are missing or older than their sources. */
export function ensureBuilt() {
  const stale = staleTargets();
  if (stale.length === 0) return;
  console.info(`Building ${stale.map((t) => t.name).join(' and ')}…`);
  execFileSync('npm', ['run', 'build'], { cwd: join(import.meta.dirname, '..'), stdio: 'inherit' });
}
