import type { AnswerCheckResponse } from '@coursecards/shared/schemas/ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, signUpThroughApi, type SignedUp } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSet } from '../../../test/factories.ts';
import { jsonReply, OpenAiStub } from '../../../test/openai-stub.ts';

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
});
