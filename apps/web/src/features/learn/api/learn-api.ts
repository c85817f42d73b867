import type { LearnProgress } from '@coursecards/shared/domain/learn-rounds';
import { apiRequest } from '../../../lib/api-client.ts';

/** Learn's stored progress (learn-and-match §5): one per student and set, read on entry, written after each step. */
export async function fetchLearnProgress(setId: string, signal?: AbortSignal): Promise<LearnProgress | null> {
  const answer = await apiRequest<{ progress: LearnProgress | null }>(`/learn/${encodeURIComponent(setId)}/progress`, {
    signal,
  });
  return answer.progress;
}

export async function saveLearnProgress(setId: string, progress: LearnProgress): Promise<void> {
  await apiRequest(`/learn/${encodeURIComponent(setId)}/progress`, { method: 'PUT', body: { progress } });
}

/**
 * Sends each progress to the server in order, one request at a time; progress that arrives while one
 * is out replaces any still waiting, so only the latest is written next. `onResult` hears whether the
 * latest write succeeded.
 */
export class ProgressSaver {
  private waiting: LearnProgress | null = null;
  private sending = false;

  constructor(
    private readonly setId: string,
    private readonly onResult: (saved: boolean) => void,
    private readonly save: typeof saveLearnProgress = saveLearnProgress,
  ) {}

  push(progress: LearnProgress): void {
    this.waiting = progress;
    if (!this.sending) void this.drain();
  }

  private async drain(): Promise<void> {
    this.sending = true;
    while (this.waiting) {
      const next = this.waiting;
      this.waiting = null;
      try {
        await this.save(this.setId, next);
        if (!this.waiting) this.onResult(true);
      } catch {
        if (!this.waiting) this.onResult(false);
      }
    }
    this.sending = false;
  }
}
