import type { ReactNode } from 'react';

/** A signed-in page's heading bar, as on Created Sets and Saved Sets. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="sticky top-14 z-20 border-b border-slate-200 bg-white/90 backdrop-blur md:top-0">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 md:px-8 md:py-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
          {subtitle && <p className="mt-0.5 text-sm font-medium text-slate-500">{subtitle}</p>}
        </div>
        {actions}
      </div>
    </header>
  );
}
