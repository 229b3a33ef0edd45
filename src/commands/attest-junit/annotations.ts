/** Each failing test as an error annotation: where the result file says the test is. */
import type { Annotation, ErrorAnnotations } from '../../action/command.js'
import { MAX_NAMED_CASES, type NamedCase } from './cases.js'

/** The title says which test; `›` as test reporters join a suite and a test. */
export function caseTitle(named: NamedCase): string {
  const what = named.status === 'error' ? 'Test error' : 'Test failed'
  return `${what}: ${named.suite ? `${named.suite} › ` : ''}${named.name}`
}

function annotation(named: NamedCase): Annotation {
  const found: Annotation = {
    title: caseTitle(named),
    message: named.detail || `The result file gives no message for this ${named.status}.`
  }
  if (named.file !== undefined) found.file = named.file
  if (named.line !== undefined) found.line = named.line
  return found
}

/** Undefined when no test failed; `total` counts every failure and error, named or not. */
export function failingTestAnnotations(
  failing: readonly NamedCase[],
  total: number
): ErrorAnnotations | undefined {
  if (total === 0) return undefined
  return {
    first: failing.map(annotation),
    total,
    rest: count =>
      `${count} more failing ${count === 1 ? 'test is' : 'tests are'} not annotated: the runner ` +
      `shows 10 error annotations per step. The job summary names ${total > MAX_NAMED_CASES ? `the first ${MAX_NAMED_CASES}` : 'every failing test'}.`
  }
}
