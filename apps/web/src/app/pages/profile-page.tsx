import { useState } from 'react';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { ProfileOverview } from '../../features/profile/components/profile-overview.tsx';
import { NOT_AUTHENTICATED_VIEW } from '../../features/profile/lib/profile-messages.ts';

export default function ProfilePage() {
  const { user, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const handleSignOut = () => {
    if (signingOut) return;
    setSigningOut(true);
    void signOut();
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 md:px-8 md:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight md:text-3xl">Profile</h1>
      {user ? (
        <ProfileOverview uid={user.uid} signingOut={signingOut} onSignOut={handleSignOut} />
      ) : (
        // The route guard keeps anonymous visitors out; this is only reached mid sign-out.
        <p role="alert" className="text-slate-600">
          {NOT_AUTHENTICATED_VIEW}
        </p>
      )}
    </div>
  );
}
