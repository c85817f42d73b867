import { AiLimits } from '@coursecards/shared/constants/limits';
import type { AnswerCheckResponse } from '@coursecards/shared/schemas/ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jsonReply, OpenAiStub, type StubReply } from '../../../../test/openai-stub.ts';
import type { AiEngine, DistractorInput, GenerateOptions } from '@coursecards/ai-engine';
import { openAiEngine, type OpenAiSettings } from './openai-engine.ts';
import { ClientGoneError } from './model-failure.ts';

/**
 * The engine against a real HTTP server speaking the OpenAI wire format. The fallback is a fake
 * engine (the interface is all the OpenAI engine relies on) whose answers are easy to recognise.
 */

const NOTES = `Photosynthesis turns light energy into chemical energy stored in glucose. It takes place in the
chloroplasts of plant cells. The light-dependent reactions happen in the thylakoid membranes and release oxygen.
The Calvin cycle happens in the stroma and fixes carbon dioxide into sugars.`;

const FALLBACK_CARDS = [{ question: 'Fallback question?', answer: 'Fallback answer' }];
const FALLBACK_DISTRACTORS = ['Fallback one', 'Fallback two', 'Fallback three'];
const FALLBACK_CHECK: AnswerCheckResponse = { isCorrect: false, isClose: true, feedback: 'From the fallback.' };

interface Recorded {
  calls: string[];
  warnings: Array<{ obj: Record<string, unknown>; msg: string }>;
}

function fakeFallback(recorded: Recorded, distractors: string[] = FALLBACK_DISTRACTORS): AiEngine {
  return {
    name: 'local',
    generateFlashcards: async () => {
      recorded.calls.push('generateFlashcards');
      return { flashcards: FALLBACK_CARDS };
    },
    generateDistractors: async () => {
      recorded.calls.push('generateDistractors');
      return distractors;
    },
    checkAnswer: async () => {
      recorded.calls.push('checkAnswer');
      return FALLBACK_CHECK;
    },
  };
}

