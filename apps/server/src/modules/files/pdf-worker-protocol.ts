import type { PdfFailure } from './pdf-document-text.ts';

/** What the pool sends a PDF worker: one document to read. */
export interface ReadRequest {
  id: number;
  data: Uint8Array;
  maxTextChars: number;
}

/** What a PDF worker answers: once `ready` when it has loaded pdf.js, then one reply per request. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'read'; id: number; text: string; pageCount: number }
  /** the file is to blame */
  | { type: 'unreadable'; id: number; failure: PdfFailure; detail: string }
  /** something else went wrong while reading */
  | { type: 'failed'; id: number; detail: string };
