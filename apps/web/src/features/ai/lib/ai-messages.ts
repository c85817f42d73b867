import { AiLimits } from '@coursecards/shared/constants/limits';

const thousands = (n: number) => n.toLocaleString('en-US');

/** The AI overlay's texts: the spec's (accounts-and-discovery §5 "AI notes and PDF", §8 "AI"), then ours. */
export const AiMessages = {
  notesEmpty: 'Please provide some notes or upload a PDF to generate flashcards',
  /** the AI notes page's own words (sets-and-study §5) */
  notesPageEmpty: 'Please provide some notes to generate flashcards',
  notesTooShort: 'Please provide at least 100 characters of notes for better results',
  pdfOnly: 'Only PDF files are supported',
  pdfTooLarge: 'File size exceeds the 30MB limit',
  parseFailed: 'Failed to parse PDF file',
  parseMissingText: 'Received invalid response from server. Missing text content.',
  generateFailed: 'Failed to generate flashcards',
  noValidCards: 'No valid flashcards could be generated. Please try different notes.',
  notAuthenticated: 'User not authenticated. Please log in.',
  // ours: the spec asks for a message and a warning without wording them
  pdfTruncated: `This PDF has more text than the ${thousands(AiLimits.notesMax)}-character limit, so only the first ${thousands(AiLimits.notesMax)} characters were kept.`,
  pdfLittleText: (chars: number) =>
    `Only ${thousands(chars)} ${chars === 1 ? 'character' : 'characters'} of text could be read from this PDF. Scanned pages have no text to read: add notes of your own for better results.`,
} as const;
