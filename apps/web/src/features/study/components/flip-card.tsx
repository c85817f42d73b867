import { Timings } from '@coursecards/shared/constants/limits';
import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { clsx } from 'clsx';
import { RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import { SpeakButton } from '../../../components/speech/speak-button.tsx';
import type { CardSide as Side } from '../lib/flip-deck.ts';
import { swipeOf, type Swipe } from '../lib/swipe.ts';
import { CardSide } from './card-side.tsx';
import type { ZoomedImage } from './image-zoom-dialog.tsx';

export interface FlipCardProps {
  card: Flashcard;
  cardNumber: number;
  /** the set's language, for read-aloud */
  language: string;
  side: Side;
  onFlip: () => void;
  onZoom: (image: ZoomedImage) => void;
  /** a finger swiped across the card: left for the next card, right for the previous */
  onSwipe?: (swipe: Exclude<Swipe, null>) => void;
}

/** One face: its label chip, its content centred, and the hint to flip at the foot. */
function Face({
  card,
  cardNumber,
  language,
  face,
  showing,
  onZoom,
}: {
  card: Flashcard;
  cardNumber: number;
  language: string;
  face: Side;
  showing: boolean;
  onZoom: (image: ZoomedImage) => void;
}) {
  const front = face === 'front';
  return (
    <div
      // The face turned away is out of reach: no focus, not read out, its image not clickable.
      inert={!showing}
      aria-hidden={!showing}
      className={clsx(
        // overflow-hidden: a space after a line filled by a long unbroken run hangs past the edge (pre-wrap).
        'flex min-h-72 min-w-0 flex-col overflow-hidden rounded-3xl p-5 shadow-lg ring-1 backface-hidden [grid-area:1/1] sm:min-h-80 md:p-8',
        front ? 'bg-white ring-slate-200' : 'bg-gradient-to-br from-brand-50 to-white ring-brand-200',
      )}
      style={front ? undefined : { transform: 'rotateY(180deg)' }}
    >
      <p className="flex items-center justify-between">
        <span
          className={clsx(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase',
            front ? 'bg-brand-50 text-brand-700' : 'bg-emerald-50 text-emerald-700',
          )}
        >
          {front ? 'Question' : 'Answer'}
        </span>
        <span className="flex items-center gap-1">
          <SpeakButton
            text={front ? card.question : card.answer}
            lang={language}
            label={front ? 'Read the question aloud' : 'Read the answer aloud'}
          />
          <span className="text-xs font-medium text-slate-400 tabular-nums">#{cardNumber}</span>
        </span>
      </p>
      <div className="flex flex-1 flex-col items-center justify-center py-6">
        <CardSide
          side={front ? 'Question' : 'Answer'}
          text={front ? card.question : card.answer}
          image={front ? card.questionImage : card.answerImage}
          cardNumber={cardNumber}
          onZoom={onZoom}
          size="study"
        />
      </div>
      <p aria-hidden="true" className="flex items-center justify-center gap-1.5 text-xs text-slate-400">
        <RefreshCw className="h-3.5 w-3.5" />
        <span className="pointer-touch:hidden">Click the card to flip it</span>
        <span className="pointer-fine:hidden">Tap to flip, swipe for the next card</span>
      </p>
    </div>
  );
}

/**
 * The flip card (sets-and-study §2, §9): question in front, answer behind, turned in 3-D over
 * Timings.cardFlip (0.6 s); with reduced motion it changes at once. Clicking or tapping the card
 * flips it (the Flip button and Space do the same for keyboards); clicking an image enlarges it
 * instead. A finger swiped sideways moves (onSwipe) and does not flip; the page still scrolls
 * up and down over the card (touch-action: pan-y).
 * Render it with a `key` per card: a new card then starts on its question with no turn, so the
 * next answer never shows mid-turn.
 */
export function FlipCard({ card, cardNumber, language, side, onFlip, onZoom, onSwipe }: FlipCardProps) {
  const touchStart = useRef<{ id: number; x: number; y: number } | null>(null);
  // A swipe ends with a click on the card in some browsers: that click is not a tap.
  const swiped = useRef(false);

  return (
    // The swipe is read on this frame, which never turns: halfway through a flip the card itself is
    // edge-on and a finger would land beside it.
    <div
      className="touch-pan-y perspective-[1600px]"
      onPointerDown={(event) => {
        swiped.current = false;
        touchStart.current =
          event.pointerType === 'mouse' ? null : { id: event.pointerId, x: event.clientX, y: event.clientY };
      }}
      onPointerUp={(event) => {
        const start = touchStart.current;
        touchStart.current = null;
        if (!start || start.id !== event.pointerId) return;
        const swipe = swipeOf(event.clientX - start.x, event.clientY - start.y);
        if (!swipe) return;
        swiped.current = true;
        onSwipe?.(swipe);
      }}
      onPointerCancel={() => {
        touchStart.current = null;
      }}
    >
      <div
        data-side={side}
        onClick={() => {
          if (swiped.current) {
            swiped.current = false;
            return;
          }
          onFlip();
        }}
        className="grid cursor-pointer touch-pan-y transition-transform ease-in-out transform-3d motion-reduce:transition-none"
        style={{
          transitionDuration: `${Timings.cardFlip}ms`,
          transform: side === 'back' ? 'rotateY(180deg)' : 'rotateY(0deg)',
        }}
      >
        <Face
          card={card}
          cardNumber={cardNumber}
          language={language}
          face="front"
          showing={side === 'front'}
          onZoom={onZoom}
        />
        <Face
          card={card}
          cardNumber={cardNumber}
          language={language}
          face="back"
          showing={side === 'back'}
          onZoom={onZoom}
        />
      </div>
    </div>
  );
}
