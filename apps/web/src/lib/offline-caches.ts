/** The service worker's caches of what a student opened (apps/web/pwa-options.ts fills them). */
export const OfflineCaches = { studyReads: 'study-reads', cardImages: 'card-images' } as const;

/**
 * At sign-out: the kept API answers and images are the student's own (private sets, their review
 * queue), so the next person on a shared device must not be shown them offline.
 */
export async function forgetStudyCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(Object.values(OfflineCaches).map((name) => caches.delete(name)));
}
