import { z } from './z.ts';

/** POST /logRoutes/logSearch (landing school search). */
export const LogSearchRequest = z.object({ school: z.string().trim().min(1).max(200) });

/** GET /schools/set-counts: public, non-derived sets per university; schools without sets are absent. */
export const SchoolSetCountsResponse = z.object({ counts: z.record(z.string(), z.number().int().nonnegative()) });
export type SchoolSetCountsResponse = z.infer<typeof SchoolSetCountsResponse>;
