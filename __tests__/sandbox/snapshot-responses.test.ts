/**
 * The environment half's answers validate against the published response schemas:
 * GetSnapshotResponse (each artifact's policy verdicts a PolicyEvaluationResponse),
 * GetEnvironmentEventResponse (an array), EnvironmentDiffResponse and SearchResultGetResponse.
 */
import type { ValidateFunction } from 'ajv/dist/2020.js'
import {
  COMPLIANT_FINGERPRINT,
  PRODUCTION_ENVIRONMENT,
  STAGING_ENVIRONMENT
} from '../../sandbox/fixtures.js'
import { createAjv, describeWithSpec, loadSpec } from '../kit/openapi.js'
import { useSandbox } from '../kit/servers.js'
import { getJson } from './client.js'

const sandbox = useSandbox()

describeWithSpec('environment answers match the published schemas', () => {
  let compile: (name: string) => ValidateFunction
  beforeAll(() => {
    const ajv = createAjv(loadSpec())
    compile = name => ajv.compile({ $ref: `spec#/components/schemas/${name}` })
  })

  const conforms = async (path: string, schema: string, array = false) => {
    const answer = await getJson<unknown>(sandbox, path)
    expect(answer.status).toBe(200)
    const validate = compile(schema)
    const items = array ? (answer.body as unknown[]) : [answer.body]
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) {
      const valid = validate(item)
      expect(valid ? [] : validate.errors).toEqual([])
    }
  }

  it.each([PRODUCTION_ENVIRONMENT, STAGING_ENVIRONMENT])('get snapshot of %s', async env => {
    await conforms(`/snapshots/acme/${env}/-1`, 'GetSnapshotResponse')
  })

  it("each running artifact's policy verdicts, which the description leaves open, as assert gives them", async () => {
    const snapshot = await getJson<{ artifacts: { policy_decisions: unknown[] }[] }>(
      sandbox,
      `/snapshots/acme/${PRODUCTION_ENVIRONMENT}/-1`
    )
    const verdicts = snapshot.body.artifacts.flatMap(artifact => artifact.policy_decisions)
    expect(verdicts.length).toBeGreaterThan(0)
    const validate = compile('PolicyEvaluationResponse')
    for (const verdict of verdicts) {
      const valid = validate(verdict)
      expect(valid ? [] : validate.errors).toEqual([])
    }
  })

  it('environment events', async () => {
    await conforms(
      `/environments/acme/${PRODUCTION_ENVIRONMENT}/events?per_page=100`,
      'GetEnvironmentEventResponse',
      true
    )
  })

  it('env-diff', async () => {
    await conforms(
      `/env-diff/acme?snappish1=${STAGING_ENVIRONMENT}&snappish2=${PRODUCTION_ENVIRONMENT}~2`,
      'EnvironmentDiffResponse'
    )
  })

  it('search', async () => {
    await conforms(
      `/search/acme/sha/${COMPLIANT_FINGERPRINT.slice(0, 10)}`,
      'SearchResultGetResponse'
    )
  })
})
