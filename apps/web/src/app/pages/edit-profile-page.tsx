import { PlainPage } from './plain-page.tsx';

export default function EditProfilePage() {
  return <PlainPage title="Edit Profile" />;
}
