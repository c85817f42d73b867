import { EmailVerificationMessages } from '@coursecards/shared/constants/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { verifyEmail } from '../../features/auth/api/account-api.ts';
import { verifyToken } from '../../features/auth/api/session-api.ts';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { AuthFrame } from '../../features/auth/components/auth-frame.tsx';
import { FormAlert } from '../../features/auth/components/fields.tsx';
import { messageOf } from '../../features/auth/lib/error-message.ts';
import { sessionToken } from '../../lib/session-token.ts';

export const VerifyEmailTexts = {
  title: 'Verify Your Email',
  checking: 'Confirming your email address...',
  missingToken:
    'This verification link is incomplete. Open the link from the email again, or send a new one from your profile.',
  failed: 'Your email address could not be confirmed. Please try the link again.',
} as const;

type Outcome = { state: 'checking' } | { state: 'verified' | 'refused'; message: string };

/** Confirms the link's address; a used link has already proven it: good news, not an error. */
function confirm(token: string): Promise<Outcome> {
  return verifyEmail(token).then(
    ({ message }): Outcome => ({ state: 'verified', message }),
    (err: unknown): Outcome => {
      const message = messageOf(err, VerifyEmailTexts.failed);
      return { state: message === EmailVerificationMessages.used ? 'verified' : 'refused', message };
    },
  );
}

function tokenInState(state: unknown): string | null {
  if (state && typeof state === 'object' && 'verifyToken' in state && typeof state.verifyToken === 'string') {
    return state.verifyToken;
  }
  return null;
}

/** Where the e-mailed verification link lands: it confirms the address and says how that went. */
export default function VerifyEmailPage() {
  const { user, setUser, isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const queryToken = new URLSearchParams(location.search).get('token');
  const [token] = useState(() => queryToken ?? tokenInState(location.state));
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  // The link works once: one request per page, though StrictMode runs effects twice.
  const request = useRef<Promise<Outcome> | null>(null);

  // The token must not linger in the address bar, the history list or a shared screenshot.
  useEffect(() => {
    if (queryToken) void navigate(location.pathname, { replace: true, state: { verifyToken: queryToken } });
  }, [queryToken, location.pathname, navigate]);

  useEffect(() => {
    if (!token) return;
    let mounted = true;
    request.current ??= confirm(token);
    void request.current.then((result) => {
      if (mounted) setOutcome(result);
    });
    return () => {
      mounted = false;
    };
  }, [token]);

  // Signed in here as well: the rest of the app learns at once whether its address is now proven
  // (asked, not assumed: the link may have been another account's).
  const uid = user?.uid;
  const knownVerified = user?.emailVerified;
  useEffect(() => {
    const token = sessionToken.get();
    if (outcome.state !== 'verified' || !uid || knownVerified || !token) return;
    let mounted = true;
    void queryClient.invalidateQueries({ queryKey: ['user', uid, 'profile'] });
    verifyToken(token).then(
      (session) => {
        if (mounted && session.success && session.user) setUser(session.user);
      },
      (err: unknown) => console.info('Could not refresh the session', err),
    );
    return () => {
      mounted = false;
    };
  }, [outcome.state, uid, knownVerified, setUser, queryClient]);

  return (
    <AuthFrame title={VerifyEmailTexts.title}>
      <div className="space-y-5">
        {!token ? (
          <FormAlert>{VerifyEmailTexts.missingToken}</FormAlert>
        ) : outcome.state === 'checking' ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="h-4 w-4" />
            {VerifyEmailTexts.checking}
          </p>
        ) : (
          <FormAlert tone={outcome.state === 'verified' ? 'success' : 'error'}>{outcome.message}</FormAlert>
        )}
        {isAuthenticated ? (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/profile" className={buttonClasses('primary', 'lg', 'w-full sm:flex-1')}>
              Go to your profile
            </Link>
            <Link to="/created-sets" className={buttonClasses('secondary', 'lg', 'w-full sm:flex-1')}>
              Continue to your sets
            </Link>
          </div>
        ) : (
          <Link to="/login" className={buttonClasses('primary', 'lg', 'w-full')}>
            Log In
          </Link>
        )}
      </div>
    </AuthFrame>
  );
}
