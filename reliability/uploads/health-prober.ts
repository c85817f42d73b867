import { treeRssMb } from './server-process.ts';

export interface ProbeFigures {
  probes: number;
  failures: string[];
  p50: number;
  p99: number;
  max: number;
  /** the highest resident memory of the server and its PDF readers seen between probes, in MB */
  peakRssMb: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * GET /api/health every `everyMs` for as long as the attack lasts, as a load balancer would, and the
 * server's memory with it. A probe that fails, answers other than 200 or takes over `timeoutMs`
 * counts as a failure. Probes do not wait for each other: a stalled server shows as many slow ones.
 */
export function startHealthProber(baseUrl: string, pid: number, { everyMs = 50, timeoutMs = 2000 } = {}) {
  const latencies: number[] = [];
  /** when each probe was sent (performance.now()) and how long it took */
  const samples: Array<{ at: number; ms: number }> = [];
  const failures: string[] = [];
  const inFlight = new Set<Promise<void>>();
  let peakRssMb = treeRssMb(pid);
  const probe = async () => {
    const started = performance.now();
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
      await res.arrayBuffer();
      if (res.status !== 200) failures.push(`status ${res.status}`);
    } catch (err) {
      failures.push(err instanceof Error ? `${err.name}: ${err.message}` : String(err));
    }
    latencies.push(performance.now() - started);
    samples.push({ at: started, ms: performance.now() - started });
  };
  const timer = setInterval(() => {
    const running = probe();
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
    try {
      peakRssMb = Math.max(peakRssMb, treeRssMb(pid));
    } catch {
      // the server is gone: the probes say so
    }
  }, everyMs);

  return {
    /** The slowest probe sent between two moments (performance.now()), or NaN if none was. */
    slowestBetween: (from: number, to: number): number => {
      const during = samples.filter((s) => s.at >= from && s.at <= to).map((s) => s.ms);
      return during.length > 0 ? Math.max(...during) : Number.NaN;
    },
    /** Stops probing, waits for the last probes and returns the figures. */
    async stop(): Promise<ProbeFigures> {
      clearInterval(timer);
      await Promise.all(inFlight);
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        probes: latencies.length,
        failures,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? Number.NaN,
        peakRssMb,
      };
    },
  };
}
