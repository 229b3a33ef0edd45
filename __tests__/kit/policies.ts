/**
 * Attaches an environment policy to an environment of a running sandbox, as create-policy
 * and attach-policy would: a policy of the same name gets the YAML as a new version.
 */
import { putPolicy, rulesOfPolicyYaml } from '../../sandbox/environments.js'
import type { SandboxStore } from '../../sandbox/server.js'

export function attachPolicy(
  store: SandboxStore,
  environment: string,
  policy: { name: string; yaml: string }
): void {
  const rules = rulesOfPolicyYaml(policy.yaml)
  if ('problem' in rules) throw new Error(`a test's policy is refused: ${rules.problem}`)
  putPolicy(store, { name: policy.name, description: '', comment: '', yaml: policy.yaml, rules }, 0)
  const attached = store.environments.get(environment)?.policies
  if (!attached) throw new Error(`the sandbox has no environment ${environment}`)
  if (!attached.includes(policy.name)) attached.push(policy.name)
}
