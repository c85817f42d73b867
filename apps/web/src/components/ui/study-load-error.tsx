import { AlertTriangle, RotateCw } from 'lucide-react';
import { isSetNotFound } from '../../lib/set-not-found.ts';
import { Button } from './button.tsx';
import { SetNotFound } from './set-not-found.tsx';
import { WayBackLink, type WayBack } from './way-back-link.tsx';

export const StudyLoadErrorMessages = {
  title: 'Error',
  message: 'Failed to load flashcard set. Please check your connection.',
  tryAgain: 'Try Again',
} as const;

const toCreatedSets: WayBack = { to: '/created-sets', label: 'Back to Created Sets' };

export interface StudyLoadErrorProps {
  error: unknown;
  /** asks again (a refetch, or a full reload that also checks the session) */
  onRetry: () => void;
  /** the button spins while the answer is on its way */
  retrying?: boolean;
  title?: string;
  message?: string;
  back?: WayBack;
  backState?: unknown;
  /** the way back from a set that is not there, when it differs from `back` (flip cards: not to the set) */
  notFoundBack?: WayBack;
  /** spacing around the panel, from the page that places it */
  className?: string;
}

/**
 * What the viewer, flip cards, Quiz, Learn and Match show when their set does not load: "Set not
 * found" for a set the server does not know (asking again changes nothing), otherwise the failed
 * request with Try Again. Either way the student has a way back.
 */
export function StudyLoadError({
  error,
  onRetry,
  retrying = false,
  title = StudyLoadErrorMessages.title,
  message = StudyLoadErrorMessages.message,
  back = toCreatedSets,
  backState,
  notFoundBack = back,
  className,
}: StudyLoadErrorProps) {
  if (isSetNotFound(error)) {
    return (
      <div className={className}>
        <SetNotFound back={notFoundBack} />
      </div>
    );
  }
  return (
    <div className={className}>
      <section
        role="alert"
        aria-labelledby="study-load-error-title"
        className="mx-auto flex max-w-lg flex-col items-center rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 md:p-10"
      >
        <span className="grid h-14 w-14 place-items-center rounded-full bg-red-50 text-red-600">
          <AlertTriangle className="h-7 w-7" aria-hidden="true" />
        </span>
        <h2 id="study-load-error-title" className="mt-4 text-xl font-semibold tracking-tight text-balance">
          {title}
        </h2>
        <p className="mt-2 text-slate-600 text-pretty">{message}</p>
        <div className="mt-6 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button busy={retrying} onClick={onRetry}>
            {!retrying && <RotateCw className="h-4 w-4" aria-hidden="true" />}
            {StudyLoadErrorMessages.tryAgain}
          </Button>
          <WayBackLink back={back} state={backState} />
        </div>
      </section>
    </div>
  );
}
