import { FileQuestion, LogIn, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { StudyMessages } from '../lib/study-messages.ts';

/** A message in place of a screen's content (no set id, not signed in, no cards): icon, text, actions. */
export function StudyNotice({
  icon: Icon,
  title,
  children,
  actions,
  tone = 'brand',
}: {
  icon: LucideIcon;
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
  tone?: 'brand' | 'warning';
}) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 md:p-10">
      <span
        className={
          tone === 'brand'
            ? 'grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-600'
            : 'grid h-14 w-14 place-items-center rounded-full bg-amber-50 text-amber-600'
        }
      >
        <Icon className="h-7 w-7" aria-hidden="true" />
      </span>
      {title && <h2 className="mt-4 text-xl font-semibold tracking-tight">{title}</h2>}
      <div className={title ? 'mt-2 text-slate-600' : 'mt-4 font-medium text-slate-800'}>{children}</div>
      {actions && <div className="mt-6 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{actions}</div>}
    </section>
  );
}

/** Not signed in: the screen needs an account. The viewer's Log In button carries the icon too. */
export function NotSignedInNotice({ buttonIcon = false }: { buttonIcon?: boolean }) {
  return (
    <StudyNotice
      icon={LogIn}
      tone="warning"
      actions={
        <Link to="/login" className={buttonClasses('primary')}>
          {buttonIcon && <LogIn className="h-4 w-4" aria-hidden="true" />}
          Log In
        </Link>
      }
    >
      <p role="alert">{StudyMessages.notAuthenticated}</p>
    </StudyNotice>
  );
}

/** The address names no set. */
export function MissingSetIdNotice() {
  return (
    <StudyNotice icon={FileQuestion} tone="warning">
      <p role="alert">{StudyMessages.missingSetId}</p>
    </StudyNotice>
  );
}
