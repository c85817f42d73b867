import { authLinkClasses } from './auth-frame.tsx';

/** The line under Create Account that links the Terms of Service and the Privacy Policy. */
export function SignupTermsNote({
  onOpenTerms,
  onOpenPrivacy,
}: {
  onOpenTerms: () => void;
  onOpenPrivacy: () => void;
}) {
  return (
    <p className="text-center text-xs leading-relaxed text-slate-500">
      By creating an account you agree to our{' '}
      <button type="button" onClick={onOpenTerms} className={authLinkClasses}>
        Terms of Service
      </button>{' '}
      and{' '}
      <button type="button" onClick={onOpenPrivacy} className={authLinkClasses}>
        Privacy Policy
      </button>
      .
    </p>
  );
}
