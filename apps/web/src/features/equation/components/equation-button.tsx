import { clsx } from 'clsx';
import { Sigma } from 'lucide-react';
import { useState } from 'react';
import { appendEquation } from '../lib/append-equation.ts';
import { EquationEditor } from './equation-editor.tsx';

export interface EquationButtonProps {
  /** the field the equation goes into, e.g. "Card 2 question": the button is "Add equation to Card 2 question" */
  label: string;
  /** the field's text; with `onTextChange`, the button appends the equation to it (spec's space rule) */
  text?: string;
  onTextChange?: (text: string) => void;
  /** or receive the converted text, plus `appendTo(fieldText)` that applies the same rule */
  onInsert?: (converted: string, appendTo: (fieldText: string) => string) => void;
  className?: string;
}

/** A small "Equation" button that opens the equation editor for one field (API: equation-editor.tsx). */
export function EquationButton({ label, text, onTextChange, onInsert, className }: EquationButtonProps) {
  const [open, setOpen] = useState(false);

  function insert(converted: string) {
    if (onTextChange) onTextChange(appendEquation(text ?? '', converted));
    onInsert?.(converted, (fieldText) => appendEquation(fieldText, converted));
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Add equation to ${label}`}
        aria-haspopup="dialog"
        className={clsx(
          'inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-white',
          className,
        )}
      >
        <Sigma className="h-3.5 w-3.5" aria-hidden="true" />
        Equation
      </button>
      <EquationEditor open={open} onClose={() => setOpen(false)} onInsert={insert} target={label} />
    </>
  );
}
