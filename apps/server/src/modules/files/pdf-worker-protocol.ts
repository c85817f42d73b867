import type { PdfFailure } from './pdf-document-text.ts';
import type { PdfWork, PdfWorkLimits } from './pdf-work-budget.ts';

/** What the pool sends a PDF reader: one document to read, and the bounds of its work. */
export interface ReadRequest extends PdfWorkLimits {
  id: number;
  data: Uint8Array;
  maxTextChars: number;
}

/** What a PDF reader answers: once `ready` when it has loaded pdf.js, then one reply per request. */
export type WorkerMessage =
  | { type: 'ready' }
  | ({ type: 'read'; id: number; text: string; pageCount: number } & Done)
  /** the file is to blame */
  | ({ type: 'unreadable'; id: number; failure: PdfFailure; detail: string } & Done)
  /** something else went wrong while reading */
  | ({ type: 'failed'; id: number; detail: string } & Done);

/** What every reply to a request carries besides its outcome. */
interface Done {
  work: PdfWork;
}
