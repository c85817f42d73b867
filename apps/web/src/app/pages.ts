import type { ComponentType } from 'react';
import type { RoutePath } from './route-table.ts';

type PageModule = { default: ComponentType };

/** One lazily loaded module per route: each page is its own chunk (landing ships no editor, quiz or AI code). */
export const pageLoaders: Record<RoutePath, () => Promise<PageModule>> = {
  '/': () => import('./pages/landing-page.tsx'),
  '/signup': () => import('./pages/signup-page.tsx'),
  '/login': () => import('./pages/login-page.tsx'),
  '/forgot-password': () => import('./pages/forgot-password-page.tsx'),
  '/reset-password': () => import('./pages/reset-password-page.tsx'),
  '/verify-email': () => import('./pages/verify-email-page.tsx'),
  '/today': () => import('./pages/today-page.tsx'),
  '/stats': () => import('./pages/stats-page.tsx'),
  '/review': () => import('./pages/review-page.tsx'),
  '/created-sets': () => import('./pages/created-sets-page.tsx'),
  '/saved-sets': () => import('./pages/saved-sets-page.tsx'),
  '/search-sets': () => import('./pages/find-sets-page.tsx'),
  '/profile': () => import('./pages/profile-page.tsx'),
  '/edit-profile': () => import('./pages/edit-profile-page.tsx'),
  '/set-creator': () => import('./pages/set-creator-page.tsx'),
  '/ai-generate': () => import('./pages/ai-generator-page.tsx'),
  '/ai-generator': () => import('./pages/ai-generator-page.tsx'),
  '/search-results': () => import('./pages/search-results-page.tsx'),
  '/study/:setId': () => import('./pages/set-viewer-page.tsx'),
  '/study/:setId/flashcards': () => import('./pages/flashcards-page.tsx'),
  '/study/:setId/quiz': () => import('./pages/quiz-page.tsx'),
  '/study/:setId/learn': () => import('./pages/learn-page.tsx'),
  '/study/:setId/match': () => import('./pages/match-page.tsx'),
  '/quiz/:setId/text': () => import('./pages/quiz-page.tsx'),
  '/quiz/:setId/multiple-choice': () => import('./pages/quiz-page.tsx'),
};
