/**
 * Contract: snapshot-k8s' PUT, with pods of one container and of two, owners and none, and a
 * pod that runs one image at two digests (sent as two entries of the report), validates
 * against the published description (its request and K8SReport itself).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PRODUCTION_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { createAjv, expectPublishedRequests, loadSpec, specIt } from '../../kit/openapi.js'
import { serviceInputs } from '../../kit/examples.js'
import { kubePod, startKubeDouble, writeKubeconfig } from '../../kit/kube-double.js'
import { useSandbox } from '../../kit/servers.js'
import { EXAMPLE_KUBECONFIG } from './example.js'

const sandbox = useSandbox()

/** A pod whose two containers run one image name at two digests. */
const MOVED_TAG = kubePod({
  namespace: 'shop',
  name: 'web-5c-x',
  owners: [{ apiVersion: 'apps/v1', kind: 'ReplicaSet', name: 'web-5c', uid: 'u9' }],
  containers: [
    { name: 'web', image: 'acme/web:latest', imageID: `sha256:${'1'.repeat(64)}` },
    { name: 'web-canary', image: 'acme/web:latest', imageID: `sha256:${'2'.repeat(64)}` }
  ]
})

beforeAll(async () => {
  const cluster = await startKubeDouble({ pods: [MOVED_TAG] })
  try {
    for (const kubeconfig of [
      EXAMPLE_KUBECONFIG,
      writeKubeconfig(cluster, 'token', mkdtempSync(join(tmpdir(), 'kube-contract-')))
    ]) {
      const run = await runStep({
        inputs: serviceInputs(sandbox, 'snapshot-k8s', {
          environment: PRODUCTION_ENVIRONMENT,
          kubeconfig
        })
      })
      expect(run.outputs.outcome).toBe('ok')
    }
  } finally {
    await cluster.close()
  }
}, 60_000)

const puts = () => sandbox.requests.filter(request => request.method === 'PUT')

it('sends one PUT per snapshot to the K8S report of the environment', () => {
  const path = `/api/v2/environments/${sandbox.org}/${PRODUCTION_ENVIRONMENT}/report/K8S`
  expect(puts().map(request => request.path)).toEqual([path, path])
})

it('sends the pod that runs one image at two digests as two entries', () => {
  const body = JSON.parse(puts()[1]?.body.toString('utf8') ?? '{}') as {
    artifacts: { podName: string; digests: Record<string, string> }[]
  }
  expect(body.artifacts.map(a => [a.podName, a.digests])).toEqual([
    ['web-5c-x', { 'acme/web:latest': '1'.repeat(64) }],
    ['web-5c-x', { 'acme/web:latest': '2'.repeat(64) }]
  ])
})

specIt('sends only requests the published description accepts', async () => {
  await expectPublishedRequests(sandbox.requests)
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
