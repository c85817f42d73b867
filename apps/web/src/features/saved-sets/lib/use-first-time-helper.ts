import { useEffect, useState } from 'react';
import { safeStorage, StorageKeys } from '../../../lib/storage-keys.ts';

/**
 * Spec: a first-time helper, shown once, when the user has no saved sets. It counts as seen the
 * moment it shows (remembered under hasSeenSavedSetsHelper), and stays for this visit until dismissed.
 */
export function useFirstTimeHelper(hasNoSavedSets: boolean) {
  const [seenBefore] = useState(() => safeStorage.get(StorageKeys.hasSeenSavedSetsHelper) !== null);
  const [dismissed, setDismissed] = useState(false);
  const visible = hasNoSavedSets && !seenBefore && !dismissed;

  useEffect(() => {
    if (visible) safeStorage.set(StorageKeys.hasSeenSavedSetsHelper, 'true');
  }, [visible]);

  return { visible, dismiss: () => setDismissed(true) };
}
