import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rolldown } from 'vite';

/** Each route's path → the page module it loads lazily (`src/app/pages/….tsx`), read from src/app/pages.ts. */
export function pageSources(webRoot: string): Map<string, string> {
  const pages = readFileSync(join(webRoot, 'src/app/pages.ts'), 'utf8');
  const sources = new Map<string, string>();
  for (const [, path, file] of pages.matchAll(/'([^']+)': \(\) => import\('\.\/pages\/([^']+)'\)/g)) {
    sources.set(path!, `src/app/pages/${file}`);
  }
  if (sources.size === 0) throw new Error('route-preloads: no page found in src/app/pages.ts');
  return sources;
}

/**
 * For each route, the chunks its page needs beyond what index.html already loads: the page's own
 * chunk and every chunk it imports statically. The early script (src/app/route-preloads.ts) asks
 * for them while the app's code downloads, so a page's code no longer waits for the framework to
 * run and ask for it: one round trip fewer before the first page paints on a slow phone network.
 */
export function routePreloads(bundle: Rolldown.OutputBundle, webRoot: string): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (...start: Rolldown.OutputChunk[]): Set<string> => {
    const seen = new Set<string>();
    const queue = start.map((c) => c.fileName);
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  // index.html loads both entries (the app's and the early script) and what they import.
  const loadedByIndex = closure(...chunks.filter((c) => c.isEntry));

  const preloads: Record<string, string[]> = {};
  for (const [path, pageFile] of pageSources(webRoot)) {
    const source = join(webRoot, pageFile);
    // A page the entry imports statically (the landing) is already in what index.html loads.
    const page = chunks.find((c) => c.facadeModuleId === source) ?? chunks.find((c) => c.moduleIds.includes(source));
    if (!page) throw new Error(`route-preloads: no chunk for ${source} (${path})`);
    const files = [...closure(page)].filter((file) => !loadedByIndex.has(file));
    if (files.length) preloads[path] = files;
  }
  return preloads;
}
