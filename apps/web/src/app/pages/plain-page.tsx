import type { ReactNode } from 'react';

/** The frame of a page whose content a later issue builds: its heading and nothing made up. */
export function PlainPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-8 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
