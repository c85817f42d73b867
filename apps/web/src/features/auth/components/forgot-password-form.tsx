import { AccountLimits } from '@coursecards/shared/constants/limits';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { forgotPassword } from '../api/account-api.ts';
import { FORGOT_PASSWORD_MESSAGE } from '@coursecards/shared/constants/messages';
import { messageOf } from '../lib/error-message.ts';
import { FormAlert, TextField } from './fields.tsx';

export const ForgotPasswordMessages = {
  required: 'Email address is required',
  failed: 'Failed to process request. Please try again.',
  sent: FORGOT_PASSWORD_MESSAGE,
} as const;

/**
 * Forgot password (accounts-and-discovery §2, §4, §5, §8): idle, processing, then always the same success text, so
 * the page never tells whether an address has an account.
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'processing' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (state === 'processing') return;
    if (!email.trim()) {
      setError(ForgotPasswordMessages.required);
      return;
    }
    setError(null);
    setState('processing');
    try {
      await forgotPassword(email.trim());
      setState('sent');
    } catch (err) {
      setError(messageOf(err, ForgotPasswordMessages.failed));
      setState('idle');
    }
  }

  if (state === 'sent') return <FormAlert tone="success">{ForgotPasswordMessages.sent}</FormAlert>;

  return (
    // accounts-and-discovery §5: native validation is off; only the empty field is refused here.
    <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-5">
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setError(null);
        }}
        autoComplete="email"
        maxLength={AccountLimits.emailMax}
        placeholder="you@university.edu"
        aria-required="true"
      />
      {error && <FormAlert>{error}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" busy={state === 'processing'}>
        {state === 'processing' ? 'Processing...' : 'Send Reset Instructions'}
      </Button>
    </form>
  );
}
