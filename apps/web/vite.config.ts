import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { themeBootScript } from '../../packages/shared/src/domain/theme.ts';
import { firstLoadIcons } from './first-load-icons.ts';
import { pwaOptions } from './pwa-options.ts';
import { routePreloads } from './route-preloads.ts';
import { ROUTE_PRELOADS_ID } from './src/app/route-preloads-id.ts';

const apiServer = process.env.API_URL ?? 'http://localhost:3000';
const firstIcons = firstLoadIcons(import.meta.dirname);
const isIcon = (id: string) => /node_modules[\\/]lucide-react[\\/]/.test(id);
const isFirstLoadIcon = (id: string) => [...firstIcons].some((icon) => id.replaceAll('\\', '/').endsWith(icon));
// The pages' shared pieces, by family (each a chunk, ADR 0034). Small pieces many signed-in pages use: list
// states, dates, "Edit Set", the inner pages' header, tips, card text with math (KaTeX itself stays lazy),
// the set cards and confirm dialog of Created and Saved Sets, the sets' query keys.
const APP_SHARED = [
  /[\\/]src[\\/]components[\\/]ui[\\/](load-error-panel|card-grid-loading|alert-toast|inner-page-header|tips-box|math-text|set-card|confirm-dialog)\./,
  /[\\/]src[\\/]lib[\\/]math[\\/]katex-loader\./,
  /[\\/]packages[\\/]shared[\\/]src[\\/]domain[\\/]math-text\./,
  /[\\/]src[\\/]lib[\\/](flashcard-set-query|set-query-keys)\./,
  /[\\/]src[\\/]features[\\/]created-sets[\\/](api|lib)[\\/]/,
  /[\\/]packages[\\/]shared[\\/]src[\\/]domain[\\/]dates\./,
];
// Spaced repetition (Today, Stats, Review and every study page): its API, the offline queue of ratings.
const REVIEW_SHARED = [
  /[\\/]src[\\/]features[\\/]review[\\/](api|lib)[\\/]/,
  /[\\/]src[\\/]features[\\/]review[\\/]components[\\/]page-header\./,
  /[\\/]src[\\/]lib[\\/]rating-queue\./,
  /node_modules[\\/]idb-keyval[\\/]/,
];
// The study pages (viewer, flashcards, quiz, learn, match, review): card sides, read-aloud, the
// study modes' header and answer forms, grading and shuffling.
const STUDY_SHARED = [
  /[\\/]src[\\/]features[\\/](study|quiz|review)[\\/]/,
  /[\\/]src[\\/]components[\\/](speech[\\/]|ui[\\/](study-load-error|set-not-found|way-back-link)\.)/,
  /[\\/]src[\\/]lib[\\/](speech|study-entry|set-not-found|grading|shuffle)\./,
  /[\\/]packages[\\/]shared[\\/]src[\\/]domain[\\/]math-answer\./,
];
// The sign-in pages: fields, messages, Google's button.
const ACCOUNT_SHARED = [
  /[\\/]src[\\/](features[\\/]auth[\\/]|lib[\\/]public-config\.)/,
  /[\\/]packages[\\/]shared[\\/]src[\\/]constants[\\/]messages\./,
];
// In this order: a module both lists match goes to the first.
const sharedGroups = { app: APP_SHARED, review: REVIEW_SHARED, study: STUDY_SHARED, account: ACCOUNT_SHARED };

/** The modules the two entries and the landing page import statically: what every first load of the landing runs. */
const landingRoots = ['src/main.tsx', 'src/early.ts', 'src/app/pages/landing-page.tsx'].map((file) =>
  join(import.meta.dirname, file),
);
// Per chunking pass (a watched build chunks again with a new graph).
const landingFirstLoads = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
function landingReaches(ctx: Rolldown.ChunkingContext, id: string): boolean {
  let firstLoad = landingFirstLoads.get(ctx);
  if (!firstLoad) {
    firstLoad = new Set<string>();
    const queue = [...landingRoots];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (firstLoad.has(next)) continue;
      firstLoad.add(next);
      queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    if (firstLoad.size === landingRoots.length) throw new Error('vite.config: no module of the landing page was found');
    landingFirstLoads.set(ctx, firstLoad);
  }
  return firstLoad.has(id);
}

