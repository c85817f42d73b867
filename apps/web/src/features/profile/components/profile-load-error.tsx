import { AlertTriangle, LogIn, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** "Unable to Load Profile", with the reason and the two ways on. */
export function ProfileLoadError({
  message,
  retrying,
  onRetry,
  onGoToLogin,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  onGoToLogin: () => void;
}) {
  return (
    <section
      role="alert"
      className="mx-auto max-w-lg rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 md:p-8"
    >
      <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-red-50 text-red-600">
        <AlertTriangle className="h-6 w-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">Unable to Load Profile</h2>
      <p className="mt-2 text-slate-600">{message}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={onRetry} busy={retrying}>
          {!retrying && <RotateCw className="h-4 w-4" aria-hidden="true" />}
          Try Again
        </Button>
        <Button variant="secondary" onClick={onGoToLogin}>
          <LogIn className="h-4 w-4" aria-hidden="true" />
          Go to Login
        </Button>
      </div>
    </section>
  );
}
