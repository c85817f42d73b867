import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_ID } from './route-preloads-id.ts';
import { preloadPageCode } from './route-preloads.ts';

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

function writeList(list: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = ROUTE_PRELOADS_ID;
  script.textContent = list;
  document.head.append(script);
}

describe('preloading a page’s code', () => {
  beforeEach(() => {
    document.head.replaceChildren();
    writeList(
      JSON.stringify({
        '/login': ['assets/login-page-1.js', 'assets/account-1.js'],
        '/study/:setId': ['assets/set-viewer-page-1.js', 'assets/study-1.js'],
        '/study/:setId/quiz': ['assets/quiz-page-1.js'],
      }),
    );
  });

  it('asks for the chunks index.html lists for the page’s route, parameters and a trailing slash included', () => {
    preloadPageCode('/study/abc123/', true);
    expect(preloaded()).toEqual(['/assets/set-viewer-page-1.js', '/assets/study-1.js']);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    preloadPageCode('/study/abc123/quiz', true);
    expect(preloaded()).toEqual(['/assets/quiz-page-1.js']);
  });

  it('asks for nothing on a page the visitor will be sent away from, or an unknown one', () => {
    preloadPageCode('/study/abc123', false); // signed out: the log-in page comes instead
    preloadPageCode('/login', true); // signed in: Created Sets comes instead
    preloadPageCode('/study/abc123/nowhere', true);
    expect(preloaded()).toEqual([]);
    preloadPageCode('/login', false);
    expect(preloaded()).toEqual(['/assets/login-page-1.js', '/assets/account-1.js']);
  });

  it('asks for nothing without a readable list (the dev server writes none)', () => {
    document.head.replaceChildren();
    preloadPageCode('/login', false);
    writeList('{not json');
    preloadPageCode('/login', false);
    expect(preloaded()).toEqual([]);
  });
});
