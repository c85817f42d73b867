import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The icon files the landing page and the app's frame (navigation, header) draw, as module paths
 * ending in `icons/<name>.mjs`. The build puts these in the first page's icon chunk and every other
 * icon in a second one, fetched by the pages that use them: one chunk of all icons had grown past
 * the landing's download budget. An icon added to these places and not found here only costs the
 * landing the second chunk, which the bundle budget test reports.
 */
const FIRST_LOAD_SOURCES = [
  'src/app/layouts',
  'src/app/pages/landing-page.tsx',
  'src/features/landing',
  // the shared controls (dialogs, buttons, alerts) the first page may show, and its feedback dialog
  'src/components/ui',
  'src/features/feedback',
];

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)));
}

/** Icon name → its file, from lucide-react's own export list (`export { default as X, … } from './icons/x.mjs'`). */
function iconFiles(): Map<string, string> {
  const entry = createRequire(import.meta.url).resolve('lucide-react');
  const esm = join(dirname(entry), '../esm/lucide-react.mjs');
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(esm, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)'/g)) {
    for (const [, name] of (names ?? '').matchAll(/default as (\w+)/g)) files.set(name as string, file as string);
  }
  return files;
}

export function firstLoadIcons(root: string): Set<string> {
  const files = iconFiles();
  const wanted = new Set<string>();
  for (const file of FIRST_LOAD_SOURCES.flatMap((path) => sourceFiles(join(root, path)))) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    for (const [, names] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from 'lucide-react'/g)) {
      for (const name of (names ?? '').split(',').map(
        (n) =>
          n
            .trim()
            .replace(/^type /, '')
            .split(' as ')[0],
      )) {
        const icon = name && files.get(name);
        if (icon) wanted.add(`icons/${icon}`);
      }
    }
  }
  return wanted;
}
