import { clsx } from 'clsx';
import { Bookmark, Repeat } from 'lucide-react';
import type { Ref } from 'react';
import { SpeakButton } from '../../../components/speech/speak-button.tsx';
import { MathText } from '../../../components/ui/math-text.tsx';
import { canSwitchType, shownType, type QuizCard, type QuizType } from '../lib/quiz-machine.ts';
import { QuizMessages } from '../lib/quiz-messages.ts';
import type { QuizSession } from '../lib/use-quiz-session.ts';
import { AnswerPanel } from './answer-panel.tsx';
import { MultipleChoiceOptions } from './multiple-choice-options.tsx';
import { QuestionImage } from './question-image.tsx';
import { TextAnswerForm } from './text-answer-form.tsx';

const otherType = (type: QuizType): QuizType => (type === 'multiple-choice' ? 'text-input' : 'multiple-choice');

export interface QuestionCardProps {
  quiz: QuizSession;
  /** the card's index in the set */
  index: number;
  card: QuizCard;
  /** the set's language, for read-aloud */
  language: string;
  questionId: string;
  questionRef: Ref<HTMLHeadingElement>;
  textRef: Ref<HTMLTextAreaElement>;
  /** moves the focus on to the way forward */
  focusForward: () => void;
}

/** The question on screen: its type, read-aloud, switch and bookmark, then the way to answer it. */
export function QuestionCard({
  quiz,
  index,
  card,
  language,
  questionId,
  questionRef,
  textRef,
  focusForward,
}: QuestionCardProps) {
  const { state } = quiz;
  const type = shownType(state);
  const result = state.results[index];
  const bookmarked = state.bookmarkedQuestions.includes(index);
  const chosen = state.showAnswer && type === 'multiple-choice' ? (state.userAnswers[index] ?? null) : null;
  return (
    <section aria-labelledby={questionId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-7">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
          {QuizMessages.typeNames[type]}
        </span>
        <div className="flex items-center gap-1">
          <SpeakButton text={card.question} lang={language} label="Read the question aloud" className="h-9 w-9" />
          {canSwitchType(state) && (
            <button
              type="button"
              onClick={() => quiz.switchType(otherType(state.quizType))}
              className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              <Repeat className="h-4 w-4" aria-hidden="true" />
              {QuizMessages.switchTo[otherType(state.quizType)]}
            </button>
          )}
          <button
            type="button"
            aria-pressed={bookmarked}
            aria-label="Bookmark question"
            title={bookmarked ? 'Remove bookmark' : 'Bookmark question'}
            onClick={quiz.toggleBookmark}
            className={clsx(
              'grid h-9 w-9 place-items-center rounded-lg transition-colors',
              bookmarked
                ? 'text-brand-600 hover:bg-brand-50'
                : 'text-slate-500 hover:bg-slate-100 hover:text-slate-700',
            )}
          >
            <Bookmark className={clsx('h-5 w-5', bookmarked && 'fill-current')} aria-hidden="true" />
          </button>
        </div>
      </div>

      <h2
        id={questionId}
        ref={questionRef}
        tabIndex={-1}
        className="mt-3 text-xl font-semibold tracking-tight break-words whitespace-pre-wrap text-slate-900 outline-none md:text-2xl"
      >
        <span className="sr-only">Question {state.currentIndex + 1}: </span>
        {card.question ? <MathText text={card.question} /> : QuizMessages.imageOnlyQuestion}
      </h2>
      {card.questionImage && <QuestionImage src={card.questionImage} questionNumber={state.currentIndex + 1} />}

      {type === 'multiple-choice' && (
        <MultipleChoiceOptions
          entry={state.options[index]}
          correctAnswer={card.answer}
          chosen={chosen}
          onChoose={quiz.choose}
          onRetry={quiz.retryOptions}
          questionId={questionId}
        />
      )}
      {type === 'text-input' && !state.showAnswer && (
        <TextAnswerForm
          ref={textRef}
          value={state.input}
          onChange={quiz.setInput}
          onSubmit={quiz.submitText}
          checking={state.checking === index}
          questionId={questionId}
        />
      )}
      {state.showAnswer && result && (
        <AnswerPanel
          answer={state.userAnswers[index] ?? ''}
          result={result}
          feedback={state.feedback[index]?.text ?? ''}
          correctAnswer={card.answer}
          onOverride={
            state.answeredAs[index] === 'text-input'
              ? () => {
                  quiz.overrideText();
                  // The button goes once used: focus moves on to the way forward.
                  focusForward();
                }
              : undefined
          }
        />
      )}
    </section>
  );
}
