/**
 * The sandbox's environments and environment policies, with the service's semantics as its
 * published description and the vendor CLI show them:
 *
 * - PUT /environments/{org} creates an environment or updates the one of that name in place,
 *   its type included (the service keeps no history of an environment's settings); putting
 *   the values it already has changes nothing, not even its modification time.
 * - PUT /policies/{org} creates a policy (version 1) from its YAML, or adds a version when the
 *   YAML differs from the latest one; the same YAML again adds none. The YAML must be an
 *   environment policy (`_schema` ending in /v1, `artifacts` with `provenance`,
 *   `trail-compliance` and `attestations`, every expression one that parses), else 400.
 * - Attaching and detaching change an environment's list of policies; asserts and snapshots
 *   judge an environment by its policies' latest versions.
 *
 * `attachedPolicies` and `environmentExists` answer for the org's live sandbox (the store
 * last built for that org: one per org at a time in every suite and in the demo);
 * `attachedPoliciesIn` takes the store itself, for a handler that has it.
 */
import { parse, stringify } from 'yaml'
import { z } from 'zod'
import type { EnvironmentRecord, PolicyRecord } from './records.js'
import { parseExpression } from './policy-expressions.js'
import type { PolicySeed } from './seed-schema.js'

export const POLICY_SCHEMA_URL = 'https://kosli.com/schemas/policy/environment/v1'

type Rule = PolicyRecord['rules'][number]

/**
 * What of a sandbox store the environment half reads and writes (the store registers itself
 * here, so this module names the fields it needs rather than the store's class).
 */
export interface EnvironmentStore {
  readonly org: string
  readonly environments: Map<string, EnvironmentRecord>
  readonly policies: Map<string, PolicyRecord>
}

/** A policy as attached to an environment: its name and its latest YAML. */
export interface AttachedPolicy {
  name: string
  yaml: string
}

/** The live store of each org: the one built last. */
const LIVE_STORES = new Map<string, EnvironmentStore>()

export function registerStore(store: EnvironmentStore): void {
  LIVE_STORES.set(store.org, store)
}

/** The policies attached to an environment of the org's live sandbox, each with its latest YAML. */
export function attachedPolicies(org: string, env: string): AttachedPolicy[] {
  const store = LIVE_STORES.get(org)
  return store ? attachedPoliciesIn(store, env) : []
}

/** True when the org's live sandbox holds the environment. */
export function environmentExists(org: string, env: string): boolean {
  return LIVE_STORES.get(org)?.environments.has(env) ?? false
}

export function attachedPoliciesIn(store: EnvironmentStore, env: string): AttachedPolicy[] {
  const names = store.environments.get(env)?.policies ?? []
  return names.flatMap(name => {
    const policy = store.policies.get(name)
    return policy ? [{ name, yaml: latestYaml(policy) }] : []
  })
}

export function latestYaml(policy: PolicyRecord): string {
  return policy.versions.at(-1)?.yaml ?? policyYaml(policy.rules)
}

// ---- Policy YAML ------------------------------------------------------------------------

/** An expression, checked when the policy is put: one that does not parse is a 400. */
const expression = z.string().superRefine((text, ctx) => {
  try {
    parseExpression(text)
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: `not an expression: ${(error as Error).message}` })
  }
})

const booleanRule = z.strictObject({
  required: z.boolean().default(false),
  exceptions: z.array(z.strictObject({ if: expression })).default([])
})

const attestationRule = z
  .strictObject({
    name: z.string().min(1).default('*'),
    type: z.string().min(1).optional(),
    if: expression.optional(),
    for_control: z.string().min(1).optional(),
    must_be_compliant: z.boolean().default(true)
  })
  // A rule for a control may leave the type out: the control's decision is what it needs.
  .refine(rule => rule.type !== undefined || rule.for_control !== undefined, {
    message: 'type is required unless for_control is given',
    path: ['type']
  })

const policyDocument = z.strictObject({
  _schema: z.string().regex(/^https?:\/\/\S+\/v1$/, 'must be a URL ending in /v1'),
  artifacts: z
    .strictObject({
      provenance: booleanRule.optional(),
      'trail-compliance': booleanRule.optional(),
      attestations: z.array(attestationRule).default([])
    })
    .default({ attestations: [] })
})

/**
 * The rules of an environment policy's YAML, or what is wrong with it (the service's 400):
 * the one reader of policy YAML, for puts, asserts and snapshots alike.
 */
export function rulesOfPolicyYaml(text: string): Rule[] | { problem: string } {
  let document: unknown
  try {
    document = parse(text, { maxAliasCount: 100 })
  } catch (error) {
    return { problem: `policy_file is not valid YAML: ${(error as Error).message.split('\n')[0]}` }
  }
  const parsed = policyDocument.safeParse(document)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.join('.') || '(root)'
    return { problem: `policy_file is not an environment policy: ${where}: ${issue?.message}` }
  }
  const { artifacts } = parsed.data
  const rules: Rule[] = []
  for (const type of ['provenance', 'trail-compliance'] as const) {
    const rule = artifacts[type]
    // Stored as the service answers it: exceptions only where there are some.
    if (rule) {
      const { required, exceptions } = rule
      rules.push({
        type,
        definition: exceptions.length > 0 ? { required, exceptions } : { required }
      })
    }
  }
  for (const { if: condition, for_control, type, ...rule } of artifacts.attestations) {
    rules.push({
      type: 'attestation',
      definition: {
        ...rule,
        type: type ?? '*',
        ...(condition === undefined ? {} : { if: condition }),
        ...(for_control === undefined ? {} : { for_control })
      }
    })
  }
  return rules
}

