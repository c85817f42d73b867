import { MatchLimits } from '../constants/limits.ts';

/**
 * Match's score (learn-and-match §3): the time to clear the board, measured by the server from the
 * moment it started the game, plus a second for each wrong pair. A board cleared faster than a
 * person can is refused, judged on the measured time alone.
 */

export function matchScoreMs(elapsedMs: number, wrongPairs: number): number {
  return Math.max(0, Math.round(elapsedMs)) + Math.max(0, Math.floor(wrongPairs)) * MatchLimits.wrongPairPenaltyMs;
}

export const isImpossibleMatchTime = (elapsedMs: number) => elapsedMs < MatchLimits.minPlausibleMs;

/** "12.3 s", or "1:02.5" from a minute on: tenths, rounded down (never a tenth more than the time was) */
export function formatMatchTime(ms: number): string {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  const seconds = Math.floor(tenths / 10);
  const tenth = tenths % 10;
  if (seconds < 60) return `${seconds}.${tenth} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}.${tenth}`;
}
