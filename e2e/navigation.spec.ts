import { routeTable } from '../apps/web/src/app/route-table.ts';
import { expect, test } from './fixtures.ts';

const sample = (path: string) => path.replace(':setId', 'set123') + (path === '/search-results' ? '?q=CS%20101' : '');

test.describe('an anonymous visitor', () => {
  for (const route of routeTable.filter((r) => r.access === 'signed-in')) {
    test(`is sent from ${route.path} to /login`, async ({ page }) => {
      await page.goto(sample(route.path));
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    });
  }

  for (const path of ['/does-not-exist', '/study', '/quiz/abc', '/created-sets/extra']) {
    test(`is sent from the unknown path ${path} to /`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        'Instant AI-powered flashcards for any class',
      );
    });
  }
});
