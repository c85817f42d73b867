import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { EquationButton } from '../../features/equation/components/equation-button.tsx';
import { SetEditor } from '../../features/set-editor/components/set-editor.tsx';
import type { AiOverlaySlotProps, ImportDialogSlotProps } from '../../features/set-editor/lib/editor-slots.ts';

// The overlay (and its PDF reader) loads only when it is first opened.
const AiOverlay = lazy(() =>
  import('../../features/ai/components/ai-overlay.tsx').then((m) => ({ default: m.AiOverlay })),
);

function LazyAiOverlay({ open, onClose, onGenerated }: AiOverlaySlotProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AiOverlay open={open} onClose={onClose} onGenerated={(cards) => onGenerated(cards)} />
    </Suspense>
  );
}

// The import dialog loads only when it is first opened, too.
const ImportDialog = lazy(() =>
  import('../../features/import-export/components/import-dialog.tsx').then((m) => ({ default: m.ImportDialog })),
);

function LazyImportDialog({ open, onClose, onImported }: ImportDialogSlotProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ImportDialog open={open} onClose={onClose} onImported={onImported} />
    </Suspense>
  );
}

export default function SetCreatorPage() {
  const { user, loading } = useAuth();
  // Search Results' "Create a Set for {q}" starts the set with that class code.
  const state: unknown = useLocation().state;
  const classCode =
    state && typeof state === 'object' && 'classCode' in state && typeof state.classCode === 'string'
      ? state.classCode
      : undefined;
  // Created Sets' "Import" opens the creator with the import dialog.
  const openImport = Boolean(state && typeof state === 'object' && 'openImport' in state && state.openImport === true);
  if (loading) return null;
  // sets-and-study §2: this screen sends an anonymous visitor to / itself (the route guard gets there first).
  if (!user) return <Navigate to="/" replace />;
  return (
    <SetEditor
      user={{ uid: user.uid, username: user.username, university: user.university }}
      AiOverlay={LazyAiOverlay}
      // Each card side gets the equation editor's button; it appends the converted text to the side.
      EquationControl={EquationButton}
      initialClassCode={classCode}
      ImportDialog={LazyImportDialog}
      openImport={openImport}
    />
  );
}
