import { Timings } from '@coursecards/shared/constants/limits';
import type { SessionResponse } from '@coursecards/shared/schemas/auth';
import { startTransition, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { sessionToken } from '../../../../lib/session-token.ts';
import { useAuth } from '../../auth-context.tsx';
import { sessionOf } from '../../lib/error-message.ts';
import { checkExistingAccount, googleLogin, googleSignup, useGoogleSignInEnabled } from '../api/google-api.ts';
import { GoogleMessages, GoogleSignInError, googleErrorMessage } from './google-messages.ts';
import { openGooglePopup, type GooglePopupResult } from './google-popup.ts';

export type GoogleSignInMode = 'signup' | 'login';

/** The "Existing Account Found!" modal: logging in (for as long as the real call takes), success, fading. */
export type ExistingAccountPhase = 'logging-in' | 'success' | 'fading';

export interface GoogleSignInOptions {
  mode: GoogleSignInMode;
  /** the university chosen on the sign-up page, once it matches the list */
  university?: string | undefined;
  /** instead of the default (sign in, go to /created-sets) */
  onSuccess?: ((session: SessionResponse, details: { isNewAccount: boolean }) => void) | undefined;
  /** where an existing account goes after logging in instead of /created-sets (a checked path on this site) */
  returnTo?: string | undefined;
  onError?: ((message: string) => void) | undefined;
}

function sessionOrThrow(answer: Partial<SessionResponse> | undefined): SessionResponse {
  const session = sessionOf(answer);
  if (!session) throw new GoogleSignInError(GoogleMessages.noToken);
  return session;
}

/**
 * The Google flow (accounts-and-discovery §4): popup, then on sign-up "does the account exist?" — an existing Google
 * account with a completed profile is logged in (behind the Existing Account Found! modal), anything
 * else signs up with the chosen university. On the login page the popup's token goes straight to
 * google-login, whose "User not found" answer becomes "No account found…".
 */
export function useGoogleSignIn({ mode, university, onSuccess, onError, returnTo }: GoogleSignInOptions) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [configWanted, setConfigWanted] = useState(false);
  const enabled = useGoogleSignInEnabled(configWanted);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [existingAccount, setExistingAccount] = useState<ExistingAccountPhase | null>(null);
  // The session the modal holds back until it has shown its success state.
  const heldSession = useRef<SessionResponse | null>(null);
  const modalDismissed = useRef(false);
  // "Select your university" is about the moment of the click: once one is chosen it no longer
  // holds, so it goes (adjusted during render, React's pattern for state that follows a prop).
  if (university && error === GoogleMessages.universityRequired) setError(null);

  function finish(session: SessionResponse, isNewAccount: boolean) {
    if (onSuccess) {
      onSuccess(session, { isNewAccount });
      return;
    }
    // One transition for both, as the router's own: signed in alone, the public-only page's guard
    // would redirect first and drop the welcome flag.
    startTransition(() => {
      signIn(session.token, session.user);
      // A brand-new account is greeted by the welcome modal on arrival, as after e-mail sign-up;
      // an existing one returns to the page that asked for the log-in, if one did.
      void navigate((!isNewAccount && returnTo) || '/created-sets', {
        replace: true,
        ...(isNewAccount ? { state: { welcome: true } } : {}),
      });
    });
  }

  function fail(message: string) {
    // The spec removes any stored token when a Google login fails.
    sessionToken.clear();
    heldSession.current = null;
    setExistingAccount(null);
    setBusy(false);
    setError(message);
    onError?.(message);
  }

  async function complete(popup: Promise<GooglePopupResult>) {
    try {
      const { idToken, profile } = await popup;
      if (mode === 'login') {
        finish(sessionOrThrow(await googleLogin({ email: profile.email, token: idToken })), false);
        return;
      }
      const account = await checkExistingAccount(profile.email);
      if (account.accountExists && account.hasGoogleProvider && account.hasFirestoreData) {
        modalDismissed.current = false;
        setExistingAccount('logging-in');
        const session = sessionOrThrow(await googleLogin({ email: profile.email, token: idToken }));
        if (modalDismissed.current) {
          finish(session, false);
          return;
        }
        heldSession.current = session;
        setExistingAccount('success');
        return;
      }
      const session = sessionOrThrow(
        await googleSignup({
          uid: profile.uid,
          email: profile.email,
          displayName: profile.displayName,
          photoURL: profile.photoURL,
          university: university ?? '',
          token: idToken,
          isNewSignup: !account.accountExists,
        }),
      );
      finish(session, !account.accountExists);
    } catch (err) {
      fail(googleErrorMessage(err));
    }
  }

  /**
   * The click handler: everything before window.open stays synchronous, or the popup is blocked.
   * Settings not known yet (a tap straight away)? The popup opens, and on a server without Google
   * settings its page reports just that.
   */
  function start() {
    if (busy) return;
    setError(null);
    setConfigWanted(true);
    if (enabled === false) return fail(GoogleMessages.notConfigured);
    if (mode === 'signup' && !university) return fail(GoogleMessages.universityRequired);
    const popup = openGooglePopup();
    setBusy(true);
    void complete(popup);
  }

  /** The modal is closing (after its fade, or by the user): go on with the session, if there is one. */
  function closeExistingAccount() {
    const session = heldSession.current;
    heldSession.current = null;
    setExistingAccount(null);
    if (session) finish(session, false);
    else modalDismissed.current = true;
  }
  const fadeDone = useEffectEvent(closeExistingAccount);

  useEffect(() => {
    if (existingAccount === 'success') {
      const timer = window.setTimeout(() => setExistingAccount('fading'), Timings.existingAccountSuccess);
      return () => window.clearTimeout(timer);
    }
    if (existingAccount === 'fading') {
      const timer = window.setTimeout(fadeDone, Timings.existingAccountFade);
      return () => window.clearTimeout(timer);
    }
  }, [existingAccount]);

  return {
    start,
    /** the user is about to click: learn whether this server has Google settings */
    prepare: () => setConfigWanted(true),
    busy,
    error,
    existingAccount,
    closeExistingAccount,
    /** false when the server says Google sign-in is not set up; undefined while unknown */
    enabled,
  };
}
