import { Sparkles } from 'lucide-react';

export const aiButtonLabel = (hasCards: boolean) =>
  hasCards ? 'Generate More Cards from Notes or PDF' : 'AI Generate Cards from Notes or PDF';

/** The large AI button above the cards (sets-and-study §2): full width, one slim row, so the first card stays in view. */
export function AiGenerateButton({ hasCards, onClick }: { hasCards: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="group flex w-full items-center gap-3 rounded-2xl bg-gradient-to-r from-brand-600 via-indigo-600 to-violet-600 px-4 py-3 text-left text-white shadow-md shadow-brand-900/10 transition hover:shadow-lg hover:brightness-110"
    >
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
        <Sparkles className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className="text-base font-semibold">{aiButtonLabel(hasCards)}</span>
    </button>
  );
}

/**
 * The floating AI button, in reach while scrolling through cards (the save bar places it). The
 * editor shows it only once the large AI button has scrolled away above: before that the large one
 * is there, and the floating one would cover the set's fields on a phone.
 */
export function FloatingAiButton({ hasCards, onClick }: { hasCards: boolean; onClick: () => void }) {
  const label = aiButtonLabel(hasCards);
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="flex h-14 w-14 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-violet-600 text-white shadow-lg shadow-brand-900/25 transition hover:scale-105 hover:shadow-xl"
    >
      <Sparkles className="h-6 w-6" aria-hidden="true" />
    </button>
  );
}
