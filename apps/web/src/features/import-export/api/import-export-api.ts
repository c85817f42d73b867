import type { ExportFormat, ImportPreviewResponse } from '@coursecards/shared/schemas/import-export';
import { apiRequest, ApiError } from '../../../lib/api-client.ts';
import { sessionToken } from '../../../lib/session-token.ts';

/** POST /import/preview with a file: the cards of the chosen deck (or the first), nothing saved. */
export function previewImportFile(
  file: File,
  deck: string | null,
  signal?: AbortSignal,
): Promise<ImportPreviewResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = deck === null ? '' : `?deck=${encodeURIComponent(deck)}`;
  return apiRequest<ImportPreviewResponse>(`/import/preview${query}`, {
    method: 'POST',
    body: form,
    ...(signal ? { signal } : {}),
  });
}

/** The file name a Content-Disposition header gives (its UTF-8 form first). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8?.[1]) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * GET /sets/{id}/export and saves the file: fetched with the session's token (a plain link would
 * not carry it), then handed to the browser as a download.
 */
export async function downloadExport(setId: string, format: ExportFormat): Promise<string> {
  const token = sessionToken.get();
  let response: Response;
  try {
    response = await fetch(`/api/sets/${encodeURIComponent(setId)}/export?format=${format}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Connection error. Please check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(
      response.status,
      'internal_error',
      body?.message ?? 'That set could not be exported. Please try again.',
    );
  }
  const name = fileNameFrom(
    response.headers.get('content-disposition'),
    `flashcards.${format === 'text' ? 'txt' : format}`,
  );
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task ends.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
