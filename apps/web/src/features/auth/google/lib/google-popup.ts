import { GoogleMessages, GoogleSignInError, popupErrorMessage } from './google-messages.ts';

/** Where the popup starts: the server redirects it to the issuer's account chooser. */
export const GOOGLE_START_URL = '/api/auth/google/start';
const MESSAGE_TYPE = 'coursecards:google';

export interface GoogleProfile {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
}

export interface GooglePopupResult {
  idToken: string;
  profile: GoogleProfile;
}

/** How often the popup is checked for having been closed. */
export const POPUP_POLL_MS = 500;
/** A popup that closes itself right after posting its answer: the answer may still be on its way. */
export const POPUP_CLOSE_GRACE_MS = 500;

type PopupMessage =
  { type: typeof MESSAGE_TYPE; idToken: string; profile: GoogleProfile } | { type: typeof MESSAGE_TYPE; error: string };

function isPopupMessage(data: unknown): data is PopupMessage {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== MESSAGE_TYPE) return false;
  const message = data as Record<string, unknown>;
  if (typeof message.error === 'string') return true;
  const profile = message.profile as Record<string, unknown> | undefined;
  return typeof message.idToken === 'string' && typeof profile?.email === 'string' && typeof profile.uid === 'string';
}

/** A popup centred over the current window, sized for an account chooser. */
function popupFeatures(): string {
  const width = 500;
  const height = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return `popup=yes,width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)}`;
}

/**
 * Opens the Google popup. Must be called synchronously in the click handler, or the browser blocks
 * it. Returns the outcome: the ID token and profile the popup posts back, or a GoogleSignInError
 * with the spec's text (blocked, cancelled, failed). Only a message from this very popup, sent from
 * our own origin, counts.
 */
export function openGooglePopup(): Promise<GooglePopupResult> {
  const opened = window.open(GOOGLE_START_URL, 'coursecards-google', popupFeatures());
  if (!opened) return Promise.reject(new GoogleSignInError(GoogleMessages.popupBlocked));
  const popup: Window = opened;

  return new Promise<GooglePopupResult>((resolve, reject) => {
    let grace: number | undefined;
    const poll = window.setInterval(() => {
      if (!popup.closed || grace !== undefined) return;
      window.clearInterval(poll);
      grace = window.setTimeout(() => {
        cleanup();
        reject(new GoogleSignInError(GoogleMessages.cancelled));
      }, POPUP_CLOSE_GRACE_MS);
    }, POPUP_POLL_MS);

    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      if (!isPopupMessage(event.data)) return;
      cleanup();
      const message = event.data;
      if ('error' in message) reject(new GoogleSignInError(popupErrorMessage(message.error)));
      else resolve({ idToken: message.idToken, profile: message.profile });
    }

    function cleanup() {
      window.removeEventListener('message', onMessage);
      window.clearInterval(poll);
      window.clearTimeout(grace);
      if (!popup.closed) popup.close();
    }

    window.addEventListener('message', onMessage);
  });
}
