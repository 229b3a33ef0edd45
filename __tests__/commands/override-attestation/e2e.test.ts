/**
 * End to end: override-attestation as steps run in-process (kit/step.ts) against the sandbox:
 * the override changes what later commands see, a dry run sends nothing, and a POST is
 * never repeated when the service may already have applied it.
 */
import {
  COMPLIANT_FINGERPRINT,
  COMPLIANT_TRAIL,
  FAILING_ATTESTATION,
  NON_COMPLIANT_FINGERPRINT,
  NON_COMPLIANT_TRAIL,
  WEB_APP_FLOW
} from '../../../sandbox/fixtures.js'
import { useSandbox } from '../../kit/servers.js'
import { runStep } from '../../kit/step.js'
import { jsonOutput } from '../../kit/service-runs.js'
import { annotations } from '../../kit/annotations.js'
import { OVERRIDE_EXAMPLE, serviceInputs } from '../../kit/examples.js'
import { RUN_COMMIT_RECORDS } from '../../kit/posted.js'

const sandbox = useSandbox({ resetEach: true })

const run = (command: string, extra: Record<string, string> = {}) =>
  runStep({ inputs: serviceInputs(sandbox, command, extra) })

/** Overrides the failing attestation of the non-compliant artifact to compliant. */
const fixInputs = {
  ...OVERRIDE_EXAMPLE,
  fingerprint: NON_COMPLIANT_FINGERPRINT,
  reason: 'False positive: the flagged dependency is only used in tests'
}

const posts = () => sandbox.requests.filter(request => request.method === 'POST')

/** The override recorded on the failing attestation, if any. */
function recordedOverride() {
  const trail = sandbox.store.findTrail(WEB_APP_FLOW, NON_COMPLIANT_TRAIL)
  return trail?.attestations.find(
    record =>
      record.name === FAILING_ATTESTATION.name &&
      record.artifactFingerprint === NON_COMPLIANT_FINGERPRINT
  )?.override
}

