import { ChevronLeft, ChevronRight, Flag } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { forwardAction, type QuizState } from '../lib/quiz-machine.ts';
import { QuizMessages } from '../lib/quiz-messages.ts';

export interface QuestionNavProps {
  state: QuizState;
  navRef: Ref<HTMLElement>;
  onPrevious: () => void;
  onNext: () => void;
  onSeeResults: () => void;
}

/** Previous, and the way forward (marked `data-forward` for the focus): Next, Next Question or See Results. */
export function QuestionNav({ state, navRef, onPrevious, onNext, onSeeResults }: QuestionNavProps) {
  const forward = forwardAction(state);
  return (
    <nav ref={navRef} aria-label="Questions" className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="lg" disabled={state.currentIndex === 0} onClick={onPrevious}>
        <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        {QuizMessages.previous}
      </Button>
      {forward.kind === 'see-results' ? (
        <Button data-forward size="lg" onClick={onSeeResults}>
          <Flag className="h-5 w-5" aria-hidden="true" />
          {QuizMessages.seeResults}
        </Button>
      ) : forward.kind === 'next-question' ? (
        <Button data-forward size="lg" onClick={onNext}>
          {QuizMessages.nextQuestion}
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </Button>
      ) : (
        <Button data-forward variant="secondary" size="lg" disabled={forward.disabled} onClick={onNext}>
          {QuizMessages.next}
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </Button>
      )}
    </nav>
  );
}
