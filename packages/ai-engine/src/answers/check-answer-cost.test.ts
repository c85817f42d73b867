import { SetLimits } from '@coursecards/shared/constants/limits';
import { describe, expect, it, vi } from 'vitest';
import { checkAnswerLocally } from './check-answer.ts';

/**
 * The checker's work on hostile answers (issue 16, item 7): counted as calls to the word-level
 * helpers every comparison goes through (edit distances, word forms, the thesaurus, the word list),
 * not in time. It must grow in step with the answers' length, never with its square, and stay within
 * a bound at the longest a card side may be.
 */
const work = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./edit-distance.ts', async (original) => counted(await original()));
vi.mock('./word-forms.ts', async (original) => counted(await original()));
vi.mock('./wordnet.ts', async (original) => counted(await original()));
vi.mock('./lexicon.ts', async (original) => counted(await original()));

function counted(module: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(module).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (...args: unknown[]) => {
            work.calls++;
            return (value as (...a: unknown[]) => unknown)(...args);
          }
        : value,
    ]),
  );
}

const fill = (piece: string, length: number) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length);

/** Answers made to be costly: long, repeated, numbers and units, symbols, misspellings. */
const HOSTILE: ReadonlyArray<[typed: string, card: string, question: string]> = [
  ['3 kg m s^-2 ', 'photosynthesis of light energy ', 'what is it '],
  ['Fe Na K ', 'iron sodium potassium calcium ', 'which elements '],
  ['½', 'photosynthesis of light energy ', '½'],
  ['photosynthesys ', 'photosynthesis of light energy ', 'what is it '],
  ['alpha beta gamma delta epsilon zeta eta theta ', 'nu xi omicron pi rho sigma tau upsilon ', 'what '],
  ['1 2 3 4 5 6 7 8 9 ', '9.5 8.5 7.5 6.5 ', 'in m/s '],
  ['fourty forteen ', '14 40 41 42 43 44 45 46 47 48 ', 'how many '],
  ['because ', 'unemployment causes inflation ', 'why '],
  ['from a to b ', 'from b to a into c ', 'how '],
  ['one seller ', 'many sellers and one buyer ', 'who '],
  ['doubles ', 'halves triples quadruples ', 'how does it change '],
  ['mitosis or meiosis increases or decreases ', 'meiosis only increases ', 'or '],
  ['plants and meat out of ', 'only plants into only ', 'only '],
  ['2 + 3 - 4 × ', '2 - 3 + 4 / ', 'plus '],
  ['demand causes supply ', 'supply causes demand equals ', 'greater than '],
  ['5 km 6 km 7 km ', '5 m 6 m 7 m ', 'in km '],
  ['a', 'b', 'c'],
];

function callsFor([typed, card, question]: (typeof HOSTILE)[number], length: number): number {
  work.calls = 0;
  checkAnswerLocally(fill(typed, length), fill(card, length), fill(question, length));
  return work.calls;
}

describe('checkAnswerLocally: work on hostile answers', () => {
  // loads the word list and the thesaurus, which are not what is counted
  checkAnswerLocally('mitocondria', 'Mitochondria', 'Which organelle makes ATP?');

  it.each(HOSTILE.map((fields) => [fields[0].trim(), fields] as const))(
    '%j: work grows with the length, not its square, and stays bounded at 5,000 characters',
    (_name, fields) => {
      const quarter = callsFor(fields, SetLimits.cardTextMax / 4);
      const whole = callsFor(fields, SetLimits.cardTextMax);
      // four times the text: at most about four times the work (a little more for fixed costs)
      expect(whole).toBeLessThanOrEqual(5 * Math.max(quarter, 200));
      // (before the comparisons were indexed and budgeted: 1.8 million for unit symbols)
      expect(whole).toBeLessThanOrEqual(20_000);
    },
  );
});
