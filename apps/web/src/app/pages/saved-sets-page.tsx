import { useAuth } from '../../features/auth/auth-context.tsx';
import { SavedSetsHeader } from '../../features/saved-sets/components/saved-sets-header.tsx';
import { SavedSetsView } from '../../features/saved-sets/components/saved-sets-view.tsx';

export default function SavedSetsPage() {
  const { user } = useAuth();
  // The route guard keeps anonymous visitors out; without a user (mid sign-out) only the heading shows.
  return user ? <SavedSetsView uid={user.uid} /> : <SavedSetsHeader />;
}
