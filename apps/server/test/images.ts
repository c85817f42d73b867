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
