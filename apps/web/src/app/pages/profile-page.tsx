import { PlainPage } from './plain-page.tsx';

export default function ProfilePage() {
  return <PlainPage title="Profile" />;
}
