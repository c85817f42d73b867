import { Lightbulb, X } from 'lucide-react';
import { useId, useState } from 'react';
import { safeStorage } from '../../lib/storage-keys.ts';

/** Shown until dismissed once; the dismissal is kept in local storage under `storageKey` (spec: tips are shown once). */
export function useRememberedDismissal(storageKey: string): [hidden: boolean, dismiss: () => void] {
  const [hidden, setHidden] = useState(() => safeStorage.get(storageKey) === 'true');
  const dismiss = () => {
    safeStorage.set(storageKey, 'true');
    setHidden(true);
  };
  return [hidden, dismiss];
}

/** A screen's dismissible tips box: a heading and a short list (`columns`: two side by side on wider screens). */
export function TipsBox({
  storageKey,
  title,
  tips,
  columns = 1,
}: {
  storageKey: string;
  title: string;
  tips: readonly string[];
  columns?: 1 | 2;
}) {
  const [hidden, dismiss] = useRememberedDismissal(storageKey);
  const headingId = useId();
  if (hidden) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="relative rounded-2xl bg-brand-50 p-4 pr-12 ring-1 ring-brand-100 md:p-5 md:pr-14"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <Lightbulb className="h-4 w-4 text-brand-600" aria-hidden="true" />
        {title}
      </h2>
      <ul
        className={
          columns === 2
            ? 'mt-2 list-disc space-y-1 pl-5 text-sm text-brand-900/80 marker:text-brand-400 md:grid md:grid-cols-2 md:gap-x-8 md:space-y-0 md:gap-y-1'
            : 'mt-2 list-disc space-y-1 pl-5 text-sm text-brand-900/80 marker:text-brand-400'
        }
      >
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
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
