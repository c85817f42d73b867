import { AlertTriangle, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { SetNotFound } from '../../../components/ui/set-not-found.tsx';
import { isSetNotFound } from '../../../lib/set-not-found.ts';
import { QuizMessages } from '../lib/quiz-messages.ts';
import { QuizStatePanel } from './quiz-states.tsx';

/**
 * What Quiz, Learn and Match show when their set does not load: "Set not found" for a set the
 * server does not know (asking again changes nothing), otherwise the connection error with Try Again.
 * Either way the student has a way back to their sets.
 */
export function StudyLoadError({ error, onReload }: { error: unknown; onReload: () => void }) {
  if (isSetNotFound(error)) {
    return (
      <div className="pt-6 md:pt-10">
        <SetNotFound back={{ to: '/created-sets', label: QuizMessages.backToCreatedSets }} />
      </div>
    );
  }
  return (
    <QuizStatePanel
      icon={AlertTriangle}
      tone="red"
      title={QuizMessages.errorTitle}
      alert
      actions={
        <>
          <Button onClick={onReload}>
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            {QuizMessages.tryAgain}
          </Button>
          <Link to="/created-sets" className={buttonClasses('secondary')}>
            {QuizMessages.backToCreatedSets}
          </Link>
        </>
      }
    >
      <p>{QuizMessages.loadFailed}</p>
    </QuizStatePanel>
  );
}
