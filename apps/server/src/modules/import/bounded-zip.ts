import { ImportMessages } from '@coursecards/shared/constants/import-messages';
import { Inflate } from 'fflate';
import { Decompress as ZstdDecompress } from 'fzstd';
import { ImportInputError } from './text-import.ts';

export interface ZipLimits {
  entries: number;
  entryBytes: number;
  totalBytes: number;
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** Bytes handed to a decompressor at a time, so an over-long entry is stopped early. */
const CHUNK = 64 * 1024;

/**
 * A zip archive read from memory with every bound checked before and while unpacking: the number of
 * entries, the bytes one entry unpacks to and the bytes all entries read unpack to. Sizes the archive
 * declares are never trusted: unpacking stops once the bytes produced pass a bound (a zip bomb).
 * Only stored and deflated entries are read (all an Anki package uses).
 */
export class BoundedZip {
  readonly entries = new Map<string, ZipEntry>();
  private unpacked = 0;

  constructor(
    private readonly data: Uint8Array,
    private readonly limits: ZipLimits,
  ) {
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const end = findEndOfDirectory(data, view);
    const count = view.getUint16(end + 10, true);
    if (count > limits.entries) throw new ImportInputError(ImportMessages.tooManyEntries);
    let at = view.getUint32(end + 16, true);
    for (let i = 0; i < count; i++) {
      if (at + 46 > data.length || view.getUint32(at, true) !== 0x02014b50) {
        throw new ImportInputError(ImportMessages.damagedPackage);
      }
      const nameLength = view.getUint16(at + 28, true);
      const extraLength = view.getUint16(at + 30, true);
      const commentLength = view.getUint16(at + 32, true);
      const name = new TextDecoder().decode(data.subarray(at + 46, at + 46 + nameLength));
      this.entries.set(name, {
        name,
        method: view.getUint16(at + 10, true),
        compressedSize: view.getUint32(at + 20, true),
        localOffset: view.getUint32(at + 42, true),
      });
      at += 46 + nameLength + extraLength + commentLength;
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** An entry's bytes, or an ImportInputError when it is damaged or unpacks past a bound. */
  read(name: string): Uint8Array {
    const entry = this.entries.get(name);
    if (!entry) throw new ImportInputError(ImportMessages.damagedPackage);
    const view = new DataView(this.data.buffer, this.data.byteOffset, this.data.byteLength);
    const at = entry.localOffset;
    if (at + 30 > this.data.length || view.getUint32(at, true) !== 0x04034b50) {
      throw new ImportInputError(ImportMessages.damagedPackage);
    }
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const end = start + entry.compressedSize;
    if (end > this.data.length) throw new ImportInputError(ImportMessages.damagedPackage);
    const packed = this.data.subarray(start, end);
    const budget = this.budget();
    let out: Uint8Array;
    if (entry.method === 0) {
      if (packed.length > budget) throw new ImportInputError(ImportMessages.unpacksTooLarge);
      out = packed;
    } else if (entry.method === 8) {
      out = collect(budget, (push) => {
        const inflate = new Inflate((chunk) => push(chunk));
        for (let i = 0; i < packed.length; i += CHUNK) {
          inflate.push(packed.subarray(i, i + CHUNK), i + CHUNK >= packed.length);
        }
        if (packed.length === 0) inflate.push(new Uint8Array(0), true);
      });
    } else {
      throw new ImportInputError(ImportMessages.damagedPackage);
    }
    this.unpacked += out.length;
    return out;
  }

  /** A zstd-compressed entry (the newest Anki format), unpacked within the same bounds. */
  readZstd(name: string): Uint8Array {
    const packed = this.read(name);
    const out = unzstd(packed, this.budget());
    this.unpacked += out.length;
    return out;
  }

  /** What the next entry may unpack to. */
  private budget(): number {
    const left = this.limits.totalBytes - this.unpacked;
    if (left <= 0) throw new ImportInputError(ImportMessages.unpacksTooLarge);
    return Math.min(this.limits.entryBytes, left);
  }
}

/** Whether the bytes open like a zip archive (a local file header, or the end of an empty one). */
export function looksLikeZip(data: Uint8Array): boolean {
  return data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && (data[2] === 3 || data[2] === 5);
}

/** Whether the bytes open like a zstd frame. */
export function looksLikeZstd(data: Uint8Array): boolean {
  return data.length >= 4 && data[0] === 0x28 && data[1] === 0xb5 && data[2] === 0x2f && data[3] === 0xfd;
}

/**
 * zstd data unpacked up to `budget` bytes. The frame's window (the buffer the decoder allocates at
 * once) is checked against the budget before decoding starts.
 */
export function unzstd(packed: Uint8Array, budget: number): Uint8Array {
  if (!looksLikeZstd(packed) || packed.length < 6) throw new ImportInputError(ImportMessages.damagedPackage);
  const flags = packed[4] ?? 0;
  if (!((flags >> 5) & 1)) {
    const descriptor = packed[5] ?? 0;
    const base = 2 ** (10 + (descriptor >> 3));
    const window = base + (base / 8) * (descriptor & 7);
    if (window > budget) throw new ImportInputError(ImportMessages.unpacksTooLarge);
  } else {
    const sizeBytes = flags >> 6 ? 1 << (flags >> 6) : 1;
    const dictionaryBytes = [0, 1, 2, 4][flags & 3] ?? 0;
    let size = 0;
    for (let i = sizeBytes - 1; i >= 0; i--) size = size * 256 + (packed[5 + dictionaryBytes + i] ?? 0);
    if (sizeBytes === 2) size += 256;
    if (size > budget) throw new ImportInputError(ImportMessages.unpacksTooLarge);
  }
  return collect(budget, (push) => {
    const decoder = new ZstdDecompress((chunk) => push(chunk));
    for (let i = 0; i < packed.length; i += CHUNK)
      decoder.push(packed.subarray(i, i + CHUNK), i + CHUNK >= packed.length);
  });
}

class OverBudget extends Error {}

/** Runs a decoder, gathering its output, and stops it once the output passes `budget` bytes. */
function collect(budget: number, run: (push: (chunk: Uint8Array) => void) => void): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    run((chunk) => {
      total += chunk.length;
      if (total > budget) throw new OverBudget();
      chunks.push(chunk.slice());
    });
  } catch (err) {
    if (err instanceof OverBudget) throw new ImportInputError(ImportMessages.unpacksTooLarge);
    if (err instanceof ImportInputError) throw err;
    throw new ImportInputError(ImportMessages.damagedPackage);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function findEndOfDirectory(data: Uint8Array, view: DataView): number {
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === 0x06054b50) return at;
  }
  throw new ImportInputError(ImportMessages.notZip);
}
