import type { NextIntervals, Rating } from '@coursecards/shared/schemas/review';
import { clsx } from 'clsx';

export const RATING_LABELS: Record<Rating, string> = { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' };
const ORDER: Rating[] = ['again', 'hard', 'good', 'easy'];
const tones: Record<Rating, string> = {
  again: 'bg-red-50 text-red-800 ring-red-200 hover:bg-red-100',
  hard: 'bg-amber-50 text-amber-900 ring-amber-200 hover:bg-amber-100',
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200 hover:bg-emerald-100',
  easy: 'bg-sky-50 text-sky-800 ring-sky-200 hover:bg-sky-100',
};

/** The rating for keys 1–4 (the number row and the keypad), or null. */
export function ratingForKey(key: string): Rating | null {
  const n = Number(key);
  return Number.isInteger(n) && n >= 1 && n <= 4 ? (ORDER[n - 1] ?? null) : null;
}

/**
 * Again / Hard / Good / Easy after the answer is shown, each with the interval it would give and
 * its key. Used by the review session and by flip-card study.
 */
export function RatingButtons({
  intervals,
  onRate,
  busy,
}: {
  /** null while unknown (flip study before the first rating of a card): the buttons show no interval */
  intervals: NextIntervals | null;
  onRate: (rating: Rating) => void;
  busy?: boolean;
}) {
  return (
    <div role="group" aria-label="How well did you remember?" className="grid grid-cols-4 gap-2 sm:gap-3">
      {ORDER.map((rating, i) => (
        <button
          key={rating}
          type="button"
          disabled={busy}
          onClick={() => onRate(rating)}
          aria-keyshortcuts={String(i + 1)}
          className={clsx(
            'flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-xl px-1 py-2 text-sm font-semibold ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 sm:text-base',
            tones[rating],
          )}
        >
          <span>{RATING_LABELS[rating]}</span>
          <span className="text-xs font-medium tabular-nums opacity-80">
            {intervals ? intervals[rating] : `Key ${i + 1}`}
            {intervals && <span className="sr-only"> until next review, key {i + 1}</span>}
          </span>
        </button>
      ))}
    </div>
  );
}
