import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

export interface Frame {
  file: string;
  /** when the browser drew it, in seconds since the epoch */
  at: number;
}

export interface Recording {
  frames: Frame[];
  /** when recording stopped, in seconds since the epoch: the last frame lasts until then */
  end: number;
}

/**
 * Records the page through Chromium's screencast: a JPEG each time the page's pixels change, with
 * the time it was drawn. Between changes nothing comes, so each frame lasts until the next; the
 * encoder turns that into a steady frame rate. Playwright's own recordVideo needs an ffmpeg build
 * Playwright downloads; this needs none.
 */
export class ScreenRecorder {
  private readonly frames: Frame[] = [];
  private cdp: CDPSession | undefined;
  private failure: Error | undefined;

  constructor(
    private readonly page: Page,
    private readonly dir: string,
    private readonly size: { width: number; height: number },
  ) {}

  async start(): Promise<void> {
    const cdp = await this.page.context().newCDPSession(this.page);
    this.cdp = cdp;
    cdp.on('Page.screencastFrame', (frame) => {
      try {
        const file = join(this.dir, `frame-${String(this.frames.length).padStart(5, '0')}.jpg`);
        writeFileSync(file, Buffer.from(frame.data, 'base64'));
        this.frames.push({ file, at: frame.metadata.timestamp ?? Date.now() / 1000 });
      } catch (err) {
        this.failure ??= err instanceof Error ? err : new Error(String(err));
      }
      cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
    });
    await cdp.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 92,
      maxWidth: this.size.width,
      maxHeight: this.size.height,
    });
  }

  /** The recording so far; the first frame's time is the video's zero. */
  get startedAt(): number | undefined {
    return this.frames[0]?.at;
  }

  async stop(): Promise<Recording> {
    const end = Date.now() / 1000;
    await this.cdp?.send('Page.stopScreencast');
    await this.cdp?.detach();
    if (this.failure) throw this.failure;
    if (this.frames.length === 0) throw new Error('The screencast sent no frames');
    return { frames: [...this.frames], end };
  }
}
