import { CheckCircle2, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import type { UndoableEdit } from '../lib/undo-edit.ts';
import type { AddedNotice } from '../lib/use-draft-editing.ts';
import { UNSAVED_CHANGES_MESSAGE } from '../lib/use-unsaved-changes.ts';
import { UndoToast } from './undo-toast.tsx';

/** After a save, until the redirect to /created-sets (sets-and-study §2). */
export function SaveSuccessOverlay() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 dark:bg-black/60 p-4 backdrop-blur-sm">
      <div role="status" className="w-full max-w-sm rounded-2xl bg-white px-6 py-8 text-center shadow-2xl">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/50">
          <CheckCircle2 className="h-10 w-10 text-emerald-500" aria-hidden="true" />
        </span>
        <h2 className="mt-5 text-xl font-bold tracking-tight">Saved Successfully!</h2>
        <p className="mt-1.5 text-sm text-slate-600">Redirecting to your flashcard sets...</p>
      </div>
    </div>
  );
}

export interface UnsavedChangesDialogProps {
  open: boolean;
  saving: boolean;
  onSaveAndExit: () => void;
  onExit: () => void;
  onContinue: () => void;
}

/** Leaving the creator with unsaved changes by an in-app link or button (sets-and-study §2). */
export function UnsavedChangesDialog({ open, saving, onSaveAndExit, onExit, onContinue }: UnsavedChangesDialogProps) {
  return (
    <Modal open={open} onClose={onContinue} title="Unsaved changes" size="sm">
      <p className="text-sm text-slate-600">{UNSAVED_CHANGES_MESSAGE}</p>
      <div className="mt-6 flex flex-col gap-2">
        <Button onClick={onSaveAndExit} busy={saving}>
          Save and Exit
        </Button>
        <Button variant="secondary" onClick={onExit} disabled={saving} className="text-red-700">
          Exit Without Saving
        </Button>
        <Button variant="ghost" onClick={onContinue} disabled={saving}>
          Continue Editing
        </Button>
      </div>
    </Modal>
  );
}

/** 'Flashcards Generated!' with how many cards came in, shown for 3 s (sets-and-study §2). */
export function GeneratedNotice({ count, imported = false }: { count: number; imported?: boolean }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center px-4">
      <div
        role="status"
        className="flex items-center gap-3 rounded-2xl bg-white py-3 pr-5 pl-3 shadow-xl ring-1 ring-brand-100"
      >
        <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-violet-500 text-white">
          <Sparkles className="h-5 w-5" aria-hidden="true" />
        </span>
        <span className="flex flex-col leading-tight">
          <span className="text-sm font-semibold text-slate-900">
            {imported ? 'Flashcards Imported!' : 'Flashcards Generated!'}
          </span>
          <span className="text-sm text-slate-600">
            {count} {count === 1 ? 'card' : 'cards'} added to your set
          </span>
        </span>
      </div>
    </div>
  );
}

export interface EditFeedbackProps {
  notice: AddedNotice | null;
  lastRemoval: (UndoableEdit & { id: number }) | null;
  onUndo: () => void;
  onCloseUndo: () => void;
}

/** What an edit says for a moment: cards added, or Undo for the last removal. */
export function EditFeedback({ notice, lastRemoval, onUndo, onCloseUndo }: EditFeedbackProps) {
  return (
    <>
      {notice && <GeneratedNotice key={notice.id} count={notice.count} imported={notice.imported ?? false} />}
      {lastRemoval && (
        <UndoToast key={lastRemoval.id} message={lastRemoval.message} onUndo={onUndo} onClose={onCloseUndo} />
      )}
    </>
  );
}
