import { UserRound } from 'lucide-react';
import { useAuth } from '../../features/auth/auth-context.tsx';

/** Who is signed in: username and e-mail, or the spec's fallbacks. */
export function AccountSummary() {
  const { user } = useAuth();
  return (
    <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-3">
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
        <UserRound className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold">{user?.username || 'User Account'}</p>
        <p className="truncate text-xs text-slate-500">{user?.email ?? 'Not signed in'}</p>
      </div>
    </div>
  );
}
