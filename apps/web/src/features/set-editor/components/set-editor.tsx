import { DEFAULT_SET_LANGUAGE } from '@coursecards/shared/domain/set-languages';
import { SetLimits, Timings } from '@coursecards/shared/constants/limits';
import type { SaveSetRequest } from '@coursecards/shared/schemas/sets';
import { AlertCircle, Plus, Upload } from 'lucide-react';
import { useCallback, useEffect, useReducer, useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useClassCodeList } from '../../../lib/static-lists.ts';
import { useSaveSet } from '../api/set-editor-api.ts';
import { clearAiHandover, readAiHandover } from '../lib/ai-handover.ts';
import { cardFromData, cardHasContent, emptyCard, mergeGeneratedCards } from '../lib/card-draft.ts';
import { clearEditingSet, readEditingSet, type EditingSet } from '../lib/editing-set.ts';
import { creatorProgress } from '../lib/progress.ts';
import { saveErrorMessage } from '../lib/save-error-message.ts';
import { draftFingerprint, draftReducer, type DraftAction, type SetDraft } from '../lib/set-draft.ts';
import { undoableEdit, type UndoableEdit } from '../lib/undo-edit.ts';
import { useScrolledPast } from '../lib/use-scrolled-past.ts';
import { useUnsavedChangesGuard } from '../lib/use-unsaved-changes.ts';
import { validateDraft, type DraftProblem } from '../lib/validate-set.ts';
import { AiGenerateButton, FloatingAiButton } from './ai-buttons.tsx';
import { cardSideTextId } from './card-editor.tsx';
import { CardList } from './card-list.tsx';
import type { EquationControlType } from './card-side-editor.tsx';
import { CreatorHeader } from './creator-header.tsx';
import { CreatorTips } from './creator-tips.tsx';
import { GeneratedNotice, SaveSuccessOverlay, UnsavedChangesDialog } from './overlays.tsx';
import { SaveBar, type Visibility } from './save-bar.tsx';
import { SetDetails } from './set-details.tsx';
import { UndoToast } from './undo-toast.tsx';

export interface SetEditorUser {
  uid: string;
  username: string | null;
  university: string | null;
}

/** A card as the AI overlay hands it over. */
export interface GeneratedCard {
  question: string;
  answer: string;
}

export interface AiOverlaySlotProps {
  open: boolean;
  onClose: () => void;
  onGenerated: (cards: readonly GeneratedCard[]) => void;
}

/** A card as an import hands it over (text and uploaded images). */
export interface ImportedCardData {
  question: string;
  answer: string;
  questionImage: string | null;
  answerImage: string | null;
}

export interface ImportDialogSlotProps {
  open: boolean;
  onClose: () => void;
  onImported: (result: { title: string; cards: readonly ImportedCardData[] }) => void;
}

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

interface Start {
  editing: EditingSet | null;
  /** a stored set that is not the user's: discarded on arrival */
  foreign: boolean;
  draft: SetDraft;
  /** the content as it stands saved: "unsaved changes" are differences from it */
  baseline: string;
  generated: number;
  scrollToCards: boolean;
}

