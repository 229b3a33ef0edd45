/**
 * End to end: snapshot-k8s as steps run in-process (kit/step.ts), against the
 * sandbox and a loopback TLS double of the Kubernetes API (no real cluster runs here): each
 * kubeconfig form reaches the pods and the report the service records is the pods as
 * K8SReport states them; namespaces chosen by name, pattern or exclusion; pages followed;
 * pending pods left out, named; native sidecars and debug containers reported while they
 * run; a pod that runs one image at two digests sent as two entries, the log, count,
 * summary and body agreeing; a list without end, a cluster that refuses the credentials,
 * cannot be reached, or a kubeconfig with no current context fails the step and sends
 * nothing; the cluster's
 * credentials appear in no log, output, summary or body.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PRODUCTION_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { type ActionRun } from '../../../tools/run-action.js'
import { runStep } from '../../kit/step.js'
import { annotations, expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import {
  KUBE_OTHER_CA_FILE,
  everyContainerKindPod,
  exampleClusterPods,
  nodeExecPlugin,
  kubePod,
  startKubeDouble,
  writeKubeconfig,
  type KubeconfigForm
} from '../../kit/kube-double.js'
import { EXPIRED_CA_FILE, startConnectProxy, startTlsFront, TEST_CA_FILE } from '../../kit/proxy.js'
import { useKubeDouble, useSandbox } from '../../kit/servers.js'
import { useTempDir } from '../../kit/temp.js'

const sandbox = useSandbox({ resetEach: true })
const digest = (c: string) => c.repeat(64)
const pods = exampleClusterPods({ finishedJob: true })

const double = useKubeDouble({ pods, maxPage: 2 })
const kubeconfigs = useTempDir('kube-e2e-')

const snapshot = (
  extra: Record<string, string>,
  env?: Record<string, string>
): Promise<ActionRun> =>
  runStep({
    inputs: serviceInputs(sandbox, 'snapshot-k8s', {
      environment: PRODUCTION_ENVIRONMENT,
      ...extra
    }),
    env
  })

const reports = () =>
  sandbox.requests
    .filter(request => request.method === 'PUT')
    .map(
      request =>
        JSON.parse(request.body.toString('utf8')) as {
          artifacts: { podName: string; namespace: string }[]
        }
    )

const reported = () => reports()[0]?.artifacts.map(a => `${a.namespace}/${a.podName}`)

/** Everything the step let out: its log, outputs, summary, and every body it sent. */
function everythingSaid(run: ActionRun): string {
  // The runner reads ::add-mask:: lines and prints none of them: they are how secrets stay out.
  const stdout = run.stdout
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
  return [
    stdout,
    run.stderr,
    JSON.stringify(run.outputs),
    run.summary,
    ...sandbox.requests.map(r => r.body.toString('utf8'))
  ].join('\n')
}

