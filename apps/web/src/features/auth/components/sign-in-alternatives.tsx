import { Children, type ReactNode } from 'react';

/**
 * Other ways in (Continue with Google), then the spec's OR divider before the e-mail form.
 * Renders nothing until a way is put inside, so no divider dangles on its own.
 */
export function SignInAlternatives({ children }: { children?: ReactNode }) {
  if (Children.toArray(children).length === 0) return null;
  return (
    <div className="space-y-5">
      <div className="space-y-3">{children}</div>
      <div className="flex items-center gap-3" role="separator" aria-label="or">
        <span className="h-px flex-1 bg-slate-200" />
        <span className="text-xs font-semibold tracking-wider text-slate-500">OR</span>
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </div>
  );
}
