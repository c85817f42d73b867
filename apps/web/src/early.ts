import { startEarlyRequests } from './app/early-requests.ts';
import { preloadPageCode } from './app/route-preloads.ts';
import { sessionToken } from './lib/session-token.ts';

/**
 * A second, tiny entry script, loaded `async` beside the app's (see vite.config.ts): it asks for
 * the page's own code and starts the page's first API calls while the app's code is still
 * downloading.
 */
// A `?token=` link signs the visitor in before the page shows (features/auth/session-start.ts).
const signedIn = sessionToken.get() !== null || new URLSearchParams(window.location.search).has('token');
preloadPageCode(window.location.pathname, signedIn);
startEarlyRequests(window.location);
