import { AlertTriangle, ArrowLeft, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import type { BackLink } from '../lib/back-link.ts';
import { StudyMessages } from '../lib/study-messages.ts';

export interface StudyLoadErrorProps {
  title: string;
  message: string;
  /** asks again; the button spins while the answer is on its way */
  onRetry: () => void;
  retrying: boolean;
  back: BackLink;
  backState?: unknown;
}

/** A set that could not be loaded: the spec's panel with Try Again and the way back. */
export function StudyLoadError({ title, message, onRetry, retrying, back, backState }: StudyLoadErrorProps) {
  return (
    <section
      role="alert"
      aria-labelledby="study-load-error-title"
      className="mx-auto max-w-lg rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 md:p-8"
    >
      <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-red-50 text-red-600">
        <AlertTriangle className="h-6 w-6" aria-hidden="true" />
      </span>
      <h2 id="study-load-error-title" className="mt-4 text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-2 text-slate-600">{message}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button busy={retrying} onClick={onRetry}>
          {!retrying && <RotateCw className="h-4 w-4" aria-hidden="true" />}
          {StudyMessages.tryAgain}
        </Button>
        <Link to={back.to} state={backState} className={buttonClasses('secondary')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {back.label}
        </Link>
      </div>
    </section>
  );
}
