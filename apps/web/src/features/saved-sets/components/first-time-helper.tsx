import { FirstTimeHelper as Helper } from '../../../components/ui/first-time-helper.tsx';

/** The one-time helper for a user with no saved sets yet: what this page is for. */
export function FirstTimeHelper({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Helper
      headingId="saved-sets-helper-title"
      title="Your saved sets live here"
      onDismiss={onDismiss}
      className="text-left"
    >
      Save sets your classmates publish and a copy waits on this page, ready to study whenever you like.
    </Helper>
  );
}
