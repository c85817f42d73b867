import type { GenerateFlashcardsResponse } from '@coursecards/shared/schemas/ai';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.ts';
import { suiteAccount, suiteApp } from '../../../test/suite-app.ts';

interface Failure {
  message: string;
  code: string;
}

const NOTES = `# Cell division

Mitosis is the division of the nucleus that produces two genetically identical nuclei.
Meiosis is a type of cell division that halves the chromosome number and produces four haploid gametes.

## Stages of mitosis
1. Prophase – chromatin condenses into visible chromosomes.
2. Metaphase – chromosomes line up along the metaphase plate.
3. Anaphase – sister chromatids separate and move to opposite poles.
4. Telophase – nuclear envelopes re-form around the two sets of chromosomes.

## Key terms
- Centromere: the region where two sister chromatids are joined
- Haploid: having one set of chromosomes
- Cytokinesis: the division of the cytoplasm after mitosis

The spread of cancer cells to distant sites is known as metastasis. The protein p53 was discovered by David Lane in 1979.
`;

describe('POST /api/ai/generate-flashcards (local engine)', () => {
  const t = suiteApp();
  const student = suiteAccount(t);

  const generate = (payload: unknown, token: string | null = student.token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ai/generate-flashcards',
      payload: payload as Record<string, unknown>,
      headers: token ? bearer(token) : {},
    });

  it('refuses a visitor who is not signed in', async () => {
    const res = await generate({ notes: NOTES, count: 10 }, null);
    expect(res.statusCode).toBe(401);
  });

  it('makes cards from good notes: questions and answers from the notes, no duplicates, not cached', async () => {
    const res = await generate({ notes: NOTES, count: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<GenerateFlashcardsResponse>();
    expect(body.flashcards).toHaveLength(5);
    expect(body.message).toBeUndefined();
    for (const card of body.flashcards) {
      expect(card.question).toMatch(/^[A-Z].*\?$/);
      expect(card.answer.trim()).not.toBe('');
    }
    expect(new Set(body.flashcards.map((c) => c.question)).size).toBe(5);
    const questions = body.flashcards.map((c) => c.question);
    expect(questions).toContain('What is mitosis?');
    expect(questions).toContain('What are the four stages of mitosis?');
  });

  it('gives the same cards for the same notes', async () => {
    const first = (await generate({ notes: NOTES, count: 8 })).json<GenerateFlashcardsResponse>();
    const second = (await generate({ notes: NOTES, count: 8 })).json<GenerateFlashcardsResponse>();
    expect(second).toEqual(first);
  });

  it('makes fewer cards than asked when it cannot make that many, and says so', async () => {
    const res = await generate({ notes: NOTES, count: 50 });
    expect(res.statusCode).toBe(200);
    const body = res.json<GenerateFlashcardsResponse>();
    const made = body.flashcards.length;
    expect(made).toBeGreaterThan(5);
    expect(made).toBeLessThan(50);
    // the message says how many and why, and the figures come with it
    expect(body.message).toMatch(new RegExp(`^${made} flashcards were made instead of 50: `));
    expect(body.message).toMatch(/may have missed facts in these notes/);
    expect(body.shortfall).toMatchObject({ asked: 50, made });
  });

  it('chooses the count itself with autoCount, whatever count says', async () => {
    const res = await generate({ notes: NOTES, count: 5, autoCount: true });
    expect(res.statusCode).toBe(200);
    const body = res.json<GenerateFlashcardsResponse>();
    expect(body.flashcards.length).toBeGreaterThan(5);
    expect(body.flashcards.length).toBeLessThanOrEqual(50);
    expect(body.message).toBeUndefined();
  });

  it('uses 10 cards when no count is given', async () => {
    const long = `${NOTES}\nInterphase is the period between divisions in which the cell grows and copies its DNA. Apoptosis is programmed cell death that removes damaged cells. Cyclins are proteins whose concentration rises and falls during the cell cycle.`;
    const body = (await generate({ notes: long })).json<GenerateFlashcardsResponse>();
    expect(body.flashcards).toHaveLength(10);
  });

  it('answers notes without any fact with no cards and the spec’s message', async () => {
    const notes =
      'hello there, see you later, maybe tomorrow or the day after, who knows, we will see about that then. ok bye now!!';
    const res = await generate({ notes, count: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json<GenerateFlashcardsResponse>()).toEqual({
      flashcards: [],
      message: 'No valid flashcards could be generated. Please try different notes.',
    });
  });

  describe('refuses bad input with the schema’s message', () => {
    const refused = async (payload: unknown) => {
      const res = await generate(payload);
      expect(res.statusCode).toBe(400);
      return res.json<Failure>();
    };

    it('empty or blank notes', async () => {
      for (const notes of ['', '   \n  ']) {
        expect((await refused({ notes, count: 10 })).message).toBe(
          'Please provide some notes or upload a PDF to generate flashcards',
        );
      }
      expect((await refused({ count: 10 })).code).toBe('validation_error');
    });

    it('notes under 100 characters (after trimming)', async () => {
      const body = await refused({ notes: `   ${'x'.repeat(99)}   `, count: 10 });
      expect(body.message).toBe('Please provide at least 100 characters of notes for better results');
    });

    it('notes over 40,000 characters', async () => {
      const body = await refused({ notes: 'a'.repeat(40_001), count: 10 });
      expect(body.message).toBe('Notes must be 40,000 characters or fewer');
    });

    it('a count outside 5–50', async () => {
      for (const count of [4, 51, 0, -10]) {
        expect((await refused({ notes: NOTES, count })).message).toBe('Card count must be between 5 and 50');
      }
    });

    it('a count that is not a whole number or not a number', async () => {
      expect((await refused({ notes: NOTES, count: 7.5 })).message).toBe('Card count must be a whole number');
      expect((await refused({ notes: NOTES, count: 'ten' })).code).toBe('validation_error');
    });

    it('autoCount that is not a boolean', async () => {
      expect((await refused({ notes: NOTES, count: 10, autoCount: 'yes' })).code).toBe('validation_error');
    });
  });

  it('accepts notes of exactly 40,000 characters', async () => {
    let notes = NOTES;
    while (notes.length < 40_000) notes += `\n\n${NOTES}`;
    const res = await generate({ notes: notes.slice(0, 40_000), count: 50 });
    expect(res.statusCode).toBe(200);
    const cards = res.json<GenerateFlashcardsResponse>().flashcards;
    expect(cards.length).toBeGreaterThan(5);
    expect(new Set(cards.map((c) => c.question.toLowerCase())).size).toBe(cards.length);
  });
});
