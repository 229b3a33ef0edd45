/**
 * Jest globalSetup: says once per run which tests are skipped and why (no published OpenAPI
 * description; no Node 24 for the suites that run the bundled action), and fails the run
 * under CI when Node 24 is missing. Written to stderr directly, because `silent: true` hides
 * console output from inside the tests.
 */
import { findNode24, underCi } from '../../tools/node24.js'
import { SPEC_MISSING } from './spec-location.js'

export default function globalSetup() {
  if (SPEC_MISSING) process.stderr.write(`\n${SPEC_MISSING}\n`)
  const node24 = findNode24()
  if ('missing' in node24) {
    if (underCi())
      throw new Error(`CI is set, so the end-to-end suites must run: ${node24.missing}`)
    process.stderr.write(`\nEnd-to-end suites skipped: ${node24.missing}\n`)
  }
}
