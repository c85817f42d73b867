import { AccountLimits } from '@coursecards/shared/constants/limits';
import type { SessionResponse } from '@coursecards/shared/schemas/auth';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { login } from '../api/account-api.ts';
import { messageOf, sessionOf, UserFacingError } from '../lib/error-message.ts';
import { authLinkClasses } from './auth-frame.tsx';
import { FormAlert, PasswordField, TextField } from './fields.tsx';

export const LoginMessages = {
  required: 'All fields are required',
  failed: 'Login failed. Please try again.',
  noToken: 'No authentication token received',
} as const;

/**
 * E-mail login (accounts-and-discovery §2, §5, §8): both fields required, the server's message on failure, and a
 * session only when the answer carries both a token and a user.
 */
export function LoginForm({
  alternatives,
  onSignedIn,
}: {
  /** other ways in (Continue with Google), above an OR divider */
  alternatives?: ReactNode;
  onSignedIn: (session: SessionResponse) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (!email.trim() || !password) {
      setError(LoginMessages.required);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const session = sessionOf(await login({ email: email.trim(), password }));
      if (!session) throw new UserFacingError(LoginMessages.noToken);
      onSignedIn(session);
    } catch (err) {
      setError(messageOf(err, LoginMessages.failed));
      setSubmitting(false);
    }
  }

  return (
    <div className="space-y-5">
      {alternatives}
      {/* noValidate: the spec's own "All fields are required" replaces the browser's bubbles. */}
      <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-5">
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          maxLength={AccountLimits.emailMax}
          placeholder="you@university.edu"
          aria-required="true"
        />
        <PasswordField
          label="Password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          maxLength={AccountLimits.passwordMax}
          aria-required="true"
          labelAside={
            <Link to="/forgot-password" className={`${authLinkClasses} text-sm`}>
              Forgot Password
            </Link>
          }
        />
        {error && <FormAlert>{error}</FormAlert>}
        <Button type="submit" size="lg" className="w-full" busy={submitting}>
          {submitting ? 'Processing...' : 'Log In'}
        </Button>
      </form>
    </div>
  );
}
