/**
 * snapshot-k8s: the CLI's `kosli snapshot k8s`. Reads every pod of the cluster (or of the
 * namespaces chosen) through the kubeconfig's credentials, then sends one K8S report,
 * `PUT /environments/{org}/{env}/report/K8S`, through the shared snapshot ending.
 *
 * The cluster is read whole before anything is sent: a cluster that refuses the
 * credentials, cannot be reached, or answers something else fails the step and sends
 * nothing, since an empty report would tell the service that nothing runs there.
 */
import { describeRetry } from '../../action/retry-log.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import type { CommonInputs } from '../../action/common-inputs.js'
import { RequestError } from '../../http/request-error.js'
import {
  isRefusedCertificateCode,
  isUntrustedCertificateCode,
  WRONG_HOST_CODE
} from '../../http/tls.js'
import type { InputSource } from '../../inputs/source.js'
import { sendSnapshotReport } from '../../snapshots/report.js'
import { clusterReader } from './cluster-api.js'
import { readClusterPods, type ClusterPods } from './cluster-pods.js'
import { clusterAccess, type ClusterAccess } from './cluster-access.js'
import {
  describeSource,
  findKubeconfig,
  loadKubeconfig,
  type Kubeconfig,
  type KubeconfigSource
} from './kubeconfig.js'
import { readNamespaceSelection, type NamespaceSelection } from './selection.js'
import { requireEnvironmentName } from '../../inputs/environment-name.js'

export interface SnapshotK8sInputs {
  environment: string
  selection: NamespaceSelection
  source: KubeconfigSource
  config: Kubeconfig
}

function parseInputs(source: InputSource, _common: CommonInputs): SnapshotK8sInputs {
  const environment = requireEnvironmentName(source, 'environment', 'get-snapshot')
  const selection = readNamespaceSelection(source)
  const kubeconfig = findKubeconfig(source)
  return { environment, selection, source: kubeconfig, config: loadKubeconfig(kubeconfig) }
}

/** One sentence leading with what the cluster did, naming kubeconfig. */
function clusterError(error: RequestError, access: ClusterAccess, source: KubeconfigSource): Error {
  const where = `${access.label}, from ${describeSource(source)}`
  const request = `${error.method} ${error.path}`
  if (error.kind === 'status' && error.status === 401) {
    return new Error(
      `The cluster refused the credentials of ${where} (401 Unauthorized to ${request}), so nothing was sent; ` +
        "fix kubeconfig: a token may have expired, or the exec plugin's identity is not mapped to the cluster."
    )
  }
  if (error.kind === 'status' && error.status === 403) {
    const reason = error.reason ? `: ${error.reason}` : ''
    return new Error(
      `The cluster does not let the credentials of ${where} read ${request} (403 Forbidden${reason}), so nothing was sent; ` +
        'grant them get and list on pods (and on namespaces when exclude-namespaces or a pattern is used), or choose namespaces they can read.'
    )
  }
  // The transport's own advice (NODE_EXTRA_CA_CERTS) is not the fix here: the CA comes from kubeconfig.
  const certificate = certificateRefusal(error.code, access, where)
  if (certificate !== undefined) {
    return new Error(
      `The cluster's TLS certificate ${certificate.problem} (${request}: ${error.code}), so nothing was sent; ${certificate.fix}.`
    )
  }
  return new Error(
    `The cluster could not be read (${error.message}), from ${describeSource(source)}, so nothing was sent; ` +
      "check the server of kubeconfig's current context and that the runner can reach it."
  )
}

/** What is wrong with the cluster's certificate, by the code the connection failed with. */
function certificateRefusal(
  code: string | undefined,
  access: ClusterAccess,
  where: string
): { problem: string; fix: string } | undefined {
  if (code === undefined || !isRefusedCertificateCode(code)) return undefined
  if (isUntrustedCertificateCode(code)) {
    return {
      problem: `is not signed by the CA of ${where}`,
      fix: 'fix certificate-authority or certificate-authority-data in kubeconfig'
    }
  }
  if (code === WRONG_HOST_CODE) {
    const name = access.tls.servername ?? access.server.hostname
    return {
      problem: `is not issued for ${name}, for ${where}`,
      fix: "set the cluster's server (or tls-server-name) in kubeconfig to a name its certificate holds"
    }
  }
  return {
    problem: `${code === 'CERT_NOT_YET_VALID' ? 'is not yet valid' : 'has expired'}, for ${where}`,
    fix: "renew the cluster's certificate, or check the runner's clock"
  }
}

async function run(inputs: SnapshotK8sInputs, context: CommandContext): Promise<CommandResult> {
  const { log, common } = context
  const access = await clusterAccess(inputs.config, inputs.source)
  for (const secret of access.secrets) log.mask?.(secret)
  if (access.insecure) {
    log.warning(
      `The cluster's certificate is not checked: ${describeSource(inputs.source)} sets insecure-skip-tls-verify for ${access.label}; give its CA instead.`
    )
  }
  const reader = clusterReader(access, {
    timeoutMs: common.timeoutMs,
    maxRetries: common.maxRetries,
    onRetry: event => log.info(describeRetry(event, 'the Kubernetes cluster')),
    onRelist: path =>
      log.info(
        `The cluster let the list at ${path} expire while its pages were read (410 Expired); reading it again from its first page, so that the snapshot is one consistent list.`
      )
  })
  let pods: ClusterPods
  try {
    pods = await readClusterPods(reader, inputs.selection, log)
  } catch (error) {
    throw error instanceof RequestError ? clusterError(error, access, inputs.source) : error
  } finally {
    reader.dispose()
  }
  log.info(
    `Read ${pods.pods} running pod(s) from ${access.label}` +
      (pods.artifacts.length > pods.pods
        ? `, sent as ${pods.artifacts.length} entries of the report`
        : '') +
      (pods.finished > 0
        ? `; ${pods.finished} completed pod(s) run nothing and are not reported`
        : '') +
      (pods.leftOut.length > 0 ? `; ${pods.leftOut.length} left out` : '') +
      '.'
  )
  return sendSnapshotReport(
    {
      kind: 'K8S',
      environment: inputs.environment,
      body: { artifacts: pods.artifacts },
      found: pods.found,
      leftOut: pods.leftOut
    },
    context
  )
}

export const command: Command<SnapshotK8sInputs> = { parseInputs, run }
