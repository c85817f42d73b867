import { InnerPageHeader } from '../../components/ui/inner-page-header.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { EditProfile } from '../../features/profile/components/edit-profile.tsx';

export default function EditProfilePage() {
  const { user, setUser, signOut } = useAuth();
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-white to-slate-50">
      <InnerPageHeader back={{ to: '/profile', label: 'Back to Profile' }} width="max-w-xl" />
      <main className="mx-auto max-w-xl px-4 pt-6 pb-16 md:pt-8">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8">
          <h1 className="mb-2 text-2xl font-bold tracking-tight">Edit Profile</h1>
          <EditProfile uid={user?.uid ?? null} onSaved={setUser} onSessionEnded={() => void signOut()} />
        </div>
      </main>
    </div>
  );
}
