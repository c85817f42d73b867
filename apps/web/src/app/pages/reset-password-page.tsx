import { PlainPage } from './plain-page.tsx';

export default function ResetPasswordPage() {
  return <PlainPage title="Set a New Password" />;
}
