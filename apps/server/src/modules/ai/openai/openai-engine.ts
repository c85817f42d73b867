import { AiLimits } from '@coursecards/shared/constants/limits';
import { hasMath } from '@coursecards/shared/domain/math-text';
import OpenAI from 'openai';
import { fewerCardsMessage, gateCards, type AiEngine } from '@coursecards/ai-engine';
import { chatJson, type OpenAiSettings } from './chat-json.ts';
import { ClientGoneError, ModelFailure } from './model-failure.ts';
import { addDistractors, cardsFromModel, checkFromModel, comparisonKey, distractorsFromModel } from './model-output.ts';
import { answerCheckTask, type ChatTask, distractorTask, generationTask } from './prompts.ts';

export type { OpenAiSettings } from './chat-json.ts';

export interface WarnLog {
  warn: (obj: object, msg: string) => void;
}

/**
 * Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp server) through the official
 * `openai` package; structured output validated with zod; on any failure, the fallback answers.
 */
export function openAiEngine(settings: OpenAiSettings, fallback: AiEngine, log: WarnLog): AiEngine {
  const ask = chatJson(settings);

  /**
   * The model's answer, read by `read`; on any failure a warning with the reason (never the user's
   * text, the model's text or the key) and undefined, so that the caller asks the fallback. Throws
   * ClientGoneError when the client went away: nobody wants any answer then.
   */
  async function fromModel<T>(
    task: ChatTask,
    read: (json: unknown) => T,
    clientSignal: AbortSignal | undefined,
  ): Promise<T | undefined> {
    const deadline = AbortSignal.timeout(settings.timeoutMs);
    const signal = clientSignal ? AbortSignal.any([clientSignal, deadline]) : deadline;
    try {
      return read(await ask(task, signal));
    } catch (error) {
      if (clientSignal?.aborted) throw new ClientGoneError();
      log.warn(
        { aiTask: task.name, model: settings.model, ...failureDetails(error, deadline) },
        'The AI model gave no usable answer; the built-in engine answered instead',
      );
      return undefined;
    }
  }

  return {
    name: 'openai',

    async generateFlashcards(notes, options) {
      const max = options.autoCount ? AiLimits.cardCountMax : options.count;
      const flashcards = await fromModel(
        generationTask(notes, options),
        (json) => cardsFromModel(json, max),
        options.signal,
      );
      if (!flashcards) return fallback.generateFlashcards(notes, options);
      // the model's cards pass the same gates as the built-in engine's (ADR 0026)
      const gated = gateCards(flashcards, notes);
      if (!gated.length) return fallback.generateFlashcards(notes, options);
      if (options.autoCount || gated.length >= options.count) return { flashcards: gated };
      // The same words as the built-in engine's, whichever engine made the cards.
      const leftOut = flashcards.length - gated.length;
      const shortfall = { asked: options.count, made: gated.length, leftOut };
      return { flashcards: gated, message: fewerCardsMessage(gated.length, options.count, leftOut), shortfall };
    },

    async generateDistractors(input) {
      const kept = await fromModel(
        distractorTask(input),
        (json) => distractorsFromModel(json, input.correctAnswer, input.count),
        undefined,
      );
      if (!kept) return fallback.generateDistractors(input);
      if (kept.length < input.count) {
        // Short of the count: the fallback's candidates fill the rest, still distinct from the model's.
        addDistractors(kept, await fallback.generateDistractors(input), input.correctAnswer, input.count);
      }
      return kept;
    },

    async checkAnswer(userAnswer, correctAnswer, question) {
      // Math is compared strictly, never by a model's sense of meaning (math §4).
      if (hasMath(userAnswer) || hasMath(correctAnswer))
        return fallback.checkAnswer(userAnswer, correctAnswer, question);
      // The same text needs no model, and must never be graded wrong.
      if (comparisonKey(userAnswer) === comparisonKey(correctAnswer)) {
        return { isCorrect: true, isClose: false, feedback: '' };
      }
      const task = answerCheckTask(userAnswer, correctAnswer, question);
      const verdict = await fromModel(task, checkFromModel, undefined);
      return verdict ?? fallback.checkAnswer(userAnswer, correctAnswer, question);
    },

    close: async () => fallback.close?.(),
  };
}

/** Why the call failed, for the log: a category and status or code, never text from either side. */
function failureDetails(error: unknown, deadline: AbortSignal): { reason: string; status?: number; code?: string } {
  if (error instanceof ModelFailure) return { reason: error.reason };
  if (error instanceof OpenAI.APIConnectionTimeoutError) return { reason: 'timeout' };
  if (error instanceof OpenAI.APIUserAbortError) return { reason: deadline.aborted ? 'timeout' : 'aborted' };
  if (error instanceof OpenAI.APIConnectionError) {
    const cause = (error.cause as { cause?: { code?: unknown } } | undefined)?.cause?.code;
    return { reason: 'network error', ...(typeof cause === 'string' ? { code: cause } : {}) };
  }
  if (error instanceof OpenAI.APIError) {
    const status: number | undefined = typeof error.status === 'number' ? error.status : undefined;
    const code = typeof error.code === 'string' ? error.code : typeof error.type === 'string' ? error.type : undefined;
    return {
      reason: status === 429 ? 'rate limited' : `HTTP ${status ?? 'error'}`,
      ...(status ? { status } : {}),
      ...(code ? { code } : {}),
    };
  }
  if (error instanceof SyntaxError) return { reason: 'malformed response: invalid JSON body' };
  return { reason: `unexpected error: ${error instanceof Error ? error.name : typeof error}` };
}
