import { ImportLimits } from '../constants/import-limits.ts';
import { Flashcard } from './sets.ts';
import { z } from './z.ts';

/**
 * Import and export of sets (docs/product/import-export.md), under /api. The preview only reads:
 * it creates no set; the creator saves what the student keeps.
 */

/** Between the two sides of a pasted card: a tab, a comma, or any short text the student types. */
export const ImportTextRequest = z.object({
  text: z.string().max(ImportLimits.textMaxChars),
  termSeparator: z.string().min(1).max(ImportLimits.separatorMax).default('\t'),
  cardSeparator: z.string().min(1).max(ImportLimits.separatorMax).default('\n'),
});
export type ImportTextRequest = z.input<typeof ImportTextRequest>;

export const ImportPreviewQuery = z.object({
  /** which deck's cards to return (by name); the first deck otherwise */
  deck: z.string().max(500).optional(),
});

/** A card as a set holds it, before it has an id; its images are uploaded ones (`/uploads/{key}`), or null. */
export const ImportedCard = Flashcard.omit({ id: true });
export type ImportedCard = z.infer<typeof ImportedCard>;

/** POST /import/preview */
export const ImportPreviewResponse = z.object({
  /** a title for the new set: the deck's name, the file's name, or "Imported cards" */
  title: z.string(),
  decks: z.array(z.object({ name: z.string(), cardCount: z.number().int().nonnegative() })),
  cards: z.array(ImportedCard),
  /** what was dropped or changed, in words a student understands */
  warnings: z.array(z.string()),
});
export type ImportPreviewResponse = z.infer<typeof ImportPreviewResponse>;

export const EXPORT_FORMATS = ['csv', 'text', 'apkg'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const ExportQuery = z.object({ format: z.enum(EXPORT_FORMATS) });
