/** Latencies per operation, every sample kept (a minute of load is a few hundred thousand numbers). */
export class Recorder {
  readonly #samples = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  /** the first few error messages, to show what went wrong */
  readonly examples: string[] = [];

  record(operation: string, ms: number): void {
    let list = this.#samples.get(operation);
    if (!list) this.#samples.set(operation, (list = []));
    list.push(ms);
  }

  error(operation: string, message: string): void {
    this.errors.set(operation, (this.errors.get(operation) ?? 0) + 1);
    if (this.examples.length < 10) this.examples.push(`${operation}: ${message}`);
  }

  get totalErrors(): number {
    let n = 0;
    for (const v of this.errors.values()) n += v;
    return n;
  }

  rows(seconds: number): Array<{ operation: string; count: number; perSecond: number; p50: number; p99: number }> {
    return [...this.#samples]
      .map(([operation, list]) => {
        const sorted = Float64Array.from(list).sort();
        return {
          operation,
          count: sorted.length,
          perSecond: sorted.length / seconds,
          p50: percentile(sorted, 0.5),
          p99: percentile(sorted, 0.99),
        };
      })
      .sort((a, b) => b.count - a.count);
  }

  all(seconds: number) {
    const sorted = Float64Array.from([...this.#samples.values()].flat()).sort();
    return {
      count: sorted.length,
      perSecond: sorted.length / seconds,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
    };
  }
}

/** Nearest-rank percentile of sorted samples. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}
