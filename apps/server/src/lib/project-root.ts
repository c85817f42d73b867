import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found by walking up from this module to the workspace's package.json.
 * Works from the TypeScript sources (tests, scripts) and from the bundled server alike.
 */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (pkg.workspaces) return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the CourseCards project root (package.json with workspaces)');
    dir = parent;
  }
}

export const projectRoot = findProjectRoot();

export const projectPaths = {
  /** shipped school and class-code lists (committed) */
  lists: join(projectRoot, 'data'),
  /** the built SPA */
  webDist: join(projectRoot, 'apps', 'web', 'dist'),
  /** default runtime data directory */
  defaultDataDir: join(projectRoot, 'data'),
};
