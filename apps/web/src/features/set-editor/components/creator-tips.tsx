import { Lightbulb, X } from 'lucide-react';
import { useState } from 'react';
import { safeStorage, StorageKeys } from '../../../lib/storage-keys.ts';

/** The creator's tips; once dismissed they stay hidden (hideCreatorInfoTips, spec §2). */
export function CreatorTips() {
  const [hidden, setHidden] = useState(() => safeStorage.get(StorageKeys.hideCreatorInfoTips) === 'true');
  if (hidden) return null;

  const dismiss = () => {
    safeStorage.set(StorageKeys.hideCreatorInfoTips, 'true');
    setHidden(true);
  };

  return (
    <section
      aria-labelledby="creator-tips-heading"
      className="relative rounded-2xl bg-brand-50 p-4 pr-12 ring-1 ring-brand-100 md:p-5 md:pr-14"
    >
      <h2 id="creator-tips-heading" className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <Lightbulb className="h-4 w-4 text-brand-600" aria-hidden="true" />
        Tips for great flashcards
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-brand-900/80 marker:text-brand-400">
        <li>Keep each card to one idea: a short question and a clear answer.</li>
        <li>Add an image or an equation to either side when words are not enough.</li>
        <li>Drag cards by their handle, or use the arrows, to put them in order.</li>
        <li>Save Private keeps a set to yourself; Publish lets classmates find it by class code.</li>
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
