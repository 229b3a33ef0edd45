/**
 * Each environment's snapshots: what ran there, report after report.
 *
 * A snapshot is the whole set of running artifacts a report listed. The seed's deployments
 * make the first ones (a deployment replaces the running artifact of the same template name),
 * so their indexes are the deployments' snapshot indexes. A report that lists what the latest
 * snapshot already holds makes none; one that differs adds the next, and records a deployment
 * of each known artifact that started running in it.
 *
 * The history of a store is kept beside it (a store is replaced on reset, and its history
 * with it).
 */
import { HttpError, NotFoundError } from './errors.js'
import type { SandboxStore } from './store.js'

export interface RunningArtifact {
  /** The name the report gave (the digests' key). */
  name: string
  fingerprint: string
  /** One per running instance. */
  creationTimestamps: number[]
}

export interface SnapshotRecord {
  environment: string
  /** 1-based. */
  index: number
  timestamp: number
  artifacts: RunningArtifact[]
}

const histories = new WeakMap<SandboxStore, Map<string, SnapshotRecord[]>>()

function historiesOf(store: SandboxStore): Map<string, SnapshotRecord[]> {
  let byEnvironment = histories.get(store)
  if (!byEnvironment) {
    byEnvironment = new Map()
    for (const deployment of store.deployments) {
      const snapshots = byEnvironment.get(deployment.environment) ?? []
      const name = store.artifacts.get(deployment.fingerprint)?.name ?? deployment.fingerprint
      const before = snapshots.at(-1)?.artifacts ?? []
      snapshots.push({
        environment: deployment.environment,
        index: deployment.snapshotIndex,
        timestamp: deployment.deployedAt,
        artifacts: [
          ...before.filter(artifact => artifact.name !== name),
          { name, fingerprint: deployment.fingerprint, creationTimestamps: [deployment.deployedAt] }
        ]
      })
      byEnvironment.set(deployment.environment, snapshots)
    }
    histories.set(store, byEnvironment)
  }
  return byEnvironment
}

/** An environment's snapshots, oldest first. */
export function snapshotsOf(store: SandboxStore, environment: string): SnapshotRecord[] {
  return historiesOf(store).get(environment) ?? []
}

/** Instances per fingerprint. */
export function instanceCounts(snapshot: SnapshotRecord | undefined): Map<string, number> {
  const counts = new Map<string, number>()
  for (const artifact of snapshot?.artifacts ?? []) {
    counts.set(
      artifact.fingerprint,
      (counts.get(artifact.fingerprint) ?? 0) + artifact.creationTimestamps.length
    )
  }
  return counts
}

function sameRunning(a: SnapshotRecord | undefined, b: RunningArtifact[]): boolean {
  const before = instanceCounts(a)
  const after = instanceCounts({ environment: '', index: 0, timestamp: 0, artifacts: b })
  if (before.size !== after.size) return false
  return [...after].every(([fingerprint, count]) => before.get(fingerprint) === count)
}

/**
 * Records a report of what runs in an environment. Returns the new snapshot, or undefined
 * when nothing changed since the latest.
 */
export function recordReport(
  store: SandboxStore,
  environment: string,
  artifacts: RunningArtifact[],
  now: number
): SnapshotRecord | undefined {
  const byEnvironment = historiesOf(store)
  const snapshots = byEnvironment.get(environment) ?? []
  const latest = snapshots.at(-1)
  if (latest && sameRunning(latest, artifacts)) return undefined
  const snapshot = { environment, index: snapshots.length + 1, timestamp: now, artifacts }
  snapshots.push(snapshot)
  byEnvironment.set(environment, snapshots)
  const before = instanceCounts(latest)
  for (const fingerprint of instanceCounts(snapshot).keys()) {
    if (before.has(fingerprint) || !store.artifacts.has(fingerprint)) continue
    store.deployments.push({
      environment,
      fingerprint,
      deployedAt: now,
      snapshotIndex: snapshot.index
    })
  }
  return snapshot
}

const AGO = /^(\d+)\.(second|minute|hour|day|week|month)s?\.ago$/
const SECONDS: Record<string, number> = {
  second: 1,
  minute: 60,
  hour: 3600,
  day: 86400,
  week: 7 * 86400,
  month: 30 * 86400
}
const MOMENT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/

/** The moment an `@{...}` expression names, in epoch seconds; undefined when malformed. */
function momentOf(inside: string, now: number): number | undefined {
  if (inside === 'now') return now
  const ago = AGO.exec(inside)
  if (ago) return now - Number(ago[1]) * (SECONDS[ago[2] ?? ''] ?? 0)
  if (!MOMENT.test(inside)) return undefined
  const time = Date.parse(`${inside}Z`)
  return Number.isNaN(time) ? undefined : time / 1000
}

/**
 * The snapshot a snapshot expression names: `N` (from 1; `#N` too), `-N` (from the latest),
 * `~N` (N behind the latest), `@{YYYY-MM-DDTHH:MM:SS}`, `@{N.<unit>.ago}`, `@{now}`. A
 * malformed expression is a 400; one that names no snapshot a 404.
 */
export function resolveSnapshot(
  store: SandboxStore,
  environment: string,
  expression: string,
  now: number
): SnapshotRecord {
  const snapshots = snapshotsOf(store, environment)
  const missing = () =>
    new NotFoundError(`Snapshot '${expression}' not found for environment '${environment}'`)
  let found: SnapshotRecord | undefined
  const at = /^@\{(.*)\}$/.exec(expression)
  if (at) {
    const moment = momentOf(at[1] ?? '', now)
    if (moment === undefined) throw invalid(expression)
    found = snapshots.findLast(snapshot => snapshot.timestamp <= moment)
  } else {
    const number = /^([#~-]?)(\d+)$/.exec(expression)
    if (!number) throw invalid(expression)
    const n = Number(number[2])
    const sign = number[1]
    const position =
      sign === '-' ? snapshots.length - n : sign === '~' ? snapshots.length - 1 - n : n - 1
    found = sign === '-' && n === 0 ? undefined : snapshots[position]
  }
  if (!found) throw missing()
  return found
}

function invalid(expression: string): HttpError {
  return new HttpError(
    400,
    `Invalid snapshot expression '${expression}': use N, -N, ~N, @{YYYY-MM-DDTHH:MM:SS}, @{N.days.ago} or @{now}`
  )
}

/** `staging`, `staging#10`, `staging~2`: an environment and the snapshot expression in it. */
export function splitSnappish(snappish: string): { environment: string; expression: string } {
  const at = /[#~@]/.exec(snappish)
  if (!at) return { environment: snappish, expression: '-1' }
  const environment = snappish.slice(0, at.index)
  const rest = snappish.slice(at.index)
  return { environment, expression: rest.startsWith('#') ? rest.slice(1) : rest }
}
