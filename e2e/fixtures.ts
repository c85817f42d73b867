import { test as base, expect, type Page } from '@playwright/test';

/** Every test fails on a console error or an uncaught exception in the page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The browser logs failed requests as console errors and the fixture fails a test on any; a test
 * that provokes failures on purpose takes exactly those out.
 */
export function allowFailures(consoleErrors: string[], expected: string[]): void {
  const others = consoleErrors.filter((error) => !expected.some((text) => error.includes(text)));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

/** Signs out from the sidebar (desktop) or the drawer (mobile) and waits for /login. */
export async function signOut(page: Page, mobile: boolean): Promise<void> {
  if (mobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
  } else {
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Sign Out' }).click();
  }
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
}
