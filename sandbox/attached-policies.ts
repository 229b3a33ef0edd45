/**
 * The policies attached to an environment since the sandbox started: a stand-in with the
 * signature of the environments module's `attachedPolicies`, filled by tests through
 * `attachPolicies` until attach-policy's route fills it. Kept per org and environment.
 */
import type { AttachedPolicy } from './environment-policies.js'

const attached = new Map<string, AttachedPolicy[]>()

const key = (org: string, env: string) => JSON.stringify([org, env])

export function attachedPolicies(org: string, env: string): AttachedPolicy[] {
  return attached.get(key(org, env)) ?? []
}

/** Attaches policies (replacing any of the same name); for tests. */
export function attachPolicies(org: string, env: string, policies: AttachedPolicy[]): void {
  const names = new Set(policies.map(policy => policy.name))
  const kept = attachedPolicies(org, env).filter(policy => !names.has(policy.name))
  attached.set(key(org, env), [...kept, ...policies])
}

/** Forgets every attachment; for tests. */
export function detachAllPolicies(): void {
  attached.clear()
}
