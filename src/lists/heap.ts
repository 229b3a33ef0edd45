/**
 * A long listing allocates page after page of short-lived objects (the answer's text, its
 * parsed and validated items, their JSON for the result file). V8 answers a high allocation
 * rate by doubling its young generation again and again, and the process's memory then grows
 * with the page count although almost nothing stays alive (bench/RESULTS.md, list-trails).
 * Keeping the young generation at its size makes collections a little more frequent and the
 * memory flat. It is a process-wide V8 setting, changed only by a step that reads many pages.
 */
import { setFlagsFromString } from 'node:v8'

/** Pages after the first that make the setting worth it. */
export const MANY_PAGES = 20

let applied = false

export function keepYoungGenerationSmall(): void {
  if (applied) return
  applied = true
  try {
    setFlagsFromString('--semi-space-growth-factor=1')
  } catch {
    // A runtime that refuses the flag runs as before, with more memory.
  }
}
