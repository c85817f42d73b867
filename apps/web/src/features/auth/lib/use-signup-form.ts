import { AccountLimits } from '@coursecards/shared/constants/limits';
import { sanitizeUsername } from '@coursecards/shared/domain/username';
import type { SessionResponse } from '@coursecards/shared/schemas/auth';
import { useState, type FormEvent } from 'react';
import { messageOf } from './error-message.ts';
import { SignupMessages } from './signup-messages.ts';
import { useCreateAccount } from './use-create-account.ts';
import { useUniversityInput } from './use-university-input.ts';
import { useUsernameAvailability } from './use-username-availability.ts';

export interface SignupFormOptions {
  schools: readonly string[];
  schoolsLoading: boolean;
  initialUniversity: string;
  onSignedUp: (session: SessionResponse) => void;
}

/** The sign-up form's fields, their checks (on leaving a field and on submit) and the submission. */
export function useSignupForm({ schools, schoolsLoading, initialUniversity, onSignedUp }: SignupFormOptions) {
  const university = useUniversityInput(schools, initialUniversity, schoolsLoading);
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const availability = useUsernameAvailability(username);
  const createAccount = useCreateAccount();

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    setFormError(null);
    const chosen = validate();
    if (!chosen) return;
    setSubmitting(true);
    try {
      onSignedUp(await createAccount({ email, username, password, university: chosen }));
    } catch (err) {
      setFormError(messageOf(err, SignupMessages.signupFailed));
      setSubmitting(false);
    }
  }

  return {
    university,
    availability,
    email,
    changeEmail: setEmail,
    username,
    usernameMessage: usernameError ?? availability.message,
    changeUsername: (typed: string) => {
      setUsername(sanitizeUsername(typed));
      setUsernameError(null);
    },
    blurUsername: () => {
      if (username && !longEnough) setUsernameError(SignupMessages.usernameTooShort);
    },
    password,
    passwordError,
    changePassword: (typed: string) => {
      setPassword(typed);
      setPasswordError(null);
    },
    blurPassword: () => {
      if (password && password.length < AccountLimits.passwordMin) setPasswordError(SignupMessages.passwordTooShort);
    },
    formError,
    submitting,
    disabled,
    submit,
  };
}
