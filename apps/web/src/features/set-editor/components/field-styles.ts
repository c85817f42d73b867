import { clsx } from 'clsx';

/** Text inputs and text areas of the creator: one look, a red ring when the field has a problem. */
export const fieldClasses = (invalid = false) =>
  clsx(
    'block w-full rounded-lg border bg-white px-3 text-base shadow-sm transition-colors placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 md:text-sm',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:outline-red-200'
      : 'border-slate-300 focus:border-brand-500 focus:outline-brand-200',
  );
