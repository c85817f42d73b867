import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startServer } from '../e2e/start-server.ts';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { seedStudent } from './lighthouse/seed.ts';

/**
 * npm run test:lighthouse: Lighthouse (default settings: simulated throttling, mobile, and desktop
 * unless --form-factor says otherwise) on the built product's landing, login, created sets, set
 * viewer and quiz pages, signed in where the page needs it. Prints the scores and the metrics, and
 * exits non-zero when performance, accessibility or best practices is below the target on any page.
 */
const { values } = parseArgs({
  options: {
    'form-factor': { type: 'string', default: 'both' },
    chromium: { type: 'string', default: chromiumPath },
    // Print every page's imperfect audits, not only those of the pages below target.
    details: { type: 'boolean', default: false },
    // Only the pages whose names contain one of these words, comma-separated (e.g. "viewer,quiz").
    pages: { type: 'string', default: '' },
    // Each page audited this many times; the median performance run is kept (mobile scores move with load).
    runs: { type: 'string', default: '1' },
    // Writes each kept report as JSON here (open with the Lighthouse viewer, or read with jq).
    json: { type: 'string' },
  },
});

const TARGET = 95;
const GATED = ['performance', 'accessibility', 'best-practices'] as const;
const CATEGORIES = [...GATED, 'seo'];

type FormFactor = 'mobile' | 'desktop';
const formFactors: FormFactor[] =
  values['form-factor'] === 'both' ? ['mobile', 'desktop'] : [values['form-factor'] as FormFactor];
if (!formFactors.every((f) => f === 'mobile' || f === 'desktop'))
  throw new Error('--form-factor is mobile, desktop or both');

interface Target {
  name: string;
  path: string;
  signedIn: boolean;
}

interface Row {
  target: Target;
  formFactor: FormFactor;
  lhr: Result;
}

