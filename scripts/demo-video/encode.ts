import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

export const ffmpeg = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
const FPS = 25;

/** Whether this ffmpeg can encode with the named encoder (Debian's builds have libx264; others may not). */
export function hasEncoder(name: string): boolean {
  const list = execFileSync(ffmpeg, ['-hide_banner', '-encoders'], { encoding: 'utf8' });
  return new RegExp(`^\\s*V\\S*\\s+${name}\\s`, 'm').test(list);
}

export interface TimedFrame {
  file: string;
  /** when it appears, in seconds from the start of the video */
  t: number;
}

/**
 * The video's frames at a steady rate, as numbered links to the recorded frames: each output frame
 * shows the latest recording frame due by its time (the screencast sends a frame only when
 * something changed, so a frame stays until the next). Returns ffmpeg's input pattern.
 */
export function linkFrames(frames: TimedFrame[], duration: number, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const count = Math.round(duration * FPS);
  let next = 0;
  for (let k = 0; k < count; k++) {
    while (next < frames.length && frames[next]!.t <= k / FPS) next++;
    const shown = frames[Math.max(0, next - 1)]!;
    symlinkSync(shown.file, join(dir, `${String(k).padStart(6, '0')}.jpg`));
  }
  return join(dir, '%06d.jpg');
}

function run(args: string[]): void {
  execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

const input = (pattern: string) => ['-framerate', String(FPS), '-i', pattern, '-vf', 'format=yuv420p', '-an'];

/**
 * VP9 in WebM at constant quality. A screen recording is mostly still, so a high CRF keeps text
 * sharp at a small size; one pass at speed 4 takes minutes rather than a quarter of an hour on two
 * busy cores, for a file a few percent larger.
 */
export function encodeWebm(list: string, out: string): void {
  run([
    ...input(list),
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '40',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    '-row-mt',
    '1',
    '-tile-columns',
    '1',
    '-g',
    String(FPS * 5),
    out,
  ]);
}

/** H.264 (High profile) in MP4 for browsers without VP9, its index first so playback starts at once. */
export function encodeMp4(list: string, out: string): void {
  run([
    ...input(list),
    '-c:v',
    'libx264',
    '-preset',
    'medium',
    '-tune',
    'animation',
    '-crf',
    '27',
    '-profile:v',
    'high',
    '-g',
    String(FPS * 5),
    '-movflags',
    '+faststart',
    out,
  ]);
}

/** The poster: one frame as WebP. */
export function encodePoster(frameFile: string, out: string): void {
  run(['-i', frameFile, '-c:v', 'libwebp', '-quality', '80', '-compression_level', '6', out]);
}

export function probeDuration(file: string): number {
  const out = execFileSync(
    ffmpeg.replace(/ffmpeg$/, 'ffprobe'),
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
    { encoding: 'utf8' },
  );
  return Number(out.trim());
}

/** hh:mm:ss.mmm */
function timestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

export interface Step {
  /** seconds from the start of the video */
  start: number;
  end: number;
  text: string;
}

/** Captions placed in the video (seconds from its start), each lasting until the next. */
export function stepsOf(cues: { t: number; text: string }[], duration: number): Step[] {
  return cues.map((cue, i) => ({ start: cue.t, end: Math.min(duration, cues[i + 1]?.t ?? duration), text: cue.text }));
}

/** WebVTT captions: one cue a step, saying what is happening on screen (the video has no sound). */
export function webVtt(steps: Step[]): string {
  const cues = steps.map((step, i) => `${i + 1}\n${timestamp(step.start)} --> ${timestamp(step.end)}\n${step.text}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