/** The rules of a stored policy's YAML, which was read when it was put. */
export function rulesOfStoredYaml(text: string): Rule[] {
  const rules = rulesOfPolicyYaml(text)
  if ('problem' in rules) throw new Error(`a stored policy does not read: ${rules.problem}`)
  return rules
}

/** The YAML of a seeded policy's rules, as a user would have written it. */
export function policyYaml(rules: readonly Rule[]): string {
  const artifacts: Record<string, unknown> = {}
  const attestations: Record<string, unknown>[] = []
  for (const rule of rules) {
    if (rule.type === 'attestation') {
      const { name, type, must_be_compliant, if: condition, for_control } = rule.definition
      attestations.push({
        name,
        type,
        ...(must_be_compliant ? {} : { must_be_compliant }),
        ...(condition === undefined ? {} : { if: condition }),
        ...(for_control === undefined ? {} : { for_control })
      })
    } else {
      const { required, exceptions = [] } = rule.definition
      artifacts[rule.type] = {
        required,
        ...(exceptions.length > 0 ? { exceptions: exceptions.map(e => ({ if: e.if })) } : {})
      }
    }
  }
  if (attestations.length > 0) artifacts.attestations = attestations
  return stringify({ _schema: POLICY_SCHEMA_URL, artifacts })
}

/**
 * The YAML of each seeded policy's rules, written once: a store is made again from the same
 * loaded seed at every reset, and writing YAML is most of what making one costs.
 */
const seededYaml = new WeakMap<readonly Rule[], string>()

function seededPolicyYaml(rules: readonly Rule[]): string {
  let yaml = seededYaml.get(rules)
  if (yaml === undefined) {
    yaml = policyYaml(rules)
    seededYaml.set(rules, yaml)
  }
  return yaml
}

/** A policy of the seed: its one recorded version, created when the store was. */
export function seededPolicy(seed: Omit<PolicySeed, '_comment'>, anchor: number): PolicyRecord {
  return {
    ...seed,
    createdBy: 'seed',
    createdAt: anchor,
    lastModifiedAt: anchor,
    versions: [
      {
        version: seed.version,
        yaml: seededPolicyYaml(seed.rules),
        comment: '',
        createdBy: 'seed',
        createdAt: anchor
      }
    ]
  }
}

export interface PolicyPut {
  name: string
  description: string
  comment: string
  /** Undefined: the metadata only, no new version. */
  yaml?: string
  rules?: Rule[]
}

/** Creates or updates a policy; `created` says which, `versioned` whether a version was added. */
export function putPolicy(
  store: EnvironmentStore,
  put: PolicyPut,
  now: number
): { policy: PolicyRecord; created: boolean; versioned: boolean } {
  const existing = store.policies.get(put.name)
  if (!existing) {
    if (put.yaml === undefined || put.rules === undefined) {
      throw new Error('a new policy needs its YAML')
    }
    const policy: PolicyRecord = {
      name: put.name,
      version: 1,
      description: put.description,
      rules: put.rules,
      createdBy: 'sandbox-user',
      createdAt: now,
      lastModifiedAt: now,
      versions: [
        {
          version: 1,
          yaml: put.yaml,
          comment: put.comment,
          createdBy: 'sandbox-user',
          createdAt: now
        }
      ]
    }
    store.policies.set(put.name, policy)
    return { policy, created: true, versioned: true }
  }
  const versioned =
    put.yaml !== undefined && put.rules !== undefined && put.yaml !== latestYaml(existing)
  if (versioned && put.yaml !== undefined && put.rules !== undefined) {
    const version = existing.version + 1
    existing.versions.push({
      version,
      yaml: put.yaml,
      comment: put.comment,
      createdBy: 'sandbox-user',
      createdAt: now
    })
    existing.version = version
    existing.rules = put.rules
  }
  if (versioned || existing.description !== put.description) existing.lastModifiedAt = now
  existing.description = put.description
  return { policy: existing, created: false, versioned }
}

// ---- Environments -----------------------------------------------------------------------

export interface EnvironmentPut {
  name: string
  type: string
  description: string
  includeScaling?: boolean
  includedEnvironments?: string[]
}

/**
 * Creates or updates an environment in place. Fields not sent keep their values; the same
 * values again change nothing.
 */
export function putEnvironment(
  store: EnvironmentStore,
  put: EnvironmentPut,
  now: number
): { environment: EnvironmentRecord; created: boolean; changed: boolean } {
  const existing = store.environments.get(put.name)
  if (!existing) {
    const environment: EnvironmentRecord = {
      name: put.name,
      type: put.type,
      description: put.description,
      policies: [],
      tags: {},
      includeScaling: put.includeScaling ?? false,
      includedEnvironments: put.includedEnvironments ?? [],
      lastModifiedAt: now,
      allowlist: []
    }
    store.environments.set(put.name, environment)
    return { environment, created: true, changed: true }
  }
  const next = {
    type: put.type,
    description: put.description,
    includeScaling: put.includeScaling ?? existing.includeScaling,
    includedEnvironments: put.includedEnvironments ?? existing.includedEnvironments
  }
  const changed =
    next.type !== existing.type ||
    next.description !== existing.description ||
    next.includeScaling !== existing.includeScaling ||
    next.includedEnvironments.join('\n') !== existing.includedEnvironments.join('\n')
  if (changed) Object.assign(existing, next, { lastModifiedAt: now })
  return { environment: existing, created: false, changed }
}

/** The environments whose policies include `policy`. */
export function consumingEnvironments(store: EnvironmentStore, policy: string): string[] {
  return [...store.environments.values()]
    .filter(env => env.policies.includes(policy))
    .map(env => env.name)
}
