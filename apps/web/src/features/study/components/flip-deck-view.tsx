import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, RefreshCw, Shuffle } from 'lucide-react';
import { useReducer, useState, type ReactNode } from 'react';
import { AutoReadSwitch } from '../../../components/speech/speak-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { useAutoRead, useCanSpeak, useReadAloudKey, useReadOnShow } from '../../../lib/speech.ts';
import {
  canGoNext,
  canGoPrev,
  currentCardIndex,
  deckReducer,
  newDeck,
  progressPercent,
  shuffledOrder,
  type DeckAction,
} from '../lib/flip-deck.ts';
import { cardPositionLabel, StudyMessages } from '../lib/study-messages.ts';
import { useStudyKeys } from '../lib/use-study-keys.ts';
import { DeckSummary } from './deck-summary.tsx';
import { FlipCard } from './flip-card.tsx';
import { ImageZoomDialog, type ZoomedImage } from './image-zoom-dialog.tsx';

/** What a screen reader hears after each step: where it is and the side now on show. */
function announcementOf(card: Flashcard, side: 'front' | 'back', position: string, shuffled: boolean) {
  const text = side === 'front' ? card.question : card.answer;
  const image = side === 'front' ? card.questionImage : card.answerImage;
  const content = [text.trim(), image ? '(image)' : ''].filter(Boolean).join(' ');
  if (side === 'back') return `Answer side. ${content}`;
  return `${shuffled ? 'Cards shuffled. ' : ''}${position}, question side. ${content}`;
}

function NavButton({
  disabled,
  onPress,
  children,
  className,
}: {
  disabled: boolean;
  onPress: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button
      variant="secondary"
      size="lg"
      // aria-disabled, not disabled: a button that keeps focus when it stops working (reaching the
      // last card with Next) leaves the keyboard user where they were.
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onPress()}
      className={clsx(
        'px-3 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-white sm:px-5',
        className,
      )}
    >
      {children}
    </Button>
  );
}

/** What shows under a card whose answer is on show; `next` moves on (it does nothing on the last card). */
export type AfterReveal = (card: Flashcard, next: () => void) => ReactNode;

/**
 * Flip-card study of a set with cards (sets-and-study §2 "Flip-card study", §4 "Flip card"): 'Card N of M',
 * the progress bar, the card, Prev / Flip / Next and Shuffle, the keyboard (Space flips, Left and
 * Right move; its hints only where there is a mouse and keyboard), touch (tap flips, a swipe
 * moves), the image zoom, and after the last card the end-of-deck summary. The rules live in
 * lib/flip-deck.ts.
 */
export function FlipDeckView({
  cards,
  language,
  quizHref,
  afterReveal,
}: {
  cards: readonly Flashcard[];
  /** the set's language, for read-aloud */
  language: string;
  quizHref: string;
  afterReveal?: AfterReveal;
}) {
  const [deck, dispatch] = useReducer(deckReducer, cards.length, newDeck);
  const [shuffled, setShuffled] = useState(false);
  const [zoomed, setZoomed] = useState<ZoomedImage | null>(null);

  const act = (action: DeckAction) => {
    setShuffled(action.type === 'shuffle');
    dispatch(action);
  };
  const shuffle = () => act({ type: 'shuffle', order: shuffledOrder(cards.length) });
  useStudyKeys((action) => act({ type: action }), zoomed === null);

  const index = currentCardIndex(deck);
  const card = index === undefined ? undefined : cards[index];
  const sideText = !card || deck.finished ? '' : deck.side === 'front' ? card.question : card.answer;
  const canSpeak = useCanSpeak();
  const [autoRead, setAutoRead] = useAutoRead();
  useReadOnShow(sideText, language, autoRead && canSpeak);
  useReadAloudKey(sideText, language, canSpeak && zoomed === null);
  if (index === undefined || !card) {
    return (
      <p role="alert" className="text-center font-medium text-slate-800">
        {StudyMessages.currentCardMissing}
      </p>
    );
  }
  const position = cardPositionLabel(deck.position, deck.order.length);
  const percent = progressPercent(deck);
  const announcement = deck.finished
    ? `${StudyMessages.endOfDeck}. ${StudyMessages.endOfDeckDone(cards.length)}`
    : announcementOf(card, deck.side, position, shuffled);

  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-slate-700 tabular-nums">{position}</p>
        <div className="flex items-center gap-3">
          <AutoReadSwitch on={autoRead} onChange={setAutoRead} />
          <Button variant="ghost" size="sm" onClick={shuffle} disabled={cards.length < 2}>
            <Shuffle className="h-4 w-4" aria-hidden="true" />
            Shuffle
          </Button>
        </div>
      </div>
      <ProgressBar
        label="Study progress"
        percent={percent}
        range={{ min: 1, max: deck.order.length, now: deck.position + 1 }}
        valueText={position}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        barClassName="h-full rounded-full bg-brand-500 transition-[width] duration-300 ease-out motion-reduce:transition-none"
      />

      <div className="mt-6">
        {deck.finished ? (
          <DeckSummary
            count={cards.length}
            onRestart={() => act({ type: 'restart' })}
            onShuffle={shuffle}
            quizHref={quizHref}
          />
        ) : (
          <FlipCard
            key={`${index}:${deck.order.join()}`}
            card={card}
            cardNumber={index + 1}
            language={language}
            side={deck.side}
            onFlip={() => act({ type: 'flip' })}
            onZoom={setZoomed}
            onSwipe={(swipe) => act({ type: swipe === 'left' ? 'next' : 'prev' })}
          />
        )}
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      {afterReveal && deck.side === 'back' && (
        <div className="mt-4">
          {afterReveal(card, () => {
            if (canGoNext(deck)) act({ type: 'next' });
          })}
        </div>
      )}

      <div className="mt-6 grid grid-cols-[1fr_1.4fr_1fr] gap-3">
        <NavButton disabled={!canGoPrev(deck)} onPress={() => act({ type: 'prev' })}>
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          Prev
        </NavButton>
        <Button
          size="lg"
          aria-disabled={deck.finished || undefined}
          onClick={() => !deck.finished && act({ type: 'flip' })}
          className="aria-disabled:cursor-not-allowed aria-disabled:bg-brand-300"
        >
          <RefreshCw className="h-5 w-5" aria-hidden="true" />
          Flip
        </Button>
        <NavButton disabled={!canGoNext(deck)} onPress={() => act({ type: 'next' })}>
          {/* On the last card Next ends the deck (the summary). */}
          Next
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </NavButton>
      </div>

      <ul
        aria-label="Keyboard shortcuts"
        className="mt-6 hidden flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-500 pointer-fine:flex"
      >
        <li className="inline-flex items-center gap-2">
          <kbd className={kbd}>Space</kbd> Flip the card
        </li>
        <li className="inline-flex items-center gap-2">
          <kbd className={kbd} aria-label="Left arrow">
            ←
          </kbd>
          <kbd className={kbd} aria-label="Right arrow">
            →
          </kbd>
          Previous / next card
        </li>
        {canSpeak && (
          <li className="inline-flex items-center gap-2">
            <kbd className={kbd}>R</kbd> Read aloud
          </li>
        )}
      </ul>
      <ImageZoomDialog image={zoomed} onClose={() => setZoomed(null)} />
    </div>
  );
}

const kbd =
  'inline-grid min-w-7 place-items-center rounded-md bg-white px-1.5 py-0.5 font-sans text-xs font-semibold text-slate-700 shadow-sm ring-1 ring-slate-300';
