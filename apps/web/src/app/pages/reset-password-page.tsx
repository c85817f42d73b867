import type { SessionResponse } from '@coursecards/shared/schemas/auth';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { AuthFrame, authLinkClasses } from '../../features/auth/components/auth-frame.tsx';
import { FormAlert } from '../../features/auth/components/fields.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

/** ours: long enough to read the confirmation, short enough not to wait for it */
export const RESET_SUCCESS_REDIRECT_MS = 1500;
export const RESET_SUCCESS_MESSAGE = "Your password has been reset and you're signed in.";

/** The link's token rides in history state once it has left the address bar (a reload still works). */
function tokenInState(state: unknown): string | null {
  if (state && typeof state === 'object' && 'resetToken' in state && typeof state.resetToken === 'string') {
    return state.resetToken;
  }
  return null;
}

export default function ResetPasswordPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryToken = new URLSearchParams(location.search).get('token');
  const [token] = useState(() => queryToken ?? tokenInState(location.state));
  const [done, setDone] = useState(false);

  // The token must not linger in the address bar, the history list or a shared screenshot.
  useEffect(() => {
    if (queryToken) void navigate(location.pathname, { replace: true, state: { resetToken: queryToken } });
  }, [queryToken, location.pathname, navigate]);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate('/created-sets', { replace: true }), RESET_SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  function handleReset({ token: sessionToken, user }: SessionResponse) {
    signIn(sessionToken, user);
    setDone(true);
  }

  return (
    <AuthFrame
      title="Set a New Password"
      subtitle={done ? undefined : 'Choose a new password for your account.'}
      footer={
        done ? undefined : (
          <>
            Remembered it?{' '}
            <Link to="/login" className={authLinkClasses}>
              Sign In
            </Link>
          </>
        )
      }
    >
      {done ? (
        <div className="space-y-4">
          <FormAlert tone="success">{RESET_SUCCESS_MESSAGE}</FormAlert>
          <Link to="/created-sets" replace className={`${authLinkClasses} block text-center`}>
            Continue to your sets
          </Link>
        </div>
      ) : (
        <ResetPasswordForm token={token} onReset={handleReset} />
      )}
    </AuthFrame>
  );
}
