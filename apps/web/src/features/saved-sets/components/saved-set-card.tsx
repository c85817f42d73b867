import { formatSetDate, parseSetDate } from '@coursecards/shared/domain/dates';
import { BookmarkMinus, CalendarDays, UserRound } from 'lucide-react';
import { SetCard } from '../../../components/ui/set-card.tsx';
import type { SavedSet } from '../api/saved-sets-api.ts';
import { SavedSetsMessages } from '../lib/saved-sets-messages.ts';

/**
 * One saved set. The title is the link to the study view (telling it the user came from Saved
 * Sets, for its back button) and stretches over the whole card, so a click anywhere opens it; the
 * unsave button sits above that link.
 */
export function SavedSetCard({ set, onUnsave }: { set: SavedSet; onUnsave: () => void }) {
  const savedAt = parseSetDate(set.savedAt);
  return (
    <SetCard
      set={set}
      focusRing="card"
      linkState={{ from: 'saved' }}
      top={
        <>
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
        </>
      }
      footer={
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
      }
    />
  );
}
