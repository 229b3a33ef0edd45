/**
 * The services the bench talks to, on loopback: the sandbox with a bench seed (the default
 * seed, plus a compliant trail for each fingerprinted artifact and enough builds for exactly
 * PAGES pages of List builds) and a Jira emulator holding the issues the Jira row looks up.
 */
import { readFileSync } from 'node:fs'
import { startJiraEmulator, type JiraEmulator } from '../sandbox/jira.js'
import { DEFAULT_SEED_PATH, type SandboxSeed } from '../sandbox/seed.js'
import { startSandbox, type Sandbox } from '../sandbox/server.js'
import { sha256Hex } from './fixtures.js'

export const PAGES = 20
export const PER_PAGE = 3
export const JIRA_KEYS = Array.from({ length: 50 }, (_, index) => `BENCH-${index + 1}`)
export const LATENCY_MS = 50

interface RawTrail {
  name: string
  commit: { sha1: string }
  artifacts: { fingerprint: string; content?: string; label?: string }[]
}

interface RawSeed {
  trails: RawTrail[]
  trail_series: unknown[]
}

function readSeed(): RawSeed {
  return JSON.parse(readFileSync(DEFAULT_SEED_PATH, 'utf8')) as RawSeed
}

/** A copy of the seed's compliant trail, for another artifact, so that it asserts compliant. */
function compliantTrailFor(seed: RawSeed, name: string, fingerprint: string): RawTrail {
  const model = seed.trails.find(trail => trail.artifacts.some(a => a.label === 'compliant'))
  if (!model) throw new Error('sandbox/seed.json has no artifact labelled "compliant"')
  const copy = structuredClone(model)
  copy.name = name
  copy.commit.sha1 = sha256Hex(name).slice(0, 40)
  copy.artifacts = copy.artifacts.map(artifact => {
    const rest = { ...artifact }
    delete rest.content
    delete rest.label
    return artifact.label === 'compliant' ? { ...rest, fingerprint } : rest
  })
  return copy
}

export interface BenchServices {
  sandbox: Sandbox
  jira: JiraEmulator
  close(): Promise<void>
}

/**
 * Starts both services. `artifacts` are fingerprints that must assert compliant (the big file
 * and the tree, computed by the references first).
 */
export async function startServices(artifacts: Record<string, string>): Promise<BenchServices> {
  const seed = readSeed()
  for (const [name, fingerprint] of Object.entries(artifacts)) {
    seed.trails.push(compliantTrailFor(seed, `bench-${name}`, fingerprint))
  }
  // Count the builds the seed already lists, then add a series that makes it PAGES pages.
  const probe = await startSandbox({ seed: seed as unknown as SandboxSeed })
  const existing = await countBuilds(probe)
  await probe.close()
  const missing = PAGES * PER_PAGE - existing
  if (missing > 0) {
    seed.trail_series.push({
      _comment: 'Builds for the all-pages row of the bench.',
      flow: 'web-app',
      count: missing,
      name_format: 'bench-build-{n}',
      newest_age_hours: 1,
      // All inside the default 28-day window of List builds.
      spacing_hours: 600 / missing,
      created_by: 'bench'
    })
  }
  const issues = Object.fromEntries(JIRA_KEYS.map(key => [key, { summary: `Bench issue ${key}` }]))
  const [sandbox, jira] = await Promise.all([
    startSandbox({ seed: seed as unknown as SandboxSeed }),
    startJiraEmulator({ issues, latencyMs: LATENCY_MS })
  ])
  const total = await countBuilds(sandbox)
  if (total !== PAGES * PER_PAGE) {
    await Promise.all([sandbox.close(), jira.close()])
    throw new Error(`the bench seed lists ${total} builds, not ${PAGES * PER_PAGE}`)
  }
  return {
    sandbox,
    jira,
    close: async () => void (await Promise.all([sandbox.close(), jira.close()]))
  }
}

async function countBuilds(sandbox: Sandbox): Promise<number> {
  const response = await fetch(`${sandbox.baseUrl}/builds/${sandbox.org}?per_page=1&page=1`, {
    headers: { authorization: `Bearer ${sandbox.token}` }
  })
  const body = (await response.json()) as { total_count?: number }
  if (!response.ok || typeof body.total_count !== 'number') {
    throw new Error(`List builds answered ${response.status} without total_count`)
  }
  return body.total_count
}
