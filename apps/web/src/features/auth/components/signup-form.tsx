import { AccountLimits } from '@coursecards/shared/constants/limits';
import type { SessionResponse } from '@coursecards/shared/schemas/auth';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useSignupForm } from '../lib/use-signup-form.ts';
import { authLinkClasses } from './auth-frame.tsx';
import { FormAlert, PasswordField, TextField } from './fields.tsx';
import { RequestUniversityDialog } from './request-university-dialog.tsx';
import { RequestedSchoolNotice } from './requested-school-notice.tsx';
import { SignupTermsNote } from './signup-terms-note.tsx';
import { UniversityField } from './university-field.tsx';
import { UsernameField } from './username-field.tsx';

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
  const form = useSignupForm({ schools, schoolsLoading, initialUniversity, onSignedUp });
  const { university } = form;
  const [requestOpen, setRequestOpen] = useState(false);

  return (
    <>
      <form onSubmit={(e) => void form.submit(e)} className="space-y-5">
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
          value={form.email}
          onChange={(e) => form.changeEmail(e.target.value)}
          required
          autoComplete="email"
          maxLength={AccountLimits.emailMax}
          placeholder="you@university.edu"
        />
        <UsernameField
          value={form.username}
          onChange={form.changeUsername}
          onBlur={form.blurUsername}
          status={form.availability.status}
          error={form.usernameMessage}
        />
        <PasswordField
          label="Password"
          value={form.password}
          onChange={(e) => form.changePassword(e.target.value)}
          onBlur={form.blurPassword}
          autoComplete="new-password"
          maxLength={AccountLimits.passwordMax}
          error={form.passwordError}
          placeholder={`At least ${AccountLimits.passwordMin} characters`}
        />

        {form.formError && <FormAlert>{form.formError}</FormAlert>}

        <Button type="submit" size="lg" className="w-full" disabled={form.disabled} busy={form.submitting}>
          {form.submitting ? 'Creating Account...' : 'Create Account'}
        </Button>

        <SignupTermsNote onOpenTerms={onOpenTerms} onOpenPrivacy={onOpenPrivacy} />
      </form>
      <RequestUniversityDialog
        open={requestOpen}
        onClose={() => setRequestOpen(false)}
        initialName={university.value || requestedSchool || ''}
        initialEmail={form.email}
      />
    </>
  );
}
