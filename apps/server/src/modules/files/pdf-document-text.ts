import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, Util, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { documentText, linesOfPage, type TextLine, type TextPiece } from './pdf-text-layout.ts';
import { PdfWorkBudget, setCurrentBudget, type PdfWork, type PdfWorkLimits } from './pdf-work-budget.ts';
import { loadBoundedPdfWorker } from './pdfjs-bounded.mjs';

// pdf.js runs its own "worker" in this process (a reader, already off the API's event loop). Handing it the
// worker module directly saves it looking the file up by URL, which breaks once the server is bundled;
// the module is the one whose work each document's budget bounds.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await loadBoundedPdfWorker();

/** The predefined CMaps (character maps of CJK fonts) ship inside pdfjs-dist: read from disk, never fetched. */
const CMAP_DIR = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps') + '/';

export interface PdfText {
  text: string;
  pageCount: number;
}

/** Why a PDF could not be read, as far as the file is to blame. */
export type PdfFailure = 'password' | 'damaged' | 'too-complex';

export class PdfUnreadableError extends Error {
  constructor(
    readonly failure: PdfFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PdfUnreadableError';
  }
}

export interface ReadOptions extends PdfWorkLimits {
  /** stop reading further pages once this much text is in hand (the notes box takes far less) */
  maxTextChars: number;
}

/**
 * The text of a PDF in reading order. pdf.js may not evaluate code (isEvalSupported: false) or fetch
 * anything (no fonts, no network); document JavaScript and forms are never run. Every page and the
 * document are released whether reading succeeds or fails. A document that uses up its work budget
 * (content stream objects, decoded bytes) is refused as too complex; `work` says what it took.
 */
export async function readPdfText(
  data: Uint8Array,
  options: ReadOptions,
  work: (used: PdfWork) => void = () => undefined,
): Promise<PdfText> {
  const budget = new PdfWorkBudget(options);
  setCurrentBudget(budget);
  try {
    return await readWithin(budget, data, options);
  } finally {
    setCurrentBudget(undefined);
    work({ contentObjects: budget.contentObjects, decodedBytes: budget.decodedBytes });
  }
}

async function readWithin(budget: PdfWorkBudget, data: Uint8Array, options: ReadOptions): Promise<PdfText> {
  // pdf.js reads on after most errors (a damaged object, a failing operator), the budget's too: so
  // whether it was used up is checked after every step, and wins over whatever pdf.js made of it.
  const withinBudget = () => {
    if (budget.exceeded) throw new PdfUnreadableError('too-complex', `the document needs ${budget.exceeded}`);
  };
  const task = getDocument({
    data,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    useWorkerFetch: false,
    cMapUrl: CMAP_DIR,
    cMapPacked: true,
    // Text needs neither image decoders nor font programs.
    useWasm: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: false,
    disableAutoFetch: true,
    disableStream: true,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const doc = await task.promise.catch((err: unknown) => {
      withinBudget();
      throw unreadable(err);
    });
    const pages: TextLine[][] = [];
    let chars = 0;
    for (let number = 1; number <= doc.numPages && chars < options.maxTextChars; number++) {
      const lines = await pageLines(doc, number).catch((err: unknown) => {
        withinBudget();
        throw err;
      });
      withinBudget();
      chars += lines.reduce((sum, line) => sum + line.text.length + 1, 0);
      pages.push(lines);
    }
    return { text: documentText(pages), pageCount: doc.numPages };
  } finally {
    // Destroying the loading task destroys the document with it, on every path.
    await task.destroy();
  }
}

type PdfDocument = Awaited<ReturnType<typeof getDocument>['promise']>;

async function pageLines(doc: PdfDocument, number: number): Promise<TextLine[]> {
  const page = await doc.getPage(number).catch((err: unknown) => {
    throw unreadable(err);
  });
  try {
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const pieces: TextPiece[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      // Into display space: the page's /Rotate and crop box applied, y growing downward.
      pieces.push({
        text: item.str,
        transform: Util.transform(viewport.transform, item.transform as number[]),
        width: item.width,
      });
    }
    return linesOfPage(pieces);
  } finally {
    page.cleanup();
  }
}

/** pdf.js failing to open a document or a page means the file is damaged, unless it wants a password. */
function unreadable(err: unknown): PdfUnreadableError {
  const name = (err as { name?: unknown } | null)?.name;
  if (name === 'PasswordException') return new PdfUnreadableError('password', 'the PDF needs a password');
  return new PdfUnreadableError('damaged', err instanceof Error ? `${err.name}: ${err.message}` : String(err));
}
