import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { EditProfile } from '../../features/profile/components/edit-profile.tsx';

export default function EditProfilePage() {
  const { user, setUser, signOut } = useAuth();
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-white to-slate-50">
      <header className="mx-auto flex h-16 max-w-xl items-center justify-between px-4 md:h-20">
        <Link to="/created-sets" aria-label="CourseCards home">
          <Logo />
        </Link>
        <Link
          to="/profile"
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Profile
        </Link>
      </header>
      <main className="mx-auto max-w-xl px-4 pt-2 pb-16 md:pt-4">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8">
          <h1 className="mb-2 text-2xl font-bold tracking-tight">Edit Profile</h1>
          <EditProfile uid={user?.uid ?? null} onSaved={setUser} onSessionEnded={() => void signOut()} />
        </div>
      </main>
    </div>
  );
}
