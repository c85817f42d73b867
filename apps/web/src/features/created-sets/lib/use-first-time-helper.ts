import { useEffect, useState } from 'react';
import { safeStorage, StorageKeys } from '../../../lib/storage-keys.ts';

/**
 * Spec: the first-time helper is shown once, when the user has zero sets. It counts as seen the
 * moment it shows (remembered under hasSeenCreatedSetsHelper), and stays for this visit until dismissed.
 */
export function useFirstTimeHelper(hasZeroSets: boolean) {
  const [seenBefore] = useState(() => safeStorage.get(StorageKeys.hasSeenCreatedSetsHelper) !== null);
  const [dismissed, setDismissed] = useState(false);
  const visible = hasZeroSets && !seenBefore && !dismissed;

  useEffect(() => {
    if (visible) safeStorage.set(StorageKeys.hasSeenCreatedSetsHelper, 'true');
  }, [visible]);

  return { visible, dismiss: () => setDismissed(true) };
}
