import { Timings } from '@coursecards/shared/constants/limits';
import type { SaveSetRequest } from '@coursecards/shared/schemas/sets';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSaveSet } from '../api/set-editor-api.ts';
import { clearEditingSet, type EditingSet } from './editing-set.ts';
import type { SetEditorUser } from './editor-slots.ts';
import { saveErrorMessage } from './save-error-message.ts';
import { draftFingerprint, type SetDraft } from './set-draft.ts';
import { useUnsavedChangesGuard } from './use-unsaved-changes.ts';
import { validateDraft, type DraftProblem } from './validate-set.ts';

export type Visibility = 'private' | 'public';

export interface DraftSaveOptions {
  draft: SetDraft;
  /** the content as it stands saved */
  baseline: string;
  editing: EditingSet | null;
  user: SetEditorUser;
  classCodes: readonly string[] | undefined;
  /** shows what stops the save (null: nothing) */
  setProblem: (problem: DraftProblem | null) => void;
  /** moves the focus to the field a problem is about */
  pointAt: (problem: DraftProblem) => void;
}

/**
 * Saving the draft: validation, the request, the way out afterwards, and the guard that holds a
 * navigation while changes are unsaved.
 */
export function useDraftSave({ draft, baseline, editing, user, classCodes, setProblem, pointAt }: DraftSaveOptions) {
  const saveSet = useSaveSet(editing?.id ?? null);
  const navigate = useNavigate();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState<Visibility | null>(null);
  const [saved, setSaved] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  const dirty = !saved && draftFingerprint(draft) !== baseline;
  const blocker = useUnsavedChangesGuard(dirty);

  // A navigation held while changes were unsaved goes ahead once they are saved.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  /** Validates and saves; true once saved. */
  async function save(visibility: Visibility): Promise<boolean> {
    if (saving) return false;
    setSaveError(null);
    const check = validateDraft(draft, classCodes);
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

  return { saving, saved, saveError, redirecting, blocker, saveAndRedirect, saveAndExit };
}
