import { apiRequest } from '../../../lib/api-client.ts';
import { AiMessages } from '../lib/ai-messages.ts';

/** A card as generation returns it: text on both sides, trimmed, never empty. */
export interface GeneratedCard {
  question: string;
  answer: string;
}

export interface ParsedPdf {
  text: string;
  pageCount: number | null;
}

export interface GenerateRequest {
  notes: string;
  count: number;
  /** let the generator choose how many cards the notes deserve */
  autoCount: boolean;
}

/** The parse answered without its text: "Received invalid response from server. Missing text content." */
export class MissingPdfTextError extends Error {
  constructor() {
    super(AiMessages.parseMissingText);
    this.name = 'MissingPdfTextError';
  }
}

/** POST /files/parse-pdf, multipart field pdfFile → {text, pageCount}. */
export async function parsePdf(file: File, signal?: AbortSignal): Promise<ParsedPdf> {
  const form = new FormData();
  form.append('pdfFile', file);
  const data = await apiRequest<unknown>('/files/parse-pdf', {
    method: 'POST',
    body: form,
    ...(signal ? { signal } : {}),
  });
  const { text, pageCount } = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (typeof text !== 'string') throw new MissingPdfTextError();
  return { text, pageCount: typeof pageCount === 'number' && pageCount >= 0 ? pageCount : null };
}

function toCard(raw: unknown): GeneratedCard | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { question, answer } = raw as Record<string, unknown>;
  if (typeof question !== 'string' || typeof answer !== 'string') return null;
  const card = { question: question.trim(), answer: answer.trim() };
  return card.question && card.answer ? card : null;
}

export interface Generation {
  cards: GeneratedCard[];
  /** the server's note when fewer cards came out than were asked for */
  message: string | null;
}

/** POST /ai/generate-flashcards → the usable cards of {flashcards: [{question, answer}], message?}. */
export async function generateFlashcards(request: GenerateRequest, signal?: AbortSignal): Promise<Generation> {
  const data = await apiRequest<unknown>('/ai/generate-flashcards', {
    method: 'POST',
    body: request,
    ...(signal ? { signal } : {}),
  });
  const { flashcards: list, message } = (typeof data === 'object' && data !== null ? data : {}) as Record<
    string,
    unknown
  >;
  const cards = Array.isArray(list) ? list.map(toCard).filter((card): card is GeneratedCard => card !== null) : [];
  return { cards, message: typeof message === 'string' && message.trim() ? message.trim() : null };
}
