import { BookOpenCheck, Sparkles, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo.tsx';
import { AuthHeader } from './auth-header.tsx';

const highlights = [
  { icon: Sparkles, title: 'AI-Powered Precision', text: 'Turn notes or a lecture PDF into study-ready cards.' },
  { icon: Users, title: 'Collaborative Learning', text: 'Find sets your classmates made for the same class.' },
  { icon: BookOpenCheck, title: 'Smart Study Modes', text: 'Flip through cards or quiz yourself until it sticks.' },
];

/**
 * The frame every account page shares: a brand panel on wide screens (the landing page's promise),
 * and the page's card beside it, under a header with Sign Up and Sign In.
 */
export function AuthFrame({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** links under the card ("Already have an account? Sign In") */
  footer?: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-white to-white lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 text-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:justify-between lg:self-start lg:p-12">
        {/* Decorative cards, echoing the logo's stacked cards. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          <div className="absolute -top-16 -right-20 h-72 w-56 rotate-12 rounded-3xl bg-white/10" />
          <div className="absolute -right-8 bottom-24 h-56 w-44 -rotate-6 rounded-3xl bg-white/10" />
          <div className="absolute -bottom-24 -left-16 h-72 w-64 rotate-6 rounded-3xl bg-white/5" />
        </div>
        <Link to="/" aria-label="CourseCards home" className="relative w-fit rounded-lg">
          <span className="inline-flex rounded-xl bg-white px-3 py-1.5 text-ink shadow-sm">
            <Logo />
          </span>
        </Link>
        <div className="relative max-w-md">
          <p className="text-sm font-medium tracking-wide text-brand-100 uppercase">better flashcards, better grades</p>
          <p className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance">
            Instant AI-powered flashcards for any class
          </p>
          <ul className="mt-10 space-y-6">
            {highlights.map(({ icon: Icon, title: heading, text }) => (
              <li key={heading} className="flex gap-4">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold">{heading}</span>
                  <span className="block text-sm text-brand-100">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-brand-100">No credit card required • Free forever</p>
      </aside>

      <div className="flex min-h-dvh flex-col">
        <AuthHeader />
        <main className="flex flex-1 flex-col items-center px-4 pt-4 pb-12 sm:justify-center sm:pt-8">
          <div className="w-full max-w-md">
            <div className="mb-6 text-center">
              <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
              {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
            </div>
            <div className="rounded-2xl bg-white p-6 shadow-xl shadow-brand-900/5 ring-1 ring-slate-200 sm:p-8">
              {children}
            </div>
            {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
          </div>
        </main>
      </div>
    </div>
  );
}

/** A text link in the account pages' style. */
export const authLinkClasses =
  'rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';
