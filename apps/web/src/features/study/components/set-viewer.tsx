import type { FlashcardSet } from '@coursecards/shared/schemas/sets';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StudyLoadError } from '../../../components/ui/study-load-error.tsx';
import { useFlashcardSet } from '../../../lib/flashcard-set-query.ts';
import type { StudyEntryState } from '../../../lib/study-entry.ts';
import { backLinkFor, canEditSet } from '../lib/back-link.ts';
import { StudyMessages } from '../lib/study-messages.ts';
import { CardList } from './card-list.tsx';
import { SetOverview } from './set-overview.tsx';
import { MissingSetIdNotice, NotSignedInNotice } from './study-notice.tsx';
import { StudyTopBar } from './study-top-bar.tsx';
import { ViewerTips } from './viewer-tips.tsx';

/** The controls other features provide (the page passes them in: features do not import each other). */
export interface SetViewerControls {
  /** the like button with its count */
  like: (set: FlashcardSet) => ReactNode;
  /** "Edit Set", for the owner of a set they made */
  edit: (set: FlashcardSet) => ReactNode;
  /** "Save Set" / "Unsave Set", for everyone else */
  save: (set: FlashcardSet) => ReactNode;
  /** the Export button, for anyone who may view the set */
  exportMenu?: (set: FlashcardSet) => ReactNode;
  /** the student's progress on the set, with its review */
  progress?: (set: FlashcardSet) => ReactNode;
}

export interface SetViewerProps {
  /** from the address; blank means none was given */
  setId: string;
  /** the signed-in user; null shows the spec's "not authenticated" message */
  uid: string | null;
  /** where the set was opened from (navigation state), for the back button */
  entry: StudyEntryState | null;
  controls: SetViewerControls;
}

function ViewerLoading() {
  return (
    <div>
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner className="h-5 w-5 text-brand-600" />
        {StudyMessages.loadingSet}
      </p>
      <div aria-hidden="true" className="mt-4 animate-pulse rounded-2xl bg-white p-5 ring-1 ring-slate-200 md:p-8">
        <div className="h-6 w-24 rounded-md bg-brand-50" />
        <div className="mt-4 h-8 w-2/3 rounded bg-slate-200" />
        <div className="mt-4 h-4 w-40 rounded bg-slate-100" />
        <div className="mt-8 flex gap-3 border-t border-slate-100 pt-5">
          <div className="h-12 w-44 rounded-lg bg-brand-100" />
          <div className="h-12 w-36 rounded-lg bg-slate-100" />
        </div>
      </div>
      <ul aria-hidden="true" className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-40 animate-pulse rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <div className="h-4 w-20 rounded bg-slate-100" />
            <div className="mt-4 h-5 w-3/4 rounded bg-slate-200" />
            <div className="mt-8 h-4 w-1/2 rounded bg-slate-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The set viewer (sets-and-study §2 "Set viewer", §8 "Viewer"): the set's overview with its
 * study modes, like and save or edit, the tips, and every card with the list tools. Also its
 * states: not signed in, no set id, loading, a set that is not there (404), and the load error
 * with Try Again.
 */
export function SetViewer({ setId, uid, entry, controls }: SetViewerProps) {
  const id = setId.trim();
  const set = useFlashcardSet(uid ? id : '');
  const loaded = set.data;
  const back = backLinkFor(entry, loaded?.isDerived ?? false);

  let body: ReactNode;
  if (!uid) {
    body = <NotSignedInNotice buttonIcon />;
  } else if (!id) {
    body = <MissingSetIdNotice />;
  } else if (loaded) {
    // A failed background refetch keeps what was loaded on screen.
    body = (
      <div className="space-y-6 md:space-y-8">
        <SetOverview
          set={loaded}
          uid={uid}
          like={controls.like(loaded)}
          setAction={canEditSet(loaded, uid) ? controls.edit(loaded) : controls.save(loaded)}
          exportMenu={controls.exportMenu?.(loaded)}
          studyState={entry}
        />
        {controls.progress?.(loaded)}
        <ViewerTips />
        <CardList key={loaded.id} cards={loaded.flashcards} language={loaded.language} />
      </div>
    );
  } else if (set.isError) {
    body = (
      <StudyLoadError
        error={set.error}
        title={StudyMessages.viewerLoadErrorTitle}
        message={StudyMessages.viewerLoadFailed}
        onRetry={() => void set.refetch()}
        retrying={set.isFetching}
        back={back}
      />
    );
  } else {
    body = <ViewerLoading />;
  }

  return (
    <div className="min-h-dvh">
      <StudyTopBar back={back} />
      <main className="mx-auto max-w-6xl px-4 py-6 md:px-8 md:py-8">
        {!loaded && <h1 className="sr-only">Flashcard Set</h1>}
        {body}
      </main>
    </div>
  );
}
