import { AlertTriangle, Home, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
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
    <ErrorCard
      title="Something went wrong"
      message={message}
      actions={
        <>
          <Button onClick={onReload}>
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            Reload Page
          </Button>
          <Link to="/" className={buttonClasses('secondary')}>
            <Home className="h-4 w-4" aria-hidden="true" />
            Go to Home
          </Link>
        </>
      }
    />
  );
}

/** A page's content that could not load: a warning icon, what went wrong, and the ways on. */
export function ErrorCard({ title, message, actions }: { title: string; message: string; actions: ReactNode }) {
  return (
    <section
      role="alert"
      className="mx-auto max-w-lg rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 md:p-8"
    >
      <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-red-50 text-red-600">
        <AlertTriangle className="h-6 w-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      <p className="mt-2 text-slate-600">{message}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
    </section>
  );
}
