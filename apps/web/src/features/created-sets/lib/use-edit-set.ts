import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { safeStorage, StorageKeys } from '../../../lib/storage-keys.ts';
import { fetchSetForEditing } from '../api/created-sets-api.ts';

/**
 * Edit: the creator edits the set kept under editingFlashcardSet, so the full set (cards included)
 * is fetched, stored there, and /set-creator opened.
 */
export function useEditSet() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setId: string) => fetchSetForEditing(queryClient, setId),
    onSuccess: (set) => {
      safeStorage.set(StorageKeys.editingFlashcardSet, JSON.stringify(set));
      void navigate('/set-creator');
    },
  });
}
