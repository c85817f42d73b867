import type { FeedbackRequest, FeedbackResponse } from '@coursecards/shared/schemas/feedback';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function submitFeedback(input: FeedbackRequest): Promise<FeedbackResponse> {
  return apiRequest<FeedbackResponse>('/feedback', { method: 'POST', body: input });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
