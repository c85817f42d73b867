import { MatchLimits } from '../constants/limits.ts';
import { z } from './z.ts';

/** Match's calls (learn-and-match §5), under /api. Times are milliseconds. */
const Id = z.string().min(1).max(64);

export const MatchSetParams = z.object({ setId: Id });

/** POST /match/{setId}/start: the server's clock starts; the id names this game. */
export const MatchStartResponse = z.object({ attemptId: z.string(), startedAt: z.string() });
export type MatchStartResponse = z.infer<typeof MatchStartResponse>;

/** POST /match/{setId}/finish */
export const MatchFinishRequest = z.object({
  attemptId: z.string().min(1).max(128),
  wrongPairs: z.number().int().min(0).max(MatchLimits.wrongPairsMax),
});
export type MatchFinishRequest = z.input<typeof MatchFinishRequest>;

export const MatchFinishResponse = z.object({
  /** measured by the server, start to finish */
  elapsedMs: z.number().int(),
  /** elapsed plus a second per wrong pair: the score */
  timeMs: z.number().int(),
  personalBestMs: z.number().int(),
  isPersonalBest: z.boolean(),
});
export type MatchFinishResponse = z.infer<typeof MatchFinishResponse>;

export const LeaderboardEntry = z.object({
  rank: z.number().int(),
  username: z.string(),
  timeMs: z.number().int(),
  isYou: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

/**
 * GET /match/{setId}/scores: the student's best, and for a public set the best times of students at
 * the student's school (null for a private set, or a student with no school).
 */
export const MatchScoresResponse = z.object({
  personalBestMs: z.number().int().nullable(),
  leaderboard: z.object({ school: z.string(), entries: z.array(LeaderboardEntry) }).nullable(),
});
export type MatchScoresResponse = z.infer<typeof MatchScoresResponse>;
