import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { repeatingZlib } from './deflate-bomb.ts';

/** Hostile and borderline images, made on the fly; nothing here is a committed binary. */

export const HTML_PAGE =
  '<!doctype html><html><body><script>fetch("/api/auth/me").then(r=>r.text()).then(alert)</script></body></html>';
export const SVG_WITH_SCRIPT =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="48" onload="alert(1)">' +
  '<script>alert(document.domain)</script><rect width="64" height="48" fill="#4f46e5"/></svg>';
export const SCRIPT = 'alert(document.cookie);\n//<script>alert(1)</script>\n';

/** A picture with detail (noise over a gradient), so it neither compresses to nothing nor decodes trivially. */
export function photo(format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff', width = 240, height = 160): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = ((i % (width * 3)) * 200) / (width * 3) + (seed % 50);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

export function solid(format: 'png' | 'jpeg' | 'webp' | 'gif', width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 79, g: 70, b: 229 } } })
    .toFormat(format, format === 'webp' ? { lossless: true } : {})
    .toBuffer();
}

// ── PNG by chunks ──

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, sum]);
}

function ihdr(width: number, height: number, bitDepth: number, colourType: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = bitDepth;
  data[9] = colourType;
  return pngChunk('IHDR', data);
}

/**
 * A real pixel flood: a 1-bit greyscale PNG of width×height whose every row is really there, all
 * zeros, so the file is a valid image of a few hundred kilobytes that decodes to billions of pixels.
 */
export function pixelFloodPng(width = 50_000, height = 50_000): Buffer {
  const rowBytes = 1 + Math.ceil(width / 8);
  const rowsPerUnit = 1000;
  const idat = repeatingZlib(
    Buffer.alloc(rowBytes * rowsPerUnit),
    Math.floor(height / rowsPerUnit),
    Buffer.alloc(rowBytes * (height % rowsPerUnit)),
  );
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height, 1, 0),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG header claiming width×height and nothing behind it: only the header says how big. */
export function floodHeaderPng(width = 100_000, height = 100_000): Buffer {
  const pixels = deflateSync(Buffer.from([0, 0]));
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height, 1, 0),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small valid PNG carrying a compressed text chunk (zTXt) that inflates to `megabytes` of spaces. */
export async function textChunkBombPng(megabytes = 1024): Promise<Buffer> {
  const png = await solid('png', 32, 32);
  const text = Buffer.concat([
    Buffer.from('Comment\0\0', 'latin1'),
    repeatingZlib(Buffer.alloc(1 << 20, 0x20), megabytes),
  ]);
  return insertBeforeIend(png, pngChunk('zTXt', text));
}

/** A small valid PNG whose ICC profile chunk (iCCP) inflates to `megabytes`. */
export async function profileBombPng(megabytes = 1024): Promise<Buffer> {
  const png = await solid('png', 32, 32);
  const profile = Buffer.concat([
    Buffer.from('bomb\0\0', 'latin1'),
    repeatingZlib(Buffer.alloc(1 << 20, 0), megabytes),
  ]);
  // iCCP must come before the image data.
  const afterIhdr = PNG_SIGNATURE.length + 25;
  return Buffer.concat([png.subarray(0, afterIhdr), pngChunk('iCCP', profile), png.subarray(afterIhdr)]);
}

/** A valid PNG with a tEXt chunk holding an HTML page: a polyglot that sniffers may take for HTML. */
export async function pngWithHtmlChunk(): Promise<Buffer> {
  return insertBeforeIend(await photo('png', 64, 48), pngChunk('tEXt', Buffer.from(`Comment\0${HTML_PAGE}`, 'latin1')));
}

function insertBeforeIend(png: Buffer, chunk: Buffer): Buffer {
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

// ── JPEG by segments ──

/** A JPEG whose frame header (SOF) claims width×height, its scan data left as it was. */
export async function hugeJpegHeader(width = 65_500, height = 65_500): Promise<Buffer> {
  const jpeg = Buffer.from(await solid('jpeg', 16, 16));
  for (let i = 2; i + 9 < jpeg.length;) {
    if (jpeg[i] !== 0xff) break;
    const marker = jpeg[i + 1] ?? 0;
    const length = jpeg.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
    i += 2 + length;
  }
  throw new Error('the JPEG has no frame header');
}

/** A valid JPEG with an HTML page in a comment (COM) segment and another after its end. */
export async function jpegWithHtml(): Promise<Buffer> {
  const jpeg = await photo('jpeg', 64, 48);
  const comment = Buffer.from(HTML_PAGE, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2), Buffer.from(HTML_PAGE)]);
}

// ── WebP ──

/** A lossless WebP whose VP8L header claims the format's largest size, 16383×16383 (268 megapixels). */
export async function hugeWebpHeader(): Promise<Buffer> {
  const webp = Buffer.from(await solid('webp', 1, 1));
  const at = webp.indexOf('VP8L', 12, 'latin1');
  if (at < 0) throw new Error('not a lossless WebP');
  // After the chunk header and the 0x2f signature: 14 bits width-1, 14 bits height-1, alpha, version.
  const bits = webp.readUInt32LE(at + 9);
  webp.writeUInt32LE(((bits & 0xf0000000) | (16_382 << 14) | 16_382) >>> 0, at + 9);
  return webp;
}

// ── Costly to store ──

/**
 * A PNG that grows when re-encoded: 4890×4890 tiling a 48 px block of noise. Each row repeats, so the
 * file is 1.3 MB; scaled to 2048 px the tiles no longer line up and the copy is 2048×2048 of noise,
 * 9.8 MB as a PNG, before the stored size was capped.
 */
export { tiledNoisePng } from '../../apps/server/test/images.ts';

/** A still GIF of random pixels: the costliest picture to re-encode per pixel (a full palette, no runs). */
export function noiseGif(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 99;
  for (let i = 0; i < pixels.length; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    pixels[i] = seed >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .gif({ effort: 1 })
    .toBuffer();
}
