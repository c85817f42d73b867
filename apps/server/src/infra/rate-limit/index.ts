// The rate-limit module's public entry: other modules import only what is listed here (docs/contributing.md).
export { type Count, type Counters, counterKey } from './counters.ts';
export { type CountedLimit, RateLimits, ResetMailLimits, SignInLimits } from './policies.ts';
export { type Limiter, rateLimited } from './rate-limit.ts';