describe('snapshot-k8s as steps', () => {
  it('reports the running pods as K8SReport states them, leaving the pending one out by name', async () => {
    const run = await snapshot({ kubeconfig: writeKubeconfig(double, 'token', kubeconfigs.path) })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'ok',
      count: '3',
      environment: PRODUCTION_ENVIRONMENT
    })
    expect(reports()).toEqual([
      {
        artifacts: [
          {
            podName: 'api-1',
            namespace: 'payments',
            digests: { 'acme/api:1': digest('a') },
            creationTimestamp: 1795168800,
            owners: [
              {
                apiVersion: 'apps/v1',
                kind: 'ReplicaSet',
                name: 'api-7d',
                uid: 'u1',
                controller: true
              }
            ]
          },
          {
            podName: 'web-1',
            namespace: 'team-web',
            digests: { 'acme/web:2': digest('b') },
            creationTimestamp: 1795168800,
            owners: []
          },
          {
            podName: 'dns',
            namespace: 'kube-system',
            digests: { 'coredns:1': digest('c') },
            creationTimestamp: 1795168800,
            owners: []
          }
        ]
      }
    ])
    expect(annotations(run.stdout, 'warning')).toContain(
      'Left out of the snapshot: payments/api-2 is Pending: its containers have no image digest yet.'
    )
    expect(run.summary).toContain('payments/api-1')
    expect(run.summary).toMatch(/Left out \(1\)/)
    // Three pages of two: the cluster's list was followed to its end.
    expect(double.requests.map(r => r.query.has('continue'))).toEqual([false, true, true])
  })

  it('sends every digest of a pod that runs one image at two, and the log, count, summary and body agree', async () => {
    const moved = kubePod({
      namespace: 'shop',
      name: 'web-5c-x',
      owners: [{ apiVersion: 'apps/v1', kind: 'ReplicaSet', name: 'web-5c', uid: 'u9' }],
      containers: [
        { name: 'web', image: 'acme/web:latest', imageID: `sha256:${digest('1')}` },
        { name: 'proxy', image: 'envoy:1.31', imageID: `sha256:${digest('3')}` },
        { name: 'web-canary', image: 'acme/web:latest', imageID: `sha256:${digest('2')}` },
        { name: 'web-twin', image: 'acme/web:latest', imageID: `sha256:${digest('1')}` }
      ]
    })
    const cluster = await startKubeDouble({ pods: [moved, ...pods] })
    try {
      const run = await snapshot({
        kubeconfig: writeKubeconfig(cluster, 'token', kubeconfigs.path)
      })
      expect(run.exitCode).toBe(0)
      const [body] = reports() as {
        artifacts: { podName: string; namespace: string; digests: Record<string, string> }[]
      }[]
      // The body: the pod twice, every digest once under its own image name.
      const sent = (body?.artifacts ?? []).flatMap(a =>
        Object.entries(a.digests).map(([image, d]) => `${a.namespace}/${a.podName} ${image} ${d}`)
      )
      expect(sent.filter(line => line.startsWith('shop/'))).toEqual([
        `shop/web-5c-x acme/web:latest ${digest('1')}`,
        `shop/web-5c-x envoy:1.31 ${digest('3')}`,
        `shop/web-5c-x acme/web:latest ${digest('2')}`
      ])
      // count: what the body holds.
      expect(run.outputs.count).toBe(String(sent.length))
      expect(sent).toHaveLength(6)
      // The log: the same number, the pod split and why, the pods read.
      expect(run.stdout).toContain(
        `Reporting ${sent.length} container images running in environment "${PRODUCTION_ENVIRONMENT}" (K8S).`
      )
      expect(run.stdout).toMatch(
        /Read 4 running pod\(s\) from context "double" \(https:\/\/127\.0\.0\.1:\d+\), sent as 5 entries of the report; 1 completed pod\(s\) run nothing and are not reported; 1 left out\./
      )
      expect(run.stdout).toContain(
        `shop/web-5c-x runs acme/web:latest at 2 digests (container web ${digest('1').slice(0, 12)}, container web-canary ${digest('2').slice(0, 12)}); a report holds one digest per image name, so the pod is sent as 2 entries of the report`
      )
      // The summary: one row per digest sent, each with its place.
      const rows = [
        ...run.summary.matchAll(/^\| (\S+) \| <code title="([a-f0-9]{64})">[^|]*\| (\S+) \|/gm)
      ]
      expect(rows.map(([, image, d, where]) => `${where} ${image} ${d}`)).toEqual(sent)
      expect(run.summary).toContain(`: ${sent.length} container images running`)
    } finally {
      await cluster.close()
    }
  })

  it('reports the native sidecars and debug containers that run, and warns naming each one that does not', async () => {
    const cart = everyContainerKindPod(digest)
    const cluster = await startKubeDouble({ pods: [cart] })
    try {
      const run = await snapshot({
        kubeconfig: writeKubeconfig(cluster, 'token', kubeconfigs.path)
      })
      expect(run.exitCode).toBe(0)
      expect(reports()).toEqual([
        {
          artifacts: [
            {
              podName: 'cart-1',
              namespace: 'shop',
              digests: {
                'acme/cart:3': digest('1'),
                'istio/proxyv2:1.24': digest('3'),
                'busybox:1.36': digest('5')
              },
              creationTimestamp: 1795168800,
              owners: []
            }
          ]
        }
      ])
      expect(run.outputs.count).toBe('3')
      expect(annotations(run.stdout, 'warning')).toEqual([
        'Left out of the snapshot: shop/cart-1: sidecar container logs (fluent-bit:3.2) is not running (waiting: CrashLoopBackOff), so it is not reported.'
      ])
      expect(run.stdout).toContain(
        "shop/cart-1: debug container debugger-x (busybox:1.36) runs in the pod, so its image is reported with the pod's."
      )
      expect(run.summary).toContain('istio/proxyv2:1.24')
      expect(run.summary).toContain('**Left out (1):**')
      expect(run.summary).not.toMatch(/acme\/migrate|busybox:1\.35/)
    } finally {
      await cluster.close()
    }
  })

  const forms: [KubeconfigForm, Record<string, string>, string[]][] = [
    [
      'client-certificate',
      { namespaces: 'payments\nteam-web' },
      ['payments/api-1', 'team-web/web-1']
    ],
    ['ca-file', { namespaces: '^team-' }, ['team-web/web-1']],
    ['exec', { 'exclude-namespaces': 'kube-.*, team-jobs' }, ['payments/api-1', 'team-web/web-1']]
  ]
  it.each(forms)(
    'reads through a %s kubeconfig, choosing namespaces by %j',
    async (form, extra, expected) => {
      const run = await snapshot({
        kubeconfig: writeKubeconfig(double, form, kubeconfigs.path),
        ...extra
      })
      expect(run.exitCode).toBe(0)
      expect(reported()).toEqual(expected)
      if (form === 'client-certificate') {
        // Names only: each namespace read by its own path, no cluster-wide list needed. The
        // namespaces are read side by side, so they may arrive in either order.
        expect(double.requests.map(r => r.path).sort()).toEqual([
          '/api/v1/namespaces/payments/pods',
          '/api/v1/namespaces/team-web/pods'
        ])
        expect(double.requests.every(r => r.clientCertificate === 'snapshot-reader')).toBe(true)
        const key = readFileSync(
          join(process.cwd(), '__fixtures__/kube-tls/client-key.pem'),
          'utf8'
        )
        const keyBody = key.split('\n')[1] ?? 'unset'
        expect(everythingSaid(run)).not.toContain(keyBody)
      } else {
        expect(double.requests[0]?.path).toBe('/api/v1/namespaces')
      }
      expect(everythingSaid(run)).not.toContain(double.token)
    }
  )

  it("chooses namespaces of 30 characters at once with a pattern JavaScript's engine backtracks over", async () => {
    // (a+)+$ against 29 a's and a b: minutes of backtracking in JavaScript, at once in Go.
    const long = 'a'.repeat(29) + 'b'
    const cluster = await startKubeDouble({
      pods: [long, 'a'.repeat(30), 'team-web'].map((namespace, n) =>
        kubePod({
          namespace,
          name: `app-${n}`,
          containers: [{ image: `acme/app:${n}`, imageID: `sha256:${digest(String(n))}` }]
        })
      )
    })
    try {
      const kubeconfig = writeKubeconfig(cluster, 'token', kubeconfigs.path)
      const only = await snapshot({ kubeconfig, namespaces: '(a+)+$' })
      const except = await snapshot({ kubeconfig, 'exclude-namespaces': '^(a|a)*$' })
      expect([only.exitCode, except.exitCode]).toEqual([0, 0])
      const pods = reports().map(report => report.artifacts.map(a => `${a.namespace}/${a.podName}`))
      expect(pods).toEqual([[`${'a'.repeat(30)}/app-1`], [`${long}/app-0`, 'team-web/app-2']])
    } finally {
      await cluster.close()
    }
  })

  it('takes the kubeconfig from KUBECONFIG when the input is unset', async () => {
    const run = await snapshot(
      {},
      { KUBECONFIG: writeKubeconfig(double, 'exec', kubeconfigs.path) }
    )
    expect(run.exitCode).toBe(0)
    expect(run.outputs.count).toBe('3')
  })

  it('fails, sending nothing, when the cluster refuses the credentials', async () => {
    const path = writeKubeconfig(double, 'token', kubeconfigs.path, {
      user: { token: 'revoked-token-9c1d' }
    })
    const run = await snapshot({ kubeconfig: path })
    expect(run.exitCode).toBe(1)
    expect(annotations(run.stdout)[0]).toMatch(
      /^The cluster refused the credentials of context "double" \(https:\/\/127\.0\.0\.1:\d+\), from kubeconfig ".*kubeconfig-token.yaml" \(401 Unauthorized to GET \/api\/v1\/pods\), so nothing was sent; fix kubeconfig/
    )
    expect(sandbox.requests).toEqual([])
    expect(everythingSaid(run)).not.toContain('revoked-token-9c1d')
  })

  it('reads a list whose continue token expired again from its first page, and says so', async () => {
    const expiring = await startKubeDouble({ pods, maxPage: 2, expireContinues: 1 })
    try {
      const run = await snapshot({
        kubeconfig: writeKubeconfig(expiring, 'token', kubeconfigs.path)
      })
      expect(run.exitCode).toBe(0)
      expect(run.stdout).toContain(
        'The cluster let the list at /api/v1/pods expire while its pages were read (410 Expired); reading it again from its first page, so that the snapshot is one consistent list.'
      )
      expect(run.outputs.count).toBe('3')
      expect(reported()).toEqual(['payments/api-1', 'team-web/web-1', 'kube-system/dns'])
    } finally {
      await expiring.close()
    }
  })

  it('fails within seconds, sending nothing, when a proxy drops the continue parameter', async () => {
    const dropping = await startKubeDouble({ pods, maxPage: 1, dropContinue: true })
    try {
      const run = await snapshot({
        kubeconfig: writeKubeconfig(dropping, 'token', kubeconfigs.path),
        namespaces: 'payments'
      })
      expect(run.exitCode).toBe(1)
      expect(annotations(run.stdout)).toEqual([
        expect.stringMatching(
          /^The Kubernetes cluster \(context "double" \(https:\/\/127\.0\.0\.1:\d+\)\) answered page 2 of the list of the pods of namespace "payments" \(GET \/api\/v1\/namespaces\/payments\/pods\) with a continue token it had already given, so the list would never end and nothing was sent; check that no proxy or gateway between the runner and the cluster drops the continue parameter\.$/
        )
      ])
      expect(dropping.requests).toHaveLength(2)
      expect(sandbox.requests).toEqual([])
    } finally {
      await dropping.close()
    }
  })

  it('fails, sending nothing, when the cluster cannot be reached', async () => {
    const path = writeKubeconfig(double, 'token', kubeconfigs.path, {
      cluster: { server: 'https://127.0.0.1:9' }
    })
    const run = await snapshot({ kubeconfig: path, 'max-retries': '0' })
    expect(run.exitCode).toBe(1)
    expect(annotations(run.stdout)[0]).toMatch(
      /^The cluster could not be read \(.*connection refused.*\), from kubeconfig .*, so nothing was sent; check the server of kubeconfig's current context/
    )
    expect(sandbox.requests).toEqual([])
  })

  it('fails at once, sending nothing, when the cluster certificate is not signed by the CA of kubeconfig', async () => {
    const path = writeKubeconfig(double, 'ca-file', kubeconfigs.path, {
      cluster: { 'certificate-authority': KUBE_OTHER_CA_FILE }
    })
    const run = await snapshot({ kubeconfig: path, 'max-retries': '3' })
    expect(run.exitCode).toBe(1)
    expect(annotations(run.stdout)).toEqual([
      expect.stringMatching(
        /^The cluster's TLS certificate is not signed by the CA of context "double" \(https:\/\/127\.0\.0\.1:\d+\), from kubeconfig ".*" \(GET \/api\/v1\/pods: SELF_SIGNED_CERT_IN_CHAIN\), so nothing was sent; fix certificate-authority or certificate-authority-data in kubeconfig\.$/
      )
    ])
    expect(run.stdout).not.toMatch(/retry 1/)
    expect(sandbox.requests).toEqual([])
  })

  it('fails at once, sending nothing, when the cluster certificate has expired', async () => {
    const plain = await startKubeDouble({ pods, plain: true })
    const front = await startTlsFront('service.test', plain.url, { expired: true })
    try {
      const path = writeKubeconfig(
        { url: front.address, token: plain.token },
        'token',
        kubeconfigs.path,
        {
          cluster: {
            'certificate-authority-data': readFileSync(EXPIRED_CA_FILE).toString('base64')
          }
        }
      )
      const run = await snapshot({ kubeconfig: path, 'max-retries': '3' })
      expect(run.exitCode).toBe(1)
      expect(annotations(run.stdout)).toEqual([
        expect.stringMatching(
          /^The cluster's TLS certificate has expired, for context "\S+" \(https:\/\/127\.0\.0\.1:\d+\), from kubeconfig ".*" \(GET \/api\/v1\/pods: CERT_HAS_EXPIRED\), so nothing was sent; renew the cluster's certificate, or check the runner's clock\.$/
        )
      ])
      expect(run.stdout).not.toMatch(/retry 1/)
      expect(plain.requests).toEqual([])
      expect(sandbox.requests).toEqual([])
    } finally {
      await Promise.all([front.close(), plain.close()])
    }
  })

  it('fails, sending nothing, when the exec plugin cannot run', async () => {
    const path = writeKubeconfig(double, 'exec', kubeconfigs.path, {
      user: {
        exec: {
          apiVersion: 'client.authentication.k8s.io/v1beta1',
          command: 'aws-not-installed',
          args: ['eks', 'get-token']
        }
      }
    })
    const run = await snapshot({ kubeconfig: path })
    expect(run.exitCode).toBe(1)
    expect(annotations(run.stdout)[0]).toMatch(
      /exec credential plugin "aws-not-installed" was not found/
    )
    expect(sandbox.requests).toEqual([])
    expect(double.requests).toEqual([])
  })

  it("signs in with a tokenFile read from the kubeconfig's own folder, and masks its token", async () => {
    const here = mkdtempSync(join(kubeconfigs.path, 'token-file-'))
    writeFileSync(join(here, 'token'), `${double.token}\n`)
    const path = writeKubeconfig(double, 'token', here, {
      user: { token: undefined, tokenFile: 'token' }
    })
    const run = await snapshot({ kubeconfig: path })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.count).toBe('3')
    expect(double.requests[0]?.authorization).toBe(`Bearer ${double.token}`)
    expect(everythingSaid(run)).not.toContain(double.token)
  })

  it('stops an exec plugin that floods its stdout, failing in one sentence and sending nothing', async () => {
    const path = writeKubeconfig(
      double,
      'exec',
      kubeconfigs.path,
      nodeExecPlugin(
        'const b = Buffer.alloc(1 << 20, "tok-flood "); const w = () => process.stdout.write(b, w); w()'
      )
    )
    const run = await snapshot({ kubeconfig: path })
    expect(run.exitCode).toBe(1)
    expect(annotations(run.stdout)).toEqual([
      expect.stringMatching(
        /^The cluster's credentials could not be had: kubeconfig ".*kubeconfig-exec\.yaml": its exec credential plugin ".*" printed over 1 MiB on stdout and was stopped, where an ExecCredential is a few KiB; fix kubeconfig \(and the plugin's own credentials, such as the AWS role\), so nothing was sent\.$/
      )
    ])
    expect(everythingSaid(run)).not.toMatch(/RangeError|tok-flood/)
    expect(sandbox.requests).toEqual([])
    expect(double.requests).toEqual([])
  })

  it('refuses a kubeconfig with no current context before any request', async () => {
    const path = writeKubeconfig(double, 'token', kubeconfigs.path, { currentContext: null })
    expectRefusedBeforeAnyRequest(
      await snapshot({ kubeconfig: path }),
      sandbox.requests,
      /^Input "kubeconfig" names ".*", which names no current context; expected a readable kubeconfig/
    )
    expect(double.requests).toEqual([])
  })

  it('refuses namespaces with exclude-namespaces before any request', async () => {
    expectRefusedBeforeAnyRequest(
      await snapshot({
        kubeconfig: writeKubeconfig(double, 'token', kubeconfigs.path),
        namespaces: 'a',
        'exclude-namespaces': 'b'
      }),
      sandbox.requests,
      /^Input "exclude-namespaces" is set together with namespaces/
    )
  })

  it('prints the report in a dry run and sends nothing', async () => {
    const run = await snapshot({
      kubeconfig: writeKubeconfig(double, 'token', kubeconfigs.path),
      'dry-run': 'true'
    })
    expect(run.exitCode).toBe(0)
    expect(sandbox.requests).toEqual([])
    expect(run.stdout).toContain('"podName": "api-1"')
    expect(everythingSaid(run)).not.toContain(double.token)
  })

  it("keeps the Kubernetes client and Go's pattern engine out of the entry every other command loads", () => {
    const entry = readFileSync(join(process.cwd(), 'dist', 'index.js'), 'utf8')
    expect(entry).not.toContain('client.authentication.k8s.io')
    expect(entry).not.toContain('ExecCredential')
    expect(entry).not.toContain('RE2JSSyntaxException')
  })
})

