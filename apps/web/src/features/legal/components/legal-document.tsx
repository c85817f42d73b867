import type { ReactNode } from 'react';
import { usePublicConfig } from '../../../lib/public-config.ts';

/** accounts-and-discovery §1: both texts were last updated on this date. */
export const LEGAL_LAST_UPDATED = 'April 23, 2025';

/** The body of a legal text: its date, a short summary, then numbered sections. */
export function LegalDocument({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-6 text-sm leading-relaxed text-slate-700">
      <p className="text-sm text-slate-500">
        Last updated: <time dateTime="2025-04-23">{LEGAL_LAST_UPDATED}</time>
      </p>
      <div className="rounded-xl bg-brand-50 p-4 text-brand-900 ring-1 ring-brand-100">{summary}</div>
      <ol className="space-y-6">{children}</ol>
    </div>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="space-y-2">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </li>
  );
}

export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-400">{children}</ul>;
}

/**
 * The server's contact address as a mail link. While it loads a quiet placeholder keeps the sentence's
 * shape; if it cannot be loaded the sentence points to the Contact form instead of showing nothing.
 */
export function ContactEmail() {
  const config = usePublicConfig();
  if (config.data) {
    return (
      <a
        href={`mailto:${config.data.contactEmail}`}
        className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800"
      >
        {config.data.contactEmail}
      </a>
    );
  }
  if (config.isError) return <span>the Contact form linked at the bottom of our home page</span>;
  return (
    <span
      role="status"
      aria-label="Loading the contact address"
      className="inline-block h-3.5 w-40 animate-pulse rounded bg-slate-200 align-middle"
    />
  );
}
