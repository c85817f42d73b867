import type { Rating } from '@coursecards/shared/schemas/review';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useRateCard } from '../api/review-queries.ts';
import { RATING_LABELS, RatingButtons, ratingForKey } from './rating-buttons.tsx';

/**
 * Flip-card study's rating bar, under a card whose answer is on show: the rating goes to the memory
 * model, then the deck moves on. Keys 1–4 rate as well.
 */
export function FlipRating({ cardId, onRated }: { cardId: string; onRated: () => void }) {
  const rate = useRateCard();
  const [said, setSaid] = useState<string | null>(null);
  const give = (rating: Rating) => {
    if (rate.isPending) return;
    rate.mutate(
      { rated: { cardId, rating, mode: 'flip' }, key: crypto.randomUUID() },
      {
        onSuccess: (answer) => {
          setSaid(
            'queued' in answer
              ? `${RATING_LABELS[rating]}: saved on this device, it syncs when you are back online`
              : `${RATING_LABELS[rating]}: next review ${answer.intervalDays > 0 ? `in ${answer.intervalDays} d` : 'today'}`,
          );
          onRated();
        },
        onError: (error) => setSaid(`Your rating was not saved: ${error.message}`),
      },
    );
  };
  const latest = useRef(give);
  useLayoutEffect(() => {
    latest.current = give;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if ((event.target as HTMLElement | null)?.closest('input, textarea, select')) return;
      const rating = ratingForKey(event.key);
      if (rating) {
        event.preventDefault();
        latest.current(rating);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="mb-3 text-center text-sm font-medium text-slate-700">How well did you remember? (keys 1–4)</p>
      <RatingButtons intervals={null} onRate={give} busy={rate.isPending} />
      <p role="status" className="mt-2 min-h-5 text-center text-sm text-slate-600">
        {said}
      </p>
    </div>
  );
}
