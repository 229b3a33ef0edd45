/**
 * attest-provenance: reads the artifact attestations GitHub holds for the artifact's digest,
 * verifies each Sigstore bundle offline (signature, log and timestamp evidence, against the
 * trust root of its issuer, shipped with the action), checks that it is provenance of this
 * artifact, built in `repository` (by `signer-workflow`, when given), and records the result
 * as a generic attestation: compliant when a bundle verified, with its claims as user data and
 * the bundles attached. It records either way; `assert` fails the step when none verified.
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { attestationCommand, type AttestInputs, type GatherContext } from '../../attest/pipeline.js'
import { describeRetry } from '../../action/retry-log.js'
import { GitHubApiError } from '../../github/api.js'
import { connectGitHub } from '../../github/connect.js'
import type { FilePart } from '../../service/client.js'
import type { JsonValue } from '../../service/bodies.js'
import { escapeText, code, link } from '../../summary/markdown.js'
import { stateMark } from '../../summary/states.js'
import { readAttestations, type ReadBundle } from './bundles.js'
import type { BundleVerdict, FailureReason, ProvenancePolicy } from './claims.js'
import { readProvenanceInputs, type ProvenanceInputs } from './inputs.js'

export type AttestProvenanceInputs = AttestInputs<ProvenanceInputs>

type Verified = Extract<BundleVerdict, { verified: true }>

interface Found {
  fingerprint: string
  repository: string
  /** The bundles read, as JSON, for the attachment. */
  bundles: Record<string, unknown>[]
  verdicts: BundleVerdict[]
  verified?: Verified
  /** Why none counted, when none verified. */
  failure?: { reason: FailureReason; detail: string }
  /** GitHub answered 404: no attestation, or one the token cannot see. */
  notFound: boolean
}

/** Each later stage means the bundle passed the earlier ones: the furthest one is reported. */
const STAGES: readonly FailureReason[] = ['signature', 'predicate', 'digest', 'identity']

async function gather(inputs: AttestProvenanceInputs, context: GatherContext): Promise<Found> {
  const { log, common } = context
  const fingerprint = await context.fingerprint()
  if (fingerprint === undefined) throw new Error('Internal error: the artifact has no fingerprint')
  const policy: ProvenancePolicy = {
    repository: inputs.repository,
    signerWorkflow: inputs.signerWorkflow,
    predicateType: inputs.predicateType,
    digests: await artifactDigests(inputs, fingerprint)
  }
  const onRetry = (system: string) => (event: Parameters<typeof describeRetry>[0]) =>
    log.info(describeRetry(event, system))
  const github = connectGitHub(inputs.githubToken, common.timeoutMs, {
    maxRetries: common.maxRetries,
    onRetry: onRetry('GitHub'),
    log
  })
  if (!github) throw new Error('Internal error: github-token is empty')
  const { bundles, notFound } = await log.group(
    `Reading the attestations of sha256:${fingerprint.slice(0, 12)} in ${inputs.repository}`,
    async () => {
      try {
        return await readAttestations(await github(), inputs.repository, fingerprint, {
          timeoutMs: common.timeoutMs,
          maxRetries: common.maxRetries,
          onRetry: onRetry('the attestation bundle host')
        })
      } catch (error) {
        throw new Error(readFailure(error, inputs.repository), { cause: error })
      }
    }
  )
  // The verifier is loaded only once there is something to verify.
  const { verifyBundle } = await import('./verify.js')
  const verdicts = bundles.map(bundle =>
    'json' in bundle
      ? verifyBundle(bundle.json, policy)
      : ({ verified: false, reason: 'signature', detail: bundle.problem } as const)
  )
  verdicts.forEach((verdict, index) => log.info(describeVerdict(index, verdict)))
  const verified = verdicts.find((verdict): verdict is Verified => verdict.verified)
  return {
    fingerprint,
    repository: inputs.repository,
    bundles: bundles.flatMap((bundle: ReadBundle) => ('json' in bundle ? [bundle.json] : [])),
    verdicts,
    verified,
    failure: verified ? undefined : failureOf(verdicts),
    notFound
  }
}

/** sha256 always; sha512 too for a file (npm provenance names the package by sha512 only). */
async function artifactDigests(
  inputs: AttestProvenanceInputs,
  fingerprint: string
): Promise<Record<string, string>> {
  const digests: Record<string, string> = { sha256: fingerprint }
  const { artifact } = inputs
  if (!('path' in artifact) || (artifact.type !== undefined && artifact.type !== 'file')) {
    return digests
  }
  if (!(await stat(artifact.path)).isFile()) return digests
  const hash = createHash('sha512')
  for await (const chunk of createReadStream(artifact.path)) hash.update(chunk as Buffer)
  digests.sha512 = hash.digest('hex')
  return digests
}

