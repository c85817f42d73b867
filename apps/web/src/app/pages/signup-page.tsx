import { PlainPage } from './plain-page.tsx';

export default function SignupPage() {
  return <PlainPage title="Welcome!" />;
}
