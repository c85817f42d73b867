/**
 * The equation editor (sets-and-study §2 "Equation editor").
 *
 * API
 * - `<EquationEditor open onClose onInsert={(converted) => …} target? />`: the dialog. The student
 *   types an equation (`x^2`, `a_{ij}`, `\int_0^1`, `\alpha`…), sees the converted text live, can
 *   add symbols from the keypad at the caret, then Insert calls `onInsert(converted)` and closes;
 *   "Insert as LaTeX" calls `onInsert("$typed$")` instead (drawn by KaTeX where the card is shown,
 *   math §3); Cancel, Escape and the backdrop only close. `target` (e.g. "Card 2 question") names
 *   the field.
 * - `appendEquation(fieldText, converted)`: the field's new text, by the spec's rule (a space
 *   first unless the field is empty or already ends in whitespace).
 * - `<EquationButton label="Card 2 question" … />` (equation-button.tsx): a small "Equation"
 *   button that opens the dialog. Either give it `text` and `onTextChange` and it appends the
 *   equation to the field itself, or `onInsert(converted, appendTo)` to do it yourself
 *   (`appendTo(fieldText)` applies the same rule).
 *
 * Insert stores converted Unicode text (x², ∫₀¹, α), plain text anywhere (the conversion rules are
 * in lib/convert-equation.ts); Insert as LaTeX keeps the source between dollars (lib/latex-insert.ts).
 */
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { MathText } from '../../../components/ui/math-text.tsx';
import { convertEquation } from '../lib/convert-equation.ts';
import type { KeypadKey } from '../lib/keypad-groups.ts';
import { latexInsert } from '../lib/latex-insert.ts';
import { SymbolKeypad } from './symbol-keypad.tsx';

export { appendEquation } from '../lib/append-equation.ts';

export interface EquationEditorProps {
  open: boolean;
  onClose: () => void;
  onInsert: (converted: string) => void;
  /** the field the equation goes into, e.g. "Card 2 question" */
  target?: string;
}

export function EquationEditor({ open, onClose, onInsert, target }: EquationEditorProps) {
  return (
    <Modal open={open} onClose={onClose} title="Equation Editor" size="lg">
      {/* Mounted only while open: each opening starts with an empty equation. */}
      {open && (
        <EquationForm
          target={target}
          onCancel={onClose}
          onInsert={(converted) => {
            onInsert(converted);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

interface Selection {
  start: number;
  end: number;
}

function EquationForm({
  target,
  onCancel,
  onInsert,
}: {
  target: string | undefined;
  onCancel: () => void;
  onInsert: (converted: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Where the caret was last seen in the input: a keyboard user may be on a key, not in the input.
  const selection = useRef<Selection>({ start: 0, end: 0 });
  const caretToRestore = useRef<number | null>(null);
  const inputId = useId();
  const hintId = useId();
  const previewId = useId();
  const converted = convertEquation(typed);
  const latex = latexInsert(typed);

  useLayoutEffect(() => {
    const caret = caretToRestore.current;
    if (caret === null || !input.current) return;
    caretToRestore.current = null;
    if (document.activeElement === input.current) input.current.setSelectionRange(caret, caret);
  }, [typed]);

  function rememberSelection() {
    const el = input.current;
    if (!el) return;
    const end = el.selectionEnd ?? el.value.length;
    selection.current = { start: el.selectionStart ?? end, end };
  }

  function insertKey(key: KeypadKey) {
    if (document.activeElement === input.current) rememberSelection();
    const start = Math.min(selection.current.start, typed.length);
    const end = Math.min(Math.max(selection.current.end, start), typed.length);
    const caret = start + (key.caret ?? key.insert.length);
    setTyped(typed.slice(0, start) + key.insert + typed.slice(end));
    selection.current = { start: caret, end: caret };
    caretToRestore.current = caret;
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (converted) onInsert(converted);
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5">
      {target && <p className="-mt-1 text-sm text-slate-500">Inserts into {target}.</p>}

      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
          Equation
        </label>
        <input
          ref={input}
          id={inputId}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            rememberSelection();
          }}
          onSelect={rememberSelection}
          aria-describedby={hintId}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder="x^2 + \int_0^1 f(x) dx"
          className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 font-mono text-base shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-200"
        />
        <p id={hintId} className="mt-1.5 text-xs leading-relaxed text-slate-500">
          <Code>^</Code> raises, <Code>_</Code> lowers, <Code>{'{ }'}</Code> groups: <Code>{'x^{10}'}</Code> → x¹⁰,{' '}
          <Code>{'a_{ij}'}</Code> → aᵢⱼ. Commands like <Code>\alpha</Code>, <Code>\sqrt</Code> and <Code>\int_0^1</Code>{' '}
          become symbols.
        </p>
      </div>

      <div>
        <span id={previewId} className="mb-1 block text-sm font-medium text-slate-700">
          Preview
        </span>
        <output
          aria-labelledby={previewId}
          aria-live="polite"
          className="flex min-h-16 items-center overflow-x-auto rounded-xl bg-brand-50/60 px-4 py-3 text-2xl break-all text-ink ring-1 ring-brand-100"
        >
          {converted || <span className="text-base text-slate-600">Your equation appears here</span>}
        </output>
        {latex && (
          <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-sm text-slate-600">
            As LaTeX:
            <span className="text-lg text-ink">
              <MathText text={latex} explainErrors />
            </span>
          </p>
        )}
      </div>

      <SymbolKeypad onKey={insertKey} />

      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="secondary" disabled={!latex} onClick={() => onInsert(latex)}>
          Insert as LaTeX
        </Button>
        <Button type="submit" disabled={!converted}>
          Insert
        </Button>
      </div>
    </form>
  );
}

function Code({ children }: { children: string }) {
  return <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.95em] text-slate-700">{children}</code>;
}
