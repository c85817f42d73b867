import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  imageOnlyPdf,
  javascriptPdf,
  lectureNotesPdf,
  scanPng,
  truncatedPdf,
} from '../apps/server/test/fixtures/pdf/pdf-builders.ts';

/**
 * Writes the PDF reader's test files into apps/server/test/fixtures/pdf/, where they are committed, so
 * tests never need qpdf. Run with tsx (the builders are TypeScript):
 *
 *   npx tsx scripts/render-pdf-fixtures.mjs
 *
 * The password-protected copy needs qpdf (apt-get install qpdf). The others come out byte for byte the
 * same each run; that one not (AES-256 keys are salted at random).
 */
const dir = join(import.meta.dirname, '../apps/server/test/fixtures/pdf');
const write = (name, data) => {
  writeFileSync(join(dir, name), data);
  console.info(`wrote ${name} (${data.length} bytes)`);
};

const lectureNotes = await lectureNotesPdf();
write('lecture-notes.pdf', lectureNotes);
write('with-javascript.pdf', await javascriptPdf());
write('scanned.pdf', await imageOnlyPdf());
write('truncated.pdf', await truncatedPdf());
// A picture saved under a .pdf name: only its content tells.
write('not-a-pdf.pdf', await scanPng());

// AES-256 with a user password ("notes"): it opens only with the password. A fixed ID and IV keep the
// changes small between runs; never do that for a real document.
const work = mkdtempSync(join(tmpdir(), 'pdf-fixtures-'));
try {
  const plain = join(work, 'plain.pdf');
  const locked = join(dir, 'password-protected.pdf');
  writeFileSync(plain, lectureNotes);
  execFileSync('qpdf', ['--static-id', '--static-aes-iv', '--encrypt', 'notes', 'owner', '256', '--', plain, locked]);
  console.info('wrote password-protected.pdf');
} finally {
  rmSync(work, { recursive: true, force: true });
}
