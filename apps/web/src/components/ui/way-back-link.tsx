import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './button.tsx';

/** Where a screen's way back leads, and what its button says. */
export interface WayBack {
  to: string;
  label: string;
}

/** The secondary "Back to …" button the load-error and not-found panels end with. */
export function WayBackLink({ back, state }: { back: WayBack; state?: unknown }) {
  return (
    <Link to={back.to} state={state} className={buttonClasses('secondary')}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {back.label}
    </Link>
  );
}
