import { SetLimits } from '@coursecards/shared/constants/limits';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { animatedGif } from '../../../../../reliability/uploads/gif.ts';
import { solidImage, tiledNoisePng } from '../../../test/images.ts';
import { processImage, RefusedImageError } from './image-processing.ts';

describe('processImage bounds', () => {
  it('stores an image that grows on re-encoding within the upload limit, smaller', async () => {
    const input = await tiledNoisePng();
    expect(input.length).toBeLessThan(1.5 * 2 ** 20);
    const stored = await processImage(input);
    expect(stored.kind).toBe('png');
    expect(stored.data.length).toBeLessThanOrEqual(SetLimits.imageStoredMaxBytes);
    expect(stored.width).toBeLessThan(2048);
    const meta = await sharp(stored.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', stored.width, stored.height]);
  }, 30_000);

  it('refuses an animation over the frames × pixels bound, saying so, before decoding its frames', async () => {
    const gif = animatedGif({ screen: [480, 480], frame: [480, 480], frames: 100 });
    const refusal = await processImage(gif).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(RefusedImageError);
    expect((refusal as Error).message).toMatch(
      /^This animation is too long or too large to store: its 100 frames of 480×480 pixels add up to 23,040,000 pixels/,
    );
  });

  it('keeps every frame of an animation within the bound', async () => {
    const gif = animatedGif({ screen: [200, 200], frame: [200, 200], frames: 20, alternate: true });
    const stored = await processImage(gif);
    const meta = await sharp(stored.data, { animated: true }).metadata();
    expect([meta.pages, meta.width, meta.pageHeight]).toEqual([20, 200, 200]);
  });

  it('bounds an animation as it is stored: a large one scaled to 2048 px is judged at that size', async () => {
    // 4 frames of 4000×100 are stored as 2048×51: 0.42 million pixels, within the bound.
    const gif = animatedGif({ screen: [4000, 100], frame: [4000, 100], frames: 4, alternate: true });
    const stored = await processImage(gif);
    expect([stored.width, stored.height]).toEqual([2048, 51]);
    expect((await sharp(stored.data, { animated: true }).metadata()).pages).toBe(4);
  });

  it('scales a still GIF to the same pixel budget', async () => {
    const stored = await processImage(await solidImage('gif', 1600, 1200));
    expect(stored.width * stored.height).toBeLessThanOrEqual(SetLimits.animationMaxPixels);
    expect(stored.width / stored.height).toBeCloseTo(4 / 3, 1);
  });
});
