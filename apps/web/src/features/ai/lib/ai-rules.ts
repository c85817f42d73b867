import { AiLimits, CardCountBands } from '@coursecards/shared/constants/limits';
import { ApiError } from '../../../lib/api-client.ts';
import { AiMessages } from './ai-messages.ts';

/**
 * The problem with the notes before anything is sent, or null (accounts-and-discovery §5: 100 to 40000 characters).
 * Empty notes get the overlay's words unless the screen has its own (the AI notes page).
 */
export function notesProblem(notes: string, emptyMessage: string = AiMessages.notesEmpty): string | null {
  const length = notes.trim().length;
  if (length === 0) return emptyMessage;
  if (length < AiLimits.notesMin) return AiMessages.notesTooShort;
  return null;
}

const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf']);

/** Why a chosen file cannot be read, or null. Some systems give no type: the name decides then. */
export function pdfFileProblem(file: File): string | null {
  const isPdf = PDF_TYPES.has(file.type) || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!isPdf) return AiMessages.pdfOnly;
  if (file.size > AiLimits.pdfMaxBytes) return AiMessages.pdfTooLarge;
  return null;
}

/** A count within 5..50, whatever was typed or dragged. */
export function clampCardCount(value: number): number {
  if (!Number.isFinite(value)) return AiLimits.cardCountDefault;
  return Math.min(AiLimits.cardCountMax, Math.max(AiLimits.cardCountMin, Math.round(value)));
}

/** "quick study session", "balanced set", ... (accounts-and-discovery §9 count bands). */
export function cardCountBand(count: number): string {
  // The last band reaches to infinity, so one always matches.
  return CardCountBands.find((band) => count <= band.upTo)?.label ?? 'intensive study';
}

/**
 * What a failed AI call tells the user: the server's own message when it explains something (a
 * limit, bad input, a busy service), the spec's words otherwise (a missing route, a crash).
 */
export function aiFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 401) return AiMessages.notAuthenticated;
  if (error.code === 'network_error') return error.message;
  if (error.status === 404 || error.status >= 500 || error.code === 'invalid_response') return fallback;
  return error.message || fallback;
}
