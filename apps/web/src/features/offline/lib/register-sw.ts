import { registerSW } from 'virtual:pwa-register';

/** How often an open tab asks whether a new release is out. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (Workbox, built by vite-plugin-pwa). A new release waits until the
 * student chooses to reload (`onNeedRefresh`); `update()` then lets it take over and reloads every
 * tab it controls, so no page runs old code against new files.
 */
export function registerServiceWorker(onNeedRefresh: () => void): () => Promise<void> {
  return registerSW({
    // Called once the first page has settled (app/after-load.tsx), after its load event, which registerSW would otherwise wait for.
    immediate: true,
    onNeedRefresh,
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
    },
    onRegisterError: (error: unknown) => console.info('The offline app could not be installed', error),
  });
}
