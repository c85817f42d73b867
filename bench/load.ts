import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  /** JSON body sent with each request */
  body?: unknown;
  /** a fresh JSON body for each request, in place of `body` */
  nextBody?: () => string;
}

/** Closed-loop load (fixed connections, as fast as answers come): a warm-up run, then the measured run. */
export async function measure(name: string, url: string, options: LoadOptions): Promise<LoadResult> {
  const { nextBody } = options;
  const json = options.body !== undefined || nextBody !== undefined;
  const body = nextBody
    ? { requests: [{ setupRequest: (req: object) => ({ ...req, body: nextBody() }) }] }
    : json
      ? { body: JSON.stringify(options.body) }
      : {};
  const run = (duration: number) =>
    autocannon({
      url,
      connections: options.connections,
      duration,
      method: options.method ?? 'GET',
      headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...options.headers },
      ...body,
    });
  if (options.warmupSeconds > 0) await run(options.warmupSeconds);
  const result = await run(options.durationSeconds);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printLoadTable(results: LoadResult[], baseline: LoadResult, connections: number, tool: string): void {
  console.log(`\nLoad at ${connections} connections (${tool}; the load generator shares the servers' cores)`);
  console.log(
    `${'endpoint'.padEnd(44)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'vs bare'.padStart(8)} ${'errors'.padStart(7)}`,
  );
  for (const r of [baseline, ...results]) {
    const ratio = r === baseline ? '1.00' : (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
    console.log(
      `${r.name.padEnd(44)} ${Math.round(r.requestsPerSecond).toLocaleString('en-US').padStart(9)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${ratio.padStart(8)} ${String(r.errors + r.non2xx).padStart(7)}`,
    );
  }
}

/**
 * Endpoints each measured in rounds right after the bare server, each round compared with its own
 * bare run: the round with the middle ratio is shown, with the lowest and highest ratio beside it.
 */
export function printPairedTable(
  rows: Array<Array<{ result: LoadResult; bare: LoadResult }>>,
  connections: number,
  tool: string,
): void {
  console.log(`\nLoad at ${connections} connections (${tool}; the load generator shares the servers' cores)`);
  console.log(
    `${'endpoint'.padEnd(66)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'bare req/s'.padStart(11)} ${'vs bare'.padStart(8)} ${'(lowest–highest)'.padStart(17)} ${'errors'.padStart(7)}`,
  );
  for (const rounds of rows) {
    const ratio = ({ result, bare }: { result: LoadResult; bare: LoadResult }) =>
      result.requestsPerSecond / bare.requestsPerSecond;
    const sorted = [...rounds].sort((a, b) => ratio(a) - ratio(b));
    const middle = sorted[Math.floor(sorted.length / 2)];
    if (!middle) continue;
    const { result: r, bare } = middle;
    const spread = `(${ratio(sorted[0]!).toFixed(2)}–${ratio(sorted.at(-1)!).toFixed(2)})`;
    const errors = rounds.reduce((n, { result }) => n + result.errors + result.non2xx, 0);
    console.log(
      `${r.name.padEnd(66)} ${Math.round(r.requestsPerSecond).toLocaleString('en-US').padStart(9)} ${String(r.p50).padStart(7)} ${String(Math.max(...rounds.map((x) => x.result.p99))).padStart(7)} ${Math.round(bare.requestsPerSecond).toLocaleString('en-US').padStart(11)} ${ratio(middle).toFixed(2).padStart(8)} ${spread.padStart(17)} ${String(errors).padStart(7)}`,
    );
  }
}
