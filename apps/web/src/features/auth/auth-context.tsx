import type { SessionUser } from '@coursecards/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { deviceUser } from '../../lib/device-user.ts';
import { forgetStudyCopies } from '../../lib/offline-caches.ts';
import { sessionToken } from '../../lib/session-token.ts';
import { logout } from './api/session-api.ts';
import { queryTokenOf, startSession, type SessionStart } from './session-start.ts';

export interface AuthContextValue {
  user: SessionUser | null;
  loading: boolean;
  error: string | null;
  isAuthenticated: boolean;
  /** keeps a session the server just issued (login, sign-up) */
  signIn: (token: string, user: SessionUser) => void;
  /** replaces the user after a profile change */
  setUser: (user: SessionUser) => void;
  /** logs out on the server, then always clears the local session and goes to /login */
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [user, setUserState] = useState<SessionUser | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Nothing to verify means nothing to wait for: anonymous visitors see pages at once.
  const [loading, setLoading] = useState(() => Boolean(sessionToken.get() || queryTokenOf(location)));
  // One session start per provider: StrictMode runs effects twice in development, and starting
  // again would spend a link's single-use `?token=` a second time.
  const sessionStart = useRef<Promise<SessionStart> | null>(null);

  useEffect(() => {
    if (!loading) return;
    let mounted = true;
    sessionStart.current ??= startSession(window.location);
    void sessionStart.current.then((result) => {
      if (!mounted) return;
      setUserState(result.user);
      setError(result.error);
      setLoading(false);
      if (result.exchanged) void navigate('/created-sets', { replace: true });
      // A one-time token must not stay in the address bar or the history.
      else if (queryTokenOf(window.location)) void navigate(window.location.pathname, { replace: true });
    });
    return () => {
      mounted = false;
    };
    // Runs once, at session start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The offline rating queue stamps each rating with who made it (lib/rating-queue.ts).
  useEffect(() => {
    deviceUser.set(user?.uid ?? null);
  }, [user]);

  const signIn = useCallback((token: string, signedIn: SessionUser) => {
    sessionToken.set(token);
    setUserState(signedIn);
    setError(null);
  }, []);

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (err) {
      console.warn('Logout failed', err);
    } finally {
      sessionToken.clear();
      setUserState(null);
      queryClient.clear();
      void forgetStudyCopies();
      void navigate('/login', { replace: true });
    }
  }, [navigate, queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, error, isAuthenticated: user !== null, signIn, setUser: setUserState, signOut }),
    [user, loading, error, signIn, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
