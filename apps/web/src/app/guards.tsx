import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../features/auth/auth-context.tsx';
import type { ReturnToState } from './return-to.ts';
import { redirectFor, type GuardedAccess } from './route-table.ts';

/**
 * Spec route rules: public-only pages send a signed-in user to /created-sets, signed-in pages send
 * an anonymous one to /login, and either renders nothing while the session is being checked.
 * /login is told which page asked, and returns there after the log-in (a deep link to a set).
 */
export function RouteGuard({ access }: { access: GuardedAccess }) {
  const { loading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (loading) return null;
  const allowed = access === 'signed-in' ? isAuthenticated : !isAuthenticated;
  if (!allowed) {
    const state: ReturnToState | undefined =
      access === 'signed-in' ? { returnTo: location.pathname + location.search + location.hash } : undefined;
    return <Navigate to={redirectFor[access]} replace state={state} />;
  }
  return <Outlet />;
}
