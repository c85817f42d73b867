import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Where the patched pdf.js finds the budget of the document being read (pdf-work-budget.ts). */
export const BUDGET_GLOBAL = '__coursecardsPdfWorkBudget';

/**
 * pdf.js's document-side code ("worker" module) with counting calls added, so the work a
 * document may cause is bounded where it happens. pdf.js has no such limits of its own: its only
 * bounds are for images, which reading text never decodes, and a 300 KB file whose content stream
 * inflates to 300 MB of `q Q` (no text, so no text limit applies) kept a reader busy for 15 s and
 * over half a gigabyte. The calls go to the budget of the document being read (pdf-work-budget.ts):
 *
 * - a page's content streams are inflated whole by the platform's DecompressionStream, in
 *   `DecodeStream.asyncGetBytesFromDecompressionStream`: each chunk is counted as it comes (past the
 *   budget, pdf.js falls back to its own decoder, which stops at once);
 * - every other stream decoder (Flate, LZW, predictors, ASCII85, …) grows its buffer in
 *   `DecodeStream.ensureBuffer`: the bytes it is about to add are counted before they are allocated;
 * - every operator and operand of a content stream (pages, forms, Type 3 glyphs) is read in
 *   `EvaluatorPreprocessor.read`: each is counted before it is parsed, unknown operators included.
 *
 * Each patch must match pdf.js's code exactly once, or the reader refuses to start with an error
 * naming it (pdfjs-dist is pinned to a patch range; a new release is checked by the reader's tests).
 */
const PATCHES = [
  {
    name: 'DecodeStream.ensureBuffer',
    find: `  ensureBuffer(requested) {
    const buffer = this.buffer;
    if (requested <= buffer.byteLength) {
      return buffer;
    }
    let size = this.minBufferLength;
    while (size < requested) {
      size *= 2;
    }
    const buffer2 = new Uint8Array(size);`,
    replace: `  ensureBuffer(requested) {
    const buffer = this.buffer;
    if (requested <= buffer.byteLength) {
      return buffer;
    }
    let size = this.minBufferLength;
    while (size < requested) {
      size *= 2;
    }
    globalThis.${BUDGET_GLOBAL}?.decoding(size - buffer.byteLength);
    const buffer2 = new Uint8Array(size);`,
  },
  {
    name: 'DecodeStream.asyncGetBytesFromDecompressionStream',
    find: `      for await (const chunk of readable) {
        chunks.push(chunk);
        totalLength += chunk.byteLength;
      }`,
    replace: `      for await (const chunk of readable) {
        globalThis.${BUDGET_GLOBAL}?.decoding(chunk.byteLength);
        chunks.push(chunk);
        totalLength += chunk.byteLength;
      }`,
  },
  {
    name: 'EvaluatorPreprocessor.read',
    find: `  read(operation) {
    let args = operation.args;
    while (true) {
      const obj = this.parser.getObj();`,
    replace: `  read(operation) {
    let args = operation.args;
    while (true) {
      globalThis.${BUDGET_GLOBAL}?.contentObject();
      const obj = this.parser.getObj();`,
  },
];

/** The patched source; exported for its test. */
export function boundedWorkerSource() {
  const path = createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
  let source = readFileSync(path, 'utf8');
  for (const { name, find, replace } of PATCHES) {
    const at = source.indexOf(find);
    if (at < 0 || source.indexOf(find, at + 1) >= 0) {
      throw new Error(`pdf.js (${path}) has changed: the work limit in ${name} cannot be added`);
    }
    source = source.slice(0, at) + replace + source.slice(at + find.length);
  }
  // Its source map is a file beside the original, which a data: module cannot point at.
  return source.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

let loaded;

/**
 * Loads the patched module (once per thread) and returns what pdf.js's API takes as its worker.
 * From source, the worker's bootstrap calls this before it registers tsx, which would otherwise
 * transform the module's megabytes (and run out of the worker's heap doing so).
 */
export function loadBoundedPdfWorker() {
  loaded ??= import(`data:text/javascript;base64,${Buffer.from(boundedWorkerSource()).toString('base64')}`);
  return loaded;
}
