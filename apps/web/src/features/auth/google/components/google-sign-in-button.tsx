import type { SessionResponse } from '@coursecards/shared/schemas/auth';
import { clsx } from 'clsx';
import { AlertCircle, Info } from 'lucide-react';
import { useId } from 'react';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { GoogleMessages } from '../lib/google-messages.ts';
import { useGoogleSignIn, type GoogleSignInMode } from '../lib/use-google-sign-in.ts';
import { ExistingAccountModal } from './existing-account-modal.tsx';
import { GoogleMark } from './google-mark.tsx';

export interface GoogleSignInButtonProps {
  mode: GoogleSignInMode;
  /** sign-up only: the chosen university, once it matches the list (required before the popup) */
  university?: string | undefined;
  /** replaces the default (sign in, then /created-sets) */
  onSuccess?: (session: SessionResponse, details: { isNewAccount: boolean }) => void;
  /** login: the page that asked for the log-in, instead of /created-sets (a checked path on this site) */
  returnTo?: string | undefined;
  /** when given, the page shows errors itself; otherwise they appear under the button */
  onError?: (message: string) => void;
  className?: string;
}

/**
 * "Continue with Google" (accounts-and-discovery §2, §4): a popup with Google's account chooser, then sign-up or
 * login on our server. On a server without Google settings it stays, and says so when clicked.
 */
export function GoogleSignInButton({
  mode,
  university,
  onSuccess,
  onError,
  returnTo,
  className,
}: GoogleSignInButtonProps) {
  const google = useGoogleSignIn({ mode, university, onSuccess, onError, returnTo });
  const messageId = useId();
  const message = onError ? null : google.error;
  const informational = message === GoogleMessages.notConfigured;

  return (
    <div className={className}>
      <button
        type="button"
        onClick={google.start}
        onPointerEnter={google.prepare}
        onFocus={google.prepare}
        onTouchStart={google.prepare}
        disabled={google.busy}
        aria-busy={google.busy || undefined}
        aria-describedby={message ? messageId : undefined}
        className={clsx(
          'flex h-11 w-full items-center justify-center gap-3 rounded-lg bg-white px-4 text-[15px] font-medium text-slate-800',
          'shadow-sm ring-1 ring-slate-300 transition-colors ring-inset hover:bg-slate-50 active:bg-slate-100',
          'disabled:cursor-wait disabled:text-slate-500 disabled:hover:bg-white',
        )}
      >
        {google.busy ? <Spinner className="h-5 w-5 text-slate-500" /> : <GoogleMark className="h-5 w-5" />}
        Continue with Google
      </button>
      {message && (
        <p
          id={messageId}
          role={informational ? 'status' : 'alert'}
          className={clsx(
            'mt-2 flex items-start gap-2 rounded-lg p-3 text-sm ring-1 ring-inset',
            informational ? 'bg-slate-50 text-slate-700 ring-slate-200' : 'bg-red-50 text-red-700 ring-red-200',
          )}
        >
          {informational ? (
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          ) : (
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          )}
          <span>{message}</span>
        </p>
      )}
      <ExistingAccountModal phase={google.existingAccount} onClose={google.closeExistingAccount} />
    </div>
  );
}
