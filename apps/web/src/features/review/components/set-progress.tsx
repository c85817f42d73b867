import type { ProgressResponse } from '@coursecards/shared/schemas/review';
import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useSetProgress } from '../api/review-queries.ts';

const parts: Array<{ key: keyof ProgressResponse; label: string; tone: string }> = [
  { key: 'mastered', label: 'Mastered', tone: 'bg-emerald-500' },
  { key: 'review', label: 'Review', tone: 'bg-brand-500' },
  { key: 'learning', label: 'Learning', tone: 'bg-amber-400' },
  { key: 'new', label: 'New', tone: 'bg-slate-200' },
];

/** The set viewer's progress: the student's memory of this set's cards as one bar, and its review. */
export function SetProgress({ setId }: { setId: string }) {
  const progress = useSetProgress(setId);
  if (!progress.data) return null;
  const p = progress.data;
  const total = p.new + p.learning + p.review + p.mastered;
  if (total === 0) return null;
  const started = total - p.new;
  return (
    <section
      aria-labelledby="progress-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="progress-title" className="font-semibold">
            Your progress
          </h2>
          <p className="text-sm text-slate-600">
            {started === 0 ? 'You have not rated any card of this set yet.' : `${started} of ${total} cards studied.`}
          </p>
        </div>
        <Link
          to={`/review?setId=${encodeURIComponent(setId)}`}
          className={buttonClasses('secondary', 'md', 'shrink-0')}
        >
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          Review due cards
        </Link>
      </div>
      <div aria-hidden="true" className="mt-4 flex h-3 overflow-hidden rounded-full bg-slate-100">
        {parts.map(({ key, tone }) =>
          p[key] > 0 ? <div key={key} className={tone} style={{ width: `${(p[key] / total) * 100}%` }} /> : null,
        )}
      </div>
      <ul aria-label="Cards by progress" className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        {parts.map(({ key, label, tone }) => (
          <li key={key} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${tone}`} />
            {label}: <span className="font-semibold tabular-nums">{p[key]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
