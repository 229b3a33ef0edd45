/**
 * What runs in an environment:
 *
 * - PUT /environments/{org}/{env}/report/{server,docker,K8S} (ServerReport, DockerReport,
 *   K8SReport): records a snapshot; 201 when it differs from the latest, 200 when it does not
 *   (no snapshot is added);
 * - GET /snapshots/{org}/{env}/{expression}: one snapshot (GetSnapshotResponse), its
 *   artifacts judged by the environment's policies (environment-policies.ts);
 * - GET /environments/{org}/{env}/events: what started, exited or scaled, newest first
 *   (oldest first with reverse=true), paged by page and per_page (1..100, default 15), within
 *   start..end (snapshot indexes, NOW, or the deprecated interval `A..B`);
 * - GET /env-diff/{org}?snappish1=&snappish2=: what only the first runs, what only the
 *   second runs, what scaled (changed) and what did not.
 */
import { z } from 'zod'
import { HttpError, RequestValidationError } from '../errors.js'
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import { ParamReader } from '../params.js'
import { validateBody } from '../bodies.js'
import { diffArtifactView, snapshotEvents, snapshotView } from '../snapshot-views.js'
import {
  instanceCounts,
  recordReport,
  resolveSnapshot,
  snapshotsOf,
  splitSnappish
} from '../snapshots.js'
import type { RunningArtifact, SnapshotRecord } from '../snapshots.js'
import { jsonBody, nowSeconds, param, requireEnvironment, requireOrg } from './context.js'
import type { RouteContext } from './context.js'
import { route, type Route } from './route.js'

const digestsSchema = z.record(z.string(), z.string().regex(/^[a-f0-9]{64}$/))

/** ServerArtifact and DockerArtifact: the same two fields, nothing else. */
const timedDigestsSchema = z.strictObject({
  digests: digestsSchema,
  creationTimestamp: z.number().int()
})

/** K8SOwner: four named strings; the description lets an owner carry more fields. */
const k8sOwnerSchema = z.looseObject({
  apiVersion: z.string(),
  kind: z.string(),
  name: z.string(),
  uid: z.string(),
  controller: z.boolean().nullable().optional(),
  blockOwnerDeletion: z.boolean().nullable().optional()
})

/** The body of each report/{kind}, as strict as the published description. */
export const REPORT_SCHEMAS = {
  server: z.strictObject({
    type: z.literal('server').optional(),
    artifacts: z.array(timedDigestsSchema)
  }),
  docker: z.strictObject({
    type: z.literal('docker').optional(),
    artifacts: z.array(timedDigestsSchema)
  }),
  K8S: z.strictObject({
    type: z.literal('K8S').optional(),
    artifacts: z.array(
      z.strictObject({
        podName: z.string(),
        namespace: z.string(),
        digests: digestsSchema,
        creationTimestamp: z.number().int(),
        owners: z.array(k8sOwnerSchema).nullable().optional()
      })
    )
  })
} as const

/**
 * Records the report as a snapshot: each digest is one running instance of its artifact,
 * whatever the kind (a server's path, a container, a pod's container), so snapshot reads,
 * diffs and policy judging treat every kind alike.
 */
function reportHandler(kind: keyof typeof REPORT_SCHEMAS) {
  return (ctx: RouteContext): HttpReply => {
    const body = validateBody(REPORT_SCHEMAS[kind], jsonBody(ctx), ['body'])
    if (!body.ok) throw new RequestValidationError(body.issues)
    requireOrg(ctx)
    const environment = requireEnvironment(ctx, param(ctx, 'env_name'))
    const running = new Map<string, RunningArtifact>()
    for (const { digests, creationTimestamp } of body.data.artifacts) {
      for (const [name, fingerprint] of Object.entries(digests)) {
        const artifact = running.get(fingerprint) ?? { name, fingerprint, creationTimestamps: [] }
        artifact.creationTimestamps.push(creationTimestamp)
        running.set(fingerprint, artifact)
      }
    }
    const snapshot = recordReport(ctx.store, environment.name, [...running.values()], nowSeconds())
    if (!snapshot) return jsonReply(200, { message: 'No change since the latest snapshot' })
    return jsonReply(201, { message: 'Snapshot created', index: snapshot.index })
  }
}

export const reportServer = reportHandler('server')
export const reportDocker = reportHandler('docker')
export const reportK8S = reportHandler('K8S')

export function getSnapshot(ctx: RouteContext): HttpReply {
  requireOrg(ctx)
  const environment = requireEnvironment(ctx, param(ctx, 'env_name'))
  const expression = param(ctx, 'snapshot_expression')
  const snapshot = resolveSnapshot(ctx.store, environment.name, expression, nowSeconds())
  return jsonReply(200, snapshotView(ctx, environment, snapshot))
}

