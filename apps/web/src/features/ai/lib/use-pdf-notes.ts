import { AiLimits } from '@coursecards/shared/constants/limits';
import { useEffect, useRef, useState } from 'react';
import { parsePdf, MissingPdfTextError } from '../api/ai-api.ts';
import { AiMessages } from './ai-messages.ts';
import { aiFailureMessage, pdfFileProblem } from './ai-rules.ts';

export type PdfState =
  | { status: 'none' }
  | { status: 'parsing'; name: string }
  | { status: 'ready'; name: string; pageCount: number | null; text: string };

/** A remark on text read from a PDF: kept but shortened, or too little to go on. */
export interface PdfNotice {
  tone: 'info' | 'warning';
  text: string;
}

/**
 * A chosen PDF is checked (type, size), then parsed at once; its text becomes the notes, cut to
 * the notes limit. A newer choice, or closing the overlay, cancels a parse still under way.
 */
export function usePdfNotes(onText: (text: string) => void) {
  const [pdf, setPdf] = useState<PdfState>({ status: 'none' });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<PdfNotice | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  async function choose(file: File) {
    inFlight.current?.abort();
    setNotice(null);
    const problem = pdfFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setPdf({ status: 'parsing', name: file.name });
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const { text, pageCount } = await parsePdf(file, controller.signal);
      if (controller.signal.aborted) return;
      const kept = text.slice(0, AiLimits.notesMax);
      onText(kept);
      setPdf({ status: 'ready', name: file.name, pageCount, text: kept });
      if (text.length > AiLimits.notesMax) setNotice({ tone: 'info', text: AiMessages.pdfTruncated });
      else if (kept.trim().length < AiLimits.notesMin) {
        setNotice({ tone: 'warning', text: AiMessages.pdfLittleText(kept.trim().length) });
      }
    } catch (err) {
      if (controller.signal.aborted) return;
      setPdf({ status: 'none' });
      setError(err instanceof MissingPdfTextError ? err.message : aiFailureMessage(err, AiMessages.parseFailed));
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }

  function clear() {
    inFlight.current?.abort();
    setPdf({ status: 'none' });
    setError(null);
    setNotice(null);
  }

  return { pdf, error, notice, choose: (file: File) => void choose(file), clear };
}