export default defineConfig({
  plugins: [
    react(),
    earlyRequests(),
    themeBeforePaint(),
    tailwindcss(),
    VitePWA(pwaOptions),
    // Brotli and gzip copies beside each file; the server sends them as they are.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
      include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle-budget.ts reads the manifest to size each route's initial JavaScript.
    manifest: true,
    // Maps are written for the bundle report (bench/bundle-budget.ts) but not linked from the code.
    sourcemap: 'hidden',
    target: 'es2022',
    // Fonts stay files: the Content-Security-Policy allows fonts from our origin only (font-src
    // 'self'), never data: URLs, and KaTeX's small size fonts would otherwise be inlined.
    assetsInlineLimit: (file: string) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Icons in two small chunks, not one file each: a page's icons cost a request or two, not
            // twenty (on HTTP/1.1 and a slow phone network each extra round trip delays the first paint).
            // The first holds what the landing and the app's frame draw (and lucide's shared code), so
            // the landing never downloads the icons of pages behind the log-in (first-load-icons.ts).
            {
              name: 'icons',
              test: (id: string) => isIcon(id) && (!/[\\/]icons[\\/]/.test(id) || isFirstLoadIcon(id)),
              priority: 2,
            },
            { name: 'icons-more', test: (id: string) => isIcon(id), priority: 1 },
            // React, the router and the query cache in one chunk: the entry's small shared pieces (clsx,
            // the query client) no longer cost requests of their own, and a release that changes only
            // our code leaves this chunk, most of the first download, in the browser's cache.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack|clsx|cookie|set-cookie-parser)[\\/]/,
            },
            // The landing page's school search, which sign-up, Find Sets and the creator share: one file, not three.
            {
              name: 'school-search',
              test: /[\\/](packages[\\/]shared[\\/]src[\\/]domain[\\/](school-search|schools)|src[\\/](lib[\\/]static-lists|components[\\/]ui[\\/]combobox))\./,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // What two or more pages share, one chunk per family of pages (sharedGroups) instead of a dozen
            // small files: each was a request of its own before the page could draw (ADR 0034). Nothing the
            // landing page or the entries load goes in (landingReaches), and a captured module's dependencies
            // stay where they are (else the entry's api-client would move and the landing load the chunk).
            ...Object.entries(sharedGroups).map(([name, patterns]) => ({
              name: (id: string, ctx: Rolldown.ChunkingContext) =>
                patterns.some((pattern) => pattern.test(id)) && !landingReaches(ctx, id) ? name : null,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/data': apiServer,
      '/uploads': apiServer,
    },
  },
});

/**
 * A second entry, src/early.ts, loaded `async` before the app's: it starts the page's first API calls
 * (the session check, the set a study page shows) while the app's code downloads, instead of after.
 */
function earlyRequests(): Plugin {
  const source = '/src/early.ts';
  return {
    name: 'coursecards:early-requests',
    config: (_config, { command }) =>
      command === 'build'
        ? { build: { rolldownOptions: { input: { index: 'index.html', early: `.${source}` } } } }
        : undefined,
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        let src = source;
        const tags: HtmlTagDescriptor[] = [];
        if (bundle) {
          const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(source));
          if (!chunk) throw new Error(`early-requests: no chunk for ${source}`);
          src = `/${chunk.fileName}`;
          // Each page's own chunks, which the early script preloads (src/app/route-preloads.ts); before
          // the script, so the list is parsed whenever the script runs. JSON, so never executed.
          const preloads = routePreloads(bundle, import.meta.dirname);
          tags.push({
            tag: 'script',
            attrs: { type: 'application/json', id: ROUTE_PRELOADS_ID },
            children: JSON.stringify(preloads).replaceAll('<', '\\u003c'),
            injectTo: 'head-prepend',
          });
        }
        tags.push({
          tag: 'script',
          attrs: { type: 'module', async: true, crossorigin: true, src },
          injectTo: 'head-prepend',
        });
        return tags;
      },
    },
  };
}

/**
 * The theme's inline script, first in <head>: it marks <html> dark before anything paints. The
 * server's CSP allows it by its hash (the same text, from packages/shared).
 */
function themeBeforePaint(): Plugin {
  return {
    name: 'coursecards:theme-before-paint',
    transformIndexHtml: () => [{ tag: 'script', children: themeBootScript, injectTo: 'head-prepend' }],
  };
}
