/**
 * The test and scan attestations: JUnit and Snyk, multipart like the Jira one.
 *
 * A JUnit attestation is compliant when no suite has a failure or an error; a Snyk one
 * when the scan found no issue at any severity. Each is stored like any attestation, so
 * assert-artifact and list-attestations see it, and a non-compliant one names itself there.
 */
import { randomUUID } from 'node:crypto'
import { NotFoundError } from '../errors.js'
import { junitBodySchema, snykBodySchema } from '../evidence-bodies.js'
import type { JUnitBody, SnykBody } from '../evidence-bodies.js'
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import type { ArtifactRecord, AttestationRecord, TrailRecord } from '../store.js'
import { attestationView } from '../views.js'
import { readAttestationRequest } from './attestation-form.js'
import { nowSeconds, param, requireFlow, requireOrg, requireTrail } from './context.js'
import type { RouteContext } from './context.js'

const API_USER = 'sandbox-api-user'

type CommonBody = JUnitBody | SnykBody

/** The artifacts an attestation is about: by fingerprint, or by template name. */
function targets(trail: TrailRecord, input: CommonBody): ArtifactRecord[] {
  if (input.artifact_fingerprint) {
    const artifact = trail.artifacts.find(a => a.fingerprint === input.artifact_fingerprint)
    if (!artifact) {
      throw new NotFoundError(
        `Artifact with fingerprint '${input.artifact_fingerprint}' not found in trail '${trail.name}'`
      )
    }
    return [artifact]
  }
  return (input.target_artifacts ?? []).map(name => {
    const artifact = trail.artifacts.findLast(a => a.name === name)
    if (!artifact) throw new NotFoundError(`Artifact '${name}' not found in trail '${trail.name}'`)
    return artifact
  })
}

function record(
  ctx: RouteContext,
  type: 'junit' | 'snyk',
  input: CommonBody,
  attachment: AttestationRecord['attachment'],
  compliant: boolean,
  results: Record<string, unknown>
): HttpReply {
  requireOrg(ctx)
  const flow = requireFlow(ctx, param(ctx, 'flow_name'))
  const trail = requireTrail(ctx, flow, param(ctx, 'trail_name'))
  const artifacts = targets(trail, input)
  const createdAt = nowSeconds()
  const records: AttestationRecord[] = (artifacts.length > 0 ? artifacts : [undefined]).map(
    artifact => ({
      id: randomUUID(),
      name: input.attestation_name,
      type,
      flow: flow.name,
      trail: trail.name,
      artifactFingerprint: artifact?.fingerprint,
      compliant,
      createdAt,
      description: input.description ?? '',
      originUrl: input.origin_url ?? undefined,
      reportedBy: API_USER,
      userData: (input.user_data ?? {}) as Record<string, unknown> | unknown[],
      attachment,
      extra: {
        ...results,
        annotations: input.annotations,
        external_urls: input.external_urls,
        git_commit_info: input.git_commit_info,
        repo_info: input.repo_info,
        target_artifacts: input.target_artifacts
      }
    })
  )
  trail.attestations.push(...records)
  const [first] = records
  return jsonReply(201, {
    message: `${type === 'junit' ? 'JUnit' : 'Snyk'} attestation created`,
    attestation_id: first?.id,
    attestation_name: input.attestation_name,
    is_compliant: compliant,
    html_url: first ? attestationView(ctx, first).html_url : undefined
  })
}

/** POST /attestations/{org}/{flow_name}/trail/{trail_name}/junit (multipart/form-data) */
export async function attestJUnit(ctx: RouteContext): Promise<HttpReply> {
  const { input, attachment } = await readAttestationRequest(ctx, junitBodySchema)
  const compliant = input.junit_results.every(suite => suite.failures === 0 && suite.errors === 0)
  return record(ctx, 'junit', input, attachment, compliant, { junit_results: input.junit_results })
}

/** POST /attestations/{org}/{flow_name}/trail/{trail_name}/snyk (multipart/form-data) */
export async function attestSnyk(ctx: RouteContext): Promise<HttpReply> {
  const { input, attachment } = await readAttestationRequest(ctx, snykBodySchema)
  const compliant = input.snyk_results.results.every(
    project => project.high_count + project.medium_count + project.low_count === 0
  )
  return record(ctx, 'snyk', input, attachment, compliant, { snyk_results: input.snyk_results })
}
