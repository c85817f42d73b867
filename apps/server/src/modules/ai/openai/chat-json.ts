import OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { ModelFailure } from './model-failure.ts';
import { parseJsonContent } from './parse-json-content.ts';
import type { ChatTask } from './prompts.ts';

export interface OpenAiSettings {
  /** unset: OpenAI's own API */
  baseUrl: string | undefined;
  /** unset: local servers (Ollama, llama.cpp) ignore the key, but the client needs one */
  apiKey: string | undefined;
  model: string;
  /** bounds a whole call to the model, retries included */
  timeoutMs: number;
}

const OPENAI_URL = 'https://api.openai.com/v1';
const PLACEHOLDER_KEY = 'not-needed';

/**
 * How the answer's JSON is asked for, best first. Servers that refuse a response_format (HTTP 400
 * or 422) are asked again with the next one; the first that works is remembered for the next calls.
 * Whatever the mode, the reply is parsed the same lenient way.
 */
const MODES = ['json_schema', 'json_object', 'prompt_only'] as const;
type Mode = (typeof MODES)[number];

export type ChatJson = (task: ChatTask, signal: AbortSignal) => Promise<unknown>;

/**
 * One chat completion per task through the official client, returning the parsed JSON of the
 * model's message. Throws ModelFailure when the reply holds no JSON, the client's errors otherwise.
 * `signal` ends the call (the deadline or the client going away).
 */
export function chatJson(settings: OpenAiSettings): ChatJson {
  const client = new OpenAI({
    // Everything explicit: the client would otherwise read OPENAI_* variables, and only env.ts reads the environment.
    baseURL: settings.baseUrl ?? OPENAI_URL,
    apiKey: settings.apiKey ?? PLACEHOLDER_KEY,
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    timeout: settings.timeoutMs,
    maxRetries: 2,
    // Failures are logged once, by the engine, with the reason.
    logLevel: 'off',
  });
  let modeIndex = 0;

  return async (task, signal) => {
    for (let index = modeIndex; ; index++) {
      const mode = MODES[index] as Mode;
      try {
        const completion = await untilAborted(
          client.chat.completions.create(request(settings.model, task, mode), { signal }),
          signal,
        );
        modeIndex = index;
        return jsonOf(completion);
      } catch (error) {
        const refused = error instanceof OpenAI.BadRequestError || error instanceof OpenAI.UnprocessableEntityError;
        if (!refused || index === MODES.length - 1 || signal.aborted) throw error;
      }
    }
  };
}

function request(model: string, task: ChatTask, mode: Mode): ChatCompletionCreateParamsNonStreaming {
  const params: ChatCompletionCreateParamsNonStreaming = {
    model,
    messages: [
      { role: 'system', content: task.system },
      { role: 'user', content: task.user },
    ],
  };
  if (mode === 'json_schema') {
    params.response_format = {
      type: 'json_schema',
      json_schema: { name: task.name, strict: true, schema: task.jsonSchema },
    };
  } else if (mode === 'json_object') {
    params.response_format = { type: 'json_object' };
  }
  return params;
}

function jsonOf(completion: unknown): unknown {
  // A server that is only nearly compatible may send anything: read the reply defensively.
  const choice = (completion as { choices?: unknown[] } | null)?.choices?.[0] as
    { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown } | undefined;
  if (!choice?.message) throw new ModelFailure('malformed response: no message');
  const { content, refusal } = choice.message;
  if (typeof refusal === 'string' && refusal) throw new ModelFailure('the model refused');
  if (typeof content !== 'string' || !content.trim()) throw new ModelFailure('empty result: no content');
  const json = parseJsonContent(content);
  if (json === undefined) {
    const cut = choice.finish_reason === 'length' ? ' (cut off at the output limit)' : '';
    throw new ModelFailure(`invalid JSON${cut}`);
  }
  return json;
}

/**
 * The client's retry waits (a 429's Retry-After) do not watch the signal: stop waiting at once, and
 * let the abandoned call end on its own (it sees the aborted signal before its next attempt).
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => {});
    return Promise.reject(new OpenAI.APIUserAbortError());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new OpenAI.APIUserAbortError());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
