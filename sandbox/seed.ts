/**
 * Loads and checks a sandbox seed: first its shape (seed-schema.ts), then that its names
 * refer to each other correctly, so a hand-edit mistake is reported at start with the place
 * it was made instead of surfacing later as a puzzling 404.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { sha1Hex, sha256Hex } from './hashing.js'
import { seedSchema } from './seed-schema.js'
import type {
  AttestationSeed,
  LoadedSeed,
  SandboxSeed,
  TrailSeed,
  TrailSeriesSeed
} from './seed-schema.js'

export type { LoadedSeed, SandboxSeed } from './seed-schema.js'

export const DEFAULT_SEED_PATH = fileURLToPath(new URL('./seed.json', import.meta.url))

export class SeedError extends Error {
  override name = 'SeedError'
}

const loadedFiles = new Map<string, LoadedSeed>()

/**
 * Reads, validates and expands a seed file (default: sandbox/seed.json), once per file in a
 * process: every sandbox and emulator started from it then shares one seed. The seed is
 * frozen, so a store, which holds its own records, can never change it for the next one.
 */
export function loadSeedFile(path: string = DEFAULT_SEED_PATH): LoadedSeed {
  let seed = loadedFiles.get(path)
  if (!seed) {
    seed = deepFreeze(readSeedFile(path))
    loadedFiles.set(path, seed)
  }
  return seed
}

function readSeedFile(path: string): LoadedSeed {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new SeedError(`Cannot read sandbox seed ${path}: ${(error as Error).message}`)
  }
  return loadSeed(raw, path)
}

/**
 * Validates a seed object and expands `trail_series` into plain trails (the result has an
 * empty `trail_series`, so loading it again gives the same seed).
 */
export function loadSeed(input: SandboxSeed | unknown, source = 'seed'): LoadedSeed {
  const parsed = seedSchema.safeParse(input)
  if (!parsed.success) {
    throw new SeedError(`Invalid sandbox seed (${source}):\n${z.prettifyError(parsed.error)}`)
  }
  const seed: LoadedSeed = {
    ...parsed.data,
    trails: [
      ...parsed.data.trails,
      ...parsed.data.trail_series.flatMap(series => expandSeries(parsed.data, series))
    ],
    trail_series: []
  }
  const problems = findReferenceProblems(seed)
  if (problems.length > 0) {
    throw new SeedError(
      `Invalid sandbox seed (${source}):\n${problems.map(p => `✖ ${p}`).join('\n')}`
    )
  }
  return seed
}

function expandSeries(seed: LoadedSeed, series: TrailSeriesSeed): TrailSeed[] {
  const flow = seed.flows.find(candidate => candidate.name === series.flow)
  if (!flow) return [] // reported by findReferenceProblems through the trails' flow names
  return Array.from({ length: series.count }, (_, index) => {
    const n = index + 1
    const name = series.name_format.replaceAll('{n}', String(n))
    const age = series.newest_age_hours + (series.count - n) * series.spacing_hours
    const attest = (
      expected: { name: string; type: string },
      order: number,
      artifact?: string
    ): AttestationSeed => ({
      name: expected.name,
      type: expected.type,
      artifact,
      compliant: !(series.failing?.attestation === expected.name && n % series.failing.every === 0),
      // A few minutes apart, after the trail began.
      age_hours: Math.max(0, age - 0.05 * (order + 1)),
      description: `${expected.name} for ${name}`,
      reported_by: series.created_by,
      user_data: {},
      jira_results:
        expected.type === 'jira' && series.jira_issue
          ? [{ issue_id: series.jira_issue, issue_exists: true }]
          : undefined
    })
    const artifactExpectations = flow.template.artifacts.flatMap(artifact =>
      artifact.attestations.map(expected => ({ expected, artifact: artifact.name }))
    )
    return {
      flow: series.flow,
      name,
      description: `${series.flow} build ${n} from ${series.branch}`,
      age_hours: age,
      created_by: series.created_by,
      commit: {
        sha1: sha1Hex(`${series.flow}/${name}`),
        message: `${series.flow}: build ${n}`,
        author: series.created_by,
        branch: series.branch
      },
      artifacts: flow.template.artifacts.map(artifact => ({
        name: artifact.name,
        fingerprint: sha256Hex(`${series.flow}/${name}/${artifact.name}\n`),
        age_hours: age
      })),
      attestations: [
        ...flow.template.attestations.map((expected, order) => attest(expected, order)),
        ...artifactExpectations.map(({ expected, artifact }, order) =>
          attest(expected, flow.template.attestations.length + order, artifact)
        )
      ]
    }
  })
}

