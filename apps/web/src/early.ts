import { startEarlyRequests } from './app/early-requests.ts';

/**
 * A second, tiny entry script, loaded `async` beside the app's (see vite.config.ts): it starts the
 * page's first API calls while the app's code is still downloading.
 */
startEarlyRequests(window.location);
