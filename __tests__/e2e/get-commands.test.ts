/**
 * End to end: get-deployment and get-approval (a read, and a deployment gate with
 * fail-unless-approved) through the bundled dist/index.js against the sandbox service.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  APPROVAL_FLOW,
  APPROVAL_NUMBERS,
  COMPLIANT_ARTIFACT_CONTENT,
  COMPLIANT_FINGERPRINT,
  FIRST_DEPLOYMENT,
  REPLACING_DEPLOYMENT,
  UNKNOWN_APPROVAL_NUMBER,
  UNKNOWN_FINGERPRINT
} from '../../sandbox/fixtures.js'
import { useSandbox } from '../kit/servers.js'
import { runAction } from '../../tools/run-action.js'
import { jsonOutput } from '../helpers/service-runs.js'
import { annotations } from '../kit/annotations.js'
import { serviceInputs } from '../kit/examples.js'

const sandbox = useSandbox({ resetEach: true })
let work: string

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'e2e-get-'))
})

afterAll(async () => {
  await rm(work, { recursive: true, force: true })
})

const run = (command: string, extra: Record<string, string>) =>
  runAction({ inputs: serviceInputs(sandbox, command, extra) })

describe('get-deployment', () => {
  it('reports what a deployment replaced, when, and the diff link', async () => {
    const result = await run('get-deployment', {
      environment: REPLACING_DEPLOYMENT.environment,
      fingerprint: REPLACING_DEPLOYMENT.fingerprint
    })
    expect(result.exitCode).toBe(0)
    const deployment = jsonOutput<{ deployed_at: number; artifact_name: string }>(
      result.outputs,
      'result'
    )
    expect(result.outputs).toMatchObject({
      outcome: 'ok',
      fingerprint: REPLACING_DEPLOYMENT.fingerprint,
      'artifact-name': deployment.artifact_name,
      'replaced-fingerprint': REPLACING_DEPLOYMENT.replacedFingerprint,
      'deployed-at': new Date(deployment.deployed_at * 1000).toISOString()
    })
    // The raw number stays in result; the output is ISO 8601.
    expect(typeof deployment.deployed_at).toBe('number')
    expect(result.outputs['deployed-at']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(result.outputs['diff-url']).toMatch(/^https:\/\/.+\/compare\//)
    expect(result.summary).toMatch(
      new RegExp(`^## Deployment of .+ to environment ${REPLACING_DEPLOYMENT.environment}\n`)
    )
    expect(result.summary).toContain(REPLACING_DEPLOYMENT.replacedFingerprint)
    expect(sandbox.requests.map(r => r.path)).toEqual([
      `/api/v2/deployments/${sandbox.org}/${REPLACING_DEPLOYMENT.environment}/${REPLACING_DEPLOYMENT.fingerprint}`
    ])
  })

  it('leaves replaced-fingerprint and diff-url empty for a first deployment', async () => {
    const result = await run('get-deployment', FIRST_DEPLOYMENT)
    expect(result.exitCode).toBe(0)
    expect(result.outputs['replaced-fingerprint']).toBe('')
    expect(result.outputs['diff-url']).toBe('')
    expect(result.summary).toContain('nothing (first of its name here)')
  })

  it('fingerprints artifact-path as assert-artifact does', async () => {
    const environment = sandbox.store.deployments.find(
      d => d.fingerprint === COMPLIANT_FINGERPRINT
    )?.environment
    if (!environment) throw new Error('the compliant artifact is deployed nowhere in the seed')
    const file = join(work, 'app.bin')
    await writeFile(file, COMPLIANT_ARTIFACT_CONTENT)
    const result = await run('get-deployment', { environment, 'artifact-path': file })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.fingerprint).toBe(COMPLIANT_FINGERPRINT)
    expect(sandbox.requests[0]?.path).toContain(COMPLIANT_FINGERPRINT)
  })

  it('fails with outcome error, naming artifact and environment, when nothing was deployed', async () => {
    const result = await run('get-deployment', {
      environment: FIRST_DEPLOYMENT.environment,
      fingerprint: UNKNOWN_FINGERPRINT
    })
    expect(result.exitCode).not.toBe(0)
    expect(result.outputs.outcome).toBe('error')
    const [error] = annotations(result.stdout)
    expect(error).toContain(UNKNOWN_FINGERPRINT)
    expect(error).toContain(`environment "${FIRST_DEPLOYMENT.environment}"`)
  })
})

describe('get-approval', () => {
  it('reads an approval without gating: outcome ok even when not approved', async () => {
    const result = await run('get-approval', {
      flow: APPROVAL_FLOW,
      'approval-number': String(APPROVAL_NUMBERS.UNAPPROVED)
    })
    expect(result.exitCode).toBe(0)
    expect(result.outputs).toMatchObject({ outcome: 'ok', state: 'UNAPPROVED', approved: 'false' })
    expect(jsonOutput<{ release_number: number }>(result.outputs, 'result').release_number).toBe(
      APPROVAL_NUMBERS.UNAPPROVED
    )
    expect(annotations(result.stdout)).toEqual([])
  })

  it('passes the gate for an APPROVED approval: outcome compliant', async () => {
    const result = await run('get-approval', {
      flow: APPROVAL_FLOW,
      'approval-number': String(APPROVAL_NUMBERS.APPROVED),
      'fail-unless-approved': 'true'
    })
    expect(result.exitCode).toBe(0)
    expect(result.outputs).toMatchObject({
      outcome: 'compliant',
      state: 'APPROVED',
      approved: 'true'
    })
    expect(result.summary.split('\n')[0]).toMatch(/^## ✅ Approved: approval \d+ of flow /)
    expect(result.summary).toContain('| Reviewer | State | Comment | When |')
  })

  it('fails the gate for an UNAPPROVED approval, naming each reviewer and their state', async () => {
    const approval = sandbox.store.approvals.find(
      a => a.flow === APPROVAL_FLOW && a.number === APPROVAL_NUMBERS.UNAPPROVED
    )
    const result = await run('get-approval', {
      flow: APPROVAL_FLOW,
      'approval-number': String(APPROVAL_NUMBERS.UNAPPROVED),
      'fail-unless-approved': 'true'
    })
    expect(result.exitCode).not.toBe(0)
    expect(result.outputs).toMatchObject({
      outcome: 'non-compliant',
      state: 'UNAPPROVED',
      approved: 'false'
    })
    const errors = annotations(result.stdout)
    expect(errors).toHaveLength(1)
    expect(approval?.reviews.length).toBeGreaterThan(0)
    for (const review of approval?.reviews ?? [])
      expect(errors[0]).toContain(`${review.by} ${review.state}`)
    expect(errors[0]).toMatch(/is UNAPPROVED, not APPROVED/)
  })

  it('fails the gate for a PENDING approval nobody has reviewed', async () => {
    const result = await run('get-approval', {
      flow: APPROVAL_FLOW,
      'approval-number': String(APPROVAL_NUMBERS.PENDING),
      'fail-unless-approved': 'true'
    })
    expect(result.exitCode).not.toBe(0)
    expect(result.outputs.outcome).toBe('non-compliant')
    expect(annotations(result.stdout)[0]).toMatch(
      /is PENDING, not APPROVED \(nobody has reviewed it yet\)/
    )
  })

  it('only warns in a dry run', async () => {
    const result = await run('get-approval', {
      flow: APPROVAL_FLOW,
      'approval-number': String(APPROVAL_NUMBERS.PENDING),
      'fail-unless-approved': 'true',
      'dry-run': 'true'
    })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.outcome).toBe('non-compliant')
    expect(result.stdout).toMatch(/::warning::Dry run: .*PENDING/)
  })

  it('fails with outcome error for an unknown approval', async () => {
    const result = await run('get-approval', {
      flow: APPROVAL_FLOW,
      'approval-number': String(UNKNOWN_APPROVAL_NUMBER)
    })
    expect(result.exitCode).not.toBe(0)
    expect(result.outputs.outcome).toBe('error')
    expect(annotations(result.stdout)[0]).toMatch(
      new RegExp(`Approval ${UNKNOWN_APPROVAL_NUMBER} of flow "${APPROVAL_FLOW}" is not known`)
    )
  })
})