export const MAX_EVENTS_PER_PAGE = 100

/** A bound of the events' interval as a snapshot index; NOW is the latest. */
function boundIndex(value: string, count: number): number | undefined {
  if (/^now$/i.test(value)) return count
  if (!/^-?\d+$/.test(value)) return undefined
  const n = Number(value)
  return n < 0 ? count + 1 + n : n
}

export function listEvents(ctx: RouteContext): HttpReply {
  const query = ParamReader.query(ctx.query)
  const page = query.integer('page', { min: 1 }) ?? 1
  const perPage = query.integer('per_page', { min: 1, max: MAX_EVENTS_PER_PAGE }) ?? 15
  const reverse = query.string('reverse')
  const interval = query.string('interval')?.split('..')
  const start = query.string('start') ?? interval?.[0] ?? '1'
  const end = query.string('end') ?? interval?.[1] ?? 'NOW'
  query.check()
  if (reverse !== undefined && !/^(true|false)$/i.test(reverse)) {
    throw new RequestValidationError([
      {
        loc: ['query', 'reverse'],
        msg: 'Input should be a valid boolean, unable to interpret input',
        type: 'bool_parsing',
        input: reverse
      }
    ])
  }
  requireOrg(ctx)
  const environment = requireEnvironment(ctx, param(ctx, 'env_name'))
  const snapshots = snapshotsOf(ctx.store, environment.name)
  const from = boundIndex(start, snapshots.length)
  const to = boundIndex(end, snapshots.length)
  if (from === undefined || to === undefined) {
    throw new HttpError(400, `Invalid interval '${start}..${end}': use snapshot indexes or NOW`)
  }
  const inInterval = snapshots.filter(s => s.index >= from && s.index <= to)
  const oldestFirst = inInterval.flatMap(s => snapshotEvents(ctx, environment, s))
  const events = /^true$/i.test(reverse ?? '') ? oldestFirst : oldestFirst.reverse()
  return jsonReply(200, events.slice((page - 1) * perPage, page * perPage))
}

export function diffSnapshots(ctx: RouteContext): HttpReply {
  const query = ParamReader.query(ctx.query)
  const first = query.string('snappish1')
  const second = query.string('snappish2')
  query.check()
  const missing = [...(first ? [] : ['snappish1']), ...(second ? [] : ['snappish2'])].map(name => ({
    loc: ['query', name],
    msg: 'Field required',
    type: 'missing'
  }))
  if (!first || !second) throw new RequestValidationError(missing)
  requireOrg(ctx)
  const resolve = (snappish: string): { id: string; snapshot: SnapshotRecord } => {
    const { environment, expression } = splitSnappish(snappish)
    const record = requireEnvironment(ctx, environment)
    const snapshot = resolveSnapshot(ctx.store, record.name, expression, nowSeconds())
    return { id: `${record.name}#${snapshot.index}`, snapshot }
  }
  const one = resolve(first)
  const two = resolve(second)
  const s1 = instanceCounts(one.snapshot)
  const s2 = instanceCounts(two.snapshot)
  const artifacts = new Map(
    [...one.snapshot.artifacts, ...two.snapshot.artifacts].map(a => [a.fingerprint, a])
  )
  const view = (fingerprints: string[]) =>
    fingerprints.flatMap(fingerprint => {
      const artifact = artifacts.get(fingerprint)
      if (!artifact) return []
      const counts = { s1: s1.get(fingerprint) ?? 0, s2: s2.get(fingerprint) ?? 0 }
      return [diffArtifactView(ctx, artifact, counts)]
    })
  const both = [...s1.keys()].filter(fingerprint => s2.has(fingerprint))
  return jsonReply(200, {
    snappish1: {
      snapshot_id: one.id,
      artifacts: view([...s1.keys()].filter(fingerprint => !s2.has(fingerprint)))
    },
    snappish2: {
      snapshot_id: two.id,
      artifacts: view([...s2.keys()].filter(fingerprint => !s1.has(fingerprint)))
    },
    changed: { artifacts: view(both.filter(f => s1.get(f) !== s2.get(f))) },
    'not-changed': { artifacts: view(both.filter(f => s1.get(f) === s2.get(f))) }
  })
}

/** The endpoints this module serves. */
export const ROUTES: readonly Route[] = [
  route('PUT', '/environments/:org/:env_name/report/server', reportServer),
  route('PUT', '/environments/:org/:env_name/report/docker', reportDocker),
  route('PUT', '/environments/:org/:env_name/report/K8S', reportK8S),
  route('GET', '/environments/:org/:env_name/events', listEvents),
  route('GET', '/snapshots/:org/:env_name/:snapshot_expression', getSnapshot),
  route('GET', '/env-diff/:org', diffSnapshots)
]
