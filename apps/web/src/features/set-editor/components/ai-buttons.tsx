import { Sparkles } from 'lucide-react';

export const aiButtonLabel = (hasCards: boolean) =>
  hasCards ? 'Generate More Cards from Notes or PDF' : 'AI Generate Cards from Notes or PDF';

/** The large AI button above the cards (sets-and-study §2). */
export function AiGenerateButton({ hasCards, onClick }: { hasCards: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="group flex w-full items-center gap-4 rounded-2xl bg-gradient-to-r from-brand-600 via-indigo-600 to-violet-600 p-4 text-left text-white shadow-md shadow-brand-900/10 transition hover:shadow-lg hover:brightness-110 md:p-5"
    >
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
        <Sparkles className="h-6 w-6" aria-hidden="true" />
      </span>
      <span className="text-base font-semibold md:text-lg">{aiButtonLabel(hasCards)}</span>
    </button>
  );
}

/** The floating AI button, always in reach while scrolling through cards (the save bar places it). */
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