describe('snapshot-k8s behind a CONNECT proxy', () => {
  it('checks the certificate against tls-server-name when the cluster is reached by another name', async () => {
    const plain = await startKubeDouble({ pods, plain: true })
    const front = await startTlsFront('service.test', plain.url)
    // cluster.test is not in the certificate; only the kubeconfig's tls-server-name says whose it is.
    const proxy = await startConnectProxy({ alsoResolves: ['cluster.test'] })
    const server = `https://cluster.test:${new URL(front.origin).port}`
    const kubeconfig = (name: string) =>
      writeKubeconfig(
        { url: server, token: plain.token },
        'token',
        mkdtempSync(join(kubeconfigs.path, 'sni-')),
        {
          cluster: {
            'certificate-authority-data': readFileSync(TEST_CA_FILE).toString('base64'),
            'tls-server-name': name
          }
        }
      )
    try {
      const named = await snapshot(
        { kubeconfig: kubeconfig('service.test') },
        { HTTPS_PROXY: proxy.url }
      )
      expect(named.exitCode).toBe(0)
      expect(proxy.tunnels).toContain(`cluster.test:${new URL(front.origin).port}`)
      expect(reports()).toHaveLength(1)

      const other = await snapshot(
        { kubeconfig: kubeconfig('other.test') },
        { HTTPS_PROXY: proxy.url }
      )
      expect(other.exitCode).toBe(1)
      expect(annotations(other.stdout)).toEqual([
        expect.stringMatching(
          /^The cluster's TLS certificate is not issued for other\.test, for context "\S+" \(https:\/\/cluster\.test:\d+\), from kubeconfig ".*" \(GET \/api\/v1\/pods: ERR_TLS_CERT_ALTNAME_INVALID\), so nothing was sent; set the cluster's server \(or tls-server-name\) in kubeconfig to a name its certificate holds\.$/
        )
      ])
      expect(reports()).toHaveLength(1)
    } finally {
      await Promise.all([proxy.close(), front.close(), plain.close()])
    }
  })
})
