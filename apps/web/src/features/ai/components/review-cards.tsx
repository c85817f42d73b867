/**
 * ReviewCards: the generated batch as a list to keep, edit or drop before it is added (ADR 0026, issue 19).
 * Every card is kept by default; a dropped card is greyed and can be kept again. "Regenerate" asks
 * again from the same notes and the new batch replaces this one; "Edit notes" goes back to the form.
 */
import { clsx } from 'clsx';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { GeneratedCard } from '../api/ai-api.ts';

export interface ReviewCardsProps {
  cards: readonly GeneratedCard[];
  /** why fewer cards came out than were asked for */
  message: string | null;
  onAdd: (kept: GeneratedCard[]) => void;
  onRegenerate: () => void;
  onEditNotes: () => void;
}

interface Row extends GeneratedCard {
  keep: boolean;
}

const field =
  'block w-full resize-y rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-500 focus:outline-none disabled:bg-slate-50 disabled:text-slate-400';

export function ReviewCards({ cards, message, onAdd, onRegenerate, onEditNotes }: ReviewCardsProps) {
  const [rows, setRows] = useState<Row[]>(() => cards.map((c) => ({ ...c, keep: true })));
  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  // a card with an empty side cannot be added
  const kept = rows.filter((r) => r.keep && r.question.trim() && r.answer.trim());
  const noun = (n: number) => (n === 1 ? 'card' : 'cards');

  return (
    <section aria-labelledby="ai-review-heading" className="space-y-4">
      <div>
        <h3 id="ai-review-heading" className="text-base font-semibold text-slate-900">
          Review {rows.length} generated {noun(rows.length)}
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Keep, edit or drop each card. Only the cards you keep are added to your set.
        </p>
        {message && <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{message}</p>}
      </div>
      <ol className="space-y-3">
        {rows.map((row, i) => (
          <li
            key={i}
            className={clsx(
              'rounded-xl p-3 ring-1',
              row.keep ? 'bg-white ring-slate-200' : 'bg-slate-50 ring-slate-100',
            )}
          >
            <div className="mb-2 flex items-center justify-between gap-3">
              <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Card {i + 1}</span>
              <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
                <input
                  type="checkbox"
                  checked={row.keep}
                  onChange={(event) => change(i, { keep: event.target.checked })}
                  className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
                  aria-label={`Keep card ${i + 1}`}
                />
                Keep
              </label>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <textarea
                aria-label={`Generated card ${i + 1} question`}
                value={row.question}
                disabled={!row.keep}
                rows={2}
                onChange={(event) => change(i, { question: event.target.value })}
                className={field}
              />
              <textarea
                aria-label={`Generated card ${i + 1} answer`}
                value={row.answer}
                disabled={!row.keep}
                rows={2}
                onChange={(event) => change(i, { answer: event.target.value })}
                className={field}
              />
            </div>
          </li>
        ))}
      </ol>
      <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-wrap items-center gap-3 border-t border-slate-100 bg-white px-6 pt-4 pb-5">
        <Button type="button" variant="secondary" onClick={onEditNotes}>
          Edit notes
        </Button>
        <Button type="button" variant="secondary" onClick={onRegenerate}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          Regenerate
        </Button>
        <Button
          type="button"
          className="ml-auto"
          disabled={!kept.length}
          onClick={() =>
            onAdd(kept.map(({ question, answer }) => ({ question: question.trim(), answer: answer.trim() })))
          }
        >
          Add {kept.length} {noun(kept.length)} to set
        </Button>
      </div>
    </section>
  );
}
