import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAINT_QUIET_MS, pageSettled, SETTLE_CAP_MS, type SettleWindow } from './page-settled.ts';

/** A window whose load event the test fires; idle callbacks come on the next timer turn. */
function fakeWindow(): SettleWindow & { load(): void } {
  const listeners: Array<() => void> = [];
  const win = {
    document: { readyState: 'loading' as DocumentReadyState },
    addEventListener: (_type: 'load', listener: () => void) => void listeners.push(listener),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
    requestIdleCallback: (fn: () => void) => setTimeout(fn, 1),
    load() {
      win.document.readyState = 'complete';
      for (const listener of listeners.splice(0)) listener();
    },
  };
  return win;
}

const noPaints = () => () => undefined;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Whether the promise has settled after the timers have run for `ms`. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

describe('waiting for the first page to settle', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = new QueryClient();
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
  });

  it('waits for the load event, then for the page chunk', async () => {
    const win = fakeWindow();
    const chunk = deferred();
    const settled = pageSettled({
      queryClient,
      pageCode: chunk.promise,
      win,
      now: () => Date.now(),
      onLargestPaint: noPaints,
    });
    expect(await settledAfter(settled, 1_000)).toBe(false);
    win.load();
    expect(await settledAfter(settled, 1_000)).toBe(false);
    chunk.resolve();
    expect(await settledAfter(settled, PAINT_QUIET_MS + 10)).toBe(true);
  });

  it('waits while the page fetches its data, and settles once nothing is fetching', async () => {
    const win = fakeWindow();
    win.load();
    const answer = deferred();
    void queryClient
      .fetchQuery({ queryKey: ['set'], queryFn: () => answer.promise.then(() => 'cards') })
      .catch(() => undefined);
    const settled = pageSettled({
      queryClient,
      pageCode: Promise.resolve(),
      win,
      now: () => Date.now(),
      onLargestPaint: noPaints,
    });
    expect(await settledAfter(settled, 2_000)).toBe(false);
    answer.resolve();
    expect(await settledAfter(settled, PAINT_QUIET_MS + 10)).toBe(true);
  });

  it('gives up waiting on a page that keeps fetching', async () => {
    const win = fakeWindow();
    win.load();
    void queryClient
      .fetchQuery({ queryKey: ['poll'], queryFn: () => new Promise<never>(() => undefined) })
      .catch(() => undefined); // cancelled when the test clears the cache
    const settled = pageSettled({
      queryClient,
      pageCode: Promise.resolve(),
      win,
      now: () => Date.now(),
      onLargestPaint: noPaints,
    });
    expect(await settledAfter(settled, SETTLE_CAP_MS - 100)).toBe(false);
    expect(await settledAfter(settled, PAINT_QUIET_MS + 200)).toBe(true);
  });

  it('waits until the largest paint has stopped changing', async () => {
    const win = fakeWindow();
    win.load();
    let painted = () => {};
    const onLargestPaint = (callback: () => void) => {
      painted = callback;
      return () => undefined;
    };
    const settled = pageSettled({
      queryClient,
      pageCode: Promise.resolve(),
      win,
      now: () => Date.now(),
      onLargestPaint,
    });
    expect(await settledAfter(settled, PAINT_QUIET_MS - 100)).toBe(false);
    painted(); // a larger element is drawn: the quiet wait starts again
    expect(await settledAfter(settled, PAINT_QUIET_MS - 100)).toBe(false);
    expect(await settledAfter(settled, 200)).toBe(true);
  });
});
