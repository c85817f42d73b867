import type { FlashcardSet } from '@coursecards/shared/schemas/sets';
import { BookmarkCheck, Layers, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { cardCountLabel, StudyMessages } from '../lib/study-messages.ts';
import { StudyModes } from './study-modes.tsx';

/** Who made the set: the original's creator for a saved copy, "you" for the user's own. */
function creatorOf(set: FlashcardSet, uid: string): string | null {
  if (set.isDerived) return set.originalCreatorUsername;
  if (set.userId === uid) return 'you';
  return set.username;
}

export interface SetOverviewProps {
  set: FlashcardSet;
  uid: string;
  /** the like button with its count */
  like: ReactNode;
  /** Edit Set, or Save / Unsave */
  setAction: ReactNode;
  /** navigation state for the study links, so their way back returns here with the same origin */
  studyState: unknown;
  /** the Export button */
  exportMenu?: ReactNode;
}

/** The set's heading block: class code, title, counts, description, study actions and set controls. */
export function SetOverview({ set, uid, like, setAction, studyState, exportMenu }: SetOverviewProps) {
  const base = `/study/${encodeURIComponent(set.id)}`;
  const creator = creatorOf(set, uid);
  return (
    <section aria-labelledby="set-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-8">
      <div className="flex flex-wrap items-center gap-2">
        {set.classCode && (
          <span className="inline-block rounded-md bg-brand-50 px-2 py-0.5 text-sm font-semibold tracking-wide text-brand-700">
            {set.classCode}
          </span>
        )}
        {set.isDerived && (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-medium text-emerald-700 ring-1 ring-emerald-100">
            <BookmarkCheck className="h-4 w-4" aria-hidden="true" />
            {StudyMessages.savedFromOriginal}
          </span>
        )}
      </div>
      <h1 id="set-title" className="mt-3 text-2xl font-bold tracking-tight break-words md:text-3xl">
        {set.title}
      </h1>
      <ul className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-600">
        <li className="inline-flex items-center gap-1.5">
          <Layers className="h-4 w-4 text-slate-400" aria-hidden="true" />
          {cardCountLabel(set.flashcards.length)}
        </li>
        {creator && (
          <li className="inline-flex min-w-0 items-center gap-1.5">
            <UserRound className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="truncate">Created by {creator}</span>
          </li>
        )}
      </ul>
      {set.description.trim() && (
        <p className="mt-4 max-w-3xl whitespace-pre-wrap break-words text-slate-700">{set.description}</p>
      )}
      <div className="mt-6 flex flex-col gap-4 border-t border-slate-100 pt-5">
        <StudyModes base={base} state={studyState} />
        <div className="flex items-center justify-between gap-3">
          {like}
          {exportMenu}
          {setAction}
        </div>
      </div>
    </section>
  );
}