describe('the OpenAI-compatible engine', () => {
  let stub: OpenAiStub;
  let recorded: Recorded;
  let engine: AiEngine;

  const settings = (overrides: Partial<OpenAiSettings> = {}): OpenAiSettings => ({
    baseUrl: stub.baseUrl,
    apiKey: undefined,
    model: 'stub-model',
    timeoutMs: 5000,
    ...overrides,
  });
  const makeEngine = (overrides: Partial<OpenAiSettings> = {}, distractors?: string[]) =>
    openAiEngine(settings(overrides), fakeFallback(recorded, distractors), {
      warn: (obj, msg) => recorded.warnings.push({ obj: obj as Record<string, unknown>, msg }),
    });
  const generate = (options: Partial<GenerateOptions> = {}, notes = NOTES) =>
    engine.generateFlashcards(notes, { count: 5, autoCount: false, ...options });

  beforeAll(async () => {
    stub = await OpenAiStub.start();
  });
  afterAll(() => stub.stop());
  beforeEach(() => {
    stub.reset();
    recorded = { calls: [], warnings: [] };
    engine = makeEngine();
  });

  const cards = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ question: `What is fact ${i + 1}?`, answer: `Fact ${i + 1}` }));

  describe('generating flashcards', () => {
    it('asks the configured model for strict JSON, with the notes and the count, and returns its cards', async () => {
      stub.enqueue(jsonReply({ flashcards: cards(5) }));
      const result = await generate();
      expect(result).toEqual({ flashcards: cards(5) });
      expect(recorded.calls).toEqual([]);

      const [request] = stub.requests;
      expect(request?.authorization).toBe('Bearer not-needed');
      expect(request?.body?.model).toBe('stub-model');
      expect(request?.body?.response_format).toMatchObject({
        type: 'json_schema',
        json_schema: { name: 'flashcards', strict: true, schema: { required: ['flashcards'] } },
      });
      const [system, user] = request?.body?.messages ?? [];
      expect(system).toMatchObject({ role: 'system' });
      expect(system?.content).toContain('Use only what the notes state');
      expect(system?.content).toContain('{"flashcards":[{"question":"...","answer":"..."}]}');
      expect(user).toMatchObject({ role: 'user' });
      expect(user?.content).toContain('Write 5 flashcards');
      expect(user?.content).toContain(`<notes>\n${NOTES}\n</notes>`);
    });

    it('sends the API key when one is set', async () => {
      engine = makeEngine({ apiKey: 'sk-test-123' });
      stub.enqueue(jsonReply({ flashcards: cards(5) }));
      await generate();
      expect(stub.requests[0]?.authorization).toBe('Bearer sk-test-123');
    });

    it('trims, drops empty and malformed cards, removes duplicates and keeps at most the count', async () => {
      stub.enqueue(
        jsonReply({
          flashcards: [
            { question: '  Where does the Calvin cycle happen?  ', answer: ' In the stroma ' },
            { question: 'where does the Calvin cycle happen', answer: 'Stroma' },
            { question: '   ', answer: 'Nothing asked' },
            { question: 'What is released?', answer: '' },
            { question: 42, answer: 'not a question' },
            'not a card',
            { question: 'Echo', answer: 'echo.' },
            ...cards(10),
          ],
        }),
      );
      const result = await generate({ count: 5 });
      expect(result.flashcards).toEqual([
        { question: 'Where does the Calvin cycle happen?', answer: 'In the stroma' },
        ...cards(4),
      ]);
      expect(result.message).toBeUndefined();
    });

    it('says so when the notes gave fewer cards than asked for', async () => {
      stub.enqueue(jsonReply({ flashcards: cards(3) }));
      expect(await generate({ count: 10 })).toEqual({
        flashcards: cards(3),
        message:
          '3 flashcards were made instead of 10: the generator keeps only cards that pass its quality checks and may have missed facts in these notes, so add any you want by hand.',
        shortfall: { asked: 10, made: 3, leftOut: 0 },
      });
    });

    it('with autoCount lets the model choose, up to the maximum', async () => {
      stub.enqueue(jsonReply({ flashcards: cards(AiLimits.cardCountMax + 10) }));
      const result = await generate({ count: 5, autoCount: true });
      expect(result.flashcards).toHaveLength(AiLimits.cardCountMax);
      expect(result.message).toBeUndefined();
      expect(stub.requests[0]?.body?.messages[1]?.content).toContain(
        `as many flashcards as these notes support, one for each distinct important fact, and at most ${AiLimits.cardCountMax}`,
      );
    });

    it('reads JSON in a Markdown fence, in a sentence, or as a bare array', async () => {
      stub.enqueue(
        { content: `\`\`\`json\n${JSON.stringify({ flashcards: cards(5) })}\n\`\`\`` },
        { content: `Here are your cards: ${JSON.stringify({ flashcards: cards(5) })} Good luck!` },
        { content: JSON.stringify(cards(5)) },
      );
      for (let i = 0; i < 3; i++) expect((await generate()).flashcards).toEqual(cards(5));
      expect(recorded.calls).toEqual([]);
    });

    it('sends notes of the maximum length in one request', async () => {
      const notes = `${NOTES} `.repeat(100).slice(0, AiLimits.notesMax);
      stub.enqueue(jsonReply({ flashcards: cards(5) }));
      await generate({}, notes);
      expect(stub.requests).toHaveLength(1);
      expect(stub.requests[0]?.body?.messages[1]?.content).toContain(notes);
    });

    it('retries a server error and uses the answer that follows', async () => {
      stub.enqueue({ status: 500 }, jsonReply({ flashcards: cards(5) }));
      expect((await generate()).flashcards).toEqual(cards(5));
      expect(stub.requests).toHaveLength(2);
      expect(recorded.calls).toEqual([]);
    });
  });

  describe('falls back to the other engine, with a warning that says why', () => {
    const failures: Array<[string, StubReply, string, number]> = [
      ['a reply that is not JSON', { content: 'Sure! Photosynthesis is about light.' }, 'invalid JSON', 1],
      [
        'a reply cut off mid-JSON',
        { content: '{"flashcards":[{"question":"Wh', finishReason: 'length' },
        'invalid JSON (cut off at the output limit)',
        1,
      ],
      [
        'a response body that is not JSON',
        { rawBody: '<html>Bad gateway</html' },
        'malformed response: invalid JSON body',
        1,
      ],
      ['JSON of another shape', jsonReply({ cards: cards(5) }), 'schema mismatch: no flashcards array', 1],
      [
        'no usable card',
        jsonReply({ flashcards: [{ question: ' ', answer: 'x' }] }),
        'empty result: no usable flashcard',
        1,
      ],
      ['an empty message', { content: null }, 'empty result: no content', 1],
      ['a refusal', { content: null, refusal: 'I cannot help with that.' }, 'the model refused', 1],
      ['a 401', { status: 401, type: 'invalid_request_error', code: 'invalid_api_key' }, 'HTTP 401', 1],
      // The client retries 429 and 5xx twice before giving up.
      ['a 429 every time', { status: 429, type: 'requests', code: 'rate_limit_exceeded' }, 'rate limited', 3],
      ['a 500 every time', { status: 500 }, 'HTTP 500', 3],
    ];

    it.each(failures)('on %s', async (_case, reply, reason, requests) => {
      stub.answerAlways(reply);
      expect(await generate()).toEqual({ flashcards: FALLBACK_CARDS });
      expect(recorded.calls).toEqual(['generateFlashcards']);
      expect(stub.requests).toHaveLength(requests);
      expect(recorded.warnings).toHaveLength(1);
      expect(recorded.warnings[0]).toMatchObject({
        obj: { aiTask: 'flashcards', model: 'stub-model', reason },
        msg: 'The AI model gave no usable answer; the built-in engine answered instead',
      });
    });

    it('on a model that does not answer within the timeout', async () => {
      engine = makeEngine({ timeoutMs: 300 });
      stub.answerAlways({ hang: true });
      expect(await generate()).toEqual({ flashcards: FALLBACK_CARDS });
      expect(recorded.warnings[0]?.obj).toMatchObject({ reason: 'timeout' });
      // The request the model was working on is given up, not left open.
      await stub.requests[0]?.abandoned;
    });

    it('on a server that cannot be reached', async () => {
      const gone = await OpenAiStub.start();
      const baseUrl = gone.baseUrl;
      await gone.stop();
      engine = makeEngine({ baseUrl });
      expect(await generate()).toEqual({ flashcards: FALLBACK_CARDS });
      expect(recorded.warnings[0]?.obj).toMatchObject({ reason: 'network error', code: 'ECONNREFUSED' });
    });

    it('on a 429 that asks to wait longer than the timeout', async () => {
      engine = makeEngine({ timeoutMs: 300 });
      stub.answerAlways({ status: 429, headers: { 'retry-after-ms': '60000' } });
      expect(await generate()).toEqual({ flashcards: FALLBACK_CARDS });
      expect(recorded.warnings[0]?.obj).toMatchObject({ reason: 'timeout' });
      expect(stub.requests).toHaveLength(1);
    });

    it('never logging the notes, the model’s text or the API key', async () => {
      engine = makeEngine({ apiKey: 'sk-secret-key' });
      stub.enqueue({ content: `Not JSON, but it quotes the notes: ${NOTES}` }, { status: 401 });
      await generate();
      await engine.checkAnswer('chloroplast', 'In the chloroplasts of plant cells');
      const logged = JSON.stringify(recorded.warnings);
      expect(recorded.warnings).toHaveLength(2);
      expect(logged).not.toContain('sk-secret-key');
      expect(logged).not.toContain('Photosynthesis');
      expect(logged).not.toContain('chloroplast');
    });
  });

  describe('structured output on servers that lack it', () => {
    const refuse = (type: string) => (request: { body?: { response_format?: { type: string } } }) =>
      request.body?.response_format?.type === type
        ? ({ status: 400, message: `response_format ${type} is not supported`, type: 'invalid_request_error' } as const)
        : jsonReply({ flashcards: cards(5) });

    it('asks for a JSON object when a JSON schema is refused, and keeps asking that way', async () => {
      stub.answerAlways(refuse('json_schema'));
      expect((await generate()).flashcards).toEqual(cards(5));
      expect(await generate()).toEqual({ flashcards: cards(5) });
      expect(stub.requests.map((r) => r.body?.response_format?.type)).toEqual([
        'json_schema',
        'json_object',
        'json_object',
      ]);
      expect(recorded.warnings).toEqual([]);
    });

    it('asks with the prompt alone when no response_format is accepted', async () => {
      stub.answerAlways((request) =>
        request.body?.response_format
          ? { status: 422, message: 'unknown field response_format' }
          : { content: `\`\`\`\n${JSON.stringify({ flashcards: cards(5) })}\n\`\`\`` },
      );
      expect((await generate()).flashcards).toEqual(cards(5));
      expect(stub.requests.map((r) => r.body?.response_format?.type ?? 'none')).toEqual([
        'json_schema',
        'json_object',
        'none',
      ]);
    });

    it('falls back when even the prompt alone is refused', async () => {
      stub.answerAlways({ status: 400, message: 'bad request' });
      expect(await generate()).toEqual({ flashcards: FALLBACK_CARDS });
      expect(stub.requests).toHaveLength(3);
      expect(recorded.warnings[0]?.obj).toMatchObject({ reason: 'HTTP 400', status: 400 });
    });
  });

  describe('when the client goes away', () => {
    it('cancels the request to the model and answers nothing, not even from the fallback', async () => {
      stub.answerAlways({ hang: true });
      const client = new AbortController();
      const pending = generate({ signal: client.signal });
      const request = await stub.received(1);
      client.abort();
      await expect(pending).rejects.toBeInstanceOf(ClientGoneError);
      await request.abandoned;
      expect(recorded.calls).toEqual([]);
      expect(recorded.warnings).toEqual([]);
    });

    it('sends nothing when it was gone before the call', async () => {
      const client = new AbortController();
      client.abort();
      await expect(generate({ signal: client.signal })).rejects.toMatchObject({ statusCode: 499 });
      expect(stub.requests).toEqual([]);
    });
  });

  describe('distractors', () => {
    const input: DistractorInput = {
      question: 'What is the capital of France?',
      correctAnswer: 'Paris',
      count: 3,
      pool: ['Lyon', 'Paris', '  Marseille ', 'Lyon', 'x'.repeat(300)],
    };

    it('asks with the question, the answer and the pool, and returns distinct wrong answers', async () => {
      stub.enqueue(jsonReply({ distractors: ['Lyon', 'paris.', ' Marseille ', 'LYON', 'Toulouse', 'Nice'] }));
      expect(await engine.generateDistractors(input)).toEqual(['Lyon', 'Marseille', 'Toulouse']);
      expect(recorded.calls).toEqual([]);

      const body = stub.requests[0]?.body;
      expect(body?.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'distractors' } });
      expect(body?.messages[0]?.content).toContain('Match the correct answer in kind, format and length');
      const user = body?.messages[1]?.content as string;
      expect(user).toContain('Question: What is the capital of France?');
      expect(user).toContain('Correct answer: Paris');
      // The pool, trimmed and without repeats; answers too long for a quiz option stay out.
      expect(user).toContain('Candidate answers from the same course:\n- Lyon\n- Paris\n- Marseille\n\n');
      expect(user).toContain('Write exactly 3 distractors.');
    });

    it('drops a distractor the answer checker would accept as the right answer', async () => {
      stub.enqueue(jsonReply({ distractors: ['Mitochondrion', 'Ribosome', 'Nucleus', 'Golgi apparatus'] }));
      const organelle = { question: 'Which organelle makes ATP?', correctAnswer: 'Mitochondria', count: 3, pool: [] };
      expect(await engine.generateDistractors(organelle)).toEqual(['Ribosome', 'Nucleus', 'Golgi apparatus']);
    });

    it('takes numbers as text', async () => {
      stub.enqueue(jsonReply([3, 5, '7', 4]));
      expect(await engine.generateDistractors({ question: '2 + 2?', correctAnswer: '4', count: 3, pool: [] })).toEqual([
        '3',
        '5',
        '7',
      ]);
    });

    it('fills a short list from the fallback, without repeating an answer', async () => {
      engine = makeEngine({}, ['Marseille', 'Paris', 'Bordeaux', 'Nantes']);
      stub.enqueue(jsonReply({ distractors: ['Marseille'] }));
      expect(await engine.generateDistractors(input)).toEqual(['Marseille', 'Bordeaux', 'Nantes']);
      expect(recorded.calls).toEqual(['generateDistractors']);
      expect(recorded.warnings).toEqual([]);
    });

    it.each([
      [
        'only the correct answer',
        jsonReply({ distractors: ['Paris', ' paris '] }),
        'empty result: no usable distractor',
      ],
      ['another shape', jsonReply({ options: ['Lyon'] }), 'schema mismatch: no distractors array'],
      ['a server error', { status: 503 }, 'HTTP 503'],
    ])('falls back on %s', async (_case, reply, reason) => {
      stub.answerAlways(reply);
      expect(await engine.generateDistractors(input)).toEqual(FALLBACK_DISTRACTORS);
      expect(recorded.warnings[0]?.obj).toMatchObject({ aiTask: 'distractors', reason });
    });
  });

  describe('answer checks', () => {
    it('grades by the model, with the rules in the system prompt', async () => {
      stub.enqueue(
        jsonReply({ isCorrect: false, isClose: true, feedback: ' You named the place but not the process. ' }),
      );
      expect(await engine.checkAnswer('in the stroma', 'The Calvin cycle fixes carbon in the stroma')).toEqual({
        isCorrect: false,
        isClose: true,
        feedback: 'You named the place but not the process.',
      });
      const body = stub.requests[0]?.body;
      expect(body?.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'answer_check' } });
      expect(body?.messages[0]?.content).toContain('Judge meaning, not wording');
      expect(body?.messages[1]?.content).toContain(
        '<correct>\nThe Calvin cycle fixes carbon in the stroma\n</correct>',
      );
      expect(body?.messages[1]?.content).toContain('<student>\nin the stroma\n</student>');
    });

    it('a correct answer is never close and has no feedback', async () => {
      stub.enqueue(jsonReply({ isCorrect: true, isClose: true, feedback: 'Well done!' }));
      expect(await engine.checkAnswer('chlorophyl', 'chlorophyll')).toEqual({
        isCorrect: true,
        isClose: false,
        feedback: '',
      });
    });

    it('the same answer is correct without asking the model', async () => {
      expect(await engine.checkAnswer('  the STROMA. ', 'The stroma')).toEqual({
        isCorrect: true,
        isClose: false,
        feedback: '',
      });
      expect(stub.requests).toEqual([]);
    });

    it('leaves math to the strict local comparison, never the model', async () => {
      expect(await engine.checkAnswer('$X^2$', '$x^2$')).toEqual(FALLBACK_CHECK);
      expect(await engine.checkAnswer('x squared', 'The area is $\\pi r^2$')).toEqual(FALLBACK_CHECK);
      expect(recorded.calls).toEqual(['checkAnswer', 'checkAnswer']);
      expect(stub.requests).toEqual([]);
    });

    it.each([
      [
        'a wrong answer without feedback',
        { isCorrect: false, isClose: false, feedback: '  ' },
        'schema mismatch: no feedback for a wrong answer',
      ],
      ['booleans as text', { isCorrect: 'false', isClose: false, feedback: 'No.' }, 'schema mismatch: isCorrect'],
      ['a missing verdict', { feedback: 'Hmm.' }, 'schema mismatch: isCorrect'],
    ])('falls back on %s', async (_case, reply, reason) => {
      stub.enqueue(jsonReply(reply));
      expect(await engine.checkAnswer('stroma', 'thylakoid')).toEqual(FALLBACK_CHECK);
      expect(recorded.warnings[0]?.obj).toMatchObject({ aiTask: 'answer_check' });
      expect(String(recorded.warnings[0]?.obj.reason)).toContain(reason);
    });
  });
});
