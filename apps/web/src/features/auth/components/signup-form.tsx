import { AccountLimits } from '@coursecards/shared/constants/limits';
import { sanitizeUsername } from '@coursecards/shared/domain/username';
import type { SessionResponse } from '@coursecards/shared/schemas/auth';
import { Check, X } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { completeSignup, signup } from '../api/account-api.ts';
import { messageOf, sessionOf, UserFacingError } from '../lib/error-message.ts';
import { useUniversityInput } from '../lib/use-university-input.ts';
import { useUsernameAvailability } from '../lib/use-username-availability.ts';
import { authLinkClasses } from './auth-frame.tsx';
import { FormAlert, PasswordField, TextField } from './fields.tsx';
import { RequestUniversityDialog } from './request-university-dialog.tsx';
import { RequestedSchoolNotice } from './requested-school-notice.tsx';
import { UniversityField } from './university-field.tsx';

export const SignupMessages = {
  usernameTooShort: `Username must be at least ${AccountLimits.usernameMin} characters`,
  usernameUnavailable: 'Username unavailable',
  passwordTooShort: `Password must be at least ${AccountLimits.passwordMin} characters`,
  signupFailed: 'Signup failed',
  initFailed: 'Failed to initialize signup',
  completeFailed: 'Failed to complete signup',
} as const;

/** What the Google sign-in slot gets to work with: the university, once it matches the list. */
export interface SignupAlternativesContext {
  university: string | undefined;
}

export interface SignupFormProps {
  schools: readonly string[];
  schoolsLoading: boolean;
  initialUniversity: string;
  /** a school outside the list the student searched for on the landing page: offered for a request */
  requestedSchool?: string | undefined;
  /** other ways to sign up (Continue with Google), shown under the university with an OR divider */
  alternatives?: (context: SignupAlternativesContext) => ReactNode;
  onOpenTerms: () => void;
  onOpenPrivacy: () => void;
  /** the account exists and the server answered with a session */
  onSignedUp: (session: SessionResponse) => void;
}

/** Step 1's answer, kept so a retry after a failed step 2 does not create the account twice. */
interface PendingSignup {
  email: string;
  username: string;
  password: string;
  signupToken: string;
}

/**
 * Sign-up (accounts-and-discovery §2, §4, §5): university from the list, e-mail, username (checked while typing) and
 * password; the account is made in two steps (product decisions) and the session handed to the page.
 */
