import { formatSetDate, parseSetDate } from '@coursecards/shared/domain/dates';
import { clsx } from 'clsx';
import { CalendarDays, Heart, Layers } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** "1 card", "12 cards" */
export const cardCountLabel = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'card' : 'cards'}`;
/** "1 like", "12 likes": what a screen reader hears beside the heart. */
export const likeCountLabel = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'like' : 'likes'}`;

export interface SetCardProps {
  set: { id: string; title: string; classCode: string; numCards: number; likes: number };
  /** the top row: a badge on the left, an action on the right */
  top: ReactNode;
  /** the bottom row, under a rule: a date, actions */
  footer: ReactNode;
  /** handed to the study view with the link (where the student came from, for its back button) */
  linkState?: unknown;
  /** where the keyboard focus ring shows: around the whole card, or on the link's stretched area */
  focusRing: 'card' | 'link';
  /** the title's heading level: h3 where the grid sits under a heading of its own */
  headingLevel?: 'h2' | 'h3';
  /** what stands between the title and the footer; by default the class code, card count and likes */
  details?: ReactNode;
  /** classes added to the card's own */
  className?: string;
}

/**
 * One set in a grid of sets. The title is the link to the study view and stretches over the whole
 * card, so a click anywhere opens it; buttons in `top` and `footer` sit above that link.
 */
export function SetCard({
  set,
  top,
  footer,
  linkState,
  focusRing,
  headingLevel: Heading = 'h2',
  details,
  className,
}: SetCardProps) {
  return (
    <article
      className={clsx(
        'group relative flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200',
        focusRing === 'card' && 'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">{top}</div>
      <Heading className="mt-3 line-clamp-2 text-lg leading-snug font-semibold break-words text-slate-900 group-hover:text-brand-700">
        <Link
          to={`/study/${encodeURIComponent(set.id)}`}
          state={linkState}
          className={clsx(
            'after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none',
            focusRing === 'link' && 'focus-visible:after:ring-2 focus-visible:after:ring-brand-500',
          )}
        >
          {set.title}
        </Link>
      </Heading>
      {details ?? <SetFigures set={set} />}
      {footer}
    </article>
  );
}

/** The class code, the card count and the likes under a set's title. */
function SetFigures({ set }: { set: SetCardProps['set'] }) {
  return (
    <>
      {set.classCode && (
        <p className="mt-2">
          <ClassCodeBadge code={set.classCode} />
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
    </>
  );
}

/** A set's class code as a badge. */
export function ClassCodeBadge({ code }: { code: string }) {
  return (
    <span className="inline-block rounded-md bg-brand-50 px-2 py-0.5 text-sm font-semibold tracking-wide text-brand-700">
      {code}
    </span>
  );
}

/** The day a set was created, for a card's footer; `fallback` where the date cannot be read. */
export function CreatedOn({
  createdAt,
  fallback,
  className,
}: {
  createdAt: unknown;
  fallback: string;
  className: string;
}) {
  const date = parseSetDate(createdAt);
  return (
    <p className={clsx('inline-flex items-center gap-1.5', className)}>
      <CalendarDays className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
      {date ? (
        <time dateTime={date.toISOString()}>
          <span className="sr-only">Created </span>
          {formatSetDate(date)}
        </time>
      ) : (
        fallback
      )}
    </p>
  );
}
