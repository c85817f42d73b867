import { formatSetDate, parseSetDate } from '@coursecards/shared/domain/dates';
import { CalendarDays, Heart, Layers, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { StudyEntryState } from '../../../lib/study-entry.ts';
import type { PublicSet } from '../api/discovery-api.ts';
import { creatorLabel } from '../lib/creator-label.ts';
import { cardCountLabel, DiscoveryMessages, likeCountLabel } from '../lib/discovery-messages.ts';

export interface PublicSetCardProps {
  set: PublicSet;
  /** navigation state handed to /study/{id} */
  state: StudyEntryState;
  headingLevel?: 'h2' | 'h3';
}

/**
 * One public set in a result list: title, class code, card count, likes, description, creator and
 * date. The title is the link to the study view and stretches over the whole card.
 */
export function PublicSetCard({ set, state, headingLevel: Heading = 'h3' }: PublicSetCardProps) {
  const createdAt = parseSetDate(set.createdAt);
  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="flex items-start justify-between gap-3">
        {set.classCode ? (
          <span className="inline-block rounded-md bg-brand-50 px-2 py-0.5 text-sm font-semibold tracking-wide text-brand-700">
            {set.classCode}
          </span>
        ) : (
          <span />
        )}
        <span
          className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-slate-600"
          title={likeCountLabel(set.likes)}
        >
          <Heart className="h-4 w-4 fill-rose-100 text-rose-500" aria-hidden="true" />
          <span aria-hidden="true">{set.likes.toLocaleString('en-US')}</span>
          <span className="sr-only">{likeCountLabel(set.likes)}</span>
        </span>
      </div>
      <Heading className="mt-3 line-clamp-2 text-lg leading-snug font-semibold break-words text-slate-900 group-hover:text-brand-700">
        <Link
          to={`/study/${encodeURIComponent(set.id)}`}
          state={state}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {set.title}
        </Link>
      </Heading>
      {set.description && <p className="mt-2 line-clamp-3 text-sm break-words text-slate-600">{set.description}</p>}
      <p className="mt-3 mb-4 inline-flex items-center gap-1.5 text-sm text-slate-600">
        <Layers className="h-4 w-4 text-slate-400" aria-hidden="true" />
        {cardCountLabel(set.numCards)}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-slate-100 pt-3 text-sm text-slate-500">
        <p className="inline-flex min-w-0 items-center gap-1.5">
          <UserRound className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate">{creatorLabel(set)}</span>
        </p>
        <p className="inline-flex shrink-0 items-center gap-1.5">
          <CalendarDays className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          {createdAt ? (
            <time dateTime={createdAt.toISOString()}>
              <span className="sr-only">Created </span>
              {formatSetDate(createdAt)}
            </time>
          ) : (
            DiscoveryMessages.recentlyCreated
          )}
        </p>
      </div>
    </article>
  );
}

/** The grid the result lists share: 1 to 4 columns by the room the list has. */
export const setGridClasses = 'grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 @6xl:grid-cols-4 md:gap-6';
