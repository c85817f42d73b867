import { useRef, useState, type ComponentType } from 'react';
import { useClassCodeList } from '../../../lib/static-lists.ts';
import { cardHasContent } from '../lib/card-draft.ts';
import type { AiOverlaySlotProps, ImportDialogSlotProps, SetEditorUser } from '../lib/editor-slots.ts';
import { creatorProgress } from '../lib/progress.ts';
import { useDraftEditing } from '../lib/use-draft-editing.ts';
import { useDraftSave } from '../lib/use-draft-save.ts';
import { useProblemFocus } from '../lib/use-problem-focus.ts';
import { useScrolledPast } from '../lib/use-scrolled-past.ts';
import { useStartingPoint } from '../lib/use-starting-point.ts';
import { AiGenerateButton, FloatingAiButton } from './ai-buttons.tsx';
import { CardsSection } from './cards-section.tsx';
import type { EquationControlType } from './card-side-editor.tsx';
import { CreatorHeader } from './creator-header.tsx';
import { CreatorTips } from './creator-tips.tsx';
import { DraftDetails } from './draft-details.tsx';
import { EditFeedback, SaveSuccessOverlay, UnsavedChangesDialog } from './overlays.tsx';
import { SaveBar } from './save-bar.tsx';

export interface SetEditorProps {
  user: SetEditorUser;
  /** an "insert equation" control for each card side (the page passes the equation feature's) */
  EquationControl?: EquationControlType;
  /** the AI overlay (the page passes the AI feature's); without it there are no AI buttons */
  AiOverlay?: ComponentType<AiOverlaySlotProps>;
  /** a class code to start a new set with (Search Results' "Create a Set for {q}") */
  initialClassCode?: string | undefined;
  /** the import dialog (the page passes the import feature's); without it there is no Import button */
  ImportDialog?: ComponentType<ImportDialogSlotProps>;
  /** open the import dialog on arrival (Created Sets' "Import") */
  openImport?: boolean;
}

/** The set creator and editor (sets-and-study §2 "Set creator", §4, §5). */
export function SetEditor({
  user,
  EquationControl,
  AiOverlay,
  initialClassCode,
  ImportDialog,
  openImport = false,
}: SetEditorProps) {
  const start = useStartingPoint(user.uid, initialClassCode);
  const { editing } = start;
  const edit = useDraftEditing(start);
  const { draft, update, problem } = edit;
  const classCodes = useClassCodeList(user.university);
  const focus = useProblemFocus(draft.cards);
  const save = useDraftSave({
    draft,
    baseline: start.baseline,
    editing,
    user,
    classCodes: classCodes.data,
    setProblem: edit.setProblem,
    pointAt: focus.pointAt,
  });
  const { blocker } = save;

  const [uploads, setUploads] = useState(0);
  const [aiOpen, setAiOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(openImport && ImportDialog !== undefined);
  // The floating AI button appears once the large one has scrolled away (see FloatingAiButton).
  const aiButtonRef = useRef<HTMLDivElement>(null);
  const aiButtonPassed = useScrolledPast(aiButtonRef);

  const hasCards = draft.cards.some(cardHasContent);
  const progress = creatorProgress({
    title: draft.title.trim() !== '',
    classCode: draft.classCode.trim() !== '',
    cards: hasCards,
  });

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50/80 via-slate-50 to-slate-50">
      <CreatorHeader heading={editing ? `Editing: ${editing.title}` : 'New Flashcard Set'} progress={progress} />

      <main className="mx-auto max-w-4xl space-y-4 px-4 pt-5 pb-44 md:px-6 md:pt-5 md:pb-36">
        <CreatorTips />

        <DraftDetails draft={draft} update={update} problem={problem} classCodes={classCodes} refs={focus} />

        {AiOverlay && (
          <div ref={aiButtonRef}>
            <AiGenerateButton hasCards={hasCards} onClick={() => setAiOpen(true)} />
          </div>
        )}

        <CardsSection
          sectionRef={edit.cardsRef}
          cards={draft.cards}
          problem={problem}
          update={update}
          onAddCard={edit.addCard}
          onUploadingChange={(uploading) => setUploads((n) => n + (uploading ? 1 : -1))}
          onImport={ImportDialog && (() => setImportOpen(true))}
          EquationControl={EquationControl}
        />
      </main>

      <SaveBar
        onSave={(visibility) => void save.saveAndRedirect(visibility)}
        saving={save.saving}
        disabled={save.saved || uploads > 0}
        waitingFor={uploads > 0 ? 'Waiting for images to finish uploading…' : null}
        error={save.saveError}
        aside={AiOverlay && aiButtonPassed && <FloatingAiButton hasCards={hasCards} onClick={() => setAiOpen(true)} />}
      />

      {AiOverlay && <AiOverlay open={aiOpen} onClose={() => setAiOpen(false)} onGenerated={edit.addGenerated} />}
      {ImportDialog && (
        <ImportDialog
          open={importOpen}
          onClose={() => setImportOpen(false)}
          onImported={(deck) => {
            setImportOpen(false);
            edit.addImported(deck);
          }}
        />
      )}
      <EditFeedback
        notice={edit.notice}
        lastRemoval={edit.lastRemoval}
        onUndo={edit.undoRemoval}
        onCloseUndo={edit.closeUndo}
      />
      {save.redirecting && <SaveSuccessOverlay />}
      <UnsavedChangesDialog
        open={blocker.state === 'blocked'}
        saving={save.saving !== null}
        onSaveAndExit={() => void save.saveAndExit()}
        onExit={() => blocker.state === 'blocked' && blocker.proceed()}
        onContinue={() => blocker.state === 'blocked' && blocker.reset()}
      />
    </div>
  );
}
