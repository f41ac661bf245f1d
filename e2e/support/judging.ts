import type { Page } from '@playwright/test';

/** The rubric every event starts with (equal weights). */
export const DEFAULT_CRITERIA = ['Innovation', 'Execution', 'Impact', 'Presentation'] as const;

/** Picks a 1-10 score for each criterion of the open round's form, in rubric order. */
export async function scoreCriteria(page: Page, scores: readonly number[], criteria: readonly string[] = DEFAULT_CRITERIA) {
  for (const [i, name] of criteria.entries()) await criterionGroup(page, name).getByText(String(scores[i]), { exact: true }).click();
}

/** One criterion's radio group on the Evaluate screen. */
export const criterionGroup = (page: Page, name: string) => page.getByRole('group', { name: new RegExp(`^${name}`) });

/** The page is no wider than the phone: nothing scrolls sideways. */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
