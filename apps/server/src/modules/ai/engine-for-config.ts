import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../env.ts';
import { AnswerCheckPool, createLocalEngine, offThreadAnswerChecker, type AiEngine } from '@coursecards/ai-engine';
import { openAiEngine } from './openai/openai-engine.ts';

/**
 * AI_PROVIDER=local (default, no network) or openai (AI_BASE_URL, AI_API_KEY, AI_MODEL), which falls
 * back to local. The local engine grades long answers in a worker thread; close() stops it.
 */
export function engineForConfig(config: Config, log: FastifyBaseLogger): AiEngine {
  const pool = new AnswerCheckPool({}, (err) => log.error({ err }, 'answer checker failed'));
  const localEngine = createLocalEngine(offThreadAnswerChecker(pool));
  if (config.AI_PROVIDER === 'local') return localEngine;
  if (!config.AI_BASE_URL && !config.AI_API_KEY) {
    // OpenAI's own API refuses every call without a key: say so once, not only in a warning per call.
    log.warn(
      'AI_PROVIDER=openai without AI_BASE_URL or AI_API_KEY: OpenAI will refuse every call and the built-in engine will answer',
    );
  }
  return openAiEngine(
    { baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL, timeoutMs: config.AI_TIMEOUT_MS },
    localEngine,
    log,
  );
}
