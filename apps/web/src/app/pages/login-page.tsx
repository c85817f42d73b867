import type { SessionResponse } from '@coursecards/shared/schemas/auth';
import { startTransition } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { AuthFrame, authLinkClasses } from '../../features/auth/components/auth-frame.tsx';
import { GoogleSignInButton } from '../../features/auth/google/components/google-sign-in-button.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { SignInAlternatives } from '../../features/auth/components/sign-in-alternatives.tsx';
import { returnPathOf } from '../return-to.ts';

/**
 * The review API loads once the student has signed in, not with the form: the login page's first
 * paint never needs it. Like landingAfterSignIn itself, a failure never fails the log-in.
 */
async function landingAfter(token: string): Promise<string> {
  try {
    const { landingAfterSignIn } = await import('../../features/review/api/review-api.ts');
    return await landingAfterSignIn(token);
  } catch {
    return '/created-sets';
  }
}

export default function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  // The page that sent the student here to log in (a deep link), if any.
  const returnTo = returnPathOf(useLocation().state);

  async function handleSignedIn({ token, user }: SessionResponse) {
    // Back to that page; else Today when something is due, else the student's sets (asked before
    // the session is kept, so the guard's own redirect never shows first).
    const landing = returnTo ?? (await landingAfter(token));
    // One transition, like the router's own, so the page moves once (not via the guard's redirect).
    startTransition(() => {
      signIn(token, user);
      void navigate(landing, { replace: true });
    });
  }

  return (
    <AuthFrame
      title="Welcome Back"
      subtitle="Sign in to pick up where you left off."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/signup" className={authLinkClasses}>
            Sign Up
          </Link>
        </>
      }
    >
      <LoginForm
        alternatives={
          <SignInAlternatives>
            <GoogleSignInButton mode="login" returnTo={returnTo ?? undefined} />
          </SignInAlternatives>
        }
        onSignedIn={(session) => void handleSignedIn(session)}
      />
    </AuthFrame>
  );
}
