import type { SessionResponse } from '@coursecards/shared/schemas/auth';
import { startTransition, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { AuthFrame, authLinkClasses } from '../../features/auth/components/auth-frame.tsx';
import { FormAlert } from '../../features/auth/components/fields.tsx';
import { GoogleSignInButton } from '../../features/auth/google/components/google-sign-in-button.tsx';
import { SignInAlternatives } from '../../features/auth/components/sign-in-alternatives.tsx';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';
import { PrivacyModal, TermsModal } from '../../features/legal/components/legal-modals.tsx';
import { useSchoolList } from '../../lib/static-lists.ts';
import { safeStorage, StorageKeys } from '../../lib/storage-keys.ts';

/** The university the landing page handed over: in the navigation state, else in local storage. */
function handedOverUniversity(state: unknown): string {
  if (state && typeof state === 'object' && 'university' in state && typeof state.university === 'string') {
    return state.university;
  }
  return safeStorage.get(StorageKeys.selectedSchool) ?? '';
}

/** A school outside the list the landing search handed over, for the request-a-university flow. */
function requestedSchoolOf(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('requestedSchool' in state)) return undefined;
  const name = typeof state.requestedSchool === 'string' ? state.requestedSchool.trim() : '';
  return name && name.length <= 200 ? name : undefined;
}

export default function SignupPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const schools = useSchoolList();
  const [initialUniversity] = useState(() => handedOverUniversity(location.state));
  const [requestedSchool] = useState(() => requestedSchoolOf(location.state));
  const [legal, setLegal] = useState<'terms' | 'privacy' | null>(null);

  function handleSignedUp({ token, user }: SessionResponse) {
    // One transition for both: the router moves inside a transition, so a sign-in rendered on its
    // own would let the public-only guard redirect first and drop the welcome flag.
    startTransition(() => {
      signIn(token, user);
      // The created-sets page greets a new account with the welcome modal.
      void navigate('/created-sets', { replace: true, state: { welcome: true } });
    });
  }

  return (
    <AuthFrame
      title="Welcome!"
      subtitle="Create your free account and start studying smarter."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={authLinkClasses}>
            Sign In
          </Link>
        </>
      }
    >
      {schools.isError && (
        <div className="mb-5">
          <FormAlert>
            The university list could not be loaded.{' '}
            <button type="button" onClick={() => void schools.refetch()} className={authLinkClasses}>
              Try again
            </button>
          </FormAlert>
        </div>
      )}
      <SignupForm
        schools={schools.data ?? []}
        schoolsLoading={schools.isPending || schools.isRefetching}
        initialUniversity={initialUniversity}
        requestedSchool={requestedSchool}
        alternatives={(context) => (
          <SignInAlternatives>
            <GoogleSignInButton mode="signup" university={context.university} />
          </SignInAlternatives>
        )}
        onOpenTerms={() => setLegal('terms')}
        onOpenPrivacy={() => setLegal('privacy')}
        onSignedUp={handleSignedUp}
      />
      <TermsModal open={legal === 'terms'} onClose={() => setLegal(null)} />
      <PrivacyModal open={legal === 'privacy'} onClose={() => setLegal(null)} />
    </AuthFrame>
  );
}
