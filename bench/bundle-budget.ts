import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pageSources } from '../apps/web/route-preloads.ts';
import { ROUTE_PRELOADS_ID } from '../apps/web/src/app/route-preloads-id.ts';
import { routeTable } from '../apps/web/src/app/route-table.ts';

/**
 * Initial JavaScript per route: the entry chunks, the route's page chunk, and every chunk they
 * import statically, as the browser loads them to draw the page. Sizes are gzip -9 and brotli 11.
 * `--check` exits non-zero when a budget is broken.
 */
export const budgets = { landingGzipBytes: 130 * 1024, routeGzipBytes: 180 * 1024 };

/** Code that must never reach the landing page's first load. */
const NOT_ON_LANDING = /features\/(set-editor|equation|quiz|study|ai|pdf)|pdfjs|katex|mathlive/;

/** Code no page loads up front: KaTeX comes only when a page shows math (ADR 0025). */
const NEVER_UP_FRONT = /node_modules\/katex\//;

const root = join(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface RouteSize {
  path: string;
  files: string[];
  /** the files beyond the two entries' own: what index.html lists for the early script to preload */
  pageFiles: string[];
  gzip: number;
  brotli: number;
}

const compressedSizes = new Map<string, { gzip: number; brotli: number }>();

/** Compressed sizes of one built file, computed once (most routes share the entry chunk). */
function sizesOf(file: string): { gzip: number; brotli: number } {
  let sizes = compressedSizes.get(file);
  if (!sizes) {
    const body = readFileSync(join(dist, file));
    sizes = {
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    compressedSizes.set(file, sizes);
  }
  return sizes;
}

export function measureRoutes(): RouteSize[] {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('apps/web/dist has no manifest: run `npm run build` first');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  // index.html's script and the small early-requests script beside it (vite.config.ts): every page loads both.
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  if (!entryKeys.length) throw new Error('the manifest names no entry chunk');
  const sources = pageSources(join(root, 'apps/web'));

  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };

  const entryFiles = new Set<string>();
  for (const entry of entryKeys) collect(entry, entryFiles);
  return routeTable.map(({ path }) => {
    const page = sources.get(path);
    if (!page || !manifest[page]) throw new Error(`no page chunk for ${path}`);
    const files = new Set(entryFiles);
    collect(page, files);
    const total = [...files].map(sizesOf).reduce((a, b) => ({ gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }));
    return { path, files: [...files], pageFiles: [...files].filter((f) => !entryFiles.has(f)), ...total };
  });
}

/** Source modules bundled into the given files, read from their source maps. */
export function modulesIn(files: string[]): string[] {
  return files.flatMap((file) => {
    const map = join(dist, `${file}.map`);
    return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
  });
}

export function budgetProblems(sizes: RouteSize[]): string[] {
  const problems: string[] = [];
  for (const size of sizes) {
    const limit = size.path === '/' ? budgets.landingGzipBytes : budgets.routeGzipBytes;
    if (size.gzip > limit) problems.push(`${size.path}: ${kb(size.gzip)} gzip is over its ${kb(limit)} budget`);
  }
  const landing = sizes.find((s) => s.path === '/');
  const forbidden = landing ? modulesIn(landing.files).filter((m) => NOT_ON_LANDING.test(m)) : [];
  if (forbidden.length) problems.push(`the landing page loads code it must not: ${forbidden.join(', ')}`);
  for (const size of sizes) {
    const eager = modulesIn(size.files).filter((m) => NEVER_UP_FRONT.test(m));
    if (eager.length) problems.push(`${size.path} loads KaTeX up front, not when math is shown: ${eager[0]}`);
  }
  problems.push(...preloadProblems(sizes));
  return problems;
}

/** index.html's list of each page's chunks (vite.config.ts) must name exactly what the page loads. */
function preloadProblems(sizes: RouteSize[]): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const json = new RegExp(`<script type="application/json" id="${ROUTE_PRELOADS_ID}">([^<]*)</script>`).exec(html)?.[1];
  if (!json) return ['index.html has no list of pages’ chunks to preload'];
  const listed = JSON.parse(json) as Record<string, string[]>;
  return sizes.flatMap(({ path, pageFiles }) => {
    const preloads = listed[path] ?? [];
    const same = preloads.length === pageFiles.length && pageFiles.every((f) => preloads.includes(f));
    return same
      ? []
      : [`${path}: index.html preloads ${preloads.join(', ') || 'nothing'}, the page loads ${pageFiles.join(', ')}`];
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printRouteSizes(sizes: RouteSize[]): void {
  // Files as well as bytes: on HTTP/1.1 and a slow link each file costs a request (ADR 0034).
  console.log('\nInitial JavaScript per route (entry + page chunk + static imports)');
  console.log(
    `${'route'.padEnd(30)} ${'files'.padStart(6)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)} ${'budget (gzip)'.padStart(14)}`,
  );
  for (const s of sizes) {
    const limit = s.path === '/' ? budgets.landingGzipBytes : budgets.routeGzipBytes;
    console.log(
      `${s.path.padEnd(30)} ${String(s.files.length).padStart(6)} ${kb(s.gzip).padStart(10)} ${kb(s.brotli).padStart(10)} ${kb(limit).padStart(14)}`,
    );
  }
}

if (import.meta.filename === process.argv[1]) {
  const sizes = measureRoutes();
  printRouteSizes(sizes);
  const problems = budgetProblems(sizes);
  if (problems.length) {
    console.error(`\nBundle budget broken:\n  ${problems.join('\n  ')}`);
    if (process.argv.includes('--check')) process.exit(1);
  } else {
    console.log('\nEvery route is within its budget.');
  }
}
