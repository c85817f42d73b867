import { clsx } from 'clsx';
import { CheckCircle2 } from 'lucide-react';
import { Modal } from '../../../../components/ui/modal.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import type { ExistingAccountPhase } from '../lib/use-google-sign-in.ts';

export const ExistingAccountTexts = {
  title: 'Existing Account Found!',
  loggingIn: 'Logging you in automatically...',
  success: "You've been successfully logged in.",
} as const;

/**
 * Shown when Google sign-up finds the account already exists: a spinner for as long as the real
 * login takes (not an invented 5–7 s, product decisions), then success, then a fade before it closes.
 */
export function ExistingAccountModal({ phase, onClose }: { phase: ExistingAccountPhase | null; onClose: () => void }) {
  const succeeded = phase === 'success' || phase === 'fading';
  return (
    <Modal
      open={phase !== null}
      onClose={onClose}
      title={ExistingAccountTexts.title}
      size="sm"
      className={clsx(
        'transition-opacity duration-500 backdrop:transition-opacity backdrop:duration-500',
        phase === 'fading' && 'opacity-0 backdrop:opacity-0',
      )}
    >
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 py-4 text-center">
        {succeeded ? (
          <>
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/60">
              <CheckCircle2 className="h-8 w-8 text-emerald-600" aria-hidden="true" />
            </span>
            <p className="font-medium text-slate-800">{ExistingAccountTexts.success}</p>
          </>
        ) : (
          <>
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 ring-8 ring-brand-50/60">
              <Spinner className="h-7 w-7 text-brand-600" />
            </span>
            <p className="font-medium text-slate-800">{ExistingAccountTexts.loggingIn}</p>
            <p className="text-sm text-slate-500">This Google account already has a CourseCards account.</p>
          </>
        )}
      </div>
    </Modal>
  );
}
