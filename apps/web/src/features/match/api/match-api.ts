import type {
  MatchFinishRequest,
  MatchFinishResponse,
  MatchScoresResponse,
  MatchStartResponse,
} from '@coursecards/shared/schemas/match';
import { apiRequest } from '../../../lib/api-client.ts';

/** Match's calls (learn-and-match §5): the server starts and stops the clock and keeps the times. */
const base = (setId: string) => `/match/${encodeURIComponent(setId)}`;

export const startMatch = (setId: string) => apiRequest<MatchStartResponse>(`${base(setId)}/start`, { method: 'POST' });

export const finishMatch = (setId: string, body: MatchFinishRequest) =>
  apiRequest<MatchFinishResponse>(`${base(setId)}/finish`, { method: 'POST', body });

export const fetchMatchScores = (setId: string, signal?: AbortSignal) =>
  apiRequest<MatchScoresResponse>(`${base(setId)}/scores`, { signal });

export const matchScoresKey = (setId: string) => ['match', 'scores', setId] as const;
