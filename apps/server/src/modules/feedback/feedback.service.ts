import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { insertFeedback } from './feedback.repository.ts';

export interface FeedbackInput {
  feedback: string;
  email?: string | undefined;
  userId?: string | null;
}

/** Keeps a visitor's feedback or question for the team. */
export async function submitFeedback(db: Kysely<DB>, clock: Clock, input: FeedbackInput): Promise<void> {
  await insertFeedback(db, {
    id: newId(),
    user_id: input.userId ?? null,
    email: input.email ?? null,
    message: input.feedback,
    created_at: clock.now(),
  });
}
