import { useMutation } from '@tanstack/react-query';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { resendVerification } from '../api/profile-api.ts';
import { EmailVerificationTexts } from '../lib/profile-messages.ts';

/** The server's words for a refusal it explains (too many requests), else ours. */
function failureMessage(err: unknown): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message) return err.message;
  return EmailVerificationTexts.resendFailed;
}

/**
 * Whether the profile's e-mail is proven. Unproven, the student can have a new link mailed (to
 * that address: the server decides where it goes).
 */
export function EmailVerification({ verified }: { verified: boolean }) {
  const resend = useMutation({ mutationFn: resendVerification });

  if (verified) {
    return (
      <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
        <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
        {EmailVerificationTexts.verified}
      </span>
    );
  }
  return (
    <div className="mt-1 space-y-2">
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
        <CircleAlert className="h-3.5 w-3.5" aria-hidden="true" />
        {EmailVerificationTexts.unverified}
      </span>
      <p className="text-sm text-slate-600">{EmailVerificationTexts.explain}</p>
      <Button variant="secondary" size="sm" busy={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? EmailVerificationTexts.sending : EmailVerificationTexts.resend}
      </Button>
      {resend.isSuccess && (
        <p role="status" className="text-sm text-emerald-800">
          {resend.data.message}
        </p>
      )}
      {resend.isError && (
        <p role="alert" className="text-sm text-red-700">
          {failureMessage(resend.error)}
        </p>
      )}
    </div>
  );
}
