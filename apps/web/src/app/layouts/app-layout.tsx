import { LogOut, Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { FeedbackModal } from '../../features/feedback/components/feedback-modal.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { AccountSummary } from './account-summary.tsx';
import { NavItems } from './nav-items.tsx';
import { useOnDesktop } from './use-desktop-media.ts';

/** Desktop sidebar, or below 768 px a top bar with a drawer, around the signed-in home pages. */
export function AppLayout() {
  const { user, signOut } = useAuth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  // A drawer left open while the window widens would sit over the sidebar as a stray modal.
  useOnDesktop(closeDrawer);

  const openFeedback = () => {
    setDrawerOpen(false);
    setFeedbackOpen(true);
  };
  const handleSignOut = () => {
    if (signingOut) return;
    setSigningOut(true);
    void signOut();
  };

  return (
    <div className="min-h-dvh">
      <aside
        aria-label="Sidebar"
        className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-slate-200 bg-white px-4 py-5 md:flex"
      >
        <Link to="/created-sets" className="mb-8 self-start rounded-lg px-2" aria-label="CourseCards home">
          <Logo />
        </Link>
        <NavItems onFeedback={openFeedback} />
        <div className="mt-auto space-y-2">
          <ThemeToggle />
          <AccountSummary />
          <button
            type="button"
            onClick={handleSignOut}
            disabled={signingOut}
            className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-600 transition-colors hover:bg-red-50 hover:text-red-700 disabled:opacity-60"
          >
            <LogOut className="h-5 w-5" aria-hidden="true" />
            Sign Out
          </button>
        </div>
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white/90 px-4 backdrop-blur md:hidden">
        <Link to="/created-sets" className="rounded-lg" aria-label="CourseCards home">
          <Logo />
        </Link>
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
        >
          <Menu className="h-6 w-6" aria-hidden="true" />
        </button>
      </header>

      {/* The native dialog traps focus, closes on Escape and returns focus to the menu button. */}
      <Modal open={drawerOpen} onClose={closeDrawer} title={<Logo />} placement="left">
        <div className="flex h-full flex-col gap-6">
          <AccountSummary />
          <NavItems onNavigate={closeDrawer} onFeedback={openFeedback} onSignOut={handleSignOut} />
          <ThemeToggle />
          <p className="mt-auto border-t border-slate-100 pt-4 text-xs text-slate-400">
            © {new Date().getFullYear()} CourseCards
          </p>
        </div>
      </Modal>

      <main className="md:pl-64">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>

      <FeedbackModal open={feedbackOpen} onClose={() => setFeedbackOpen(false)} defaultEmail={user?.email ?? ''} />
    </div>
  );
}
