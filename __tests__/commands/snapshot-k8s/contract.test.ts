/**
 * Contract: snapshot-k8s' PUT, with pods of one container and of two, owners and none,
 * validates against the published description (its request and K8SReport itself).
 */
import { PRODUCTION_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { createAjv, createRequestValidator, loadSpec, specIt } from '../../kit/openapi.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'
import { EXAMPLE_KUBECONFIG } from './example.js'

const sandbox = useSandbox()

beforeAll(async () => {
  const run = await runStep({
    inputs: serviceInputs(sandbox, 'snapshot-k8s', {
      environment: PRODUCTION_ENVIRONMENT,
      kubeconfig: EXAMPLE_KUBECONFIG
    })
  })
  expect(run.outputs.outcome).toBe('ok')
}, 60_000)

const puts = () => sandbox.requests.filter(request => request.method === 'PUT')

it('sends one PUT to the K8S report of the environment', () => {
  expect(puts().map(request => request.path)).toEqual([
    `/api/v2/environments/${sandbox.org}/${PRODUCTION_ENVIRONMENT}/report/K8S`
  ])
})

specIt('sends only requests the published description accepts', async () => {
  const validate = createRequestValidator()
  for (const request of sandbox.requests) {
    expect({ path: request.path, errors: await validate(request) }).toEqual({
      path: request.path,
      errors: []
    })
  }
})

specIt('sends a body K8SReport accepts', () => {
  const validate = createAjv(loadSpec()).compile({ $ref: 'spec#/components/schemas/K8SReport' })
  for (const request of puts()) {
    const body = JSON.parse(request.body.toString('utf8')) as unknown
    expect({ valid: validate(body), errors: validate.errors ?? [] }).toEqual({
      valid: true,
      errors: []
    })
  }
})
