import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

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
