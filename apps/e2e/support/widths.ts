import type { TestDetails } from "@playwright/test";

/**
 * Sweeps that repeat a whole walk at several screen widths run their first width in every run of the suite
 * (`npm test`); the other widths carry this tag and run with `npm run test:every-width -w @listful/e2e`, on
 * purpose, before a release or after a change to layout.
 */
export const EVERY_WIDTH = "@every-width";

/** The test details for one width of a sweep: untagged for the sweep's first width, tagged for the rest. */
export function atWidth(width: number, widths: readonly number[]): TestDetails {
  return width === widths[0] ? {} : { tag: EVERY_WIDTH };
}
