import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { SpeakButton } from '../../../components/speech/speak-button.tsx';
import type { CardLayout, NumberedCard } from '../lib/card-list-view.ts';
import { CardSide } from './card-side.tsx';
import type { ZoomedImage } from './image-zoom-dialog.tsx';

export interface CardListItemProps {
  item: NumberedCard;
  layout: CardLayout;
  /** the set's language, for read-aloud */
  language: string;
  revealed: boolean;
  onToggleAnswer: () => void;
  onZoom: (image: ZoomedImage) => void;
}

const sideLabel = 'text-xs font-semibold tracking-wide uppercase';

/**
 * One card of "All Flashcards": its number, the question, and the answer behind a disclosure
 * button (Show Answer / Hide Answer). In the grid the answer sits at the card's foot, so a row of
 * cards lines up; the list layout puts question and answer side by side.
 */
export function CardListItem({ item, layout, language, revealed, onToggleAnswer, onZoom }: CardListItemProps) {
  const { card, number } = item;
  const answerId = `card-${card.id}-answer`;
  const list = layout === 'list';
  return (
    <article
      aria-label={`Card ${number}`}
      className={clsx(
        'h-full rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200',
        list ? 'flex flex-col gap-4 md:grid md:grid-cols-2 md:gap-6 md:p-5' : 'flex flex-col',
      )}
    >
      <div className="min-w-0">
        <p className="flex items-center gap-2">
          <span className="grid h-6 min-w-6 place-items-center rounded-md bg-slate-100 px-1.5 text-xs font-semibold text-slate-600 tabular-nums">
            {number}
          </span>
          <span className={clsx(sideLabel, 'text-brand-700')}>Question</span>
          <SpeakButton
            text={card.question}
            lang={language}
            label={`Read the question of card ${number} aloud`}
            className="-my-1 ml-auto"
          />
        </p>
        <div className="mt-2">
          <CardSide
            side="Question"
            text={card.question}
            image={card.questionImage}
            cardNumber={number}
            onZoom={onZoom}
          />
        </div>
      </div>

      <div className={clsx('min-w-0', !list && 'mt-auto pt-4')}>
        {revealed ? (
          <div id={answerId} className="rounded-xl bg-emerald-50/60 p-3 ring-1 ring-emerald-100">
            <div className="flex items-center justify-between gap-2">
              <p className={clsx(sideLabel, 'flex items-center gap-1 text-emerald-700')}>
                Answer
                <SpeakButton
                  text={card.answer}
                  lang={language}
                  label={`Read the answer of card ${number} aloud`}
                  className="-my-1"
                />
              </p>
              <button
                type="button"
                onClick={onToggleAnswer}
                // The visible words first, then which card: every card has one of these.
                aria-label={`Hide Answer for card ${number}`}
                aria-expanded="true"
                aria-controls={answerId}
                className="-my-1 inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium text-emerald-800 hover:bg-emerald-100"
              >
                <EyeOff className="h-3.5 w-3.5" aria-hidden="true" />
                Hide Answer
              </button>
            </div>
            <div className="mt-2">
              <CardSide side="Answer" text={card.answer} image={card.answerImage} cardNumber={number} onZoom={onZoom} />
            </div>
          </div>
        ) : (
          <button
            type="button"
            onClick={onToggleAnswer}
            aria-label={`Show Answer for card ${number}`}
            aria-expanded="false"
            className={clsx(
              'flex w-full items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 px-3 text-sm font-medium text-brand-700 transition-colors hover:border-brand-300 hover:bg-brand-50',
              list ? 'h-full min-h-12' : 'h-12',
            )}
          >
            <Eye className="h-4 w-4" aria-hidden="true" />
            Show Answer
          </button>
        )}
      </div>
    </article>
  );
}
