import { learnCounts, type LearnProgress } from '@coursecards/shared/domain/learn-rounds';
import { promptAndAnswer } from '@coursecards/shared/domain/learn-rounds';
import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { ArrowRight, Sparkles, RotateCcw, Target, Trophy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LearnMessages } from '../lib/learn-messages.ts';
import { StageBar } from './learn-question.tsx';
import { MathText } from '../../../components/ui/math-text.tsx';

/** Between rounds: how far the run has come, and the next round. */
export function RoundBreak({ progress, onNext }: { progress: LearnProgress; onNext: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby="round-done"
      className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 md:p-8"
    >
      <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-600">
        <Target className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 id="round-done" ref={headingRef} tabIndex={-1} className="mt-4 text-xl font-semibold outline-none">
        {LearnMessages.roundDone(progress.round.number)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{LearnMessages.roundDoneHint}</p>
      <div className="mx-auto mt-5 max-w-md text-left">
        <StageBar progress={progress} />
      </div>
      <Button size="lg" className="mt-6 w-full sm:w-auto" onClick={onNext}>
        {LearnMessages.nextRound}
        <ArrowRight className="h-5 w-5" aria-hidden="true" />
      </Button>
    </section>
  );
}

export interface LearnSummaryProps {
  progress: LearnProgress;
  flashcards: readonly Flashcard[];
  onReviewMissed: () => void;
  onStartOver: () => void;
}

/** The end of a run: every card mastered, the cards missed on the way, and the two ways on. */
export function LearnSummary({ progress, flashcards, onReviewMissed, onStartOver }: LearnSummaryProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const byId = new Map(flashcards.map((card) => [card.id, card]));
  const missed = progress.lastMissed.map((id) => byId.get(id)).filter((c): c is Flashcard => Boolean(c));
  const { mastered } = learnCounts(progress);
  return (
    <section aria-labelledby="learn-done" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8">
      <div className="text-center">
        <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-emerald-50 text-emerald-600">
          <Trophy className="h-7 w-7" aria-hidden="true" />
        </span>
        <h2 id="learn-done" ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold outline-none">
          {LearnMessages.doneTitle}
        </h2>
        <p className="mt-1 text-slate-600">{LearnMessages.doneLine(mastered)}</p>
      </div>

      <h3 className="mt-6 text-sm font-semibold text-slate-700">{LearnMessages.missedTitle}</h3>
      {missed.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <Sparkles className="h-4 w-4 text-emerald-600" aria-hidden="true" />
          {LearnMessages.noneMissed}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
          {missed.map((card) => {
            const sides = promptAndAnswer(card, progress.options.answerWith);
            return (
              <li key={card.id} className="grid gap-1 px-4 py-3 sm:grid-cols-2 sm:gap-4">
                <span className="font-medium break-words text-slate-900">
                  {sides.prompt ? <MathText text={sides.prompt} /> : '[Image]'}
                </span>
                <span className="break-words text-emerald-900">
                  <MathText text={sides.expected} />
                </span>
              </li>
            );
          })}
        </ul>
      )}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {missed.length > 0 && (
          <Button size="lg" onClick={onReviewMissed}>
            <Target className="h-5 w-5" aria-hidden="true" />
            {LearnMessages.reviewMissed}
          </Button>
        )}
        <Button size="lg" variant="secondary" onClick={onStartOver}>
          <RotateCcw className="h-5 w-5" aria-hidden="true" />
          {LearnMessages.startOver}
        </Button>
      </div>
    </section>
  );
}
