import { AlertTriangle, Home, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from './button.tsx';

/** The spec's "Something went wrong" card (created sets, saved sets), with "Reload Page" and "Go to Home". */
export function LoadErrorPanel({
  message,
  onReload = () => window.location.reload(),
}: {
  message: string;
  /** a full reload also checks the session again (a lapsed one then leads to /login) */
  onReload?: () => void;
}) {
  return (
    <section
      role="alert"
      className="mx-auto max-w-lg rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 md:p-8"
    >
      <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-red-50 text-red-600">
        <AlertTriangle className="h-6 w-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">Something went wrong</h2>
      <p className="mt-2 text-slate-600">{message}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={onReload}>
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          Reload Page
        </Button>
        <Link to="/" className={buttonClasses('secondary')}>
          <Home className="h-4 w-4" aria-hidden="true" />
          Go to Home
        </Link>
      </div>
    </section>
  );
}
