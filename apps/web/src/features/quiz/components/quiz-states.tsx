import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { QuizMessages } from '../lib/quiz-messages.ts';

const tones = {
  brand: 'bg-brand-50 text-brand-600',
  amber: 'bg-amber-50 text-amber-600',
  red: 'bg-red-50 text-red-600',
};

export interface QuizStatePanelProps {
  icon: LucideIcon;
  tone?: keyof typeof tones;
  title: string;
  children?: ReactNode;
  /** buttons and links */
  actions?: ReactNode;
  /** an error: announced at once */
  alert?: boolean;
}

/** One card for the quiz's states that are not a question: error, empty set, image-only set, broken state. */
export function QuizStatePanel({
  icon: Icon,
  tone = 'brand',
  title,
  children,
  actions,
  alert = false,
}: QuizStatePanelProps) {
  return (
    <section
      role={alert ? 'alert' : undefined}
      aria-label={alert ? undefined : title}
      className="mx-auto mt-6 flex max-w-lg flex-col items-center rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 md:mt-10 md:p-10"
    >
      <span className={clsx('grid h-14 w-14 place-items-center rounded-full', tones[tone])}>
        <Icon className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-semibold tracking-tight text-balance">{title}</h2>
      {children && <div className="mt-2 text-slate-600 text-pretty">{children}</div>}
      {actions && <div className="mt-6 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{actions}</div>}
    </section>
  );
}

/** 'Loading quiz...' over the outline of the question card to come. */
export function QuizLoading() {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 md:px-6 md:pt-8">
      <p role="status" className="flex items-center justify-center gap-3 text-slate-600">
        <Spinner className="h-5 w-5 text-brand-600" />
        {QuizMessages.loading}
      </p>
      <div aria-hidden="true" className="mt-6 animate-pulse space-y-4">
        <div className="flex justify-between">
          <div className="h-6 w-32 rounded bg-slate-200" />
          <div className="h-9 w-40 rounded-lg bg-slate-200" />
        </div>
        <div className="h-2 rounded-full bg-slate-200" />
        <div className="h-64 rounded-2xl bg-white ring-1 ring-slate-200" />
      </div>
    </div>
  );
}
