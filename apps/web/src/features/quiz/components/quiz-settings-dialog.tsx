import { clsx } from 'clsx';
import { Keyboard, ListChecks, Lock, Shuffle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { QuizMessages } from '../lib/quiz-messages.ts';
import { allQuizTypes, type QuizSettings, type QuizType } from '../lib/quiz-machine.ts';

export interface QuizSettingsDialogProps {
  open: boolean;
  onClose: () => void;
  onApply: (settings: QuizSettings) => void;
  /** what the dialog shows selected when it opens */
  initial: QuizSettings;
  /** a forced route: only this type can be chosen */
  forcedType: QuizType | null;
  /** the quiz has begun: the button says Apply, and a new order would start it over */
  inProgress: boolean;
}

const typeIcons = { 'multiple-choice': ListChecks, 'text-input': Keyboard } as const;

/**
 * sets-and-study §2/§4 "Quiz Settings": the question type (choosing one replaces the other, so one is always
 * selected: a radio group) and shuffling. Closing without applying changes nothing.
 */
export function QuizSettingsDialog(props: QuizSettingsDialogProps) {
  return (
    <Modal open={props.open} onClose={props.onClose} title={QuizMessages.settingsTitle}>
      {/* Mounted per opening, so the choices start from `initial` each time. */}
      {props.open && <SettingsForm {...props} />}
    </Modal>
  );
}

function SettingsForm({ initial, forcedType, inProgress, onApply, onClose }: QuizSettingsDialogProps) {
  const [type, setType] = useState<QuizType>(forcedType ?? initial.quizTypes[0] ?? 'multiple-choice');
  const [shuffle, setShuffle] = useState(initial.shuffleQuestions);
  const typeId = useId();
  const shuffleId = useId();
  const shuffleHintId = useId();
  const reshuffles = inProgress && shuffle !== initial.shuffleQuestions;

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ quizTypes: [type], shuffleQuestions: shuffle });
    onClose();
  }

  return (
    <form onSubmit={submit} className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{QuizMessages.questionTypes}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {allQuizTypes.map((option) => {
            const Icon = typeIcons[option];
            const locked = forcedType !== null && option !== forcedType;
            return (
              <label
                key={option}
                className={clsx(
                  'relative flex cursor-pointer gap-3 rounded-xl p-3.5 ring-1 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                  type === option ? 'bg-brand-50 ring-2 ring-brand-500' : 'bg-white ring-slate-300 hover:bg-slate-50',
                  locked && 'cursor-not-allowed opacity-50 hover:bg-white',
                )}
              >
                <input
                  aria-labelledby={`${typeId}-${option}-name`}
                  aria-describedby={`${typeId}-${option}-hint`}
                  type="radio"
                  name="quiz-type"
                  value={option}
                  checked={type === option}
                  disabled={locked}
                  onChange={() => setType(option)}
                  // Invisible but covering the card, so a click anywhere on it lands on the radio itself.
                  className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed"
                />
                <span
                  className={clsx(
                    'grid h-9 w-9 shrink-0 place-items-center rounded-lg',
                    type === option ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600',
                  )}
                >
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span className="min-w-0">
                  <span id={`${typeId}-${option}-name`} className="block text-sm font-semibold text-slate-900">
                    {QuizMessages.typeNames[option]}
                  </span>
                  <span id={`${typeId}-${option}-hint`} className="mt-0.5 block text-xs text-slate-600">
                    {QuizMessages.typeHints[option]}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {forcedType && (
          <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-500">
            <Lock className="h-3.5 w-3.5" aria-hidden="true" />
            {QuizMessages.forcedTypeHint}
          </p>
        )}
      </fieldset>

      <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-3.5 ring-1 ring-slate-200">
        <Shuffle className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <label htmlFor={shuffleId} className="block text-sm font-semibold text-slate-900">
            {QuizMessages.shuffleQuestions}
          </label>
          <p id={shuffleHintId} className="mt-0.5 text-xs text-slate-600">
            {reshuffles ? QuizMessages.reshuffleWarning : QuizMessages.shuffleHint}
          </p>
        </div>
        <input
          id={shuffleId}
          type="checkbox"
          role="switch"
          aria-describedby={shuffleHintId}
          checked={shuffle}
          onChange={(event) => setShuffle(event.target.checked)}
          className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-600 checked:before:translate-x-5 motion-reduce:before:transition-none"
        />
      </div>

      <Button type="submit" size="lg" className="w-full">
        {inProgress ? QuizMessages.applySettings : QuizMessages.startQuiz}
      </Button>
    </form>
  );
}
