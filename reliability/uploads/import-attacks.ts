import { ImportMessages } from '@coursecards/shared/constants/import-messages';
import { ImportLimits } from '@coursecards/shared/constants/import-limits';
import { zipSync } from 'fflate';
import {
  ankiFixture,
  manyEntries,
  modernPackage,
  zipBomb,
  zstdHugeWindow,
} from '../../apps/server/test/fixtures/anki/anki-builders.ts';
import type { Attack } from './attacks.ts';
import { refused, type Expectation } from './expectations.ts';
import { fileUpload } from './multipart.ts';

/** A preview with this many cards. */
function preview(cards: number): Expectation {
  return {
    label: `${cards} cards`,
    async check(answer) {
      if (answer.status !== 200) return [`status ${answer.status}, expected 200`];
      const body = JSON.parse(answer.body.toString('utf8')) as { cards?: unknown[] };
      return body.cards?.length === cards ? [] : [`${body.cards?.length ?? 'no'} cards, expected ${cards}`];
    },
  };
}

function file(name: string, fileName: string, data: Uint8Array, expect: Expectation): Attack {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.length);
  return {
    name,
    endpoint: 'import',
    request: fileUpload('file', fileName, 'application/octet-stream', bytes),
    sent: bytes,
    expect,
  };
}

/** Hostile and broken files for POST /api/import/preview, with a real Anki package as the control. */
export async function importAttacks(): Promise<Attack[]> {
  return [
    file('control: a package made by Anki', 'templates.apkg', ankiFixture('templates.apkg'), preview(16)),
    file(
      'control: newest format (anki21b, zstd)',
      'deck.colpkg',
      modernPackage([{ deck: 'D', type: 'basic', fields: ['q', 'a'] }]),
      preview(1),
    ),
    file(
      'zip bomb: 300 MB of zeros claiming 1 KB',
      'bomb.apkg',
      await zipBomb('collection.anki2', 300),
      refused(422, ImportMessages.unpacksTooLarge),
    ),
    file(
      `${ImportLimits.zipEntriesMax + 1} entries`,
      'many.apkg',
      manyEntries(ImportLimits.zipEntriesMax + 1),
      refused(422, ImportMessages.tooManyEntries),
    ),
    file(
      'zstd frame claiming a 2 GB window',
      'window.apkg',
      zipSync({ 'collection.anki21b': zstdHugeWindow(31) }),
      refused(422, ImportMessages.unpacksTooLarge),
    ),
    file(
      'random bytes as collection.anki2',
      'noise.apkg',
      zipSync({ 'collection.anki2': new Uint8Array(65536).map((_, i) => (i * 7919) % 256) }),
      refused(422, ImportMessages.corruptCollection),
    ),
    file('text named .apkg', 'fake.apkg', Buffer.from('not a zip at all'), refused(422, ImportMessages.notZip)),
    file(
      'PNG named .csv',
      'cards.csv',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      refused(422, ImportMessages.notText),
    ),
    file(
      '101 MB file',
      'huge.apkg',
      Buffer.alloc(ImportLimits.fileMaxBytes + 2 ** 20),
      refused(413, ImportMessages.tooLarge),
    ),
  ];
}
