// pdfjs-dist ships no types for its worker module; we only hand it back to pdf.js (pdf-document-text.ts).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
