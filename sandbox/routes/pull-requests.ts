/**
 * POST /attestations/{org}/{flow_name}/trail/{trail_name}/pull_request (multipart/form-data):
 * a `data_json` part (`PullRequestAttestationPostInput`, strict) and an optional
 * `attachment_file`. The attestation is compliant when it lists at least one pull request,
 * as the service judges it: a commit that reached the branch without one was not reviewed.
 */
import { randomUUID } from 'node:crypto'
import { pullRequestBodySchema, type PullRequestBody } from '../bodies.js'
import { NotFoundError } from '../errors.js'
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import type { ArtifactRecord, AttestationRecord, TrailRecord } from '../store.js'
import { attestationView } from '../views.js'
import { readAttestationRequest } from './attestation-form.js'
import { nowSeconds, param, requireFlow, requireOrg, requireTrail } from './context.js'
import type { RouteContext } from './context.js'

/** Who the sandbox says reported what clients post. */
const API_USER = 'sandbox-api-user'

export async function attestPullRequest(ctx: RouteContext): Promise<HttpReply> {
  const { input, attachment } = await readAttestationRequest(ctx, pullRequestBodySchema)

  requireOrg(ctx)
  const flow = requireFlow(ctx, param(ctx, 'flow_name'))
  const trail = requireTrail(ctx, flow, param(ctx, 'trail_name'))
  const artifacts = targets(trail, input)
  const compliant = input.pull_requests.length > 0
  const createdAt = nowSeconds()
  const records: AttestationRecord[] = (artifacts.length > 0 ? artifacts : [undefined]).map(
    artifact => ({
      id: randomUUID(),
      name: input.attestation_name,
      type: 'pull_request',
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
        git_provider: input.git_provider,
        pull_requests: input.pull_requests,
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
    message: 'Pull request attestation created',
    attestation_id: first?.id,
    attestation_name: input.attestation_name,
    is_compliant: compliant,
    html_url: first ? attestationView(ctx, first).html_url : undefined
  })
}

/** The artifacts the attestation is about: by fingerprint, or by template name. */
function targets(trail: TrailRecord, input: PullRequestBody): ArtifactRecord[] {
  const find = (match: (artifact: ArtifactRecord) => boolean, what: string) => {
    const artifact = trail.artifacts.findLast(match)
    if (!artifact) throw new NotFoundError(`Artifact ${what} not found in trail '${trail.name}'`)
    return artifact
  }
  if (input.artifact_fingerprint) {
    const fingerprint = input.artifact_fingerprint
    return [find(a => a.fingerprint === fingerprint, `with fingerprint '${fingerprint}'`)]
  }
  return (input.target_artifacts ?? []).map(name => find(a => a.name === name, `'${name}'`))
}
