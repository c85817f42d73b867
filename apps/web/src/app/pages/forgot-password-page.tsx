import { PlainPage } from './plain-page.tsx';

export default function ForgotPasswordPage() {
  return <PlainPage title="Reset Password" />;
}
