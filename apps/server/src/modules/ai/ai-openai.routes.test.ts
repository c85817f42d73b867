import type { AnswerCheckResponse, GenerateFlashcardsResponse } from '@coursecards/shared/schemas/ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, signUpThroughApi, type SignedUp } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSet } from '../../../test/factories.ts';
import { jsonReply, OpenAiStub } from '../../../test/openai-stub.ts';
import { localEngine } from '@coursecards/ai-engine';

/**
 * The three AI calls with AI_PROVIDER=openai, against a real OpenAI-compatible server on loopback:
 * the model answers when it works, the built-in engine when it does not.
 */

const NOTES = `Mitosis is the division of one nucleus into two identical nuclei. It has four phases: prophase,
metaphase, anaphase and telophase. In metaphase the chromosomes line up at the cell's equator. In anaphase the
sister chromatids are pulled to opposite poles by the spindle fibres. Cytokinesis then divides the cytoplasm.`;

const MODEL_CARDS = [
  { question: 'What are the four phases of mitosis?', answer: 'Prophase, metaphase, anaphase and telophase' },
  { question: 'Where do chromosomes line up in metaphase?', answer: "At the cell's equator" },
  { question: 'What pulls sister chromatids apart in anaphase?', answer: 'The spindle fibres' },
  { question: 'What divides the cytoplasm after mitosis?', answer: 'Cytokinesis' },
  { question: 'What does mitosis produce?', answer: 'Two identical nuclei' },
];

describe('AI calls with the OpenAI-compatible engine', () => {
  let t: TestApp;
  let stub: OpenAiStub;
  let student: SignedUp;
  const logLines: string[] = [];

  beforeAll(async () => {
    stub = await OpenAiStub.start();
    t = await buildTestApp({
      env: {
        AI_PROVIDER: 'openai',
        AI_BASE_URL: stub.baseUrl,
        AI_API_KEY: 'sk-route-test',
        AI_MODEL: 'stub-model',
        AI_TIMEOUT_MS: '1000',
        LOG_LEVEL: 'warn',
      },
      logStream: { write: (line) => void logLines.push(line) },
    });
    student = await signUpThroughApi(t.app);
  });
  afterAll(async () => {
    await t.app.close();
    await stub.stop();
  });
  beforeEach(() => {
    stub.reset();
    logLines.length = 0;
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(student.token) });
  const warnings = () =>
    logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.aiTask);

  describe('when the model works', () => {
    it('POST /api/ai/generate-flashcards returns the model’s cards', async () => {
      stub.enqueue(jsonReply({ flashcards: MODEL_CARDS }));
      const res = await post('/api/ai/generate-flashcards', { notes: NOTES, count: 5, autoCount: false });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ flashcards: MODEL_CARDS });
      const [request] = stub.requests;
      expect(request?.authorization).toBe('Bearer sk-route-test');
      expect(request?.body?.model).toBe('stub-model');
      expect(request?.body?.messages[1]?.content).toContain(NOTES.trim());
      expect(warnings()).toEqual([]);
    });

    it('POST /api/quiz/generate-distractors offers the model the set’s other answers and returns its picks', async () => {
      const { set } = await createSet(t.db, {
        is_public: 1,
        cards: [
          { question: 'Phase where chromosomes line up?', answer: 'Metaphase' },
          { question: 'Phase where chromatids separate?', answer: 'Anaphase' },
          { question: 'First phase?', answer: 'Prophase' },
          { question: 'Last phase?', answer: 'Telophase' },
        ],
      });
      stub.enqueue(jsonReply({ distractors: ['Anaphase', 'Prophase', 'Telophase'] }));
      const res = await post('/api/quiz/generate-distractors', {
        question: 'Phase where chromosomes line up?',
        correctAnswer: 'Metaphase',
        numberOfDistractors: 3,
        setId: set.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(['Anaphase', 'Prophase', 'Telophase']);
      expect(stub.requests[0]?.body?.messages[1]?.content).toContain('- Anaphase\n- Prophase\n- Telophase');
    });

    it('POST /api/semantic-answer/check returns the model’s verdict', async () => {
      stub.enqueue(jsonReply({ isCorrect: false, isClose: true, feedback: 'You left out telophase.' }));
      const res = await post('/api/semantic-answer/check', {
        userAnswer: 'prophase, metaphase, anaphase',
        correctAnswer: 'Prophase, metaphase, anaphase and telophase',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<AnswerCheckResponse>()).toEqual({
        isCorrect: false,
        isClose: true,
        feedback: 'You left out telophase.',
      });
    });
  });

  describe('when the model fails, the built-in engine answers', () => {
    it('POST /api/ai/generate-flashcards after server errors, logging why but not the notes', async () => {
      stub.answerAlways({ status: 500 });
      const res = await post('/api/ai/generate-flashcards', { notes: NOTES, count: 5, autoCount: false });
      expect(res.statusCode).toBe(200);
      const local = await localEngine.generateFlashcards(NOTES.trim(), { count: 5, autoCount: false });
      expect(res.json<GenerateFlashcardsResponse>()).toEqual(JSON.parse(JSON.stringify(local)));
      expect(res.json<GenerateFlashcardsResponse>().flashcards.length).toBeGreaterThan(0);
      expect(stub.requests).toHaveLength(3);
      expect(warnings()).toEqual([
        expect.objectContaining({ level: 40, aiTask: 'flashcards', reason: 'HTTP 500', status: 500 }),
      ]);
      const log = logLines.join('\n');
      expect(log).not.toContain('chromatids');
      expect(log).not.toContain('sk-route-test');
    });

    it('POST /api/ai/generate-flashcards after a model that does not answer in time', async () => {
      stub.answerAlways({ hang: true });
      const res = await post('/api/ai/generate-flashcards', { notes: NOTES, count: 5, autoCount: false });
      expect(res.statusCode).toBe(200);
      const local = await localEngine.generateFlashcards(NOTES.trim(), { count: 5, autoCount: false });
      expect(res.json()).toEqual(JSON.parse(JSON.stringify(local)));
      expect(warnings()).toEqual([expect.objectContaining({ aiTask: 'flashcards', reason: 'timeout' })]);
    });

    it('POST /api/quiz/generate-distractors after a reply that is not JSON', async () => {
      stub.answerAlways({ content: 'Here are some options: Anaphase, Prophase' });
      const input = { question: 'Phase where chromosomes line up?', correctAnswer: 'Metaphase', count: 3, pool: [] };
      const res = await post('/api/quiz/generate-distractors', {
        question: input.question,
        correctAnswer: input.correctAnswer,
        numberOfDistractors: 3,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(await localEngine.generateDistractors(input));
      expect(warnings()).toEqual([expect.objectContaining({ aiTask: 'distractors', reason: 'invalid JSON' })]);
    });

    it('POST /api/semantic-answer/check after a reply of the wrong shape', async () => {
      stub.answerAlways(jsonReply({ verdict: 'correct' }));
      const res = await post('/api/semantic-answer/check', { userAnswer: 'mitosiss', correctAnswer: 'Mitosis' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(await localEngine.checkAnswer('mitosiss', 'Mitosis'));
      expect(warnings()).toEqual([expect.objectContaining({ aiTask: 'answer_check' })]);
      expect(String(warnings()[0]?.reason)).toContain('schema mismatch');
    });
  });
});
