import { clsx } from 'clsx';
import {
  Bookmark,
  TrendingUp,
  CalendarDays,
  Layers,
  LogOut,
  MessageSquare,
  Search,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';

const links: ReadonlyArray<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/today', label: 'Today', icon: CalendarDays },
  { to: '/created-sets', label: 'Created Sets', icon: Layers },
  { to: '/saved-sets', label: 'Saved Sets', icon: Bookmark },
  { to: '/search-sets', label: 'Find Sets', icon: Search },
  { to: '/stats', label: 'Progress', icon: TrendingUp },
  { to: '/profile', label: 'Profile', icon: UserRound },
];

const itemClass = 'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors';

/** The navigation items of the sidebar and of the mobile drawer (spec "Navigation"). */
export function NavItems({
  onNavigate,
  onFeedback,
  onSignOut,
}: {
  onNavigate?: () => void;
  onFeedback: () => void;
  onSignOut?: () => void;
}) {
  return (
    <nav aria-label="Main" className="flex flex-col gap-1">
      {links.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          {...(onNavigate ? { onClick: onNavigate } : {})}
          className={({ isActive }) =>
            clsx(itemClass, isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100')
          }
        >
          <Icon className="h-5 w-5" aria-hidden="true" />
          {label}
        </NavLink>
      ))}
      <button type="button" onClick={onFeedback} className={clsx(itemClass, 'text-slate-700 hover:bg-slate-100')}>
        <MessageSquare className="h-5 w-5" aria-hidden="true" />
        Feedback
      </button>
      {onSignOut && (
        <button type="button" onClick={onSignOut} className={clsx(itemClass, 'text-red-700 hover:bg-red-50')}>
          <LogOut className="h-5 w-5" aria-hidden="true" />
          Sign Out
        </button>
      )}
    </nav>
  );
}