describe('override-attestation', () => {
  it('makes a non-compliant artifact pass a later assert and shows in a later list', async () => {
    const before = await run('assert-artifact', {
      fingerprint: NON_COMPLIANT_FINGERPRINT,
      flow: WEB_APP_FLOW
    })
    expect(before.outputs.outcome).toBe('non-compliant')

    const override = await run('override-attestation', fixInputs)
    expect(override.exitCode).toBe(0)
    expect(override.outputs.outcome).toBe('ok')
    expect(jsonOutput<{ is_compliant: boolean }>(override.outputs, 'result').is_compliant).toBe(
      true
    )
    expect(override.summary).toContain('## Attestation overridden')
    expect(recordedOverride()).toMatchObject({
      newComplianceStatus: true,
      reason: fixInputs.reason
    })

    const [after, listed] = await Promise.all([
      run('assert-artifact', { fingerprint: NON_COMPLIANT_FINGERPRINT, flow: WEB_APP_FLOW }),
      run('list-attestations', { flow: WEB_APP_FLOW, 'per-page': '100', 'all-pages': 'true' })
    ])
    expect(after?.exitCode).toBe(0)
    expect(after?.outputs.outcome).toBe('compliant')
    const attestations = jsonOutput<
      {
        attestation_name: string
        trail_name?: string
        artifact_fingerprint?: string
        is_compliant: boolean
      }[]
    >(listed?.outputs ?? {}, 'result')
    const overridden = attestations.find(
      a =>
        a.attestation_name === FAILING_ATTESTATION.name &&
        a.artifact_fingerprint === NON_COMPLIANT_FINGERPRINT
    )
    expect(overridden?.is_compliant).toBe(true)
  })

  it('can take compliance away: compliant false fails a later assert', async () => {
    const trail = sandbox.store.findTrail(WEB_APP_FLOW, COMPLIANT_TRAIL)
    const attestation = trail?.attestations.find(
      record => record.artifactFingerprint === COMPLIANT_FINGERPRINT
    )
    if (!attestation) throw new Error('the compliant artifact has no attestation in the seed')
    const override = await run('override-attestation', {
      flow: WEB_APP_FLOW,
      trail: COMPLIANT_TRAIL,
      name: attestation.name,
      'attestation-type': attestation.type,
      fingerprint: COMPLIANT_FINGERPRINT,
      compliant: 'false',
      reason: 'Revoked: the test report was produced from the wrong commit'
    })
    expect(override.outputs.outcome).toBe('ok')
    const after = await run('assert-artifact', {
      fingerprint: COMPLIANT_FINGERPRINT,
      flow: WEB_APP_FLOW
    })
    expect(after.outputs.outcome).toBe('non-compliant')
  })

  it('sends only the fields that are set, with the run URL as origin_url and the commit records', async () => {
    await run('override-attestation', { ...fixInputs, annotations: 'ticket=SEC-12' })
    const [post] = posts()
    const body = JSON.parse(post?.body.toString('utf8') ?? '{}') as Record<string, unknown>
    expect(body).toEqual({
      attestation_name: FAILING_ATTESTATION.name,
      reason: fixInputs.reason,
      new_compliance_status: true,
      original_attestation_type: FAILING_ATTESTATION.type,
      artifact_fingerprint: NON_COMPLIANT_FINGERPRINT,
      origin_url: 'https://github.com/acme/web-app/actions/runs/987654321',
      annotations: { ticket: 'SEC-12' },
      // As the CLI sends them with every attestation: the run's commit and repository.
      ...RUN_COMMIT_RECORDS
    })
    expect(post?.contentType).toMatch(/^application\/json/)
  })

  it('in a dry run prints the body, sends nothing and reports skipped', async () => {
    const results = await Promise.all([
      run('override-attestation', { ...fixInputs, 'dry-run': 'true' }),
      run('override-attestation', { ...fixInputs, 'dry-run': 'true', 'api-token': '' })
    ])
    for (const result of results) {
      expect(result.exitCode).toBe(0)
      expect(result.outputs.outcome).toBe('skipped')
      expect(result.stdout).toContain('"new_compliance_status": true')
      expect(result.stdout).toContain(`"reason": "${fixInputs.reason}"`)
      expect(result.stdout).toMatch(/nothing was sent/)
      expect(result.summary).toContain('## Dry run: override not sent')
      expect(result.summary).toContain('```json')
      // What would have been sent, for a later step, as every write does in a dry run.
      expect(JSON.parse(result.outputs.result ?? '{}')).toMatchObject({
        new_compliance_status: true,
        reason: fixInputs.reason
      })
    }
    expect(sandbox.requests).toHaveLength(0)
    expect(recordedOverride()).toBeUndefined()
  })

  it('is retried after a 503, which means the service did not apply it, and applied once', async () => {
    sandbox.faults.add({ method: 'POST', path: '/attestations/' }, { status: 503, retryAfter: 0 })
    const result = await run('override-attestation', fixInputs)
    expect(result.exitCode).toBe(0)
    expect(posts().map(request => request.status)).toEqual([503, 201])
    expect(recordedOverride()?.newComplianceStatus).toBe(true)
  })

  it('is not retried after a 502: the service may have applied it', async () => {
    sandbox.faults.add({ method: 'POST', path: '/attestations/' }, { status: 502 })
    const result = await run('override-attestation', fixInputs)
    expect(result.exitCode).not.toBe(0)
    expect(result.outputs.outcome).toBe('error')
    expect(posts()).toHaveLength(1)
  })

  it('is not retried when the connection drops after the service applied it', async () => {
    sandbox.faults.add({ method: 'POST', path: '/attestations/' }, { drop: 'mid-body' })
    const result = await run('override-attestation', fixInputs)
    expect(result.exitCode).not.toBe(0)
    expect(result.outputs.outcome).toBe('error')
    expect(posts()).toHaveLength(1)
    // It was applied exactly once, by the one request that reached the service.
    expect(recordedOverride()?.newComplianceStatus).toBe(true)
  })

  it('fails with outcome error naming the attestation when the type does not match', async () => {
    const result = await run('override-attestation', {
      ...fixInputs,
      'attestation-type': 'generic'
    })
    expect(result.exitCode).not.toBe(0)
    expect(result.outputs.outcome).toBe('error')
    const [error] = annotations(result.stdout)
    expect(error).toMatch(
      new RegExp(
        `^Attestation '${FAILING_ATTESTATION.name}' not found in trail .* with type 'generic'`
      )
    )
    expect(error).toMatch(/check flow, trail, name, attestation-type/)
  })
})
