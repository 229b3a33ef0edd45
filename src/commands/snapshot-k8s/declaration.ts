/** snapshot-k8s: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

const SELECTION =
  'one a line or comma-separated; each a namespace name, matched whole, or a regular ' +
  'expression (anything a name cannot hold, such as "^team-" or "prod-.*"), matched ' +
  'anywhere in the name as the CLI matches it'

export const declaration: CommandDeclaration = {
  name: 'snapshot-k8s',
  cli: ['kosli snapshot k8s'],
  migration: {
    'kosli snapshot k8s': {
      call: 'kosli snapshot k8s production --namespaces web,api --kubeconfig kubeconfig.yml',
      with: {},
      args: ['environment'],
      flagsWithout: {
        'namespaces-regex':
          'give the expressions in namespaces: one that holds what a name cannot (^team-, prod-.*) is read as an expression',
        'exclude-namespaces-regex': 'give the expressions in exclude-namespaces, as for namespaces',
        'config-file':
          "one environment a step: run the step once for each environment the file lists (KOSLI_CONFIG_FILE names the CLI's own config file and is not read)"
      },
      differences: [
        'An expression that is also a valid name (prod) is matched whole in namespaces; write it as one a name cannot be (prod.*).'
      ]
    }
  },
  kind: 'write',
  summary:
    "Reports the pods that run in a Kubernetes cluster, each container's image with its digest, as a snapshot of a K8S environment.",
  inputs: {
    environment: input.snapshotEnvironment,
    kubeconfig: {
      description:
        'Path of the kubeconfig to reach the cluster with, relative to the workspace or ' +
        'absolute; its current context is used. When unset: KUBECONFIG, then ~/.kube/config, ' +
        "then the pod's service account when the step runs inside the cluster. Tokens, client " +
        'certificates, a custom CA and exec credential plugins (EKS, GKE, AKS) all serve.'
    },
    namespaces: {
      description: `Report only the pods of these namespaces, ${SELECTION}. Not with exclude-namespaces; with neither, every namespace is reported.`
    },
    'exclude-namespaces': {
      description: `Report the pods of every namespace but these, ${SELECTION}. Not with namespaces.`
    }
  },
  outputs: {
    count: {
      description:
        'How many container images the snapshot reports running: each image digest of each pod once, as the report holds it (two containers of a pod that run one image at one digest count once; one image name at two digests counts twice).'
    },
    ...output.SNAPSHOT_OUTPUTS
  }
}
