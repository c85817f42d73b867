import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../features/auth/auth-context.tsx';
import { redirectFor, type GuardedAccess } from './route-table.ts';

/**
 * Spec route rules: public-only pages send a signed-in user to /created-sets, signed-in pages send
 * an anonymous one to /login, and either renders nothing while the session is being checked.
 */
export function RouteGuard({ access }: { access: GuardedAccess }) {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return null;
  const allowed = access === 'signed-in' ? isAuthenticated : !isAuthenticated;
  if (!allowed) return <Navigate to={redirectFor[access]} replace />;
  return <Outlet />;
}
