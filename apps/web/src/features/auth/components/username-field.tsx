import { AccountLimits } from '@coursecards/shared/constants/limits';
import { Check, X } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { UsernameStatus } from '../lib/use-username-availability.ts';
import { TextField } from './fields.tsx';

export interface UsernameFieldProps {
  value: string;
  onChange: (typed: string) => void;
  onBlur: () => void;
  /** where the availability check stands */
  status: UsernameStatus;
  error: string | null;
}

/** The sign-up username, with the availability check's state inside the field's right edge. */
export function UsernameField({ value, onChange, onBlur, status, error }: UsernameFieldProps) {
  const statusIcon =
    status === 'checking' ? (
      <Spinner className="mr-2 h-4 w-4 text-brand-600" />
    ) : status === 'available' ? (
      <Check className="mr-2 h-5 w-5 text-emerald-600" aria-hidden="true" />
    ) : status === 'taken' ? (
      <X className="mr-2 h-5 w-5 text-red-500" aria-hidden="true" />
    ) : null;
  return (
    <TextField
      label="Username"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={AccountLimits.usernameMax}
      placeholder="letters, numbers and _"
      error={error}
      hint={status === 'available' ? 'Username is available' : undefined}
      hintTone="success"
      trailing={statusIcon}
    />
  );
}