export function SignupForm({
  schools,
  schoolsLoading,
  initialUniversity,
  requestedSchool,
  alternatives,
  onOpenTerms,
  onOpenPrivacy,
  onSignedUp,
}: SignupFormProps) {
  const university = useUniversityInput(schools, initialUniversity, schoolsLoading);
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [requestOpen, setRequestOpen] = useState(false);
  const pending = useRef<PendingSignup | null>(null);
  const availability = useUsernameAvailability(username);

  const longEnough = username.length >= AccountLimits.usernameMin;
  // accounts-and-discovery §4: disabled while submitting, while universities load, while the check runs, and while a
  // username of three or more characters is not confirmed available.
  const disabled =
    submitting ||
    schoolsLoading ||
    availability.status === 'checking' ||
    (longEnough && availability.status !== 'available');

  function validate(): string | undefined {
    const chosen = university.validate();
    let ok = Boolean(chosen);
    if (!longEnough) {
      setUsernameError(SignupMessages.usernameTooShort);
      ok = false;
    } else if (availability.status !== 'available') {
      setUsernameError(SignupMessages.usernameUnavailable);
      ok = false;
    }
    if (password.length < AccountLimits.passwordMin) {
      setPasswordError(SignupMessages.passwordTooShort);
      ok = false;
    }
    return ok ? chosen : undefined;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    setFormError(null);
    const chosen = validate();
    if (!chosen) return;
    setSubmitting(true);
    try {
      onSignedUp(await createAccount(chosen));
    } catch (err) {
      setFormError(messageOf(err, SignupMessages.signupFailed));
      setSubmitting(false);
    }
  }

  async function createAccount(chosenUniversity: string): Promise<SessionResponse> {
    const trimmedEmail = email.trim();
    const same = pending.current;
    let signupToken =
      same && same.email === trimmedEmail && same.username === username && same.password === password
        ? same.signupToken
        : undefined;
    if (!signupToken) {
      const started = await signup({ email: trimmedEmail, password, username });
      if (!started?.signupToken) throw new UserFacingError(SignupMessages.initFailed);
      signupToken = started.signupToken;
      pending.current = { email: trimmedEmail, username, password, signupToken };
    }
    try {
      const session = sessionOf(
        await completeSignup({ email: trimmedEmail, university: chosenUniversity, fieldOfStudy: '', signupToken }),
      );
      if (!session) throw new UserFacingError(SignupMessages.completeFailed);
      pending.current = null;
      return session;
    } catch (err) {
      // A refused token (expired, spent) cannot be retried: the next attempt starts over.
      if (err instanceof ApiError && err.status === 403) pending.current = null;
      throw new UserFacingError(messageOf(err, SignupMessages.completeFailed));
    }
  }

  const usernameMessage = usernameError ?? availability.message;
  const usernameStatusIcon =
    availability.status === 'checking' ? (
      <Spinner className="mr-2 h-4 w-4 text-brand-600" />
    ) : availability.status === 'available' ? (
      <Check className="mr-2 h-5 w-5 text-emerald-600" aria-hidden="true" />
    ) : availability.status === 'taken' ? (
      <X className="mr-2 h-5 w-5 text-red-500" aria-hidden="true" />
    ) : null;

  return (
    <>
      <form onSubmit={(e) => void handleSubmit(e)} className="space-y-5">
        {requestedSchool && !university.matched && (
          <RequestedSchoolNotice name={requestedSchool} onRequest={() => setRequestOpen(true)} />
        )}
        <UniversityField
          value={university.value}
          onChange={university.change}
          onBlur={university.blur}
          error={university.error}
          schools={schools}
          loading={schoolsLoading}
          hint={
            <>
              Can&apos;t find your university?{' '}
              <button type="button" onClick={() => setRequestOpen(true)} className={authLinkClasses}>
                Request it
              </button>
            </>
          }
        />

        {alternatives?.({ university: university.matched })}

        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          autoComplete="email"
          maxLength={AccountLimits.emailMax}
          placeholder="you@university.edu"
        />
        <TextField
          label="Username"
          value={username}
          onChange={(e) => {
            setUsername(sanitizeUsername(e.target.value));
            setUsernameError(null);
          }}
          onBlur={() => {
            if (username && !longEnough) setUsernameError(SignupMessages.usernameTooShort);
          }}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={AccountLimits.usernameMax}
          placeholder="letters, numbers and _"
          error={usernameMessage}
          hint={availability.status === 'available' ? 'Username is available' : undefined}
          hintTone="success"
          trailing={usernameStatusIcon}
        />
        <PasswordField
          label="Password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setPasswordError(null);
          }}
          onBlur={() => {
            if (password && password.length < AccountLimits.passwordMin) {
              setPasswordError(SignupMessages.passwordTooShort);
            }
          }}
          autoComplete="new-password"
          maxLength={AccountLimits.passwordMax}
          error={passwordError}
          placeholder={`At least ${AccountLimits.passwordMin} characters`}
        />

        {formError && <FormAlert>{formError}</FormAlert>}

        <Button type="submit" size="lg" className="w-full" disabled={disabled} busy={submitting}>
          {submitting ? 'Creating Account...' : 'Create Account'}
        </Button>

        <p className="text-center text-xs leading-relaxed text-slate-500">
          By creating an account you agree to our{' '}
          <button type="button" onClick={onOpenTerms} className={authLinkClasses}>
            Terms of Service
          </button>{' '}
          and{' '}
          <button type="button" onClick={onOpenPrivacy} className={authLinkClasses}>
            Privacy Policy
          </button>
          .
        </p>
      </form>
      <RequestUniversityDialog
        open={requestOpen}
        onClose={() => setRequestOpen(false)}
        initialName={university.value || requestedSchool || ''}
        initialEmail={email}
      />
    </>
  );
}
