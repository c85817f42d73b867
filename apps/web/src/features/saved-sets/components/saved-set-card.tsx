import { formatSetDate, parseSetDate } from '@coursecards/shared/domain/dates';
import { BookmarkMinus, CalendarDays, Heart, Layers, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { SavedSet } from '../api/saved-sets-api.ts';
import { cardCountLabel, likeCountLabel, SavedSetsMessages } from '../lib/saved-sets-messages.ts';

/**
 * One saved set. The title is the link to the study view (telling it the user came from Saved
 * Sets, for its back button) and stretches over the whole card, so a click anywhere opens it; the
 * unsave button sits above that link.
 */
export function SavedSetCard({ set, onUnsave }: { set: SavedSet; onUnsave: () => void }) {
  const savedAt = parseSetDate(set.savedAt);
  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500">
      <div className="flex items-start justify-between gap-3">
        <p className="inline-flex min-w-0 items-center gap-1.5 rounded-full bg-slate-100 py-1 pr-2.5 pl-1.5 text-xs font-medium text-slate-700">
          <UserRound className="h-3.5 w-3.5 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="truncate">{set.creatorLabel}</span>
        </p>
        <button
          type="button"
          onClick={onUnsave}
          className="relative z-10 -mt-1.5 -mr-1.5 grid h-9 w-9 shrink-0 place-items-center rounded-lg text-brand-600 transition-colors hover:bg-red-50 hover:text-red-700"
          aria-label={`Unsave ${set.title}`}
          title="Unsave set"
        >
          <BookmarkMinus className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <h2 className="mt-3 line-clamp-2 text-lg leading-snug font-semibold break-words text-slate-900 group-hover:text-brand-700">
        <Link
          to={`/study/${encodeURIComponent(set.id)}`}
          state={{ from: 'saved' }}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {set.title}
        </Link>
      </h2>
      {set.classCode && (
        <p className="mt-2">
          <span className="inline-block rounded-md bg-brand-50 px-2 py-0.5 text-sm font-semibold tracking-wide text-brand-700">
            {set.classCode}
          </span>
        </p>
      )}
      <ul className="mt-4 mb-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <li className="inline-flex items-center gap-1.5">
          <Layers className="h-4 w-4 text-slate-400" aria-hidden="true" />
          {cardCountLabel(set.numCards)}
        </li>
        <li className="inline-flex items-center gap-1.5" title={likeCountLabel(set.likes)}>
          <Heart className="h-4 w-4 text-rose-400" aria-hidden="true" />
          <span aria-hidden="true">{set.likes.toLocaleString('en-US')}</span>
          <span className="sr-only">{likeCountLabel(set.likes)}</span>
        </li>
      </ul>
      <p className="mt-auto inline-flex items-center gap-1.5 border-t border-slate-100 pt-3 text-sm text-slate-500">
        <CalendarDays className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
        {savedAt ? (
          <span>
            Saved: <time dateTime={savedAt.toISOString()}>{formatSetDate(savedAt)}</time>
          </span>
        ) : (
          SavedSetsMessages.recentlySaved
        )}
      </p>
    </article>
  );
}
