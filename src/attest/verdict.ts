/**
 * What an attestation command's `assert` input makes of what it found: with assert, a
 * problem fails the step (the attestation is posted either way); without, it is a warning
 * that says why the step still passes.
 */
import type { CommandResult, Logger } from '../action/command.js'

export function assertedResult(
  finding: { assert: boolean; problem: string | undefined; posted: boolean },
  result: Pick<CommandResult, 'outputs' | 'summary'>,
  log: Logger
): CommandResult {
  const { assert, problem, posted } = finding
  if (assert) {
    if (!problem) return { outcome: 'compliant', ...result }
    return { outcome: 'non-compliant', ...result, failure: `${problem}.` }
  }
  if (problem) log.warning(`${problem}. The step passes because assert is false.`)
  return { outcome: posted ? 'ok' : 'skipped', ...result }
}
