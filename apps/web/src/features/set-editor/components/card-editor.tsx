import { clsx } from 'clsx';
import { AlertCircle, ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { cardSideTextId, imageField, type CardDraft, type CardSide } from '../lib/card-draft.ts';
import { CardSideEditor, type EquationControlType } from './card-side-editor.tsx';

export interface CardEditorProps {
  card: CardDraft;
  index: number;
  count: number;
  onChange: (patch: Partial<Omit<CardDraft, 'key'>>) => void;
  onRemove: () => void;
  onMove: (direction: 'up' | 'down') => void;
  onUploadingChange: (uploading: boolean) => void;
  /** the card's save-time problem: its message and the side that is missing */
  problem: { message: string; side: CardSide } | null;
  EquationControl?: EquationControlType | undefined;
  /** from the sortable list: the panel's node, its motion, and the drag handle's wiring */
  nodeRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  dragging?: boolean;
  handleProps?: HTMLAttributes<HTMLButtonElement>;
  handleRef?: Ref<HTMLButtonElement>;
}

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800 disabled:pointer-events-none disabled:opacity-30';

/** One numbered card panel: drag handle, move up/down, remove, and the two sides. */
export function CardEditor({ nodeRef, handleRef, handleProps, style, dragging, ...props }: CardEditorProps) {
  const { card, index, count, problem } = props;
  const number = index + 1;
  const headingId = `${card.key}-heading`;

  return (
    <li
      ref={nodeRef}
      style={style}
      data-card-key={card.key}
      aria-labelledby={headingId}
      className={clsx(
        'relative list-none rounded-2xl bg-white shadow-sm ring-1 transition-shadow',
        dragging ? 'z-10 shadow-xl ring-2 ring-brand-400' : problem ? 'ring-2 ring-red-300' : 'ring-slate-200',
      )}
    >
      <div className="flex items-center gap-1 border-b border-slate-100 px-2 py-1.5 md:px-3">
        <button
          ref={handleRef}
          type="button"
          {...handleProps}
          aria-label={`Drag to reorder card ${number}`}
          className={clsx(iconButton, 'cursor-grab touch-none active:cursor-grabbing')}
        >
          <GripVertical className="h-5 w-5" aria-hidden="true" />
        </button>
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <span
            aria-hidden="true"
            className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-bold text-white tabular-nums"
          >
            {number}
          </span>
          <span>Card {number}</span>
        </h3>
        <div className="ml-auto flex items-center">
          <button
            type="button"
            data-move="up"
            onClick={() => props.onMove('up')}
            disabled={index === 0}
            aria-label={`Move card ${number} up`}
            title="Move up"
            className={iconButton}
          >
            <ArrowUp className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            data-move="down"
            onClick={() => props.onMove('down')}
            disabled={index === count - 1}
            aria-label={`Move card ${number} down`}
            title="Move down"
            className={iconButton}
          >
            <ArrowDown className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={props.onRemove}
            disabled={count <= 1}
            aria-label={`Remove card ${number}`}
            title="Remove card"
            className={clsx(iconButton, 'hover:bg-red-50 hover:text-red-700')}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>

      {problem && (
        <p
          role="alert"
          className="mx-3 mt-3 flex items-start gap-1.5 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {problem.message}
        </p>
      )}

      <div className="grid gap-3 p-3 md:grid-cols-2">
        {(['question', 'answer'] as const).map((side) => (
          <CardSideEditor
            key={side}
            side={side}
            number={number}
            cardLabelId={headingId}
            textId={cardSideTextId(card.key, side)}
            text={card[side]}
            image={card[imageField(side)]}
            onText={(text) => props.onChange({ [side]: text })}
            onImage={(url) => props.onChange({ [imageField(side)]: url })}
            onUploadingChange={props.onUploadingChange}
            invalid={problem?.side === side}
            EquationControl={props.EquationControl}
          />
        ))}
      </div>
    </li>
  );
}
