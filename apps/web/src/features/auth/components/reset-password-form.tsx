import { AccountLimits } from '@coursecards/shared/constants/limits';
import type { SessionResponse } from '@coursecards/shared/schemas/auth';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { resetPassword } from '../api/account-api.ts';
import { messageOf, sessionOf, UserFacingError } from '../lib/error-message.ts';
import { FormAlert, PasswordField } from './fields.tsx';

export const ResetPasswordMessages = {
  passwordTooShort: `Password must be at least ${AccountLimits.passwordMin} characters`,
  mismatch: 'Passwords do not match',
  failed: 'Your password could not be reset. Please try again.',
  missingToken: 'This reset link is incomplete. Please request a new one.',
  requestNew: 'Request a new reset link',
} as const;

/** The link's failures (used, expired, not valid) come back as 400s: the link itself is spent. */
const LINK_REFUSED = 400;

/**
 * Sets a new password from the e-mailed link (product decisions): new password twice, the sign-up length
 * rule, then the server answers with a session. A used, expired or unknown link says so and
 * offers a new one.
 */
export function ResetPasswordForm({
  token,
  onReset,
}: {
  /** the link's token; null when the address carried none */
  token: string | null;
  onReset: (session: SessionResponse) => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; linkSpent: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (!token) {
    return (
      <div className="space-y-5">
        <FormAlert>{ResetPasswordMessages.missingToken}</FormAlert>
        <RequestNewLink />
      </div>
    );
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting || !token) return;
    const tooShort = password.length < AccountLimits.passwordMin;
    const mismatch = !tooShort && password !== confirm;
    setPasswordError(tooShort ? ResetPasswordMessages.passwordTooShort : null);
    setConfirmError(mismatch ? ResetPasswordMessages.mismatch : null);
    if (tooShort || mismatch) return;
    setError(null);
    setSubmitting(true);
    try {
      const session = sessionOf(await resetPassword({ token, password }));
      if (!session) throw new UserFacingError(ResetPasswordMessages.failed);
      onReset(session);
    } catch (err) {
      const linkSpent = err instanceof ApiError && err.status === LINK_REFUSED;
      setError({ message: messageOf(err, ResetPasswordMessages.failed), linkSpent });
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-5">
      <PasswordField
        label="New password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setPasswordError(null);
        }}
        autoComplete="new-password"
        maxLength={AccountLimits.passwordMax}
        error={passwordError}
        placeholder={`At least ${AccountLimits.passwordMin} characters`}
        aria-required="true"
      />
      <PasswordField
        label="Confirm new password"
        value={confirm}
        onChange={(e) => {
          setConfirm(e.target.value);
          setConfirmError(null);
        }}
        autoComplete="new-password"
        maxLength={AccountLimits.passwordMax}
        error={confirmError}
        aria-required="true"
      />
      {error && <FormAlert>{error.message}</FormAlert>}
      {/* A spent link cannot be tried again: the way on is a new one. */}
      {error?.linkSpent ? (
        <RequestNewLink />
      ) : (
        <Button type="submit" size="lg" className="w-full" busy={submitting}>
          {submitting ? 'Processing...' : 'Set New Password'}
        </Button>
      )}
    </form>
  );
}

function RequestNewLink() {
  return (
    <Link to="/forgot-password" className={buttonClasses('primary', 'lg', 'w-full')}>
      {ResetPasswordMessages.requestNew}
    </Link>
  );
}
