/**
 * GET /search/{org}/sha/{search_value}: the artifacts whose fingerprint, or whose trail's
 * commit, starts with the value (5 to 64 hex digits, either case; else 400). resolved_to says
 * what the value resolved to: one fingerprint, one commit, or several (`multiple`); no match
 * is a 404. Artifacts that run in an environment without ever being reported in a flow are
 * found by fingerprint too, without provenance.
 */
import { HttpError, NotFoundError } from '../errors.js'
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import { evaluateArtifact, locateArtifact } from '../compliance.js'
import { snapshotsOf } from '../snapshots.js'
import type { ArtifactRecord } from '../store.js'
import { artifactUrl } from '../views.js'
import { param, requireOrg } from './context.js'
import type { RouteContext } from './context.js'
import { route, type Route } from './route.js'

const NO_PROVENANCE = {
  has_provenance: false,
  git_commit: '',
  pipeline: '',
  flow: '',
  trail: '',
  build_url: '',
  commit_url: '',
  compliance_state: '',
  html_url: '',
  api_url: '',
  history: []
}

const SEARCH_VALUE = /^[0-9a-fA-F]{5,64}$/

/** Where each fingerprint runs now, and where it ran before. */
function whereRunning(ctx: RouteContext) {
  const running = new Map<string, Set<string>>()
  const exited = new Map<string, Set<string>>()
  const names = new Map<string, string>()
  const add = (map: Map<string, Set<string>>, fingerprint: string, env: string) =>
    map.set(fingerprint, (map.get(fingerprint) ?? new Set()).add(env))
  for (const env of ctx.store.environments.keys()) {
    const snapshots = snapshotsOf(ctx.store, env)
    const now = new Set(snapshots.at(-1)?.artifacts.map(a => a.fingerprint))
    for (const snapshot of snapshots) {
      for (const artifact of snapshot.artifacts) {
        names.set(artifact.fingerprint, artifact.name)
        if (!now.has(artifact.fingerprint)) add(exited, artifact.fingerprint, env)
      }
    }
    for (const fingerprint of now) add(running, fingerprint, env)
  }
  return { running, exited, names }
}

export function search(ctx: RouteContext): HttpReply {
  requireOrg(ctx)
  const value = param(ctx, 'search_value')
  if (!SEARCH_VALUE.test(value)) {
    throw new HttpError(400, `Invalid search value '${value}': give 5 to 64 hex characters`)
  }
  const prefix = value.toLowerCase()
  const environments = whereRunning(ctx)
  const reported = [...ctx.store.artifacts.values()]
  const fingerprints = [
    ...new Set([...reported.map(a => a.fingerprint), ...environments.names.keys()])
  ].filter(fingerprint => fingerprint.startsWith(prefix))
  const commitOf = (artifact: ArtifactRecord) =>
    ctx.store.findTrail(artifact.flow, artifact.trail)?.commit.sha1 ?? ''
  const commits = [...new Set(reported.map(commitOf))].filter(sha => sha.startsWith(prefix))
  const matches = fingerprints.length + commits.length
  if (matches === 0) throw new NotFoundError(`No matches found for '${value}'`)
  const found = [
    ...new Set([
      ...fingerprints,
      ...reported.filter(a => commits.includes(commitOf(a))).map(a => a.fingerprint)
    ])
  ]
  const type = matches > 1 ? 'multiple' : fingerprints.length === 1 ? 'fingerprint' : 'commit'
  return jsonReply(200, {
    resolved_to: {
      type,
      full_match: fingerprints[0] ?? commits[0],
      fingerprints: { type: 'fingerprint', count: fingerprints.length, matches: fingerprints },
      commits: { type: 'commit', count: commits.length, matches: commits }
    },
    artifacts: found.map(fingerprint => {
      const artifact = ctx.store.artifacts.get(fingerprint)
      const where = {
        running_in: [...(environments.running.get(fingerprint) ?? [])],
        exited_from: [...(environments.exited.get(fingerprint) ?? [])]
      }
      if (!artifact) {
        // Every field is required by the published model: unknown ones are empty.
        const name = environments.names.get(fingerprint) ?? ''
        return {
          ...NO_PROVENANCE,
          fingerprint,
          name,
          template_reference_name: name,
          ...where
        }
      }
      const { flow, trail } = locateArtifact(ctx.store, artifact)
      const commit = trail.commit.sha1
      return {
        fingerprint,
        name: artifact.name,
        has_provenance: true,
        git_commit: commit,
        pipeline: artifact.flow,
        flow: artifact.flow,
        trail: artifact.trail,
        template_reference_name: artifact.name,
        build_url: '',
        commit_url: `${flow.repo.url}/commit/${commit}`,
        compliance_state: evaluateArtifact(flow, trail, artifact).state,
        ...where,
        html_url: artifactUrl(ctx, artifact.flow, fingerprint),
        api_url: `${ctx.baseUrl}/artifacts/${encodeURIComponent(ctx.store.org)}/${encodeURIComponent(artifact.flow)}/fingerprint/${fingerprint}`,
        history: []
      }
    })
  })
}

/** The endpoints this module serves. */
export const ROUTES: readonly Route[] = [route('GET', '/search/:org/sha/:search_value', search)]
