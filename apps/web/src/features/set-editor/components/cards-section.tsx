import { AlertCircle, Plus, Upload } from 'lucide-react';
import type { Ref } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import type { CardDraft } from '../lib/card-draft.ts';
import type { DraftAction } from '../lib/set-draft.ts';
import type { DraftProblem } from '../lib/validate-set.ts';
import { CardList } from './card-list.tsx';
import type { EquationControlType } from './card-side-editor.tsx';

export interface CardsSectionProps {
  sectionRef: Ref<HTMLElement>;
  cards: CardDraft[];
  problem: DraftProblem | null;
  update: (action: DraftAction) => void;
  onAddCard: () => void;
  onUploadingChange: (uploading: boolean) => void;
  /** opens the import dialog; without it there is no Import button */
  onImport?: (() => void) | undefined;
  EquationControl?: EquationControlType | undefined;
}

/** The creator's Cards section: count, Import, the set-wide card problem, the cards and "Add a New Card". */
export function CardsSection({
  sectionRef,
  cards,
  problem,
  update,
  onAddCard,
  onUploadingChange,
  onImport,
  EquationControl,
}: CardsSectionProps) {
  const cardProblem =
    problem && typeof problem.field === 'object' ? { ...problem.field, message: problem.message } : null;
  return (
    <section ref={sectionRef} aria-labelledby="cards-heading" className="scroll-mt-28">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="cards-heading" className="text-lg font-semibold tracking-tight">
          Cards
        </h2>
        <div className="flex items-center gap-3">
          <span className="text-sm text-slate-500 tabular-nums">
            {cards.length} {cards.length === 1 ? 'card' : 'cards'}
          </span>
          {onImport && (
            <button type="button" onClick={onImport} className={buttonClasses('secondary', 'sm')}>
              <Upload className="h-4 w-4" aria-hidden="true" />
              Import
            </button>
          )}
        </div>
      </div>
      {problem?.field === 'cards' && (
        <p role="alert" className="mb-3 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {problem.message}
        </p>
      )}
      <CardList
        cards={cards}
        onChange={(key, patch) => update({ type: 'updateCard', key, patch })}
        onRemove={(key) => update({ type: 'removeCard', key })}
        onMove={(from, to) => update({ type: 'moveCard', from, to })}
        onUploadingChange={onUploadingChange}
        problem={cardProblem}
        EquationControl={EquationControl}
      />
      <button
        type="button"
        onClick={onAddCard}
        className="mt-4 flex w-full items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-white/60 py-4 text-sm font-semibold text-slate-600 transition-colors hover:border-brand-400 hover:bg-brand-50 hover:text-brand-700"
      >
        <Plus className="h-5 w-5" aria-hidden="true" />
        Add a New Card
      </button>
    </section>
  );
}
