import { PlainPage } from './plain-page.tsx';

export default function LoginPage() {
  return <PlainPage title="Welcome Back" />;
}
