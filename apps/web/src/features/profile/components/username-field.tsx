import { AccountLimits } from '@coursecards/shared/constants/limits';
import { sanitizeUsername } from '@coursecards/shared/domain/username';
import { clsx } from 'clsx';
import { AlertCircle, CheckCircle2, WifiOff, XCircle } from 'lucide-react';
import { useId } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usernameMessages, type UsernameStatus } from '../lib/username-status.ts';

/** The icon at the end of the field, with what it means for screen readers. */
function StatusIcon({ status }: { status: UsernameStatus }) {
  switch (status) {
    case 'checking':
      return (
        <span className="text-slate-400" title="Checking availability">
          <Spinner className="h-5 w-5" />
          <span className="sr-only">Checking availability</span>
        </span>
      );
    case 'available':
    case 'unchanged':
      return (
        <span className="text-emerald-600" title="Username available">
          <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">Username available</span>
        </span>
      );
    case 'taken':
      return <XCircle className="h-5 w-5 text-red-600" aria-hidden="true" />;
    case 'error':
    case 'too-short':
      return <AlertCircle className="h-5 w-5 text-amber-600" aria-hidden="true" />;
    case 'connection-error':
      return <WifiOff className="h-5 w-5 text-amber-600" aria-hidden="true" />;
    default:
      return null;
  }
}

/**
 * Username input: characters other than letters, digits and underscore are stripped as typed, and
 * its availability shows live beside it.
 */
export function UsernameField({
  value,
  status,
  onChange,
  disabled,
}: {
  value: string;
  status: UsernameStatus;
  onChange: (username: string) => void;
  disabled?: boolean;
}) {
  const inputId = useId();
  const messageId = useId();
  const message = usernameMessages[status];
  const invalid = message !== undefined;
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        Username
      </label>
      <div className="relative">
        <input
          id={inputId}
          name="username"
          value={value}
          onChange={(e) => onChange(sanitizeUsername(e.target.value))}
          disabled={disabled}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={AccountLimits.usernameMax}
          aria-invalid={invalid || undefined}
          aria-describedby={messageId}
          className={clsx(
            'block h-11 w-full rounded-lg border px-3 pr-11 text-base shadow-sm disabled:bg-slate-50 md:text-sm',
            invalid ? 'border-red-400 focus:border-red-500' : 'border-slate-300 focus:border-brand-500',
          )}
        />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center" data-status={status}>
          <StatusIcon status={status} />
        </span>
      </div>
      <p id={messageId} aria-live="polite" className="mt-1 min-h-5 text-sm text-red-700">
        {message}
      </p>
    </div>
  );
}
