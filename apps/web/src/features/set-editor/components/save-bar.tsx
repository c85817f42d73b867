import { clsx } from 'clsx';
import { AlertCircle, Globe, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { Visibility } from '../lib/use-draft-save.ts';

export interface SaveBarProps {
  onSave: (visibility: Visibility) => void;
  /** which button's save is under way */
  saving: Visibility | null;
  disabled: boolean;
  /** why the buttons wait (an image still uploading) */
  waitingFor: string | null;
  error: string | null;
  /** floats just above the bar (the AI button), so the bar's height never hides it */
  aside?: ReactNode;
}

const buttonBase =
  'group inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl px-3 py-2 sm:px-4 transition-colors disabled:cursor-not-allowed';
/**
 * A button with its hint underneath: the hint describes the button from outside it, so the
 * button's name is all the text it shows (WCAG 2.5.3).
 */
const slot = 'flex flex-1 flex-col items-center gap-1 sm:flex-none sm:min-w-48';

/** The sticky bottom bar: 'Save Private' (only you can access) and 'Publish' (everyone can view). */
export function SaveBar({ onSave, saving, disabled, waitingFor, error, aside }: SaveBarProps) {
  const off = disabled || saving !== null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-8px_24px_-12px_rgba(15,23,42,0.18)] backdrop-blur">
      {aside && <div className="absolute right-4 bottom-full mb-4 md:right-8">{aside}</div>}
      <div className="mx-auto max-w-4xl px-4 py-3 md:px-6">
        {error && (
          <p role="alert" className="mb-3 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {error}
          </p>
        )}
        <div className="flex items-stretch gap-3">
          <p className="mr-auto hidden self-center text-sm text-slate-500 md:block" aria-live="polite">
            {waitingFor ?? 'Choose who can see this set when you save it.'}
          </p>
          <div className={slot}>
            <button
              type="button"
              onClick={() => onSave('private')}
              disabled={off}
              aria-label="Save Private"
              aria-describedby="save-private-hint"
              aria-busy={saving === 'private' || undefined}
              className={clsx(
                buttonBase,
                'bg-white text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:text-slate-400',
              )}
            >
              {saving === 'private' ? (
                <Spinner className="h-5 w-5" />
              ) : (
                <Lock className="hidden h-5 w-5 shrink-0 text-slate-500 min-[400px]:block" aria-hidden="true" />
              )}
              <span className="text-sm font-semibold">Save Private</span>
            </button>
            <span id="save-private-hint" className="text-xs text-slate-500">
              Only you can access
            </span>
          </div>
          <div className={slot}>
            <button
              type="button"
              onClick={() => onSave('public')}
              disabled={off}
              aria-label="Publish"
              aria-describedby="publish-hint"
              aria-busy={saving === 'public' || undefined}
              className={clsx(buttonBase, 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:bg-brand-300')}
            >
              {saving === 'public' ? (
                <Spinner className="h-5 w-5" />
              ) : (
                <Globe className="hidden h-5 w-5 shrink-0 text-brand-100 min-[400px]:block" aria-hidden="true" />
              )}
              <span className="text-sm font-semibold">Publish</span>
            </button>
            <span id="publish-hint" className="text-xs text-slate-500">
              Everyone can view
            </span>
          </div>
        </div>
        {waitingFor && <p className="mt-2 text-center text-xs text-slate-500 md:hidden">{waitingFor}</p>}
      </div>
    </div>
  );
}
