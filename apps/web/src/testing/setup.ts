import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy… and waitFor wait for what a student would see; lazy chunks and renders are slow on a busy
// two-core machine, so they wait up to 10 s (the library's 1 s default failed tests with nothing wrong).
configure({ asyncUtilTimeout: 10_000 });

// jsdom implements no <dialog> behaviour: give it the open/close our Modal relies on.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

// An unexpected console error or warning (a React warning, a failed effect) fails the test.
let unexpected: string[] = [];
beforeEach(() => {
  unexpected = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
  // Session start logs rejected tokens at info level, as the spec asks; keep test output quiet.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  const logged = unexpected;
  vi.restoreAllMocks();
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
  if (logged.length) throw new Error(`Unexpected console output:\n${logged.join('\n')}`);
});
