import type {
  LearnAnswerWith,
  LearnCardChoice,
  LearnOptions,
  LearnQuestionTypes,
} from '@coursecards/shared/domain/learn-rounds';
import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LearnMessages } from '../lib/learn-messages.ts';

export interface LearnOptionsFormProps {
  initial: LearnOptions;
  /** how many starred cards and cards missed last time there are: an empty choice is disabled */
  starredCount: number;
  missedCount: number;
  /** a run is in progress: starting again begins from the first round */
  inProgress: boolean;
  onStart: (options: LearnOptions) => void;
  onResume?: (() => void) | undefined;
}

interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: string | undefined;
  disabled?: boolean;
}

function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={clsx(
              'flex cursor-pointer flex-col rounded-xl px-3.5 py-3 ring-1 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              value === choice.value
                ? 'bg-brand-50 ring-2 ring-brand-500'
                : 'bg-white ring-slate-300 hover:bg-slate-50',
              choice.disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                disabled={choice.disabled}
                onChange={() => onChange(choice.value)}
                className="h-4 w-4 accent-brand-600"
              />
              <span className="text-sm font-medium text-slate-900">{choice.label}</span>
            </span>
            {choice.hint && <span className="mt-1 pl-6 text-xs text-slate-600">{choice.hint}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Learn's options (learn-and-match §2): answer with term or definition, question types, which cards. */
export function LearnOptionsForm({
  initial,
  starredCount,
  missedCount,
  inProgress,
  onStart,
  onResume,
}: LearnOptionsFormProps) {
  const [answerWith, setAnswerWith] = useState<LearnAnswerWith>(initial.answerWith);
  const [questionTypes, setQuestionTypes] = useState<LearnQuestionTypes>(initial.questionTypes);
  const [cards, setCards] = useState<LearnCardChoice>(() => {
    if (initial.cards === 'starred' && starredCount === 0) return 'all';
    if (initial.cards === 'missed' && missedCount === 0) return 'all';
    return initial.cards;
  });
  const titleId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onStart({ answerWith, questionTypes, cards });
  }

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-7">
      <h2 id={titleId} className="text-xl font-semibold tracking-tight">
        {LearnMessages.optionsTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{LearnMessages.optionsIntro}</p>
      <form onSubmit={submit} className="mt-5 space-y-5">
        <ChoiceGroup
          legend={LearnMessages.answerWith}
          name="answer-with"
          value={answerWith}
          onChange={setAnswerWith}
          choices={(['definition', 'term'] as const).map((value) => ({
            value,
            label: LearnMessages.answerWithNames[value],
            hint: LearnMessages.answerWithHints[value],
          }))}
        />
        <ChoiceGroup
          legend={LearnMessages.questionTypes}
          name="question-types"
          value={questionTypes}
          onChange={setQuestionTypes}
          choices={(['both', 'multiple-choice', 'typed'] as const).map((value) => ({
            value,
            label: LearnMessages.questionTypeNames[value],
          }))}
        />
        <ChoiceGroup
          legend={LearnMessages.whichCards}
          name="which-cards"
          value={cards}
          onChange={setCards}
          choices={[
            { value: 'all', label: LearnMessages.cardChoiceNames.all },
            {
              value: 'starred',
              label: `${LearnMessages.cardChoiceNames.starred} (${starredCount})`,
              hint: starredCount === 0 ? LearnMessages.noStarred : undefined,
              disabled: starredCount === 0,
            },
            {
              value: 'missed',
              label: `${LearnMessages.cardChoiceNames.missed} (${missedCount})`,
              hint: missedCount === 0 ? LearnMessages.noMissed : undefined,
              disabled: missedCount === 0,
            },
          ]}
        />
        {inProgress && <p className="text-sm text-amber-800">{LearnMessages.restartWarning}</p>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {onResume && (
            <Button variant="secondary" size="lg" onClick={onResume}>
              {LearnMessages.resume}
            </Button>
          )}
          <Button type="submit" size="lg">
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
            {LearnMessages.start}
          </Button>
        </div>
      </form>
    </section>
  );
}
