import type { DueCard, NextIntervals, Rating } from '@coursecards/shared/schemas/review';
import { CheckCircle2, Eye, RotateCcw } from 'lucide-react';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AutoReadSwitch } from '../../../components/speech/speak-button.tsx';
import { AlertToast } from '../../../components/ui/alert-toast.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { useAutoRead, useCanSpeak, useReadAloudKey, useReadOnShow } from '../../../lib/speech.ts';
import { useRateCard, useUndoRating } from '../api/review-queries.ts';
import { isFinished, newSession, sessionReducer, swipeRating, tally } from '../lib/review-session.ts';
import { RATING_LABELS, RatingButtons, ratingForKey } from './rating-buttons.tsx';
import { ReviewCardFace } from './review-card-face.tsx';

const STATE_LABELS: Record<DueCard['state'], string> = {
  new: 'New',
  learning: 'Learning',
  review: 'Review',
  relearning: 'Relearning',
};

/** Keys typed into a field, or with a modifier, are not ours. */
function isOwnKey(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  return !target?.closest('input, textarea, select, [contenteditable="true"]');
}

/**
 * One review session over the cards read at its start: Space (or a tap) shows the answer, then
 * Again / Hard / Good / Easy (buttons, keys 1–4, or a swipe on a phone) rate it and move on. Undo
 * takes back the last rating. At the end, a summary.
 */
export function ReviewSession({ cards, onMore }: { cards: readonly DueCard[]; onMore: () => void }) {
  const [state, dispatch] = useReducer(sessionReducer, cards, newSession);
  const rate = useRateCard();
  const undo = useUndoRating();
  const [failure, setFailure] = useState<string | null>(null);
  const shownAt = useRef(0);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const card = state.cards[state.position];
  const revealButton = useRef<HTMLButtonElement>(null);
  const canSpeak = useCanSpeak();
  const [autoRead, setAutoRead] = useAutoRead();
  const sideText = !card || isFinished(state) ? '' : state.revealed ? card.answer : card.question;
  useReadOnShow(sideText, card?.language ?? 'en', autoRead && canSpeak);
  useReadAloudKey(sideText, card?.language ?? 'en', canSpeak);

  useEffect(() => {
    shownAt.current = performance.now();
    revealButton.current?.focus();
  }, [state.position]);

  const reveal = () => dispatch({ type: 'reveal' });
  const give = (rating: Rating) => {
    if (!card || !state.revealed || rate.isPending) return;
    setFailure(null);
    const durationMs = Math.min(3_600_000, Math.round(performance.now() - shownAt.current));
    rate.mutate(
      { rated: { cardId: card.cardId, rating, mode: 'review', durationMs }, key: crypto.randomUUID() },
      {
        onSuccess: () => dispatch({ type: 'rated', cardId: card.cardId, rating }),
        onError: (error) => setFailure(`Your rating was not saved: ${error.message}`),
      },
    );
  };
  const takeBack = () => {
    if (undo.isPending || state.rated.length === 0) return;
    setFailure(null);
    undo.mutate(undefined, {
      onSuccess: (restored) => dispatch({ type: 'undone', cardId: restored.cardId }),
      onError: (error) => setFailure(`Nothing was undone: ${error.message}`),
    });
  };

  // Handlers read the latest state through a ref, so the listener is added once.
  const keys = useRef({ reveal, give, takeBack, revealed: state.revealed });
  useLayoutEffect(() => {
    keys.current = { reveal, give, takeBack, revealed: state.revealed };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isOwnKey(event)) return;
      const { revealed } = keys.current;
      if ((event.key === ' ' || event.key === 'Enter') && !revealed) {
        // Space on a focused button would press it as well: one reveal only.
        event.preventDefault();
        keys.current.reveal();
        return;
      }
      const rating = ratingForKey(event.key);
      if (rating && revealed) {
        event.preventDefault();
        keys.current.give(rating);
      } else if (event.key === 'u' || event.key === 'U') keys.current.takeBack();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (isFinished(state) || !card) return <SessionSummary state={state} onMore={onMore} onUndo={takeBack} />;

  const intervals: NextIntervals = card.nextIntervals;
  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="font-semibold text-slate-700 tabular-nums">
          Card {state.position + 1} of {state.cards.length}
        </p>
        <span className="flex items-center gap-3">
          <AutoReadSwitch on={autoRead} onChange={setAutoRead} />
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700">
            {STATE_LABELS[card.state]}
          </span>
        </span>
      </div>
      <ProgressBar
        label="Session progress"
        percent={(state.position / state.cards.length) * 100}
        range={{ min: 0, max: state.cards.length, now: state.position }}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        barClassName="h-full rounded-full bg-brand-500 transition-[width] duration-300 motion-reduce:transition-none"
      />

      <div
        className="mt-6 touch-pan-y select-none"
        onClick={() => !state.revealed && reveal()}
        onTouchStart={(e) => {
          const t = e.touches[0];
          touch.current = t ? { x: t.clientX, y: t.clientY } : null;
        }}
        onTouchEnd={(e) => {
          const start = touch.current;
          const t = e.changedTouches[0];
          touch.current = null;
          if (!start || !t || !state.revealed) return;
          const rating = swipeRating(t.clientX - start.x, t.clientY - start.y);
          if (rating) give(rating);
        }}
      >
        <ReviewCardFace card={card} revealed={state.revealed} />
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {state.revealed ? `Answer: ${card.answer}` : `Card ${state.position + 1}. Question: ${card.question}`}
      </p>

      <div className="mt-6">
        {state.revealed ? (
          <>
            <RatingButtons intervals={intervals} onRate={give} busy={rate.isPending} />
            <p className="mt-3 text-center text-sm text-slate-500 sm:hidden">Swipe right for Good, left for Again</p>
          </>
        ) : (
          <button
            ref={revealButton}
            type="button"
            className={buttonClasses('primary', 'lg', 'w-full')}
            onClick={reveal}
            aria-keyshortcuts="Space"
          >
            <Eye className="h-5 w-5" aria-hidden="true" />
            Show Answer
          </button>
        )}
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <ul aria-label="Keyboard shortcuts" className="hidden flex-wrap gap-x-5 gap-y-2 text-sm text-slate-500 sm:flex">
          <li className="inline-flex items-center gap-2">
            <kbd className={kbd}>Space</kbd> Show answer
          </li>
          <li className="inline-flex items-center gap-2">
            <kbd className={kbd}>1</kbd>–<kbd className={kbd}>4</kbd> Rate
          </li>
          <li className="inline-flex items-center gap-2">
            <kbd className={kbd}>U</kbd> Undo
          </li>
          {canSpeak && (
            <li className="inline-flex items-center gap-2">
              <kbd className={kbd}>R</kbd> Read aloud
            </li>
          )}
        </ul>
        <Button
          variant="ghost"
          size="sm"
          onClick={takeBack}
          disabled={state.rated.length === 0 || undo.isPending}
          aria-keyshortcuts="U"
        >
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          Undo last rating
        </Button>
      </div>
      {failure && <AlertToast message={failure} onDismiss={() => setFailure(null)} />}
    </div>
  );
}

