import { SetLimits } from '@coursecards/shared/constants/limits';
import { SetMessages } from '@coursecards/shared/constants/set-messages';
import type { FlashcardSet, SaveSetRequest, UploadImageResponse } from '@coursecards/shared/schemas/sets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { setKeys } from '../../../lib/set-query-keys.ts';

/** POST /sets/create, or PUT /sets/update/{id} for a set being edited. */
export function saveSet(request: SaveSetRequest, editingId: string | null): Promise<FlashcardSet> {
  return editingId
    ? apiRequest<FlashcardSet>(`/sets/update/${encodeURIComponent(editingId)}`, { method: 'PUT', body: request })
    : apiRequest<FlashcardSet>('/sets/create', { method: 'POST', body: request });
}

/** Saves, then marks every set query stale (created sets, counts, the viewer). */
export function useSaveSet(editingId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveSetRequest) => saveSet(request, editingId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setKeys.all }),
  });
}

/** sets-and-study §5: what the browser can tell before uploading; null when the file may go. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return SetMessages.imageType;
  if (file.size > SetLimits.imageMaxBytes) return SetMessages.imageTooLarge;
  return null;
}

/** POST /uploads/image (multipart field "image") → the stored image's address. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { imageUrl } = await apiRequest<UploadImageResponse>('/uploads/image', { method: 'POST', body: form });
  return imageUrl;
}

/** Refusals whose message tells the student what to do (not an image, too large, storage full, an animation too long). */
const REFUSALS_WITH_A_REASON = new Set([400, 403, 413, 422]);

/** What to show when an upload fails: the server's reason when it refused the image, else the spec's message. */
export function uploadFailureMessage(err: unknown): string {
  return err instanceof ApiError && REFUSALS_WITH_A_REASON.has(err.status)
    ? err.message
    : SetMessages.imageUploadFailed;
}
