import { LogOut, PencilLine } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useOwnProfile, useSetCounts, useTotalLikes } from '../api/profile-queries.ts';
import { profileLoadMessage } from '../lib/profile-messages.ts';
import { EmailVerification } from './email-verification.tsx';
import { ProfileCard } from './profile-card.tsx';
import { ProfileLoadError } from './profile-load-error.tsx';
import { ProfileSkeleton } from './profile-skeleton.tsx';

/** Spec: like and count failures are only logged; the page still shows the profile. */
function useLogFailure(error: Error | null, what: string) {
  useEffect(() => {
    if (error) console.info(`Could not load ${what}`, error);
  }, [error, what]);
}

/** The signed-in user's profile with their totals, loaded once (it never reloads itself). */
export function ProfileOverview({
  uid,
  signingOut,
  onSignOut,
}: {
  uid: string;
  signingOut: boolean;
  onSignOut: () => void;
}) {
  const profile = useOwnProfile(uid);
  const likes = useTotalLikes(uid);
  const counts = useSetCounts(uid);
  useLogFailure(likes.error, 'total likes');
  useLogFailure(counts.error, 'set counts');

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <ProfileLoadError
        message={profileLoadMessage(profile.error)}
        retrying={profile.isFetching}
        onRetry={() => void profile.refetch()}
        onGoToLogin={onSignOut}
      />
    );
  }

  return (
    <ProfileCard
      profile={profile.data}
      totalLikes={{ value: likes.data, loading: likes.isPending }}
      createdSets={{ value: counts.data?.created, loading: counts.isPending }}
      emailStatus={
        profile.data.emailVerified === undefined ? undefined : (
          <EmailVerification verified={profile.data.emailVerified} />
        )
      }
      actions={
        <>
          <Link to="/edit-profile" className={buttonClasses('primary')}>
            <PencilLine className="h-4 w-4" aria-hidden="true" />
            Edit Profile
          </Link>
          <Button variant="secondary" onClick={onSignOut} busy={signingOut}>
            {!signingOut && <LogOut className="h-4 w-4" aria-hidden="true" />}
            Sign Out
          </Button>
        </>
      }
    />
  );
}