function SessionSummary({
  state,
  onMore,
  onUndo,
}: {
  state: ReturnType<typeof newSession>;
  onMore: () => void;
  onUndo: () => void;
}) {
  const counts = tally(state);
  const total = state.rated.length;
  return (
    <section
      aria-labelledby="summary-title"
      className="mx-auto max-w-lg rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 md:p-8"
    >
      <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-emerald-50 text-emerald-600">
        <CheckCircle2 className="h-6 w-6" aria-hidden="true" />
      </span>
      <h2 id="summary-title" className="mt-4 text-xl font-semibold">
        {total === 0 ? 'Nothing to review right now' : 'Session complete'}
      </h2>
      <p className="mt-2 text-slate-600">
        {total === 0
          ? 'No cards are due. Come back later, or study a set to add new cards.'
          : `You reviewed ${total} ${total === 1 ? 'card' : 'cards'}.`}
      </p>
      {total > 0 && (
        <dl className="mt-5 grid grid-cols-4 gap-2">
          {(Object.keys(counts) as Rating[]).map((rating) => (
            <div key={rating} className="rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200">
              <dt className="text-xs font-medium text-slate-600">{RATING_LABELS[rating]}</dt>
              <dd className="text-lg font-bold tabular-nums">{counts[rating]}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/today" className={buttonClasses('primary')}>
          Back to Today
        </Link>
        <Button variant="secondary" onClick={onMore}>
          Check for more cards
        </Button>
        {total > 0 && (
          <Button variant="ghost" onClick={onUndo}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Undo last rating
          </Button>
        )}
      </div>
    </section>
  );
}

const kbd =
  'inline-grid min-w-7 place-items-center rounded-md bg-white px-1.5 py-0.5 font-sans text-xs font-semibold text-slate-700 shadow-sm ring-1 ring-slate-300';
