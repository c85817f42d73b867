/**
 * GET answers asked for before the app has started (app/early-requests.ts says which), kept until
 * apiRequest takes each once, for the same path and token. An answer nobody takes is never read.
 */
type Started = { token: string; response: Promise<Response> };
const started = new Map<string, Started>();

/** Asks for `/api{path}` now, with the headers apiRequest would send. */
export function startEarlyGet(path: string, token: string): void {
  const response = fetch(`/api${path}`, {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    credentials: 'same-origin',
  });
  // Unread until taken: a failure is the taker's to report, never an unhandled rejection.
  response.catch(() => undefined);
  started.set(path, { token, response });
}

/** The answer to a GET started early for this path and token, once; later calls fetch anew. */
export function takeEarlyResponse(path: string, token: string | null): Promise<Response> | undefined {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  return early.token === token ? early.response : undefined;
}
