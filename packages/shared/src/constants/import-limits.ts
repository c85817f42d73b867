/**
 * Import and export bounds (ours; docs/product/import-export.md, ADR 0020), apart from limits.ts so
 * the pages that never import (the landing page among them) do not load them.
 */
export const ImportLimits = {
  /** an uploaded file (paste, CSV, TSV, .apkg, .colpkg) */
  fileMaxBytes: 100 * 1024 * 1024,
  /** pasted text sent as JSON */
  textMaxChars: 2_000_000,
  /** entries a package may list (notes' media included) */
  zipEntriesMax: 20_000,
  /** bytes one entry of a package may unpack to */
  zipEntryMaxBytes: 128 * 1024 * 1024,
  /** bytes all the entries read from a package may unpack to */
  zipTotalMaxBytes: 256 * 1024 * 1024,
  /** cards one preview may hold (a deck over SetLimits.cardsMax is split into numbered sets) */
  cardsMax: 20_000,
  /** images one preview may take from a package (each is re-encoded and stored) */
  imagesMax: 1_000,
  /** a custom separator */
  separatorMax: 10,
} as const;
