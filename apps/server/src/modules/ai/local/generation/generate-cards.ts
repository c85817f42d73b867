import type { GenerateOptions, GenerationResult } from '../../ai-engine.ts';

/** Cards built from the notes' own structure and language (issue 7): see the module's tests. */
export function generateCardsFromNotes(notes: string, options: Omit<GenerateOptions, 'signal'>): GenerationResult {
  void notes;
  void options;
  throw new Error('not built yet');
}
