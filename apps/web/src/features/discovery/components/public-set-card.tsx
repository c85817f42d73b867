import { Heart, Layers, UserRound } from 'lucide-react';
import {
  cardCountLabel,
  ClassCodeBadge,
  CreatedOn,
  likeCountLabel,
  SetCard,
} from '../../../components/ui/set-card.tsx';
import type { StudyEntryState } from '../../../lib/study-entry.ts';
import type { PublicSet } from '../api/discovery-api.ts';
import { creatorLabel } from '../lib/creator-label.ts';
import { DiscoveryMessages } from '../lib/discovery-messages.ts';

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
export function PublicSetCard({ set, state, headingLevel = 'h3' }: PublicSetCardProps) {
  return (
    <SetCard
      set={set}
      focusRing="card"
      linkState={state}
      headingLevel={headingLevel}
      className="motion-reduce:transition-none motion-reduce:hover:translate-y-0"
      top={
        <>
          {set.classCode ? <ClassCodeBadge code={set.classCode} /> : <span />}
          <span
            className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-slate-600"
            title={likeCountLabel(set.likes)}
          >
            <Heart className="h-4 w-4 fill-rose-100 text-rose-500" aria-hidden="true" />
            <span aria-hidden="true">{set.likes.toLocaleString('en-US')}</span>
            <span className="sr-only">{likeCountLabel(set.likes)}</span>
          </span>
        </>
      }
      details={
        <>
          {set.description && <p className="mt-2 line-clamp-3 text-sm break-words text-slate-600">{set.description}</p>}
          <p className="mt-3 mb-4 inline-flex items-center gap-1.5 text-sm text-slate-600">
            <Layers className="h-4 w-4 text-slate-400" aria-hidden="true" />
            {cardCountLabel(set.numCards)}
          </p>
        </>
      }
      footer={
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-slate-100 pt-3 text-sm text-slate-500">
          <p className="inline-flex min-w-0 items-center gap-1.5">
            <UserRound className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="truncate">{creatorLabel(set)}</span>
          </p>
          <CreatedOn createdAt={set.createdAt} fallback={DiscoveryMessages.recentlyCreated} className="shrink-0" />
        </div>
      }
    />
  );
}

/** The grid the result lists share: 1 to 4 columns by the room the list has. */
export const setGridClasses = 'grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 @6xl:grid-cols-4 md:gap-6';
