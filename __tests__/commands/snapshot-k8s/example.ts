/**
 * snapshot-k8s' valid inputs: the seed's K8S environment, and a token kubeconfig for a
 * loopback double of the cluster (__tests__/kit/kube-double.ts) holding two running pods and
 * a pending one. The double starts when this example is first loaded and lives as long as the
 * test process (it does not keep it alive), so every registry-driven suite can run it.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PRODUCTION_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { type CommandExample } from '../../kit/example-parts.js'
import { kubePod, startKubeDouble, writeKubeconfig } from '../../kit/kube-double.js'

export const EXAMPLE_PODS = [
  kubePod({
    namespace: 'payments',
    name: 'api-7d9f-x2k4q',
    containers: [
      {
        name: 'api',
        image: 'acme/api:1.4.0',
        imageID: `docker-pullable://acme/api@sha256:${'a1'.repeat(32)}`
      },
      { name: 'proxy', image: 'envoy:1.31', imageID: `sha256:${'b2'.repeat(32)}` }
    ],
    owners: [
      {
        apiVersion: 'apps/v1',
        kind: 'ReplicaSet',
        name: 'api-7d9f',
        uid: 'f1e2',
        controller: true,
        blockOwnerDeletion: true
      }
    ]
  }),
  kubePod({
    namespace: 'payments',
    name: 'api-7d9f-pending',
    phase: 'Pending',
    containers: [{ name: 'api', image: 'acme/api:1.4.0' }]
  })
]

const double = await startKubeDouble({ pods: EXAMPLE_PODS, unref: true })
export const EXAMPLE_KUBECONFIG = writeKubeconfig(
  double,
  'token',
  mkdtempSync(join(tmpdir(), 'kube-example-'))
)
export const EXAMPLE_CLUSTER_TOKEN = double.token

export const example: CommandExample = {
  inputs: () => ({ environment: PRODUCTION_ENVIRONMENT, kubeconfig: EXAMPLE_KUBECONFIG }),
  outputs: { environment: PRODUCTION_ENVIRONMENT, count: '2' }
}
