/**
 * The policies that judged a snapshot, as its answer states them. An environment with no
 * policy applied has every snapshot compliant, so a gate that passed then judged nothing:
 * the step says so, as assert-artifact does for an environment without policies.
 */
import type { Snapshot } from '../../service/snapshots.js'

/** The applied policies' names; undefined when the answer does not state them. */
export function appliedPolicies(snapshot: Snapshot): string[] | undefined {
  const applied = snapshot.applied_policies
  if (applied == null) return undefined
  return applied.map(policy => policy.name || '(unnamed)')
}

/** The warning a snapshot that no policy judged deserves; undefined when policies judged it. */
export function unjudgedWarning(snapshot: Snapshot, environment: string): string | undefined {
  const policies = appliedPolicies(snapshot)
  const which = `snapshot #${snapshot.index} of environment ${environment}`
  if (policies === undefined) {
    return (
      `The answer for ${which} does not state which policies judged it (no applied_policies), ` +
      "so its compliance may rest on no policy at all; check the environment's policies with list-policies."
    )
  }
  if (policies.length > 0) return undefined
  return (
    `No policy judged ${which}: none is applied to the environment, so every artifact in it ` +
    'counts as compliant; attach a policy to the environment (attach-policy) for the gate to judge what runs.'
  )
}