function failureOf(verdicts: readonly BundleVerdict[]): Found['failure'] {
  let furthest: Extract<BundleVerdict, { verified: false }> | undefined
  for (const verdict of verdicts) {
    if (verdict.verified) continue
    if (!furthest || STAGES.indexOf(verdict.reason) > STAGES.indexOf(furthest.reason)) {
      furthest = verdict
    }
  }
  if (!furthest) return { reason: 'no attestation', detail: 'GitHub holds no attestation of it' }
  return { reason: furthest.reason, detail: furthest.detail }
}

function describeVerdict(index: number, verdict: BundleVerdict): string {
  const which = `Bundle ${index + 1}`
  if (verdict.verified) {
    const { claims } = verdict
    return `${which}: verified (${verdict.trustDomain}): ${claims.buildSigner ?? 'no signer'} at ${claims.sourceCommit ?? 'no commit'}.`
  }
  return `${which}: not verified (${verdict.reason}): ${verdict.detail}.`
}

/** Why the attestations could not be read; a 401, 403 or 404 names the permission. */
function readFailure(error: unknown, repository: string): string {
  const reason = (error instanceof Error ? error.message : String(error)).replace(/[.\s]+$/, '')
  const nothing = 'No attestation was posted: a record without them would not say what was checked.'
  if (error instanceof GitHubApiError && !error.rateLimited && error.status === 403) {
    return (
      `github-token may not read the attestations of ${repository} (the GitHub API answered 403): ` +
      `grant it in the workflow with "permissions: attestations: read". ${nothing}`
    )
  }
  return `The attestations of ${repository} could not be read: ${reason}. ${nothing}`
}

function userData(found: Found): Record<string, JsonValue> {
  const { verified, failure } = found
  if (verified) {
    const { claims } = verified
    return {
      predicate_type: verified.predicateType,
      source_repository: claims.sourceRepository ?? null,
      source_ref: claims.sourceRef ?? null,
      source_commit: claims.sourceCommit ?? null,
      signer_workflow: claims.buildSigner ?? null,
      run_url: claims.runUrl ?? null,
      trust_domain: verified.trustDomain
    }
  }
  return {
    reason: failure?.reason ?? 'no attestation',
    detail: failure?.detail ?? '',
    bundles_read: found.verdicts.length
  }
}

/** The bundles read, one JSON document a line, so an auditor can verify them again. */
function bundlesPart(found: Found): FilePart | undefined {
  if (found.bundles.length === 0) return undefined
  const text = found.bundles.map(bundle => JSON.stringify(bundle)).join('\n') + '\n'
  const filename = 'provenance-bundles.jsonl'
  return {
    part: 'attachment_file',
    filename,
    description: `${filename} (${found.bundles.length} bundle(s), ${Buffer.byteLength(text)} bytes)`,
    load: async () => new Blob([text], { type: 'application/x-ndjson' })
  }
}

function problemOf(found: Found): string | undefined {
  if (found.verified) return undefined
  const reason = found.failure ?? { reason: 'no attestation', detail: '' }
  return (
    `No attestation of sha256:${found.fingerprint.slice(0, 12)}… in ${found.repository} verified ` +
    `(${reason.reason}: ${reason.detail.replace(/[.\s]+$/, '')})`
  )
}

export const command = attestationCommand({
  type: 'generic',
  readInputs: readProvenanceInputs,
  commit: 'none',
  gather,
  body: found => ({ is_compliant: found.verified !== undefined, user_data: userData(found) }),
  attachment: async found => bundlesPart(found),
  detail: found =>
    found.verified
      ? `verified (${found.verified.trustDomain})`
      : `not verified (${found.failure?.reason ?? 'no attestation'})`,
  outputs: found => ({
    verified: String(found.verified !== undefined),
    'source-commit': found.verified?.claims.sourceCommit ?? '',
    'signer-workflow': found.verified?.claims.buildSigner ?? ''
  }),
  warnings: found =>
    found.notFound
      ? [
          `GitHub answered 404 for the attestations of sha256:${found.fingerprint} in ${found.repository}: ` +
            'it holds none, or github-token cannot see the repository (permissions: attestations: read).'
        ]
      : [],
  summary: {
    rows: found => {
      const claims = found.verified?.claims
      return [
        [
          'Provenance',
          stateMark(
            found.verified ? 'compliant' : 'non-compliant',
            found.verified ? 'verified' : 'not verified'
          )
        ],
        ['Repository', escapeText(found.repository)],
        ['Bundles read', String(found.verdicts.length)],
        ['Trust root', found.verified ? escapeText(found.verified.trustDomain) : undefined],
        ['Signer workflow', claims?.buildSigner ? code(claims.buildSigner) : undefined],
        ['Source commit', claims?.sourceCommit ? code(claims.sourceCommit) : undefined],
        ['Run', claims?.runUrl ? link('signing run', claims.runUrl) : undefined],
        [
          'Reason',
          found.failure ? escapeText(`${found.failure.reason}: ${found.failure.detail}`) : undefined
        ]
      ]
    }
  },
  verdict: found => problemOf(found)
})
