import { AiLimits } from '@coursecards/shared/constants/limits';
import { availableParallelism } from 'node:os';

export interface PdfReaderOptions {
  /** reader processes reading at once */
  workers: number;
  /**
   * Documents that may wait for a free reader. When it is full, a newcomer whose owner has used the
   * readers less lately than the owner of a waiting document takes that document's place; otherwise
   * the newcomer is turned away as busy.
   */
  maxQueue: number;
  /** how long a waiting document waits for a reader before it is turned away as busy */
  queueWaitMs: number;
  /** how long one document may take, from the moment a ready reader receives it (wall clock) */
  timeoutMs: number;
  /**
   * The CPU time one document may take in its reader, where the system tells a process's CPU time
   * (Linux); elsewhere only `timeoutMs` applies. Unlike the wall clock, it does not stretch when the
   * machine is busy.
   */
  maxCpuMs: number;
  /** operators and operands read from content streams, per document (pdf-work-budget.ts) */
  maxContentObjects: number;
  /** bytes decoded from the document's streams, per document */
  maxDecodedMb: number;
  /** how long a new reader may take to start and load pdf.js */
  startupMs: number;
  /** the V8 heap a reader may use; past it the reader dies and the document is refused */
  maxOldGenerationSizeMb: number;
  /**
   * The resident memory of a reader process while it reads, where the system tells it (Linux): past
   * it the reader is stopped and the document refused. The heap bound does not cover the buffers
   * pdf.js decodes streams into.
   */
  maxReaderMemoryMb: number;
  /** reading stops at the end of the page where the text passes this */
  maxTextChars: number;
  /** an idle reader is stopped after this long, giving its memory back */
  idleMs: number;
  /** a reader is replaced after this many documents, so nothing a document left behind lingers */
  documentsPerWorker: number;
  /**
   * A reader that decoded more than this for one document (or whose document hit a bound) is
   * replaced at once: its memory goes back to the system with its process.
   */
  heavyDecodedMb: number;
  /** how long a reader's use by an owner counts against that owner when documents wait (fairness) */
  fairnessWindowMs: number;
  /** reader time an owner may use within the window before it counts against them */
  fairnessAllowanceMs: number;
}

export const defaultPdfReaderOptions: PdfReaderOptions = {
  workers: Math.min(2, availableParallelism()),
  // One document per student at a time (the route's rule): 16 students may wait, each with at most
  // 30 MB of upload held meanwhile.
  maxQueue: 16,
  queueWaitMs: 30_000,
  timeoutMs: 20_000,
  maxCpuMs: 5_000,
  // A page of notes is about a thousand objects and a few kilobytes of decoded content; a 50-page
  // chapter, 24,000 objects and under a megabyte. Four million objects take about 1.5 s of CPU.
  maxContentObjects: 4_000_000,
  maxDecodedMb: 64,
  startupMs: 15_000,
  maxOldGenerationSizeMb: 256,
  maxReaderMemoryMb: 512,
  // Notes hold 40,000 characters; twice that leaves room for the running headers and page numbers
  // the layout drops, and still shows the client that the PDF held more than it keeps.
  maxTextChars: 2 * AiLimits.notesMax,
  idleMs: 60_000,
  documentsPerWorker: 50,
  heavyDecodedMb: 16,
  fairnessWindowMs: 10 * 60_000,
  // A few ordinary documents: a student who read some notes lately is not behind a stranger.
  fairnessAllowanceMs: 1_000,
};

/**
 * Why a document was not read: the file's fault (`password`, `damaged`, `timeout`, `too-complex`),
 * the reader's (`crashed`), or no room (`busy`).
 */
export type PdfReadFailure = 'password' | 'damaged' | 'timeout' | 'too-complex' | 'crashed' | 'busy';

export class PdfReadError extends Error {
  constructor(
    readonly failure: PdfReadFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PdfReadError';
  }
}

export const busy = () => new PdfReadError('busy', 'the PDF reader is busy');
