import { ClipboardCheck, PartyPopper, RotateCcw, Shuffle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { StudyMessages } from '../lib/study-messages.ts';

/**
 * The end of the deck, in place of the card after Next on the last one: how many cards were
 * gone through and what to do next (study again, shuffle and study again, take the quiz). Its
 * heading takes focus, so a keyboard or screen-reader user lands on it.
 */
export function DeckSummary({
  count,
  onRestart,
  onShuffle,
  quizHref,
}: {
  count: number;
  onRestart: () => void;
  onShuffle: () => void;
  quizHref: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby="deck-summary-title"
      className="flex min-h-72 flex-col items-center justify-center gap-5 rounded-3xl bg-gradient-to-br from-emerald-50 to-white p-6 text-center shadow-lg ring-1 ring-emerald-200 sm:min-h-80 md:p-8"
    >
      <span className="grid h-14 w-14 place-items-center rounded-full bg-emerald-100 text-emerald-700">
        <PartyPopper className="h-7 w-7" aria-hidden="true" />
      </span>
      <div>
        <h2
          id="deck-summary-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 outline-none"
        >
          {StudyMessages.endOfDeck}
        </h2>
        <p className="mt-1 text-slate-600">{StudyMessages.endOfDeckDone(count)}</p>
      </div>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button variant="secondary" onClick={onRestart}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {StudyMessages.studyAgain}
        </Button>
        <Button variant="secondary" onClick={onShuffle} disabled={count < 2}>
          <Shuffle className="h-4 w-4" aria-hidden="true" />
          {StudyMessages.shuffleAndStudy}
        </Button>
        <Link to={quizHref} className={buttonClasses('primary')}>
          <ClipboardCheck className="h-4 w-4" aria-hidden="true" />
          {StudyMessages.takeTheQuiz}
        </Link>
      </div>
    </section>
  );
}
