import { Lightbulb, X } from 'lucide-react';
import { useState } from 'react';
import { safeStorage, StorageKeys } from '../../../lib/storage-keys.ts';

/** The viewer's tips; once dismissed they stay hidden (hideViewerInfoTips, spec §2, §3). */
export function ViewerTips() {
  const [hidden, setHidden] = useState(() => safeStorage.get(StorageKeys.hideViewerInfoTips) === 'true');
  if (hidden) return null;

  const dismiss = () => {
    safeStorage.set(StorageKeys.hideViewerInfoTips, 'true');
    setHidden(true);
  };

  return (
    <section
      aria-labelledby="viewer-tips-heading"
      className="relative rounded-2xl bg-brand-50 p-4 pr-12 ring-1 ring-brand-100 md:p-5 md:pr-14"
    >
      <h2 id="viewer-tips-heading" className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <Lightbulb className="h-4 w-4 text-brand-600" aria-hidden="true" />
        Ways to study this set
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-brand-900/80 marker:text-brand-400">
        <li>Study Flashcards shows one card at a time: Space flips it, the arrow keys move between cards.</li>
        <li>Take Quiz asks each card as a question, by multiple choice or typed answer, and keeps your score.</li>
        <li>Search the cards below, sort them A to Z, or show every answer to review at a glance.</li>
        <li>Click an image to see it larger.</li>
      </ul>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss tips"
        className="absolute top-3 right-3 rounded-lg p-1.5 text-brand-700 hover:bg-brand-100"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </section>
  );
}
