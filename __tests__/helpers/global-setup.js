/**
 * Jest globalSetup: says once per run why the contract checks are skipped. Written to stderr
 * directly, because `silent: true` hides console output from inside the tests.
 */
import { SPEC_MISSING } from './spec-location.js'

export default function globalSetup() {
  if (SPEC_MISSING) process.stderr.write(`\n${SPEC_MISSING}\n`)
}
