import type { Locator, Page } from 'playwright-core';

export interface Cue {
  /** seconds since the epoch, when it was said; Timeline.videoTime places it in the video */
  at: number;
  text: string;
}

/** A stretch of the recording: wall-clock seconds since the epoch, and how long it lasts in the video. */
interface Segment {
  from: number;
  to: number;
  video: number;
  /** time between actions: the app at work */
  wait?: boolean;
}

/**
 * The video's own clock. On a busy machine every mouse step, keystroke and page update takes longer
 * than planned, so the recording's wall-clock time says more about the machine than about the
 * product. Each action therefore lasts in the video as long as it was planned to (a glide of 600 ms
 * is 600 ms of video however long it took), and time spent waiting for the app between actions
 * lasts as long as it took, up to MAX_WAIT: a pace a viewer can follow, the same on any machine.
 */
export class Timeline {
  private readonly segments: Segment[] = [];
  private last: number;

  constructor(start = now()) {
    this.last = start;
  }

  /** Closes the stretch since the last action: the app was working (or the machine was busy). */
  private waited(): void {
    const t = now();
    if (t > this.last)
      this.segments.push({ from: this.last, to: t, video: Math.min(t - this.last, MAX_WAIT), wait: true });
    this.last = t;
  }

  async span<T>(video: number | ((wall: number) => number), work: () => Promise<T>): Promise<T> {
    this.waited();
    const from = now();
    const result = await work();
    const to = now();
    this.segments.push({ from, to, video: typeof video === 'number' ? video : video(to - from) });
    this.last = to;
    return result;
  }

  end(): void {
    this.waited();
  }

  get duration(): number {
    return this.segments.reduce((sum, s) => sum + s.video, 0);
  }

  /** Wall-clock seconds recorded, and the waits for the app: their number and share of the video. */
  summary(): { wall: number; waits: number; waited: number } {
    const waits = this.segments.filter((s) => s.wait);
    const first = this.segments[0];
    const last = this.segments.at(-1);
    return {
      wall: first && last ? last.to - first.from : 0,
      waits: waits.length,
      waited: waits.reduce((sum, s) => sum + s.video, 0),
    };
  }

  /** Where a wall-clock moment falls in the video, in seconds from its start. */
  videoTime(wall: number): number {
    let base = 0;
    for (const s of this.segments) {
      if (wall < s.from) return base;
      if (wall < s.to) return base + ((wall - s.from) / (s.to - s.from)) * s.video;
      base += s.video;
    }
    return base;
  }
}

/** The longest a wait for the app lasts in the video, in seconds. */
const MAX_WAIT = 0.5;

const now = () => Date.now() / 1000;

/** The little of the DOM a hit test needs (this project's Node types have none). */
interface HitTestable {
  contains(other: unknown): boolean;
  ownerDocument: { elementFromPoint(x: number, y: number): unknown };
}

/** ease-in-out: a hand starts and stops gently */
const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Drives the page the way a person does, at a pace a viewer can follow: the pointer glides to what
 * it clicks, typing goes at a typing speed, and each step has a caption. Every action still goes
 * through the real UI (mouse and keyboard events), never through the app's code.
 */
export class Director {
  readonly cues: Cue[] = [];
  posterAt: number | undefined;
  timeline = new Timeline();
  private x: number;
  private y: number;

  constructor(
    readonly page: Page,
    viewport: { width: number; height: number },
  ) {
    this.x = viewport.width * 0.62;
    this.y = viewport.height * 0.72;
  }

  /** The video's clock starts now (when the recording does). */
  start(): void {
    this.timeline = new Timeline();
  }

  /** Starts a caption; it lasts until the next one (or the end). */
  caption(text: string): void {
    this.cues.push({ at: now(), text });
  }

  /** The poster is the frame shown at this moment. */
  markPoster(): void {
    this.posterAt = now();
  }

  /** Holds still: what is on screen stays there for `ms` of video. */
  pause(ms: number): Promise<void> {
    return this.timeline.span(ms / 1000, () => sleep(ms));
  }

  /** Puts the pointer where it starts, without a glide (the page has just loaded). */
  async placePointer(): Promise<void> {
    await this.page.mouse.move(this.x, this.y);
  }

