import { constants, deflateRawSync } from 'node:zlib';

const ADLER_BASE = 65521;

function adler32(data: Buffer, start = 1): number {
  let a = start & 0xffff;
  let b = start >>> 16;
  // 5552 bytes is the most that can be summed before the 32-bit sums must be reduced.
  for (let i = 0; i < data.length; i += 5552) {
    const end = Math.min(i + 5552, data.length);
    for (let j = i; j < end; j++) {
      a += data[j] ?? 0;
      b += a;
    }
    a %= ADLER_BASE;
    b %= ADLER_BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** zlib's adler32_combine: the checksum of A+B from those of A and B and B's length. */
function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % ADLER_BASE;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % ADLER_BASE;
  sum1 += (second & 0xffff) + ADLER_BASE - 1;
  sum2 += (first >>> 16) + (second >>> 16) + ADLER_BASE - rem;
  sum1 %= ADLER_BASE;
  sum2 %= ADLER_BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}

/**
 * A zlib stream that inflates to `unit` repeated `times` times, then `tail`, without ever holding or
 * compressing the whole: one full-flushed raw deflate of the unit (which starts from an empty window,
 * so its bytes are the same wherever it stands) is repeated. Deflate cannot beat about 1:1000, so a
 * gigabyte still takes about a megabyte; wrap the result in a second zlib layer to make it tiny.
 */
export function repeatingZlib(unit: Buffer, times: number, tail: Buffer = Buffer.alloc(0)): Buffer {
  const block = deflateRawSync(unit, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const last = deflateRawSync(tail, { level: 9 });
  const unitSum = adler32(unit);
  let sum = 1;
  for (let i = 0; i < times; i++) sum = adler32Combine(sum, unitSum, unit.length);
  sum = adler32Combine(sum, adler32(tail), tail.length);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(sum);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array.from({ length: times }, () => block), last, trailer]);
}
