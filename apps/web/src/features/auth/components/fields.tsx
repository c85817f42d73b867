import { clsx } from 'clsx';
import { AlertCircle, CheckCircle2, Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

/** Class names of an account-form input; red when it holds an error. */
export function inputClasses(invalid: boolean, className?: string) {
  return clsx(
    'block h-11 w-full rounded-lg border bg-white px-3 text-[15px] text-ink shadow-sm transition-colors placeholder:text-slate-400',
    'focus:outline-2 focus:outline-offset-0 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:outline-red-200'
      : 'border-slate-300 focus:border-brand-500 focus:outline-brand-200',
    className,
  );
}

export type FieldTone = 'error' | 'success' | 'muted';

/** The line under a field: an error, a confirmation or a hint. Announced politely as it changes. */
export function FieldMessage({ id, tone, children }: { id: string; tone: FieldTone; children?: ReactNode }) {
  return (
    <p
      id={id}
      aria-live="polite"
      className={clsx(
        'mt-1.5 flex items-start gap-1.5 text-sm empty:hidden',
        tone === 'error' && 'text-red-600',
        tone === 'success' && 'text-emerald-700',
        tone === 'muted' && 'text-slate-500',
      )}
    >
      {children}
    </p>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  error?: string | null | undefined;
  /** shown under the field when there is no error */
  hint?: ReactNode;
  hintTone?: FieldTone;
  /** something inside the input's right edge (a toggle, a status icon) */
  trailing?: ReactNode;
  /** beside the label on the right (e.g. "Forgot Password") */
  labelAside?: ReactNode;
}

export function TextField({
  label,
  error,
  hint,
  hintTone = 'muted',
  trailing,
  labelAside,
  id,
  className,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const hasMessage = Boolean(error || hint);
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={hasMessage ? messageId : undefined}
          className={inputClasses(Boolean(error), trailing ? 'pr-11' : undefined)}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>}
      </div>
      <FieldMessage id={messageId} tone={error ? 'error' : hintTone}>
        {error ? (
          <>
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {error}
          </>
        ) : (
          hint
        )}
      </FieldMessage>
    </div>
  );
}

/** A password input with the spec's show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        >
          <Icon className="h-5 w-5" aria-hidden="true" />
        </button>
      }
    />
  );
}

/** A form-level message: a failure (announced at once) or a success. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  const Icon = tone === 'error' ? AlertCircle : CheckCircle2;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'flex items-start gap-2.5 rounded-lg p-3 text-sm',
        tone === 'error'
          ? 'bg-red-50 text-red-700 ring-1 ring-red-200'
          : 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
      )}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