/** What the creator opens with: the stored editing set if it is the user's, plus any AI hand-over. */
function startingPoint(uid: string, initialClassCode: string | undefined): Start {
  const stored = readEditingSet(uid);
  const editing = stored.kind === 'own' ? stored.set : null;
  const base: SetDraft = editing
    ? {
        title: editing.title,
        classCode: editing.classCode,
        description: editing.description,
        language: editing.language,
        cards: editing.cards.length ? editing.cards : [emptyCard()],
      }
    : {
        title: '',
        classCode: initialClassCode?.trim().toUpperCase() ?? '',
        description: '',
        language: DEFAULT_SET_LANGUAGE,
        cards: [emptyCard()],
      };
  const handover = readAiHandover();
  return {
    editing,
    foreign: stored.kind === 'foreign',
    draft: draftReducer(base, { type: 'addGenerated', cards: handover.cards }),
    baseline: draftFingerprint(base),
    generated: handover.cards.length,
    scrollToCards: handover.scrollToCards,
  };
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
  const [start] = useState(() => startingPoint(user.uid, initialClassCode));
  const { editing } = start;
  const [draft, dispatch] = useReducer(draftReducer, start.draft);
  const classCodes = useClassCodeList(user.university);
  const saveSet = useSaveSet(editing?.id ?? null);
  const navigate = useNavigate();

  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState<Visibility | null>(null);
  const [saved, setSaved] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [uploads, setUploads] = useState(0);
  const [aiOpen, setAiOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(openImport && ImportDialog !== undefined);
  // The last destructive edit (a card or an image removed), offered for Undo for a few seconds.
  const [lastRemoval, setLastRemoval] = useState<(UndoableEdit & { id: number }) | null>(null);
  const closeUndo = useCallback(() => setLastRemoval(null), []);
  // The floating AI button appears once the large one has scrolled away (see FloatingAiButton).
  const aiButtonRef = useRef<HTMLDivElement>(null);
  const aiButtonPassed = useScrolledPast(aiButtonRef);
  const [notice, setNotice] = useState<{ count: number; id: number; imported?: boolean } | null>(
    start.generated ? { count: start.generated, id: 0 } : null,
  );
  // Work for after the next render of the cards: scroll to them, or focus a card just added.
  const scrollToCards = useRef(start.scrollToCards);
  const focusCard = useRef<string | null>(null);

  const titleRef = useRef<HTMLInputElement>(null);
  const classCodeRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const cardsRef = useRef<HTMLElement>(null);

  const dirty = !saved && draftFingerprint(draft) !== start.baseline;
  const blocker = useUnsavedChangesGuard(dirty);
  const hasCards = draft.cards.some(cardHasContent);
  const progress = creatorProgress({
    title: draft.title.trim() !== '',
    classCode: draft.classCode.trim() !== '',
    cards: hasCards,
  });

  // Hand-overs are read once: the AI cards and someone else's stored set are cleared on arrival.
  // The set being edited is let go when the creator is left, so a later visit starts a new set.
  useEffect(() => {
    clearAiHandover();
    if (start.foreign) clearEditingSet();
    return () => {
      if (start.editing) clearEditingSet();
    };
  }, [start]);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), Timings.aiGeneratedNotice);
    return () => window.clearTimeout(timer);
  }, [notice]);

  useEffect(() => {
    if (scrollToCards.current) cardsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    if (focusCard.current) document.getElementById(cardSideTextId(focusCard.current, 'question'))?.focus();
    scrollToCards.current = false;
    focusCard.current = null;
  }, [draft.cards]);

  // A navigation held while changes were unsaved goes ahead once they are saved.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  function update(action: DraftAction) {
    const removal = undoableEdit(draft, action);
    if (removal) setLastRemoval({ ...removal, id: (lastRemoval?.id ?? 0) + 1 });
    dispatch(action);
    setProblem(null);
  }

  function undoRemoval() {
    if (!lastRemoval) return;
    const { undo } = lastRemoval;
    setLastRemoval(null);
    update(undo);
    // The card put back gets the focus the removal took away.
    if (undo.type === 'insertCard') focusCard.current = undo.card.key;
  }

  function pointAt(found: DraftProblem) {
    const { field } = found;
    if (field === 'title') titleRef.current?.focus();
    else if (field === 'classCode') classCodeRef.current?.focus();
    else if (field === 'description') descriptionRef.current?.focus();
    else if (field === 'cards') {
      const first = draft.cards[0];
      if (first) document.getElementById(cardSideTextId(first.key, 'question'))?.focus();
    } else document.getElementById(cardSideTextId(field.cardKey, field.side))?.focus();
  }

  /** Validates and saves; true once saved. */
  async function save(visibility: Visibility): Promise<boolean> {
    if (saving) return false;
    setSaveError(null);
    const check = validateDraft(draft, classCodes.data);
    if (!check.ok) {
      setProblem(check.problem);
      // After the render that shows the message, so the field is announced with it.
      window.setTimeout(() => pointAt(check.problem), 0);
      return false;
    }
    setProblem(null);
    const request: SaveSetRequest = {
      ...check.value,
      ...(editing ? { id: editing.id, createdAt: editing.createdAt } : { createdAt: new Date().toISOString() }),
      isPublic: visibility === 'public',
      userId: user.uid,
      username: user.username,
    };
    setSaving(visibility);
    try {
      await saveSet.mutateAsync(request);
    } catch (error) {
      setSaveError(saveErrorMessage(error, editing !== null));
      return false;
    } finally {
      setSaving(null);
    }
    clearEditingSet();
    setSaved(true);
    return true;
  }

  async function saveAndRedirect(visibility: Visibility) {
    if (!(await save(visibility))) return;
    setRedirecting(true);
    window.setTimeout(() => void navigate('/created-sets'), Timings.setSaveRedirect);
  }

  async function saveAndExit() {
    // A set being edited keeps its visibility; a new one is kept private until its owner publishes it.
    const saved = await save(editing?.isPublic ? 'public' : 'private');
    if (blocker.state !== 'blocked') return;
    // Once saved, the effect above lets the navigation go; otherwise stay and show what to fix.
    if (!saved) blocker.reset();
  }

  function addGenerated(cards: readonly GeneratedCard[], imported = false) {
    const drafts = cards.map(cardFromData).filter(cardHasContent);
    // cards the set already holds are not added twice: the notice counts only the new ones
    const added = mergeGeneratedCards(draft.cards, drafts).length - draft.cards.filter(cardHasContent).length;
    if (!added) return;
    update({ type: 'addGenerated', cards: drafts });
    setNotice((current) => ({ count: added, id: (current?.id ?? 0) + 1, imported }));
    scrollToCards.current = true;
  }

  /** Imported cards join like generated ones; an untitled set takes the deck's or file's name. */
  function addImported({ title, cards }: { title: string; cards: readonly ImportedCardData[] }) {
    setImportOpen(false);
    if (title && draft.title.trim() === '') update({ type: 'title', value: title.slice(0, SetLimits.titleMax) });
    addGenerated(cards, true);
  }

  const cardProblem =
    problem && typeof problem.field === 'object' ? { ...problem.field, message: problem.message } : null;

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50/80 via-slate-50 to-slate-50">
      <CreatorHeader heading={editing ? `Editing: ${editing.title}` : 'New Flashcard Set'} progress={progress} />

      <main className="mx-auto max-w-4xl space-y-4 px-4 pt-5 pb-44 md:px-6 md:pt-5 md:pb-36">
        <CreatorTips />

        <SetDetails
          title={draft.title}
          classCode={draft.classCode}
          description={draft.description}
          onTitle={(value) => update({ type: 'title', value })}
          onClassCode={(value) => update({ type: 'classCode', value })}
          onDescription={(value) => update({ type: 'description', value })}
          language={draft.language}
          onLanguage={(value) => update({ type: 'language', value })}
          classCodes={classCodes.data}
          classCodesLoading={classCodes.isPending}
          errors={problem && typeof problem.field === 'string' ? { [problem.field]: problem.message } : {}}
          titleRef={titleRef}
          classCodeRef={classCodeRef}
          descriptionRef={descriptionRef}
        />

        {AiOverlay && (
          <div ref={aiButtonRef}>
            <AiGenerateButton hasCards={hasCards} onClick={() => setAiOpen(true)} />
          </div>
        )}

        <section ref={cardsRef} aria-labelledby="cards-heading" className="scroll-mt-28">
          <div className="mb-3 flex items-baseline justify-between gap-3">
            <h2 id="cards-heading" className="text-lg font-semibold tracking-tight">
              Cards
            </h2>
            <div className="flex items-center gap-3">
              <span className="text-sm text-slate-500 tabular-nums">
                {draft.cards.length} {draft.cards.length === 1 ? 'card' : 'cards'}
              </span>
              {ImportDialog && (
                <button type="button" onClick={() => setImportOpen(true)} className={buttonClasses('secondary', 'sm')}>
                  <Upload className="h-4 w-4" aria-hidden="true" />
                  Import
                </button>
              )}
            </div>
          </div>
          {problem?.field === 'cards' && (
            <p role="alert" className="mb-3 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {problem.message}
            </p>
          )}
          <CardList
            cards={draft.cards}
            onChange={(key, patch) => update({ type: 'updateCard', key, patch })}
            onRemove={(key) => update({ type: 'removeCard', key })}
            onMove={(from, to) => update({ type: 'moveCard', from, to })}
            onUploadingChange={(uploading) => setUploads((n) => n + (uploading ? 1 : -1))}
            problem={cardProblem}
            EquationControl={EquationControl}
          />
          <button
            type="button"
            onClick={() => {
              const card = emptyCard();
              update({ type: 'addCard', card });
              focusCard.current = card.key;
            }}
            className="mt-4 flex w-full items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-white/60 py-4 text-sm font-semibold text-slate-600 transition-colors hover:border-brand-400 hover:bg-brand-50 hover:text-brand-700"
          >
            <Plus className="h-5 w-5" aria-hidden="true" />
            Add a New Card
          </button>
        </section>
      </main>

      <SaveBar
        onSave={(visibility) => void saveAndRedirect(visibility)}
        saving={saving}
        disabled={saved || uploads > 0}
        waitingFor={uploads > 0 ? 'Waiting for images to finish uploading…' : null}
        error={saveError}
        aside={AiOverlay && aiButtonPassed && <FloatingAiButton hasCards={hasCards} onClick={() => setAiOpen(true)} />}
      />

      {AiOverlay && <AiOverlay open={aiOpen} onClose={() => setAiOpen(false)} onGenerated={addGenerated} />}
      {ImportDialog && <ImportDialog open={importOpen} onClose={() => setImportOpen(false)} onImported={addImported} />}
      {notice && <GeneratedNotice key={notice.id} count={notice.count} imported={notice.imported ?? false} />}
      {lastRemoval && (
        <UndoToast key={lastRemoval.id} message={lastRemoval.message} onUndo={undoRemoval} onClose={closeUndo} />
      )}
      {redirecting && <SaveSuccessOverlay />}
      <UnsavedChangesDialog
        open={blocker.state === 'blocked'}
        saving={saving !== null}
        onSaveAndExit={() => void saveAndExit()}
        onExit={() => blocker.state === 'blocked' && blocker.proceed()}
        onContinue={() => blocker.state === 'blocked' && blocker.reset()}
      />
    </div>
  );
}
