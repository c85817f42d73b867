import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// The set creator's fields and the steps the specs that make sets share.

export const classCode = (page: Page) => page.getByRole('combobox', { name: 'Class Code' });
export const side = (page: Page, card: number, which: 'Question' | 'Answer') =>
  page.getByRole('textbox', { name: `Card ${card} ${which}` });

/** Opens the creator on a new set, once its class codes have loaded. */
export async function openNewSet(page: Page) {
  await page.goto('/set-creator');
  await expect(page.getByRole('heading', { level: 1, name: 'New Flashcard Set' })).toBeVisible();
  // The class codes have loaded once the field stops saying so.
  await expect(classCode(page)).toHaveAttribute('placeholder', 'e.g. CSE 101');
}

/** Types `typed` into Class Code and picks `code` from the suggestions. */
export async function chooseClassCode(page: Page, typed: string, code: string) {
  await classCode(page).fill(typed);
  await page.getByRole('option', { name: code, exact: true }).click();
  await expect(classCode(page)).toHaveValue(code);
}
