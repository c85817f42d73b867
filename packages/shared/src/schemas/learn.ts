import { LearnLimits, SetLimits } from '../constants/limits.ts';
import type { LearnProgress as LearnProgressShape } from '../domain/learn-rounds.ts';
import { z } from './z.ts';

/**
 * Learn's calls (learn-and-match §5), under /api. The progress is the pure round state of
 * domain/learn-rounds.ts, stored as the client sends it once this schema accepts it: every list is
 * bounded, every id is a card id's length, and the whole is at most LearnLimits.progressMaxBytes.
 */
const Id = z.string().min(1).max(64);
const CardIds = z.array(Id).max(SetLimits.cardsMax);
const Round = z.number().int().min(0).max(1_000_000);

export const LearnProgress = z.object({
  version: z.literal(1),
  options: z.object({
    answerWith: z.enum(['definition', 'term']),
    questionTypes: z.enum(['multiple-choice', 'typed', 'both']),
    cards: z.enum(['all', 'starred', 'missed']),
  }),
  cards: z
    .array(
      z.object({
        id: Id,
        stage: z.enum(['unseen', 'familiar', 'mastered']),
        lastSeenRound: Round,
        missed: z.boolean(),
        misses: z.number().int().min(0).max(1_000_000),
      }),
    )
    .max(SetLimits.cardsMax),
  round: z.object({
    number: Round,
    // every card of a round, each back at most `returnsPerRound` times
    queue: z.array(Id).max(LearnLimits.roundSize * (1 + LearnLimits.returnsPerRound)),
    position: z
      .number()
      .int()
      .min(0)
      .max(LearnLimits.roundSize * (1 + LearnLimits.returnsPerRound)),
  }),
  finished: z.boolean(),
  starred: CardIds,
  lastMissed: CardIds,
}) satisfies z.ZodType<LearnProgressShape>;
export type LearnProgress = z.infer<typeof LearnProgress>;

export const LearnSetParams = z.object({ setId: Id });

/** GET /learn/{setId}/progress: null before the student first learns the set. */
export const LearnProgressResponse = z.object({ progress: LearnProgress.nullable(), updatedAt: z.string().nullable() });
export type LearnProgressResponse = z.infer<typeof LearnProgressResponse>;

/** PUT /learn/{setId}/progress */
export const SaveLearnProgressRequest = z.object({ progress: LearnProgress });
export type SaveLearnProgressRequest = z.input<typeof SaveLearnProgressRequest>;

const AnswerText = z.string().max(LearnLimits.overrideTextMax);

/**
 * POST /answer-overrides: "I was right" on a typed answer the checker graded close or incorrect, in
 * Learn or the quiz. Logged so grading errors can be counted; the grade shown changes on the client.
 */
export const AnswerOverrideRequest = z.object({
  setId: Id,
  cardId: Id,
  mode: z.enum(['learn', 'quiz']),
  question: AnswerText.default(''),
  correctAnswer: AnswerText,
  userAnswer: AnswerText.min(1),
  verdict: z.enum(['close', 'incorrect']),
  feedback: AnswerText.default(''),
});
export type AnswerOverrideRequest = z.input<typeof AnswerOverrideRequest>;
