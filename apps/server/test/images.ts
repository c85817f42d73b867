import sharp from 'sharp';

/** Real images made on the fly, and hostile files shaped like them, for upload tests. */
export function solidImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 79, g: 70, b: 229 } } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying camera metadata (EXIF, with a made-up GPS-like comment) that must not survive. */
export function jpegWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: '#ffffff' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'SECRET-EXIF-MARKER', Make: 'PhoneCam' } })
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A tiny PNG whose header claims an enormous size (a decompression bomb's calling card): valid
 * chunks and checksums, so only the pixel limit stops it.
 */
export async function pixelFloodPng(width = 100_000, height = 100_000): Promise<Buffer> {
  const png = await solidImage('png', 1, 1);
  const ihdrData = png.subarray(12, 29); // "IHDR" + 13 bytes
  const patched = Buffer.from(ihdrData);
  patched.writeUInt32BE(width, 4);
  patched.writeUInt32BE(height, 8);
  const out = Buffer.from(png);
  patched.copy(out, 12);
  out.writeUInt32BE(crc32(patched), 29);
  return out;
}

/**
 * A PNG that grows when re-encoded: a square of `side` px tiling a small block of noise. The file
 * is small (each row repeats its tile), but once scaled to fit 2048 px the tile no longer lines up
 * with the pixels and the copy is noise: 1.3 MB sent became 9.8 MB stored before the size cap.
 */
export function tiledNoisePng(side = 4890, tile = 48): Promise<Buffer> {
  const block = Buffer.alloc(tile * tile * 3);
  let seed = 7;
  for (let i = 0; i < block.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    block[i] = seed >> 16;
  }
  return sharp({ create: { width: side, height: side, channels: 3, background: '#000000' } })
    .composite([{ input: block, raw: { width: tile, height: tile, channels: 3 }, tile: true, left: 0, top: 0 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