function findReferenceProblems(seed: LoadedSeed): string[] {
  const problems: string[] = []
  const flows = new Map(seed.flows.map(flow => [flow.name, flow]))
  const repos = new Set(seed.repos.map(repo => repo.name))
  const policies = new Set(seed.policies.map(policy => policy.name))
  const environments = new Set(seed.environments.map(env => env.name))
  const fingerprints = new Map<string, string>()
  const labels = new Map<string, string>()

  duplicates(seed.flows.map(flow => flow.name)).forEach(name =>
    problems.push(`flow "${name}" is defined twice`)
  )
  duplicates(seed.policies.map(p => p.name)).forEach(name =>
    problems.push(`policy "${name}" is defined twice`)
  )
  duplicates(seed.environments.map(e => e.name)).forEach(name =>
    problems.push(`environment "${name}" is defined twice`)
  )
  duplicates(seed.trails.map(t => `${t.flow}/${t.name}`)).forEach(name =>
    problems.push(`trail "${name}" is defined twice (check trail_series name_format)`)
  )
  duplicates(seed.approvals.map(a => `${a.flow}#${a.number}`)).forEach(name =>
    problems.push(`approval ${name} is defined twice`)
  )
  duplicates(seed.actions.map(a => String(a.number))).forEach(n =>
    problems.push(`action number ${n} is used twice`)
  )

  for (const flow of seed.flows) {
    if (!repos.has(flow.repo))
      problems.push(`flow "${flow.name}": repo "${flow.repo}" is not in repos`)
  }
  for (const trail of seed.trails) {
    const where = `trail "${trail.flow}/${trail.name}"`
    const flow = flows.get(trail.flow)
    if (!flow) {
      problems.push(`${where}: flow "${trail.flow}" is not in flows`)
      continue
    }
    const templateArtifacts = new Set(flow.template.artifacts.map(a => a.name))
    const trailArtifacts = new Set(trail.artifacts.map(a => a.name))
    for (const artifact of trail.artifacts) {
      if (!templateArtifacts.has(artifact.name)) {
        problems.push(`${where}: artifact "${artifact.name}" is not in the flow template`)
      }
      if (artifact.content !== undefined && sha256Hex(artifact.content) !== artifact.fingerprint) {
        problems.push(
          `${where}: artifact "${artifact.name}" fingerprint is not the SHA-256 of its content ` +
            `(expected ${sha256Hex(artifact.content)})`
        )
      }
      const seen = fingerprints.get(artifact.fingerprint)
      if (seen)
        problems.push(`${where}: fingerprint ${artifact.fingerprint} is already used by ${seen}`)
      fingerprints.set(artifact.fingerprint, where)
      if (artifact.label) {
        const other = labels.get(artifact.label)
        if (other) problems.push(`${where}: label "${artifact.label}" is already used by ${other}`)
        labels.set(artifact.label, where)
      }
    }
    for (const attestation of trail.attestations) {
      if (attestation.artifact !== undefined && !trailArtifacts.has(attestation.artifact)) {
        problems.push(
          `${where}: attestation "${attestation.name}" names artifact "${attestation.artifact}" not in this trail`
        )
      }
    }
  }
  for (const env of seed.environments) {
    for (const policy of env.policies) {
      if (!policies.has(policy))
        problems.push(`environment "${env.name}": policy "${policy}" is not in policies`)
    }
    for (const entry of env.allowlist) {
      if (!fingerprints.has(entry.fingerprint)) {
        problems.push(
          `environment "${env.name}": allowlisted fingerprint ${entry.fingerprint} is no artifact`
        )
      }
    }
  }
  for (const deployment of seed.deployments) {
    const where = `deployment of ${deployment.fingerprint} to "${deployment.environment}"`
    if (!environments.has(deployment.environment))
      problems.push(`${where}: environment is not in environments`)
    if (!fingerprints.has(deployment.fingerprint))
      problems.push(`${where}: fingerprint is no artifact`)
  }
  for (const approval of seed.approvals) {
    const where = `approval ${approval.flow}#${approval.number}`
    if (!flows.has(approval.flow)) problems.push(`${where}: flow is not in flows`)
    for (const fingerprint of [approval.base_artifact, approval.target_artifact]) {
      if (!fingerprints.has(fingerprint))
        problems.push(`${where}: fingerprint ${fingerprint} is no artifact`)
    }
    if (approval.environment !== null && !environments.has(approval.environment)) {
      problems.push(`${where}: environment "${approval.environment}" is not in environments`)
    }
  }
  for (const action of seed.actions) {
    for (const flow of action.flows ?? []) {
      if (!flows.has(flow)) problems.push(`action ${action.number}: flow "${flow}" is not in flows`)
    }
    for (const env of action.environments ?? []) {
      if (!environments.has(env))
        problems.push(`action ${action.number}: environment "${env}" is not in environments`)
    }
  }
  return problems
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>()
  return [...new Set(values.filter(value => seen.size === seen.add(value).size))]
}

/** `value` and everything it holds, made read-only; a cycle is followed once. */
function deepFreeze<T>(value: T): T {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item !== 'object' || item === null || Object.isFrozen(item)) continue
    Object.freeze(item)
    pending.push(...Object.values(item))
  }
  return value
}
