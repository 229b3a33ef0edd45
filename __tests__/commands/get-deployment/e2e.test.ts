/**
 * End to end: get-deployment as steps run in-process (kit/step.ts), against the
 * sandbox service: what a deployment replaced, a first deployment, an artifact given by
 * path, and an artifact deployed nowhere.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  COMPLIANT_ARTIFACT_CONTENT,
  COMPLIANT_FINGERPRINT,
  FIRST_DEPLOYMENT,
  REPLACING_DEPLOYMENT,
  UNKNOWN_FINGERPRINT
} from '../../../sandbox/fixtures.js'
import { jsonOutput } from '../../kit/service-runs.js'
import { annotations } from '../../kit/annotations.js'
import { useSandboxSuite } from '../../kit/sandbox-suite.js'

const { sandbox, work, step } = useSandboxSuite('e2e-get-deployment-')
const getDeployment = (extra: Record<string, string>) => step('get-deployment', extra)

describe('get-deployment', () => {
  it('reports what a deployment replaced, when, and the diff link', async () => {
    const result = await getDeployment({
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
    const result = await getDeployment(FIRST_DEPLOYMENT)
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
    const file = join(work.path, 'app.bin')
    await writeFile(file, COMPLIANT_ARTIFACT_CONTENT)
    const result = await getDeployment({ environment, 'artifact-path': file })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.fingerprint).toBe(COMPLIANT_FINGERPRINT)
    expect(sandbox.requests[0]?.path).toContain(COMPLIANT_FINGERPRINT)
  })

  it('fails with outcome error, naming artifact and environment, when nothing was deployed', async () => {
    const result = await getDeployment({
      environment: FIRST_DEPLOYMENT.environment,
      fingerprint: UNKNOWN_FINGERPRINT
    })
    expect(result.exitCode).not.toBe(0)
    expect(result.outputs.outcome).toBe('error')
    const [error] = annotations(result.stdout)
    expect(error).toContain(UNKNOWN_FINGERPRINT)
    expect(error).toContain(`environment '${FIRST_DEPLOYMENT.environment}'`)
  })
})
