import sharp from 'sharp';

export type ImageKind = 'jpg' | 'png' | 'webp' | 'gif';

export const IMAGE_MIME: Record<ImageKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Larger images are scaled down to fit: cards show them far smaller. */
export const MAX_IMAGE_SIDE = 2048;
/**
 * Decoding stops past this many pixels (about 24 megapixels, a large phone photo), far below
 * sharp's default of 268 million: a small file that unpacks to a huge bitmap is refused.
 */
export const MAX_INPUT_PIXELS = 24_000_000;
/** An animated GIF may have at most this many frames. */
export const MAX_GIF_FRAMES = 100;

// One image at a time per call, and no cache of decoded images between requests.
sharp.cache(false);

/** The type from the file's first bytes, whatever its name or declared type says. */
export function sniffImageKind(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export interface ProcessedImage {
  data: Buffer;
  kind: ImageKind;
  width: number;
  height: number;
}

export class UnusableImageError extends Error {}

/**
 * Decodes and re-encodes an upload: whatever else the file carried (metadata, trailing data of a
 * polyglot, a second format) is gone, orientation is applied, and the size is capped. Truncated or
 * malformed images fail to decode and are refused.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const kind = sniffImageKind(input);
  if (!kind) throw new UnusableImageError('not a JPEG, PNG, WebP or GIF image');
  const animated = kind === 'gif' || kind === 'webp';
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', animated });
    const meta = await source.metadata();
    if ((meta.pages ?? 1) > MAX_GIF_FRAMES) throw new UnusableImageError('too many frames');
    let pipeline = source.rotate().resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    pipeline =
      kind === 'jpg'
        ? pipeline.jpeg({ quality: 82, mozjpeg: true })
        : kind === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : kind === 'webp'
            ? pipeline.webp({ quality: 82 })
            : pipeline.gif();
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, kind, width: info.width, height: info.pageHeight ?? info.height };
  } catch (err) {
    if (err instanceof UnusableImageError) throw err;
    throw new UnusableImageError(err instanceof Error ? err.message : 'the image could not be decoded');
  }
}
