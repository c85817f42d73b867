import type { QueryClient } from '@tanstack/react-query';

/** Past this (after the load event), a page still fetching counts as settled: polling never holds the wait. */
export const SETTLE_CAP_MS = 10_000;

/** The longest wait for an idle moment: an animated page (the landing's particles) is never idle. */
const IDLE_WAIT_MS = 1_000;

/** How long the largest paint must stay the same before the page counts as drawn. */
export const PAINT_QUIET_MS = 500;

export interface SettleInputs {
  queryClient: Pick<QueryClient, 'isFetching' | 'getQueryCache'>;
  /** the first page's own code (its lazily loaded chunk), started at boot */
  pageCode: Promise<unknown>;
  /** for tests; the window's by default */
  win?: SettleWindow;
  now?: () => number;
  /** calls back on each new largest-paint candidate; returns the unsubscribe (none where unsupported) */
  onLargestPaint?: (callback: () => void) => () => void;
}

/** The little of `window` the wait uses. */
export interface SettleWindow {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  requestIdleCallback?(callback: () => void, options: { timeout: number }): unknown;
}

/**
 * Resolves once the first page has drawn what it came for: the load event has fired, the page's
 * chunk has arrived, no query is fetching, the main thread has had an idle moment since and the
 * largest paint has stayed the same for half a second. The
 * load event alone comes too early in a single-page app: it fires before the page's chunk renders
 * and before its data arrives, so whatever starts at `load` shares the phone's slow link (and its
 * CPU) with the page's largest paint.
 */
export async function pageSettled({
  queryClient,
  pageCode,
  win = window,
  now = () => performance.now(),
  onLargestPaint = observeLargestPaint,
}: SettleInputs): Promise<void> {
  await loaded(win);
  const cap = now() + SETTLE_CAP_MS;
  await pageCode.catch(() => undefined);
  for (;;) {
    // An idle moment lets a page that just got its code or its data render and start its next fetch.
    await idle(win, Math.max(1, Math.min(IDLE_WAIT_MS, cap - now())));
    if (queryClient.isFetching() === 0 || now() >= cap) break;
    await noneFetching(queryClient, win, cap - now());
  }
  // A deferred render (React's transitions yield to the browser) can leave idle moments before the
  // page's largest element is drawn: wait until no larger one has been painted for a while.
  await paintsQuiet(onLargestPaint, win);
}

function paintsQuiet(onLargestPaint: NonNullable<SettleInputs['onLargestPaint']>, win: SettleWindow): Promise<void> {
  return new Promise((resolve) => {
    let timer: unknown;
    let stop = () => {};
    const restart = () => {
      if (timer !== undefined) win.clearTimeout(timer);
      timer = win.setTimeout(() => {
        stop();
        resolve();
      }, PAINT_QUIET_MS);
    };
    stop = onLargestPaint(restart);
    restart();
  });
}

function observeLargestPaint(callback: () => void): () => void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return () => {};
  const observer = new PerformanceObserver(() => callback());
  observer.observe({ type: 'largest-contentful-paint' });
  return () => observer.disconnect();
}

function loaded(win: SettleWindow): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
}

function idle(win: SettleWindow, timeout: number): Promise<void> {
  return new Promise((resolve) => {
    if (win.requestIdleCallback) win.requestIdleCallback(() => resolve(), { timeout });
    else win.setTimeout(resolve, 50);
  });
}

/** Until no query is fetching, or `within` ms have passed. */
function noneFetching(queryClient: SettleInputs['queryClient'], win: SettleWindow, within: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    win.setTimeout(done, Math.max(0, within));
  });
}
