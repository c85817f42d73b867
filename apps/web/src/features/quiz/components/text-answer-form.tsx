import { hasMath } from '@coursecards/shared/domain/math-text';
import { CornerDownLeft } from 'lucide-react';
import { useId, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { MathText } from '../../../components/ui/math-text.tsx';
import { QuizMessages } from '../lib/quiz-messages.ts';

export interface TextAnswerFormProps {
  value: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
  checking: boolean;
  /** the question heading's id: the box is described by the question */
  questionId: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * sets-and-study §2 "Text input": a 4-row box; Enter without Shift checks, Shift+Enter starts a new line;
 * 'Check Answer' stays disabled while the text is blank (sets-and-study §5). An answer with math is
 * previewed as it will be graded and shown (math §4).
 */
export function TextAnswerForm({ value, onChange, onSubmit, checking, questionId, ref }: TextAnswerFormProps) {
  const id = useId();
  const hintId = useId();
  const blank = value.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!blank && !checking) onSubmit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Not while an input method is composing a character: Enter then confirms the character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!blank && !checking) onSubmit();
  }

  return (
    <form onSubmit={submit} className="mt-6">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {QuizMessages.yourAnswer}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={4}
        value={value}
        readOnly={checking}
        aria-describedby={`${questionId} ${hintId}`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={QuizMessages.answerPlaceholder}
        className="mt-1.5 block w-full resize-y rounded-xl border border-slate-300 bg-white px-3.5 py-3 text-base shadow-sm transition-colors placeholder:text-slate-400 read-only:bg-slate-50 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-200"
      />
      {hasMath(value) && (
        <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-base whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200 wrap-anywhere">
          <span className="mr-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Preview</span>
          <MathText text={value} explainErrors />
        </p>
      )}
      <div className="mt-3 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id={hintId} className="flex items-center gap-1.5 text-xs text-slate-500">
          <CornerDownLeft className="h-3.5 w-3.5" aria-hidden="true" />
          {QuizMessages.enterHint}
        </p>
        <Button type="submit" disabled={blank} busy={checking} className="w-full sm:w-auto">
          {QuizMessages.checkAnswer}
        </Button>
      </div>
    </form>
  );
}
