import { useLocation, useNavigate } from 'react-router';

/** The navigation state the sign-up page sends with its redirect to /created-sets. */
export interface WelcomeState {
  welcome: true;
}

function wantsWelcome(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { welcome?: unknown }).welcome === true;
}

/**
 * Whether this arrival asked for the welcome, and a way to dismiss it. Dismissing replaces the
 * history entry without the flag, so a reload or Back does not show it again.
 */
export function useWelcomeOnArrival(): { open: boolean; dismiss: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  const open = wantsWelcome(state);

  function dismiss() {
    if (!open) return;
    const rest = { ...(state as Record<string, unknown>) };
    delete rest.welcome;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: Object.keys(rest).length ? rest : null },
    );
  }

  return { open, dismiss };
}
