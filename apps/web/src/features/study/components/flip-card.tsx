import { Timings } from '@coursecards/shared/constants/limits';
import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { clsx } from 'clsx';
import { RefreshCw } from 'lucide-react';
import type { CardSide as Side } from '../lib/flip-deck.ts';
import { CardSide } from './card-side.tsx';
import type { ZoomedImage } from './image-zoom-dialog.tsx';

export interface FlipCardProps {
  card: Flashcard;
  cardNumber: number;
  side: Side;
  onFlip: () => void;
  onZoom: (image: ZoomedImage) => void;
}

/** One face: its label chip, its content centred, and the hint to flip at the foot. */
function Face({
  card,
  cardNumber,
  face,
  showing,
  onZoom,
}: {
  card: Flashcard;
  cardNumber: number;
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
        <span className="text-xs font-medium text-slate-400 tabular-nums">#{cardNumber}</span>
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
        Click or tap the card to flip it
      </p>
    </div>
  );
}

/**
 * The flip card (sets-and-study §2, §9): question in front, answer behind, turned in 3-D over
 * Timings.cardFlip (0.6 s); with reduced motion it changes at once. Clicking the card flips it
 * (the Flip button and Space do the same for keyboards); clicking an image enlarges it instead.
 * Render it with a `key` per card: a new card then starts on its question with no turn, so the
 * next answer never shows mid-turn.
 */
export function FlipCard({ card, cardNumber, side, onFlip, onZoom }: FlipCardProps) {
  return (
    <div className="perspective-[1600px]">
      <div
        data-side={side}
        onClick={onFlip}
        className="grid cursor-pointer transition-transform ease-in-out transform-3d motion-reduce:transition-none"
        style={{
          transitionDuration: `${Timings.cardFlip}ms`,
          transform: side === 'back' ? 'rotateY(180deg)' : 'rotateY(0deg)',
        }}
      >
        <Face card={card} cardNumber={cardNumber} face="front" showing={side === 'front'} onZoom={onZoom} />
        <Face card={card} cardNumber={cardNumber} face="back" showing={side === 'back'} onZoom={onZoom} />
      </div>
    </div>
  );
}
