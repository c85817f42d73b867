import { BUDGET_GLOBAL } from './pdfjs-bounded.mjs';

/** How much work reading one document may take, counted inside pdf.js (see pdfjs-bounded.mjs). */
export interface PdfWorkLimits {
  /** objects read from content streams: operators and their operands */
  maxContentObjects: number;
  /** bytes decoded from the document's streams (content, fonts, object streams), in all */
  maxDecodedBytes: number;
}

/** What reading one document took. */
export interface PdfWork {
  contentObjects: number;
  decodedBytes: number;
}

/** Thrown inside pdf.js when a document has used up its budget; reading then stops as fast as pdf.js unwinds. */
export class PdfWorkLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfWorkLimitError';
  }
}

/**
 * The work budget of the document being read in this thread. pdf.js calls `contentObject` for every
 * operator and operand it reads from a content stream, and `decoding` before it grows a decoded
 * stream's buffer: past either limit both throw, every time, so whatever pdf.js catches (it reads on
 * after most errors) the next call stops it again. `exceeded` says why, for the reader to refuse the
 * document even when pdf.js has swallowed the error.
 */
export class PdfWorkBudget implements PdfWork {
  contentObjects = 0;
  decodedBytes = 0;
  exceeded: string | null = null;

  constructor(private readonly limits: PdfWorkLimits) {}

  contentObject(): void {
    if (++this.contentObjects > this.limits.maxContentObjects) {
      this.fail(`over ${this.limits.maxContentObjects} content stream objects`);
    }
  }

  decoding(bytes: number): void {
    this.decodedBytes += bytes;
    if (this.decodedBytes > this.limits.maxDecodedBytes) this.fail(`over ${this.limits.maxDecodedBytes} decoded bytes`);
  }

  private fail(reason: string): never {
    this.exceeded ??= reason;
    throw new PdfWorkLimitError(this.exceeded);
  }
}

/** The budget the patched pdf.js counts against: one document at a time per thread. */
export function setCurrentBudget(budget: PdfWorkBudget | undefined): void {
  (globalThis as Record<string, unknown>)[BUDGET_GLOBAL] = budget;
}
