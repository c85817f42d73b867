import { Link } from 'react-router';
import { AuthFrame, authLinkClasses } from '../../features/auth/components/auth-frame.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';

export default function ForgotPasswordPage() {
  return (
    <AuthFrame
      title="Reset Password"
      subtitle="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={
        <div className="flex items-center justify-center gap-6">
          <Link to="/login" className={authLinkClasses}>
            Sign In
          </Link>
          <span aria-hidden="true" className="h-4 w-px bg-slate-300" />
          <Link to="/signup" className={authLinkClasses}>
            Sign Up
          </Link>
        </div>
      }
    >
      <ForgotPasswordForm />
    </AuthFrame>
  );
}
