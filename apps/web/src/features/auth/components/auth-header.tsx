import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Logo } from '../../../components/ui/logo.tsx';

/**
 * The account pages' header: logo to /, then Sign Up and Sign In. On a phone the two links sit in
 * a menu (spec: "a mobile menu with Sign Up and Sign In").
 */
export function AuthHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);

  // Escape or a click elsewhere closes the menu.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    const onPointer = (e: PointerEvent) => {
      if (!containerRef.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    buttonClasses(isActive ? 'secondary' : 'ghost', 'md', isActive ? 'pointer-events-none' : undefined);

  return (
    <header className="relative z-20 flex h-16 items-center justify-between px-4 md:px-8">
      <Link to="/" aria-label="CourseCards home" className="rounded-lg lg:invisible">
        <Logo />
      </Link>
      <nav aria-label="Account" className="hidden items-center gap-2 md:flex">
        <NavLink to="/signup" className={linkClass}>
          Sign Up
        </NavLink>
        <NavLink to="/login" className={linkClass}>
          Sign In
        </NavLink>
      </nav>
      <div ref={containerRef} className="md:hidden">
        <button
          type="button"
          onClick={() => setMenuOpen((open) => !open)}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
        >
          {menuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
        </button>
        {menuOpen && (
          <nav
            id={menuId}
            aria-label="Account menu"
            className="absolute inset-x-4 top-14 flex flex-col gap-1 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
          >
            <Link
              to="/signup"
              onClick={() => setMenuOpen(false)}
              className="rounded-lg px-3 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
            >
              Sign Up
            </Link>
            <Link
              to="/login"
              onClick={() => setMenuOpen(false)}
              className="rounded-lg px-3 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
            >
              Sign In
            </Link>
          </nav>
        )}
      </div>
    </header>
  );
}
