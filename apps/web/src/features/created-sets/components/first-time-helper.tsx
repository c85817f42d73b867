import { FirstTimeHelper as Helper } from '../../../components/ui/first-time-helper.tsx';

/** The one-time welcome helper for a user with no sets yet: what this page is and how to begin. */
export function FirstTimeHelper({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Helper headingId="created-sets-helper-title" title="Your flashcard sets live here" onDismiss={onDismiss}>
      Every set you create appears on this page, ready to study, edit or share. Pick one of the ways below to make your
      first set.
    </Helper>
  );
}