ensureBuilt();
console.log(
  `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
    `load average ${loadavg()[0]?.toFixed(2)} (TBT and so performance depend on how busy the cores are)`,
);

const started = Date.now();
const server = await startServer();
let browser: Browser | undefined;
try {
  const index = await fetch(server.url, { headers: { accept: 'text/html' } });
  if (!index.ok) throw new Error(`The server does not serve the web app (${index.status}): was apps/web/dist built?`);
  const student = await seedStudent(server.url);
  const allTargets: Target[] = [
    { name: 'Landing', path: '/', signedIn: false },
    { name: 'Login', path: '/login', signedIn: false },
    { name: 'Created sets', path: '/created-sets', signedIn: true },
    { name: 'Set viewer', path: `/study/${student.setId}`, signedIn: true },
    { name: 'Quiz', path: `/study/${student.setId}/quiz`, signedIn: true },
  ];
  const wanted = values.pages.toLowerCase().split(',').filter(Boolean);
  const targets = wanted.length
    ? allTargets.filter((t) => wanted.some((word) => t.name.toLowerCase().includes(word)))
    : allTargets;
  const runs = Math.max(1, Number(values.runs) || 1);

  browser = await puppeteer.launch({
    executablePath: values.chromium,
    headless: true,
    args: chromiumArgs,
  });
  console.log(`${(await browser.version()).replace('/', ' ')}, Lighthouse ${lighthouseVersion()}\n`);

  const rows: Row[] = [];
  for (const formFactor of formFactors) {
    for (const target of targets) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run++)
        results.push(await audit(browser, server.url, target, student.token, formFactor));
      results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const lhr = results[Math.floor(results.length / 2)]!;
      if (runs > 1)
        console.log(
          `  ${formFactor} ${target.name}: performance ${results.map((r) => score(r, 'performance')).join(', ')}`,
        );
      rows.push({ target, formFactor, lhr });
      if (values.json) {
        mkdirSync(values.json, { recursive: true });
        const file = `${formFactor}-${target.name.toLowerCase().replaceAll(' ', '-')}.json`;
        writeFileSync(join(values.json, file), JSON.stringify(lhr));
      }
      console.log(`  audited ${formFactor.padEnd(7)} ${target.name}`);
    }
  }

  printTable(rows);
  const failures = rows.filter((row) => GATED.some((id) => score(row.lhr, id) < TARGET));
  for (const row of values.details ? rows : failures) printImperfectAudits(row);
  console.log(`\nLighthouse runs took ${((Date.now() - started) / 1000).toFixed(0)} s in all.`);
  if (failures.length) {
    console.log(`\n${failures.length} page runs are below ${TARGET} in performance, accessibility or best practices.`);
    process.exitCode = 1;
  } else {
    console.log(`\nEvery page is at ${TARGET} or above in performance, accessibility and best practices.`);
  }
} finally {
  await browser?.close();
  await server.stop();
}

function lighthouseVersion(): string {
  return (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
}

/** Puts the session token where the app reads it (accounts-and-discovery §3: localStorage `token`), or removes it. */
async function setSession(page: Page, origin: string, token: string | null): Promise<void> {
  await page.goto(`${origin}/robots.txt`);
  // Browser code as text: the bench's types have no DOM.
  await page.evaluate(
    token === null ? `localStorage.removeItem('token')` : `localStorage.setItem('token', ${JSON.stringify(token)})`,
  );
}

/**
 * One Lighthouse run in a fresh tab. Lighthouse clears the origin's caches before it loads the page
 * but keeps localStorage, where the SPA keeps its session. A run the browser could not trace (it
 * happens on a busy machine) is tried once more.
 */
async function audit(
  browser: Browser,
  origin: string,
  target: Target,
  token: string,
  formFactor: FormFactor,
  attempt = 1,
): Promise<Result> {
  const url = `${origin}${target.path}`;
  const page = await browser.newPage();
  try {
    await setSession(page, origin, target.signedIn ? token : null);
    const flags: Flags = { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES };
    // Lighthouse's own desktop preset; its defaults are the mobile ones (Moto G Power, slow 4G, 4× CPU).
    const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
    const lhr = (await lighthouse(url, flags, config, page))?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    const problem = lhr?.runtimeError?.message ?? 'no result';
    if (attempt > 1) throw new Error(`Lighthouse could not audit ${url}: ${problem}`);
    console.log(`  (${formFactor} ${target.name}: ${problem}; trying once more)`);
  } finally {
    await page.close();
  }
  return audit(browser, origin, target, token, formFactor, attempt + 1);
}

/** A category's score out of 100; a category Lighthouse could not score counts as 0. */
function score(lhr: Result, id: string): number {
  return Math.round((lhr.categories[id]?.score ?? 0) * 100);
}

function metric(lhr: Result, id: string, unit: 'ms' | ''): string {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) return '–';
  return unit === 'ms' ? `${Math.round(value).toLocaleString('en-US')} ms` : value.toFixed(3);
}

function printTable(rows: Row[]): void {
  const header = ['Page', 'Form', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'];
  const body = rows.map(({ target, formFactor, lhr }) => [
    target.name,
    formFactor,
    ...CATEGORIES.map((id) => {
      const value = score(lhr, id);
      return GATED.includes(id as (typeof GATED)[number]) && value < TARGET ? `${value} ✗` : String(value);
    }),
    metric(lhr, 'first-contentful-paint', 'ms'),
    metric(lhr, 'largest-contentful-paint', 'ms'),
    metric(lhr, 'total-blocking-time', 'ms'),
    metric(lhr, 'cumulative-layout-shift', ''),
    metric(lhr, 'speed-index', 'ms'),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\nLighthouse (simulated throttling; target ≥ ${TARGET} in Perf, A11y and BP; SEO for information)`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row));
}

/** The audits that cost points, per category, so a failure says what to fix. */
function printImperfectAudits({ target, formFactor, lhr }: Row): void {
  console.log(`\n${target.name} (${formFactor}):`);
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const result = lhr.audits[ref.id];
      if (!result || ref.weight === 0 || result.score === null || result.score >= 0.9) continue;
      const value = result.displayValue ? ` (${result.displayValue})` : '';
      console.log(`  ${category.title}: ${result.title}${value}, score ${Math.round(result.score * 100)}`);
    }
  }
}
