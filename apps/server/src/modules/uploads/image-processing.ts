import { SetLimits } from '@coursecards/shared/constants/limits';
import { SetMessages } from '@coursecards/shared/constants/set-messages';
import sharp, { type Sharp } from 'sharp';

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

/**
 * How hard the encoder tries to make the file small: `best` for an upload (one image, worth the
 * time), `fast` for the many images of an import (several times quicker, files a little larger).
 */
export type EncodeEffort = 'best' | 'fast';

/** Not an image we can read: the client is told to pick an image file. */
export class UnusableImageError extends Error {}

/** A readable image we will not store, with the message that says why and what to do instead. */
export class RefusedImageError extends Error {}

/** How many times a stored image over the size cap is encoded again, smaller, before it is refused. */
const SMALLER_ATTEMPTS = 3;

/**
 * Decodes and re-encodes an upload: whatever else the file carried (metadata, trailing data of a
 * polyglot, a second format) is gone, orientation is applied, and the size is capped. Truncated or
 * malformed images fail to decode and are refused.
 *
 * Two bounds keep one upload cheap and small. An animation holds at most SetLimits.animationMaxPixels
 * over all its frames as stored (re-encoding GIF frames costs about half a second per million
 * detailed pixels), else it is refused before any frame is decoded; a still GIF is scaled to that
 * many pixels. And the stored file is at most SetLimits.imageStoredMaxBytes: a picture that grows on
 * re-encoding (a small tiled PNG whose scaled copy no longer repeats) is encoded again, smaller.
 */
export async function processImage(input: Buffer, effort: EncodeEffort = 'best'): Promise<ProcessedImage> {
  const kind = sniffImageKind(input);
  if (!kind) throw new UnusableImageError('not a JPEG, PNG, WebP or GIF image');
  const animated = kind === 'gif' || kind === 'webp';
  const source = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', animated });
  try {
    const meta = await source().metadata();
    const frames = meta.pages ?? 1;
    if (frames > MAX_GIF_FRAMES) throw new UnusableImageError('too many frames');
    const width = meta.width;
    const height = meta.pageHeight ?? meta.height;
    // The longest side as stored: within 2048 px, and for a GIF within the pixel budget.
    let side = Math.min(Math.max(width, height), MAX_IMAGE_SIDE);
    const scaled = (s: number) => [scaledSide(width, s, width, height), scaledSide(height, s, width, height)] as const;
    const [w, h] = scaled(side);
    if (frames > 1 && frames * w * h > SetLimits.animationMaxPixels) {
      throw new RefusedImageError(SetMessages.imageAnimationTooLarge(frames, w, h, SetLimits.animationMaxPixels));
    }
    if (kind === 'gif' && w * h > SetLimits.animationMaxPixels) {
      side = Math.floor(side * Math.sqrt(SetLimits.animationMaxPixels / (w * h)));
    }
    for (let attempt = 0; ; attempt++) {
      const { data, info } = await encode(source(), kind, side, attempt > 0, effort === 'fast');
      if (data.length <= SetLimits.imageStoredMaxBytes) {
        return { data, kind, width: info.width, height: info.pageHeight ?? info.height };
      }
      if (attempt === SMALLER_ATTEMPTS) throw new RefusedImageError(SetMessages.imageTooDetailed);
      // Bytes grow about with the area: aim a tenth under the cap, shrinking by a quarter at least.
      const factor = Math.min(0.75, Math.sqrt((0.9 * SetLimits.imageStoredMaxBytes) / data.length));
      side = Math.max(1, Math.floor(side * factor));
    }
  } catch (err) {
    if (err instanceof UnusableImageError || err instanceof RefusedImageError) throw err;
    throw new UnusableImageError(err instanceof Error ? err.message : 'the image could not be decoded');
  }
}

/** One side's length when the longest side becomes `side` (never enlarged). */
function scaledSide(length: number, side: number, width: number, height: number): number {
  const longest = Math.max(width, height);
  return longest <= side ? length : Math.max(1, Math.round((length * side) / longest));
}

/**
 * Orients, fits within `side`×`side` and encodes. A second try (or a fast one) spends less effort on
 * compression: mozjpeg and the highest PNG level gain a few per cent at several times the time.
 */
function encode(image: Sharp, kind: ImageKind, side: number, retry: boolean, fast: boolean) {
  const pipeline = image.rotate().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  const quick = retry || fast;
  const encoded =
    kind === 'jpg'
      ? pipeline.jpeg({ quality: retry ? 75 : 82, mozjpeg: !quick })
      : kind === 'png'
        ? pipeline.png({ compressionLevel: quick ? 6 : 9 })
        : kind === 'webp'
          ? pipeline.webp({ quality: retry ? 75 : 82, effort: quick ? 2 : 4 })
          : pipeline.gif();
  return encoded.toBuffer({ resolveWithObject: true });
}
