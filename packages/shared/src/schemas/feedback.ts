import { FeedbackLimits } from '../constants/limits.ts';
import { OptionalEmail } from './auth.ts';
import { z } from './z.ts';

/** POST /feedback. An empty e-mail means "not given" (the modal sends the field either way). */
export const FeedbackRequest = z.object({
  feedback: z.string().trim().min(1, 'Please enter your feedback').max(FeedbackLimits.messageMax),
  email: OptionalEmail,
});
export type FeedbackRequest = z.input<typeof FeedbackRequest>;

export const FeedbackResponse = z.object({ ok: z.literal(true) });
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;