  /** Glides the pointer to a point, about 60 steps a second, slower over longer distances. */
  async moveTo(x: number, y: number): Promise<void> {
    const distance = Math.hypot(x - this.x, y - this.y);
    const duration = Math.min(600, Math.max(250, 150 + distance * 0.5));
    const steps = Math.max(8, Math.round(duration / 16));
    const [fromX, fromY] = [this.x, this.y];
    await this.timeline.span(duration / 1000, async () => {
      const started = Date.now();
      for (let i = 1; i <= steps; i++) {
        const t = ease(i / steps);
        await this.page.mouse.move(fromX + (x - fromX) * t, fromY + (y - fromY) * t);
        const due = started + (duration * i) / steps;
        if (due > Date.now()) await sleep(due - Date.now());
      }
    });
    this.x = x;
    this.y = y;
  }

  /**
   * Brings an element into view with a smooth scroll when it is not (fully) on screen. Finding it
   * is the director's bookkeeping, not something to watch: at most a moment of video (an element
   * still appearing, a dialog opening).
   */
  async reveal(target: Locator): Promise<void> {
    const box = await this.timeline.span(
      (wall) => Math.min(wall, 0.1),
      async () => {
        await target.waitFor({ state: 'visible', timeout: 20_000 });
        return target.boundingBox();
      },
    );
    if (box && (await this.reachable(target, box))) return;
    // A smooth scroll lasts about half a second in Chromium; a busy machine draws it more slowly.
    await this.timeline.span(
      (wall) => Math.min(wall, 0.7),
      async () => {
        await target.evaluate((el: { scrollIntoView(options: object): void }) =>
          el.scrollIntoView({ behavior: 'smooth', block: 'center' }),
        );
        await this.settle(target);
      },
    );
  }

  /**
   * Whether a click at the element's centre would land on it: on screen, and not under a sticky
   * header or footer, a dialog's footer or anything else.
   */
  private async reachable(target: Locator, box: { x: number; y: number; width: number; height: number }) {
    const viewport = this.page.viewportSize() ?? { width: 1024, height: 640 };
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (box.y < 0 || box.y + box.height > viewport.height || x < 0 || x > viewport.width) return false;
    return target.evaluate(
      (el: HitTestable, [px, py]) => {
        const hit = el.ownerDocument.elementFromPoint(px, py);
        return hit !== null && el.contains(hit);
      },
      [x, y] as const,
    );
  }

  /** Waits until an element stops moving (a smooth scroll or an entrance animation has ended). */
  async settle(target: Locator): Promise<void> {
    let last = '';
    for (let i = 0; i < 40; i++) {
      await sleep(60);
      const box = JSON.stringify(await target.boundingBox());
      if (box === last) return;
      last = box;
    }
  }

  /** Glides to the element's centre (or a point inside it), then presses and releases there. */
  async click(
    target: Locator,
    { at, after = 450 }: { at?: { x: number; y: number } | undefined; after?: number } = {},
  ) {
    await this.reveal(target);
    // Still moving (an entrance animation)? Aim where it comes to rest.
    const box = await this.timeline.span(
      (wall) => Math.min(wall, 0.1),
      async () => {
        await this.settle(target);
        return target.boundingBox();
      },
    );
    if (!box) throw new Error(`Nothing to click: ${target.toString()}`);
    const x = box.x + (at ? at.x : box.width / 2);
    const y = box.y + (at ? at.y : box.height / 2);
    await this.moveTo(x, y);
    await this.pause(100);
    await this.timeline.span(0.09, async () => {
      await this.page.mouse.down();
      await sleep(90);
      await this.page.mouse.up();
    });
    if (after) await this.pause(after);
  }

  /** Clicks into a field and types at a person's speed. */
  async type(field: Locator, text: string, { delay = 55, after = 350 }: { delay?: number; after?: number } = {}) {
    await this.click(field, { after: 200 });
    await this.timeline.span((text.length * delay) / 1000, () => this.page.keyboard.type(text, { delay }));
    if (after) await this.pause(after);
  }

  /** Text arriving at once, as a paste does. */
  async paste(text: string): Promise<void> {
    await this.timeline.span(0.05, () => this.page.keyboard.insertText(text));
  }

  /** Scrolls the page (or the scrolling box under the pointer) smoothly by dy pixels. */
  async scroll(dy: number, duration = 900): Promise<void> {
    const steps = Math.max(10, Math.round(duration / 20));
    await this.timeline.span(duration / 1000, async () => {
      let done = 0;
      for (let i = 1; i <= steps; i++) {
        const next = Math.round(dy * ease(i / steps));
        await this.page.mouse.wheel(0, next - done);
        done = next;
        await sleep(duration / steps);
      }
    });
    await this.pause(250);
  }
}
