/** Where the patched pdf.js finds the budget of the document being read (pdf-work-budget.ts). */
export const BUDGET_GLOBAL: string;

/** pdf.js's document-side module with the work budget's counting calls added. */
export function boundedWorkerSource(): string;

/** Loads the patched module (once per thread): what pdf.js's API takes as its worker. */
export function loadBoundedPdfWorker(): Promise<{ WorkerMessageHandler: unknown }>;
