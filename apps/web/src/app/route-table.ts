/**
 * The spec's route table (accounts-and-discovery §2) as data: who may open each page and which layout frames it.
 * No React here, so tests and the end-to-end suite read the same table the router is built from.
 */
/** 'any': open to everyone, signed in or not (a password-reset link works either way). */
export type GuardedAccess = 'public-only' | 'signed-in';
export type Access = GuardedAccess | 'any';

export interface RouteEntry {
  path: string;
  access: Access;
  /** the sidebar / drawer layout frames the page (spec "Navigation") */
  nav: boolean;
}

export const routeTable = [
  { path: '/', access: 'public-only', nav: false },
  { path: '/signup', access: 'public-only', nav: false },
  { path: '/login', access: 'public-only', nav: false },
  { path: '/forgot-password', access: 'public-only', nav: false },
  // product decisions: the e-mailed password-reset link.
  { path: '/reset-password', access: 'any', nav: false },
  // The e-mailed verification link: opened signed in or not, often on another device.
  { path: '/verify-email', access: 'any', nav: false },
  // Spaced repetition (docs/product/review.md): the day's reviews, progress, and a session.
  { path: '/today', access: 'signed-in', nav: true },
  { path: '/stats', access: 'signed-in', nav: true },
  { path: '/review', access: 'signed-in', nav: false },
  { path: '/created-sets', access: 'signed-in', nav: true },
  { path: '/saved-sets', access: 'signed-in', nav: true },
  { path: '/search-sets', access: 'signed-in', nav: true },
  { path: '/profile', access: 'signed-in', nav: true },
  { path: '/edit-profile', access: 'signed-in', nav: false },
  { path: '/set-creator', access: 'signed-in', nav: false },
  // product decisions: both spellings the spec uses open the full-page AI generator.
  { path: '/ai-generate', access: 'signed-in', nav: false },
  { path: '/ai-generator', access: 'signed-in', nav: false },
  { path: '/search-results', access: 'signed-in', nav: false },
  { path: '/study/:setId', access: 'signed-in', nav: false },
  { path: '/study/:setId/flashcards', access: 'signed-in', nav: false },
  { path: '/study/:setId/quiz', access: 'signed-in', nav: false },
  { path: '/study/:setId/learn', access: 'signed-in', nav: false },
  { path: '/study/:setId/match', access: 'signed-in', nav: false },
  { path: '/quiz/:setId/text', access: 'signed-in', nav: false },
  { path: '/quiz/:setId/multiple-choice', access: 'signed-in', nav: false },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof routeTable)[number]['path'];

/** Where each kind of guard sends a visitor who may not see the page. */
export const redirectFor: Record<GuardedAccess, string> = {
  'public-only': '/created-sets',
  'signed-in': '/login',
};

const routePatterns = routeTable.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, '([^/]+)')}/?$`),
}));

/**
 * The route an address opens and its `:setId` segment (still percent-encoded), for the small early
 * script, which runs before the router is loaded. The router itself matches with its own `matchPath`.
 */
export function matchRoute(pathname: string): { route: RouteEntry & { path: RoutePath }; setId?: string } | null {
  for (const { route, pattern } of routePatterns) {
    const match = pattern.exec(pathname);
    if (match) return match[1] === undefined ? { route } : { route, setId: match[1] };
  }
  return null;
}
