import type { VitePWAOptions } from 'vite-plugin-pwa';
import { OfflineCaches } from './src/lib/offline-caches.ts';

/**
 * The installable app and its service worker (ADR 0023, docs/product/offline.md). Workbox precaches
 * the app shell; what a student opened is kept as they use it: the API reads the set viewer, flip
 * study, the quiz and the review session make (network first, the copy only when offline), and the
 * cards' images (never change under their random names, so cache first).
 */

export const pwaOptions: Partial<VitePWAOptions> = {
  // The page asks the student before a new release takes over (features/offline/update-prompt.tsx).
  registerType: 'prompt',
  // Registered from the app after the first paint, never by a script in index.html.
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'CourseCards',
    short_name: 'CourseCards',
    description: 'Create, find and study flashcards for your classes, online or offline.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#4f46e5',
    background_color: '#f8fafc',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,woff2}', 'icons/*.png'],
    globIgnores: ['demo/**', '.vite/**'],
    // Every client route is the SPA; the server's own paths never are.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/(api|data|uploads)\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Copied into the worker as text, so it names nothing from this file. GET /api reads worth
        // keeping: the session check; a set with its cards (also matches /sets/popular and /sets/search,
        // harmlessly); its progress; the student's own and saved sets, to find a set offline; the
        // review session's queue, the sets of Today and the review settings.
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          /^\/api\/(auth\/verify-token|sets\/[^/]+(\/progress)?|sets\/(user|saved)\/[^/]+|review\/(due|sets|settings))$/.test(
            url.pathname,
          ),
        handler: 'NetworkFirst',
        options: {
          cacheName: OfflineCaches.studyReads,
          networkTimeoutSeconds: 6,
          expiration: { maxEntries: 300 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
        handler: 'CacheFirst',
        options: {
          cacheName: OfflineCaches.cardImages,
          expiration: { maxEntries: 600, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
