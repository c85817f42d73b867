import { Timings } from '@coursecards/shared/constants/limits';
import type { SessionUser } from '@coursecards/shared/schemas/auth';
import { AlertCircle, RotateCw } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOwnProfile } from '../api/profile-queries.ts';
import { isUnauthenticated, LOAD_FAILED, NOT_AUTHENTICATED_EDIT } from '../lib/profile-messages.ts';
import { EditProfileForm } from './edit-profile-form.tsx';
import { ProfileSaved } from './profile-saved.tsx';

/** Runs `action` once, `delayMs` after mounting. */
function useAfter(delayMs: number, action: () => void) {
  const run = useEffectEvent(action);
  useEffect(() => {
    const timer = window.setTimeout(run, delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
}

function NotAuthenticated({ onRedirect }: { onRedirect: () => void }) {
  useAfter(Timings.editProfileUnauthenticatedRedirect, onRedirect);
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg bg-amber-50 p-4 text-amber-800">
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      {NOT_AUTHENTICATED_EDIT}
    </p>
  );
}

function Saved() {
  const navigate = useNavigate();
  useAfter(Timings.profileSaveRedirect, () => void navigate('/profile'));
  return <ProfileSaved />;
}

function Loading() {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-10 text-slate-600">
      <Spinner className="h-5 w-5 text-brand-600" />
      Loading your profile...
    </p>
  );
}

function EditSignedIn({ uid, onSaved, onSessionEnded }: { uid: string } & Omit<EditProfileProps, 'uid'>) {
  const profile = useOwnProfile(uid);
  const [saved, setSaved] = useState(false);

  if (saved) return <Saved />;
  if (profile.isPending) return <Loading />;
  if (profile.isError) {
    if (isUnauthenticated(profile.error)) return <NotAuthenticated onRedirect={onSessionEnded} />;
    return (
      <div role="alert" className="space-y-4 text-center">
        <p className="rounded-lg bg-red-50 p-4 text-red-700">{LOAD_FAILED}</p>
        <Button variant="secondary" onClick={() => void profile.refetch()} busy={profile.isFetching}>
          {!profile.isFetching && <RotateCw className="h-4 w-4" aria-hidden="true" />}
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <EditProfileForm
      profile={profile.data}
      onSaved={(user) => {
        setSaved(true);
        onSaved(user);
      }}
    />
  );
}

interface EditProfileProps {
  /** the signed-in user's id, or null when nobody is signed in */
  uid: string | null;
  /** the saved account, for the session to show the new name at once */
  onSaved: (user: SessionUser) => void;
  /** the server no longer accepts the session: end it (it goes to /login) */
  onSessionEnded: () => void;
}

/**
 * Edit profile: loads the profile, then the form; after a save the spec's success state and a
 * redirect to /profile. Without a session: the spec's message, then /login after 2 s.
 */
export function EditProfile({ uid, onSaved, onSessionEnded }: EditProfileProps) {
  const navigate = useNavigate();
  if (uid === null) return <NotAuthenticated onRedirect={() => void navigate('/login', { replace: true })} />;
  return <EditSignedIn uid={uid} onSaved={onSaved} onSessionEnded={onSessionEnded} />;
}
