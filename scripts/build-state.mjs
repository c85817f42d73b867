import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What `npm start` and the end-to-end suite need built, and whether it is older than its sources.
 * A build is stale when any source file is newer than the build's output.
 */
const root = join(import.meta.dirname, '..');

const targets = [
  {
    name: 'web app',
    output: join(root, 'apps/web/dist/index.html'),
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/pwa-options.ts',
      'packages/shared/src',
      'package-lock.json',
    ],
  },
  {
    name: 'server',
    output: join(root, 'apps/server/dist/server.js'),
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'packages/shared/src',
      'packages/ai-engine/src',
      'package-lock.json',
    ],
  },
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** The targets that are missing or older than a source file. */
export function staleTargets() {
  return targets.filter(({ output, sources }) => {
    if (!existsSync(output)) return true;
    const built = statSync(output).mtimeMs;
    return sources.some((s) => newestMtime(join(root, s)) > built);
  });
}
