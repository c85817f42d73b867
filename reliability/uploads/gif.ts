/**
 * GIFs written by hand: sharp's encoder merges frames that look alike, and an attacker's file need not
 * look like anything an encoder would make. Two colours, every frame one solid colour.
 */

/** GIF's variable-width LZW over palette indices (minimum code size 2), packed into 255-byte sub-blocks. */
function lzwImageData(indices: Uint8Array): Buffer {
  const minCodeSize = 2;
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const bytes: number[] = [];
  let bitBuffer = 0;
  let bitCount = 0;
  let codeSize = minCodeSize + 1;
  const emit = (code: number) => {
    bitBuffer |= code << bitCount;
    bitCount += codeSize;
    while (bitCount >= 8) {
      bytes.push(bitBuffer & 0xff);
      bitBuffer >>>= 8;
      bitCount -= 8;
    }
  };
  let dictionary = new Map<number, number>();
  let nextCode = end + 1;
  emit(clear);
  let prefix = indices[0] ?? 0;
  for (let i = 1; i < indices.length; i++) {
    const k = indices[i] ?? 0;
    const key = prefix * 256 + k;
    const known = dictionary.get(key);
    if (known !== undefined) {
      prefix = known;
      continue;
    }
    emit(prefix);
    if (nextCode < 4096) {
      dictionary.set(key, nextCode++);
      if (nextCode > 1 << codeSize && codeSize < 12) codeSize++;
    } else {
      emit(clear);
      dictionary = new Map();
      nextCode = end + 1;
      codeSize = minCodeSize + 1;
    }
    prefix = k;
  }
  emit(prefix);
  emit(end);
  if (bitCount > 0) bytes.push(bitBuffer & 0xff);
  const blocks: Buffer[] = [Buffer.from([minCodeSize])];
  for (let i = 0; i < bytes.length; i += 255) {
    const block = bytes.slice(i, i + 255);
    blocks.push(Buffer.from([block.length, ...block]));
  }
  blocks.push(Buffer.from([0]));
  return Buffer.concat(blocks);
}

const u16 = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff]);

export interface GifShape {
  /** the logical screen, which may claim more than any frame holds */
  screen: [number, number];
  frame: [number, number];
  frames: number;
  /** odd frames in the second colour, so no encoder can merge them (default: every frame alike) */
  alternate?: boolean;
}

/** An animated GIF of `frames` solid frames; each colour's encoded frame is made once and repeated. */
export function animatedGif({ screen, frame, frames, alternate = false }: GifShape): Buffer {
  const [width, height] = frame;
  const frameBlock = (colour: number) =>
    Buffer.concat([
      // Graphic control extension: a 10 ms delay, so every frame is a frame of its own.
      Buffer.from([0x21, 0xf9, 0x04, 0x04, 0x01, 0x00, 0x00, 0x00]),
      Buffer.from([0x2c]),
      u16(0),
      u16(0),
      u16(width),
      u16(height),
      Buffer.from([0x00]),
      lzwImageData(new Uint8Array(width * height).fill(colour)),
    ]);
  const blocks = [frameBlock(0), alternate ? frameBlock(1) : frameBlock(0)];
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    u16(screen[0]),
    u16(screen[1]),
    // A global colour table of two entries: indigo and white.
    Buffer.from([0x80, 0x00, 0x00, 0x4f, 0x46, 0xe5, 0xff, 0xff, 0xff]),
    // NETSCAPE2.0: loop forever, as animated GIFs do.
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from('NETSCAPE2.0', 'latin1'),
    Buffer.from([0x03, 0x01, 0x00, 0x00, 0x00]),
    ...Array.from({ length: frames }, (_, i) => blocks[i % 2]!),
    Buffer.from([0x3b]),
  ]);
}
