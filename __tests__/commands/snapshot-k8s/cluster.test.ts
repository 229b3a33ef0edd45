/**
 * The cluster reader against the loopback TLS double: each kubeconfig form workflows write
 * (a bearer token, client certificates, a CA by file, an exec credential plugin) reaches
 * the pods; pages are followed, and a list without end (a token answered again, pages past
 * the bound) is refused naming the list; namespaces are chosen by name or pattern; pods
 * without an image digest are left out, naming them; a pod's native sidecars and debug
 * containers are reported while they run, and a pod that runs one image at two digests is
 * sent as two entries; a kubeconfig that cannot serve is refused naming
 * kubeconfig, without quoting what it holds.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  clusterReader,
  MAX_PAGES,
  MAX_RELISTS,
  PAGE_SIZE,
  type ClusterReader,
  type ClusterReaderSettings,
  type Pod
} from '../../../src/commands/snapshot-k8s/cluster-api.js'
import { clusterAccess } from '../../../src/commands/snapshot-k8s/cluster-access.js'
import type { PluginLimits } from '../../../src/commands/snapshot-k8s/exec-plugin.js'
import { findKubeconfig, loadKubeconfig } from '../../../src/commands/snapshot-k8s/kubeconfig.js'
import { podOutcome } from '../../../src/commands/snapshot-k8s/pods.js'
import { readNamespaceSelection, selects } from '../../../src/commands/snapshot-k8s/selection.js'
import { RequestError } from '../../../src/http/request-error.js'
import {
  KUBE_OTHER_CA_FILE,
  everyContainerKindPod,
  exampleClusterPods,
  nodeExecPlugin,
  kubePod,
  startKubeDouble,
  writeKubeconfig,
  type KubeDoubleOptions,
  type KubeconfigForm
} from '../../kit/kube-double.js'
import { fixture } from '../../kit/example-parts.js'
import { useKubeDouble } from '../../kit/servers.js'
import { useTempDir } from '../../kit/temp.js'
import { expectOneSentence, inputError } from '../../kit/sentences.js'

const DIGEST = 'a'.repeat(64)
const pods = exampleClusterPods()

const double = useKubeDouble({ pods, maxPage: 2 })
const kubeconfigs = useTempDir('kube-reader-')

const input = (values: Record<string, string>) => (name: string) => values[name]

async function readAll(kubeconfig: string, namespace?: string): Promise<Pod[]> {
  const source = findKubeconfig(input({ kubeconfig }))
  const access = await clusterAccess(loadKubeconfig(source), source)
  const reader = clusterReader(access, { timeoutMs: 5000, maxRetries: 0 })
  try {
    return await reader.pods(namespace)
  } finally {
    reader.dispose()
  }
}

const FORMS: KubeconfigForm[] = ['token', 'client-certificate', 'ca-file', 'exec']

it.each(FORMS)('reads every pod, page by page, with a %s kubeconfig', async form => {
  const read = await readAll(writeKubeconfig(double, form, kubeconfigs.path))
  expect(read.map(pod => `${pod.metadata.namespace}/${pod.metadata.name}`)).toEqual([
    'payments/api-1',
    'payments/api-2',
    'team-web/web-1',
    'kube-system/dns'
  ])
  expect(double.requests.map(r => `${r.path}?${r.query.toString()}`)).toEqual([
    '/api/v1/pods?limit=500',
    `/api/v1/pods?limit=500&continue=${Buffer.from('2').toString('base64url')}`
  ])
  const [first] = double.requests
  if (form === 'client-certificate') {
    expect(first?.clientCertificate).toBe('snapshot-reader')
    expect(first?.authorization).toBeUndefined()
  } else {
    expect(first?.authorization).toBe(`Bearer ${double.token}`)
  }
})

it('reads one namespace by its own path', async () => {
  const read = await readAll(writeKubeconfig(double, 'token', kubeconfigs.path), 'team-web')
  expect(read.map(pod => pod.metadata.name)).toEqual(['web-1'])
  expect(double.requests[0]?.path).toBe('/api/v1/namespaces/team-web/pods')
})

it('names a server with a password in its URL without the password, and masks it', async () => {
  const plain = writeKubeconfig(double, 'token', kubeconfigs.path)
  const { server } = loadKubeconfig(findKubeconfig(input({ kubeconfig: plain }))).cluster
  const withPassword = server.replace('https://', 'https://admin:s3cret%2Fpw@')
  const path = writeKubeconfig(double, 'token', kubeconfigs.path, {
    cluster: { server: withPassword }
  })
  const source = findKubeconfig(input({ kubeconfig: path }))
  const access = await clusterAccess(loadKubeconfig(source), source)
  expect(access.label).toContain(`(https://…@${new URL(server).host}`)
  expect(access.label).not.toMatch(/admin|s3cret/)
  expect(access.secrets).toEqual(expect.arrayContaining(['s3cret%2Fpw', 's3cret/pw']))
})

it('gets a 401 it can name when the credentials are wrong, and never a partial list', async () => {
  const wrong = writeKubeconfig(double, 'token', kubeconfigs.path, { user: { token: 'expired' } })
  const error = (await readAll(wrong).catch((e: unknown) => e)) as RequestError
  expect(error).toBeInstanceOf(RequestError)
  expect(error.status).toBe(401)
})

describe('a list whose continue token expires (410 Expired)', () => {
  const PAGE_TWO = `continue=${Buffer.from('2').toString('base64url')}`

  /** Reads every pod from a double that expires `times` continue tokens: what came of it. */
  async function readExpiring(
    times: number
  ): Promise<{ read: Pod[] | Error; relists: string[]; queries: string[] }> {
    const expiring = await startKubeDouble({ pods, maxPage: 2, expireContinues: times })
    const source = findKubeconfig(
      input({ kubeconfig: writeKubeconfig(expiring, 'token', kubeconfigs.path) })
    )
    const access = await clusterAccess(loadKubeconfig(source), source)
    const relists: string[] = []
    const reader = clusterReader(access, {
      timeoutMs: 5000,
      maxRetries: 0,
      onRelist: path => relists.push(path)
    })
    try {
      const read = await reader.pods().catch((error: unknown) => error as Error)
      return { read, relists, queries: expiring.requests.map(r => r.query.toString()) }
    } finally {
      reader.dispose()
      await expiring.close()
    }
  }

  it('is read again from its first page, and each pod is reported once', async () => {
    const { read, relists, queries } = await readExpiring(1)
    expect(relists).toEqual(['/api/v1/pods'])
    expect((read as Pod[]).map(pod => pod.metadata.name)).toEqual([
      'api-1',
      'api-2',
      'web-1',
      'dns'
    ])
    expect(queries).toEqual([
      'limit=500',
      `limit=500&${PAGE_TWO}`,
      'limit=500',
      `limit=500&${PAGE_TWO}`
    ])
  })

  it('fails the read, naming the list, when it keeps expiring', async () => {
    const { read, relists } = await readExpiring(MAX_RELISTS + 1)
    expect(relists).toHaveLength(MAX_RELISTS)
    expect(read).toBeInstanceOf(Error)
    expect((read as Error).message).toMatch(
      /^The Kubernetes cluster \(.+\) let the list at \/api\/v1\/pods expire 3 times while its pages were read \(410 Expired: .*\), so nothing was sent; run the step again, or choose fewer namespaces/
    )
  })
})

describe('a list without end', () => {
  /**
   * What reading `read` of a double with `options` came to: the error it failed with, the
   * requests the double answered, and the time it took.
   */
  async function readEndless(
    options: Omit<KubeDoubleOptions, 'pods'>,
    read: (reader: ClusterReader) => Promise<unknown>,
    settings: Partial<ClusterReaderSettings> = {}
  ): Promise<{ error: Error; requests: number; ms: number }> {
    const endless = await startKubeDouble({ pods, maxPage: 2, ...options })
    const source = findKubeconfig(
      input({ kubeconfig: writeKubeconfig(endless, 'token', kubeconfigs.path) })
    )
    const access = await clusterAccess(loadKubeconfig(source), source)
    const reader = clusterReader(access, { timeoutMs: 5000, maxRetries: 0, ...settings })
    const started = Date.now()
    try {
      const error = await read(reader).then(
        () => new Error('the list ended'),
        (e: unknown) => e as Error
      )
      return { error, requests: endless.requests.length, ms: Date.now() - started }
    } finally {
      reader.dispose()
      await endless.close()
    }
  }

  it("fails at the second page when a proxy drops the continue parameter, naming the cluster's pods", async () => {
    const { error, requests } = await readEndless({ dropContinue: true }, r => r.pods())
    expect(requests).toBe(2)
    expect(error.message).toMatch(
      /^The Kubernetes cluster \(context "double" \(https:\/\/127\.0\.0\.1:\d+\)\) answered page 2 of the list of the cluster's pods \(GET \/api\/v1\/pods\) with a continue token it had already given, so the list would never end and nothing was sent; check that no proxy or gateway between the runner and the cluster drops the continue parameter\.$/
    )
  })

  it('names the namespace whose pods, or the namespaces list, repeat a token', async () => {
    const one = await readEndless({ dropContinue: true, maxPage: 1 }, r => r.pods('payments'))
    expect(one.error.message).toContain(
      'answered page 2 of the list of the pods of namespace "payments" (GET /api/v1/namespaces/payments/pods) with a continue token it had already given'
    )
    const names = await readEndless({ dropContinue: true, maxPage: 1 }, r => r.namespaces())
    expect(names.error.message).toContain(
      "answered page 2 of the list of the cluster's namespaces (GET /api/v1/namespaces) with a continue token it had already given"
    )
  })

  it('fails a list of new tokens past the page bound, having read no page more', async () => {
    const { error, requests } = await readEndless({ endlessPages: true }, r => r.pods(), {
      maxPages: 5
    })
    expect(requests).toBe(5)
    expect(error.message).toMatch(
      new RegExp(
        `^The Kubernetes cluster \\(.+\\) answered the list of the cluster's pods \\(GET /api/v1/pods\\) in more than 5 pages of ${PAGE_SIZE}, more than any cluster holds, so the list was taken as one without end and nothing was sent; check that no proxy`
      )
    )
  })

  it(`holds the bound of ${MAX_PAGES} pages by default, failing within seconds`, async () => {
    const { error, requests, ms } = await readEndless({ endlessPages: true }, r => r.namespaces())
    expect(requests).toBe(MAX_PAGES)
    expect(error.message).toContain(`in more than ${MAX_PAGES} pages of ${PAGE_SIZE}`)
    expect(ms).toBeLessThan(20_000)
  }, 30_000)
})

it('does not trust the cluster when the kubeconfig gives another CA', async () => {
  const other = writeKubeconfig(double, 'ca-file', kubeconfigs.path, {
    cluster: { 'certificate-authority': KUBE_OTHER_CA_FILE }
  })
  const error = (await readAll(other).catch((e: unknown) => e)) as RequestError
  expect(error.detail).toMatch(/SELF_SIGNED_CERT_IN_CHAIN/)
  expect(error.code).toBe('SELF_SIGNED_CERT_IN_CHAIN')
})

describe('refusals naming kubeconfig', () => {
  /** The message loading the kubeconfig at `path` is refused with, or '' when it loads. */
  const refusalOf = (path: string): string => {
    try {
      loadKubeconfig(findKubeconfig(input({ kubeconfig: path })))
    } catch (error) {
      return (error as Error).message
    }
    return ''
  }

  it('a kubeconfig with no current context', () => {
    const path = writeKubeconfig(double, 'token', kubeconfigs.path, { currentContext: null })
    expect(() => loadKubeconfig(findKubeconfig(input({ kubeconfig: path })))).toThrow(
      /^Input "kubeconfig" names ".*kubeconfig-token.yaml", which names no current context; expected/
    )
  })

  it('a file that is not YAML, without quoting it', () => {
    const path = join(kubeconfigs.path, 'broken.yaml')
    writeFileSync(path, 'users:\n- name: x\n  user: {token: "s3cret-token\n')
    const message = refusalOf(path)
    expect(message).toMatch(/^Input "kubeconfig" names .* is not valid YAML \(line \d+\)/)
    expect(message).not.toContain('s3cret')
  })

  it('a pipe, at once instead of waiting for a writer', () => {
    const path = join(kubeconfigs.path, 'kubeconfig.fifo')
    execFileSync('mkfifo', [path])
    expect(() => loadKubeconfig(findKubeconfig(input({ kubeconfig: path })))).toThrow(
      /^Input "kubeconfig" names ".*kubeconfig\.fifo", which cannot be used: .*kubeconfig\.fifo is not a regular file \(a folder, a pipe or a device\); expected/
    )
  })

  it('a file over 4 MiB, before parsing it', () => {
    const path = join(kubeconfigs.path, 'huge.yaml')
    writeFileSync(path, `# ${'x'.repeat(4 * 1024 * 1024)}\n`)
    expect(() => loadKubeconfig(findKubeconfig(input({ kubeconfig: path })))).toThrow(
      /^Input "kubeconfig" names ".*huge\.yaml", which cannot be used: .*huge\.yaml is over 4 MiB; expected/
    )
  })

  it('a file of millions of YAML items, before parsing it', () => {
    const path = join(kubeconfigs.path, 'items.yaml')
    writeFileSync(path, `clusters: [${'1,'.repeat(700_000)}1]\n`)
    expect(() => loadKubeconfig(findKubeconfig(input({ kubeconfig: path })))).toThrow(
      /^Input "kubeconfig" names ".*items\.yaml", which cannot be used: .*items\.yaml holds more YAML than any such file needs \(over 2,000,000 tokens, as in a list of millions of items\); expected/
    )
  })

  it('a key that is itself a mapping, nested as the YAML package would take minutes to convert', () => {
    const path = join(kubeconfigs.path, 'keys.yaml')
    writeFileSync(path, `clusters: []\n${'? '.repeat(500)}x\n`)
    expect(refusalOf(path)).toMatch(
      /^Input "kubeconfig" names ".*keys\.yaml", which cannot be used: .*keys\.yaml uses a list or a mapping as a key \(line 2\), where a name is expected; expected/
    )
  })

  it.each(['gcp', 'oidc'])(
    'a user signing in with the %s auth-provider, naming the plugin to use',
    name => {
      const path = writeKubeconfig(double, 'token', kubeconfigs.path, {
        user: {
          token: undefined,
          'auth-provider': { name, config: { 'access-token': 'ya29.secret' } }
        }
      })
      const message = refusalOf(path)
      expect(message).toMatch(
        new RegExp(
          `^Input "kubeconfig" names ".*", which signs in user "\\S+" with the auth-provider "${name}", which the action does not run .*; give the user an exec credential plugin instead: gke-gcloud-auth-plugin \\(GKE\\), kubelogin \\(AKS, OpenID Connect\\) or aws eks get-token \\(EKS\\); expected`
        )
      )
      expect(message).not.toContain('ya29')
    }
  )

  it('a path that does not exist', () => {
    expect(() => findKubeconfig(input({ kubeconfig: join(kubeconfigs.path, 'nope') }))).toThrow(
      /^Input "kubeconfig" names ".*nope", which does not exist/
    )
  })

  it('a plain-http server', () => {
    const path = writeKubeconfig(double, 'token', kubeconfigs.path, {
      cluster: { server: 'http://127.0.0.1:1' }
    })
    expect(() => loadKubeconfig(findKubeconfig(input({ kubeconfig: path })))).toThrow(/not https/)
  })

  it('an exec plugin that fails, without its output', async () => {
    const path = writeKubeconfig(
      double,
      'exec',
      kubeconfigs.path,
      nodeExecPlugin(
        'console.log("tok-abc not json"); console.error("Unable to locate credentials"); process.exit(3)'
      )
    )
    const source = findKubeconfig(input({ kubeconfig: path }))
    const error = (await clusterAccess(loadKubeconfig(source), source).catch(
      (e: unknown) => e
    )) as Error
    expect(error.message).toMatch(
      /^The cluster's credentials could not be had: .*failed: Unable to locate credentials; fix kubeconfig/
    )
    expect(error.message).not.toContain('tok-abc')
  })
})

/** The message clusterAccess fails with for the kubeconfig at `path`, or '' when it serves. */
async function accessRefusal(path: string, limits?: PluginLimits): Promise<string> {
  const source = findKubeconfig(input({ kubeconfig: path }))
  try {
    await clusterAccess(loadKubeconfig(source), source, limits)
  } catch (error) {
    return (error as Error).message
  }
  return ''
}

describe('files a kubeconfig names, read from its own folder as kubectl reads them', () => {
  /** A folder of its own, away from the working folder the tests run in. */
  const folder = (name: string) => mkdtempSync(join(kubeconfigs.path, `${name}-`))

  it.each(['tokenFile', 'token-file'])(
    'signs in with the token of a relative %s, trimmed',
    async field => {
      const here = folder('token-file')
      mkdirSync(join(here, 'secrets'))
      writeFileSync(join(here, 'secrets', 'token'), `${double.token}\n`)
      const path = writeKubeconfig(double, 'token', here, {
        user: { token: undefined, [field]: 'secrets/token' }
      })
      expect(await readAll(path, 'team-web')).toHaveLength(1)
      expect(double.requests[0]?.authorization).toBe(`Bearer ${double.token}`)
    }
  )

  it('takes token before tokenFile, as kubectl does, and reads no file then', async () => {
    const path = writeKubeconfig(double, 'token', folder('both'), {
      user: { tokenFile: 'missing-token' }
    })
    expect(await readAll(path, 'team-web')).toHaveLength(1)
    expect(double.requests[0]?.authorization).toBe(`Bearer ${double.token}`)
  })

  it('runs an exec command with a path separator from the folder, and a bare one from PATH', async () => {
    const here = folder('exec-relative')
    mkdirSync(join(here, 'bin'))
    const script = `#!/bin/sh\nexec '${process.execPath}' -e 'process.stdout.write(JSON.stringify({apiVersion: "client.authentication.k8s.io/v1beta1", kind: "ExecCredential", status: {token: process.env.DOUBLE_TOKEN}}))'\n`
    for (const file of [join(here, 'bin', 'get-token'), join(here, 'get-token')]) {
      writeFileSync(file, script)
      chmodSync(file, 0o755)
    }
    const exec = (command: string) =>
      writeKubeconfig(double, 'exec', here, {
        user: {
          exec: {
            apiVersion: 'client.authentication.k8s.io/v1beta1',
            command,
            env: [{ name: 'DOUBLE_TOKEN', value: double.token }]
          }
        }
      })
    expect(await readAll(exec('bin/get-token'), 'team-web')).toHaveLength(1)
    expect(double.requests[0]?.authorization).toBe(`Bearer ${double.token}`)
    // Not on PATH: a file of that name beside the kubeconfig is not what kubectl would run.
    expect(await accessRefusal(exec('get-token'))).toMatch(
      /^The cluster's credentials could not be had: kubeconfig ".*": its exec credential plugin "get-token" was not found: install it on the runner/
    )
  })

  const FILE_REFUSAL =
    /^The cluster's credentials could not be had: kubeconfig ".*": its (\S+) (\S+) (.+); fix kubeconfig so that its \1 names a regular file of at most 1 MiB \(a relative path is read from the kubeconfig's own folder\), so nothing was sent\.$/

  it('refuses a tokenFile that is a pipe at once, naming kubeconfig and the file', async () => {
    const here = folder('token-fifo')
    execFileSync('mkfifo', [join(here, 'token.fifo')])
    const path = writeKubeconfig(double, 'token', here, {
      user: { token: undefined, tokenFile: 'token.fifo' }
    })
    const message = await accessRefusal(path)
    expect(message).toMatch(FILE_REFUSAL)
    expect(FILE_REFUSAL.exec(message)?.slice(1)).toEqual([
      'tokenFile',
      join(here, 'token.fifo'),
      'is not a regular file (a folder, a pipe or a device), and is not waited on'
    ])
    expect(double.requests).toEqual([])
  })

  it('refuses a token-file that is a pipe while the kubeconfig loads, instead of waiting on it', async () => {
    const here = folder('token-file-fifo')
    execFileSync('mkfifo', [join(here, 'token.fifo')])
    const path = writeKubeconfig(double, 'token', here, {
      user: { token: undefined, 'token-file': 'token.fifo' }
    })
    expect(await accessRefusal(path)).toContain(
      `its tokenFile ${join(here, 'token.fifo')} is not a regular file (a folder, a pipe or a device)`
    )
  })

  it.each([
    [
      'a device as its client-key',
      { 'client-key': '/dev/zero' },
      'client-key',
      'is not a regular file (a folder, a pipe or a device), and is not waited on'
    ],
    [
      'a tokenFile over 1 MiB',
      { token: undefined, tokenFile: 'huge' },
      'tokenFile',
      'is over 1 MiB'
    ],
    ['an empty tokenFile', { token: undefined, tokenFile: 'empty' }, 'tokenFile', 'is empty'],
    [
      'a tokenFile that does not exist',
      { token: undefined, tokenFile: 'nope' },
      'tokenFile',
      'does not exist'
    ]
  ] as const)('refuses %s, naming the file', async (_, user, field, problem) => {
    const here = folder('token-bounds')
    writeFileSync(join(here, 'huge'), 'x'.repeat(1024 * 1024 + 1))
    writeFileSync(join(here, 'empty'), ' \n')
    const message = await accessRefusal(
      writeKubeconfig(double, 'client-certificate', here, { user })
    )
    const file = String(Object.values(user).find(value => value !== undefined))
    expect(FILE_REFUSAL.exec(message)?.slice(1)).toEqual([
      field,
      file.startsWith('/') ? file : join(here, file),
      problem
    ])
    expect(double.requests).toEqual([])
  })
})

describe('the exec credential plugin, bounded', () => {
  const folder = (name: string) => mkdtempSync(join(kubeconfigs.path, `${name}-`))
  /** A kubeconfig whose exec plugin is Node running `script`. */
  const pluginKubeconfig = (
    here: string,
    script: string,
    exec: Record<string, unknown> = {}
  ): string =>
    writeKubeconfig(double, 'exec', here, {
      user: {
        exec: {
          apiVersion: 'client.authentication.k8s.io/v1beta1',
          command: process.execPath,
          args: ['-e', script],
          env: [{ name: 'DOUBLE_TOKEN', value: double.token }],
          ...exec
        }
      }
    })
  const PRINT_CREDENTIAL =
    'process.stdout.write(JSON.stringify({apiVersion: "client.authentication.k8s.io/v1beta1", kind: "ExecCredential", status: {token: process.env.DOUBLE_TOKEN}}))'

  /** Whether the process is still there (a zombie left to reap is not). */
  const alive = (pid: number): boolean => {
    try {
      process.kill(pid, 0)
    } catch {
      return false
    }
    try {
      return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
    } catch {
      return false
    }
  }

  it('gives the plugin a closed stdin, so it reads an end of input instead of waiting', async () => {
    const script = `const wait = setTimeout(() => { console.error("stdin stayed open"); process.exit(4) }, 3000); process.stdin.resume(); process.stdin.on("end", () => { clearTimeout(wait); ${PRINT_CREDENTIAL} })`
    expect(await readAll(pluginKubeconfig(folder('stdin'), script), 'team-web')).toHaveLength(1)
    expect(double.requests[0]?.authorization).toBe(`Bearer ${double.token}`)
  })

  it('stops a plugin that runs past its time, with the processes it started, in one sentence', async () => {
    const here = folder('slow')
    const pids = join(here, 'pids')
    const script = `const c = require("node:child_process").spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "inherit" }); require("node:fs").writeFileSync(${JSON.stringify(pids)}, process.pid + " " + c.pid); setInterval(() => {}, 1000)`
    const started = Date.now()
    const message = await accessRefusal(pluginKubeconfig(here, script), {
      timeoutMs: 1500,
      maxStdoutBytes: 1024 * 1024
    })
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(message).toMatch(
      /^The cluster's credentials could not be had: kubeconfig ".*": its exec credential plugin ".*node" ran for over 1\.5 s and was stopped \(it gets no terminal and no input here: .*\); fix kubeconfig \(and the plugin's own credentials, such as the AWS role\), so nothing was sent\.$/
    )
    const [plugin, child] = readFileSync(pids, 'utf8').split(' ').map(Number)
    const deadline = Date.now() + 3000
    while ((alive(plugin ?? 0) || alive(child ?? 0)) && Date.now() < deadline) {
      await new Promise(resolve => setTimeout(resolve, 50))
    }
    expect([alive(plugin ?? 0), alive(child ?? 0)]).toEqual([false, false])
  })

  it('stops a plugin that prints over 1 MiB, without quoting it', async () => {
    const script =
      'const b = Buffer.alloc(65536, "tok-flood-secret "); let n = 0; const w = () => { if (n++ < 40) process.stdout.write(b, w) }; w()'
    const message = await accessRefusal(pluginKubeconfig(folder('flood'), script))
    expect(message).toMatch(
      /its exec credential plugin ".*" printed over 1 MiB on stdout and was stopped, where an ExecCredential is a few KiB; fix kubeconfig/
    )
    expect(message).not.toContain('tok-flood')
  })

  it('tells the plugin of its call as kubectl does: KUBERNETES_EXEC_INFO, with the cluster when asked', async () => {
    const here = folder('exec-info')
    const seen = join(here, 'seen.json')
    const script = `require("node:fs").writeFileSync(${JSON.stringify(seen)}, process.env.KUBERNETES_EXEC_INFO ?? ""); process.stdout.write(JSON.stringify({apiVersion: "client.authentication.k8s.io/v1", kind: "ExecCredential", status: {token: process.env.DOUBLE_TOKEN, expirationTimestamp: "2099-01-01T00:00:00Z"}}))`
    const path = writeKubeconfig(double, 'exec', here, {
      cluster: {
        'tls-server-name': 'localhost',
        extensions: [
          { name: 'client.authentication.k8s.io/exec', extension: { audience: 'reader' } },
          { name: 'other', extension: { ignored: true } }
        ]
      },
      user: {
        exec: {
          apiVersion: 'client.authentication.k8s.io/v1',
          command: process.execPath,
          args: ['-e', script],
          env: [{ name: 'DOUBLE_TOKEN', value: double.token }],
          provideClusterInfo: true,
          interactiveMode: 'IfAvailable'
        }
      }
    })
    expect(await readAll(path, 'team-web')).toHaveLength(1)
    expect(JSON.parse(readFileSync(seen, 'utf8'))).toEqual({
      kind: 'ExecCredential',
      apiVersion: 'client.authentication.k8s.io/v1',
      spec: {
        interactive: false,
        cluster: {
          server: double.url,
          'tls-server-name': 'localhost',
          'certificate-authority-data': readFileSync(fixture('kube-tls/ca.pem')).toString('base64'),
          config: { audience: 'reader' }
        }
      }
    })
  })

  it('signs in with the client certificate and key a plugin prints', async () => {
    const pem = (name: string) => readFileSync(fixture(`kube-tls/${name}`), 'utf8')
    const script = `process.stdout.write(${JSON.stringify(
      JSON.stringify({
        apiVersion: 'client.authentication.k8s.io/v1beta1',
        kind: 'ExecCredential',
        status: { clientCertificateData: pem('client.pem'), clientKeyData: pem('client-key.pem') }
      })
    )})`
    expect(await readAll(pluginKubeconfig(folder('exec-cert'), script), 'team-web')).toHaveLength(1)
    expect(double.requests[0]?.clientCertificate).toBe('snapshot-reader')
    expect(double.requests[0]?.authorization).toBeUndefined()
  })

  it.each([
    [
      'another apiVersion than kubeconfig asks for',
      PRINT_CREDENTIAL,
      { apiVersion: 'client.authentication.k8s.io/v1' },
      'printed an ExecCredential of another apiVersion than the client.authentication.k8s.io/v1 kubeconfig asks for'
    ],
    [
      'no credential',
      'process.stdout.write(JSON.stringify({apiVersion: "client.authentication.k8s.io/v1beta1", kind: "ExecCredential", status: {}}))',
      {},
      'printed an ExecCredential with neither a token nor a client certificate'
    ],
    [
      'a certificate without its key',
      'process.stdout.write(JSON.stringify({apiVersion: "client.authentication.k8s.io/v1beta1", kind: "ExecCredential", status: {clientCertificateData: "tok-cert"}}))',
      {},
      'printed only a client certificate or only its key, not both'
    ]
  ])('refuses a plugin that prints %s', async (_, script, exec, problem) => {
    const message = await accessRefusal(pluginKubeconfig(folder('exec-answer'), script, exec))
    expect(message).toMatch(
      /^The cluster's credentials could not be had: kubeconfig ".*": its exec credential plugin ".*node" /
    )
    expect(message).toContain(`${problem}; fix kubeconfig`)
    expect(message).not.toMatch(/tok-|kube-double-token/)
  })

  it('refuses an interactive-only plugin before it runs, naming kubeconfig', () => {
    const path = pluginKubeconfig(folder('interactive'), PRINT_CREDENTIAL, {
      interactiveMode: 'Always'
    })
    const error = inputError(() => loadKubeconfig(findKubeconfig(input({ kubeconfig: path }))))
    expectOneSentence(error, 'kubeconfig')
    expect(error.message).toContain(
      'which gives user "reader" an exec credential plugin whose interactiveMode is Always, which a workflow step cannot serve'
    )
  })
})

describe('pods as a report states them', () => {
  it('takes the last 64 characters of each image id, the owners and the creation time', () => {
    expect(podOutcome(pods[0] as Pod)).toEqual({
      kind: 'reported',
      artifacts: [
        {
          podName: 'api-1',
          namespace: 'payments',
          digests: { 'acme/api:1': DIGEST },
          creationTimestamp: Date.parse('2026-11-20T10:00:00Z') / 1000,
          owners: [
            {
              apiVersion: 'apps/v1',
              kind: 'ReplicaSet',
              name: 'api-7d',
              uid: 'u1',
              controller: true
            }
          ]
        }
      ],
      found: [
        { name: 'acme/api:1', fingerprint: DIGEST, where: 'payments/api-1', createdAt: 1795168800 }
      ],
      notes: [],
      leftOut: []
    })
  })

  it('reports the native sidecars and debug containers that run, and names those that do not', () => {
    const d = (c: string) => c.repeat(64)
    const pod = everyContainerKindPod(d, [
      { name: 'debugger-new', image: 'nicolaka/netshoot:0.13' }
    ]) as Pod
    const outcome = podOutcome(pod)
    if (outcome.kind !== 'reported') throw new Error(`not reported: ${outcome.kind}`)
    expect(outcome.artifacts.map(a => a.digests)).toEqual([
      { 'acme/cart:3': d('1'), 'istio/proxyv2:1.24': d('3'), 'busybox:1.36': d('5') }
    ])
    expect(outcome.found.map(f => f.name)).toEqual([
      'acme/cart:3',
      'istio/proxyv2:1.24',
      'busybox:1.36'
    ])
    expect(outcome.leftOut).toEqual([
      'shop/cart-1: sidecar container logs (fluent-bit:3.2) is not running (waiting: CrashLoopBackOff), so it is not reported',
      'shop/cart-1: debug container debugger-new (nicolaka/netshoot:0.13) is not running (waiting: ContainerCreating), so it is not reported'
    ])
    expect(outcome.notes).toEqual([
      "shop/cart-1: debug container debugger-x (busybox:1.36) runs in the pod, so its image is reported with the pod's"
    ])
  })

  it('leaves out a pod whose running sidecar has no image digest, naming it', () => {
    const pod = kubePod({
      namespace: 'shop',
      name: 'cart-2',
      containers: [{ name: 'cart', image: 'acme/cart:3', imageID: `sha256:${DIGEST}` }],
      initContainers: [{ name: 'mesh', image: 'istio/proxyv2:1.24', restartPolicy: 'Always' }]
    }) as Pod
    const mesh = pod.status?.initContainerStatuses?.[0]
    if (mesh) mesh.state = { running: {} }
    expect(podOutcome(pod)).toEqual({
      kind: 'left-out',
      line: 'shop/cart-2: sidecar container mesh (istio/proxyv2:1.24) has no image digest yet'
    })
  })

  it('sends a pod that runs one image name at two digests as two entries, each digest once', () => {
    const [old, moved, proxy] = ['1'.repeat(64), '2'.repeat(64), '3'.repeat(64)]
    const owners = [{ apiVersion: 'apps/v1', kind: 'ReplicaSet', name: 'web-5c', uid: 'u9' }]
    const pod = kubePod({
      namespace: 'shop',
      name: 'web-5c-x',
      owners,
      containers: [
        { name: 'web', image: 'acme/web:latest', imageID: `sha256:${old}` },
        { name: 'proxy', image: 'envoy:1.31', imageID: `sha256:${proxy}` },
        { name: 'web-canary', image: 'acme/web:latest', imageID: `sha256:${moved}` },
        // The same image at the same digest is one image running, held once.
        { name: 'web-twin', image: 'acme/web:latest', imageID: `sha256:${old}` }
      ]
    }) as Pod
    const outcome = podOutcome(pod)
    if (outcome.kind !== 'reported') throw new Error(`not reported: ${outcome.kind}`)
    const entry = { podName: 'web-5c-x', namespace: 'shop', creationTimestamp: 1795168800, owners }
    expect(outcome.artifacts).toEqual([
      { ...entry, digests: { 'acme/web:latest': old, 'envoy:1.31': proxy } },
      { ...entry, digests: { 'acme/web:latest': moved } }
    ])
    // What the log, count and summary say is what the entries hold.
    expect(outcome.found.map(f => [f.name, f.fingerprint, f.where])).toEqual(
      outcome.artifacts.flatMap(a =>
        Object.entries(a.digests).map(([name, digest]) => [name, digest, 'shop/web-5c-x'])
      )
    )
    expect(outcome.notes).toEqual([
      `shop/web-5c-x runs acme/web:latest at 2 digests (container web ${old.slice(0, 12)}, container web-canary ${moved.slice(0, 12)}); a report holds one digest per image name, so the pod is sent as 2 entries of the report (the same pod, namespace, creation time and owners), each digest once`
    ])
  })

  it('keeps an image named like a member of every object as a key', () => {
    const pod = kubePod({
      namespace: 'shop',
      name: 'odd',
      containers: [{ image: '__proto__', imageID: `sha256:${DIGEST}` }]
    }) as Pod
    const outcome = podOutcome(pod)
    expect(outcome.kind === 'reported' && JSON.stringify(outcome.artifacts[0]?.digests)).toBe(
      JSON.stringify({ ['__proto__']: DIGEST })
    )
  })

  it('leaves out a pending pod and a running one still pulling, naming each', () => {
    expect(podOutcome(pods[1] as Pod)).toEqual({
      kind: 'left-out',
      line: 'payments/api-2 is Pending: its containers have no image digest yet'
    })
    const pulling = kubePod({
      namespace: 'web',
      name: 'w',
      containers: [{ name: 'app', image: 'acme/w:1' }]
    }) as Pod
    expect(podOutcome(pulling)).toEqual({
      kind: 'left-out',
      line: 'web/w: container app (acme/w:1) has no image digest yet'
    })
  })
})

describe('namespace selection', () => {
  it('takes names whole and patterns anywhere, as the CLI matches them', () => {
    const only = readNamespaceSelection(input({ namespaces: 'payments, ^team-' }))
    expect(
      ['payments', 'payments-old', 'team-web', 'kube-system'].filter(n => selects(only, n))
    ).toEqual(['payments', 'team-web'])
    const except = readNamespaceSelection(input({ 'exclude-namespaces': 'kube-.*\ndefault' }))
    expect(['default', 'kube-system', 'web'].filter(n => selects(except, n))).toEqual(['web'])
  })

  it("reads the CLI's Go patterns: leading flags, POSIX classes and escaped punctuation", () => {
    const names = ['Prod-eu', 'kube-system', 'ns7', 'ns-x', 'web', 'aaa']
    const chosen = (pattern: string) =>
      names.filter(n => selects(readNamespaceSelection(input({ namespaces: pattern })), n))
    expect(chosen('(?i)^prod')).toEqual(['Prod-eu'])
    expect(chosen('^kube\\-')).toEqual(['kube-system'])
    expect(chosen('^ns[[:digit:]]+$')).toEqual(['ns7'])
    // Go's (?U) makes repetitions lazy; a match anywhere is found all the same.
    expect(chosen('(?U)^a+$')).toEqual(['aaa'])
    expect(chosen('(?U)^w.b')).toEqual(['web'])
  })

  it('reads POSIX classes only inside brackets, and "]" first in brackets as a character, as Go does', () => {
    const names = ['ns7', 'dig', 'a', ']', 'web', 'nsx']
    const chosen = (pattern: string) =>
      names.filter(n => selects(readNamespaceSelection(input({ namespaces: pattern })), n))
    expect(chosen('^[a[:digit:]]$')).toEqual(['a'])
    expect(chosen('^[[:alpha:][:digit:]]+$')).toEqual(['ns7', 'dig', 'a', 'web', 'nsx'])
    expect(chosen('^ns[^[:digit:]]$')).toEqual(['nsx'])
    // Bare, it is the set of ":", "d", "i", "g" and "t".
    expect(chosen('^[:digit:]+$')).toEqual(['dig'])
    expect(chosen('^[]a]$')).toEqual(['a', ']'])
    expect(chosen('^[^]a]$')).toEqual([])
  })

  it('reads a negated POSIX class as Go does: every character but the class', () => {
    const names = ['ns7', 'dig', '7', 'ns-x', 'web']
    const chosen = (pattern: string) =>
      names.filter(n => selects(readNamespaceSelection(input({ namespaces: pattern })), n))
    expect(chosen('^[[:^digit:]]+$')).toEqual(['dig', 'ns-x', 'web'])
    expect(chosen('^ns[[:^alpha:]]')).toEqual(['ns7', 'ns-x'])
    expect(chosen('^[[:^digit:][:digit:]]$')).toEqual(['7'])
  })

  it('refuses a POSIX class Go has not, even one named like a member of every object', () => {
    for (const name of ['foo', 'constructor', 'toString', '__proto__']) {
      for (const pattern of [`^ns[[:${name}:]]`, `^ns[[:^${name}:]]`, `^\\p{${name}}`]) {
        const error = inputError(() => readNamespaceSelection(input({ namespaces: pattern })))
        expectOneSentence(error, 'namespaces')
        expect(error.message).toContain(
          'which is neither a namespace name nor a regular expression Go compiles (invalid character class range);'
        )
      }
    }
  })

  it("reads Go's escapes as Go does, and refuses those Go refuses", () => {
    const names = ['prod', 'prodz', 'team', 'te\u0007m', 'p.od', 'kube-system']
    const chosen = (pattern: string) =>
      names.filter(n => selects(readNamespaceSelection(input({ namespaces: pattern })), n))
    expect(chosen('\\bprod\\b')).toEqual(['prod'])
    expect(chosen('^\\x70rod$')).toEqual(['prod'])
    expect(chosen('^kube\\-[\\w]+$')).toEqual(['kube-system'])
    // Go: \z is the end of the text, \a a bell, \Q…\E literal text; not the letters z, a, Q, E.
    expect(chosen('^prod\\z')).toEqual(['prod'])
    expect(chosen('\\Aprod')).toEqual(['prod', 'prodz'])
    expect(chosen('^te\\am$')).toEqual(['te\u0007m'])
    expect(chosen('^p\\Q.\\Eod$')).toEqual(['p.od'])
    // Go refuses a back-reference, a backspace in brackets, a lookaround and \u.
    for (const pattern of ['(a)\\1', '[\\b]', '\\u0070rod']) {
      const error = inputError(() => readNamespaceSelection(input({ namespaces: pattern })))
      expectOneSentence(error, 'namespaces')
      expect(error.message).toContain(
        'which is neither a namespace name nor a regular expression Go compiles (invalid escape sequence);'
      )
    }
    for (const pattern of ['(?=prod)', '(?!prod)', '(?<=p)rod']) {
      expect(() => readNamespaceSelection(input({ namespaces: pattern }))).toThrow(
        /^Input "namespaces" has ".+", which is neither a namespace name nor a regular expression Go compiles \((invalid or unsupported Perl syntax|invalid named capture)\);/
      )
    }
  })

  it('ends at once on 30-character names with patterns that backtrack exponentially in JavaScript', () => {
    const long = 'a'.repeat(29) + 'b'
    const names = [long, 'a'.repeat(30), 'team-web']
    const chosen = (values: Record<string, string>) =>
      names.filter(n => selects(readNamespaceSelection(input(values)), n))
    expect(chosen({ namespaces: '(a+)+$' })).toEqual(['a'.repeat(30)])
    expect(chosen({ namespaces: '^(a|a)*$' })).toEqual(['a'.repeat(30)])
    expect(chosen({ namespaces: '^([a-z]+-?)*-web$' })).toEqual(['team-web'])
    expect(chosen({ 'exclude-namespaces': '^(a|a)+$\n(a+)+$' })).toEqual([long, 'team-web'])
  })

  it('refuses both at once, and a pattern that does not compile', () => {
    expect(() =>
      readNamespaceSelection(input({ namespaces: 'a', 'exclude-namespaces': 'b' }))
    ).toThrow(
      /^Input "exclude-namespaces" is set together with namespaces, .*; expected namespaces or exclude-namespaces, not both\.$/
    )
    const error = inputError(() => readNamespaceSelection(input({ namespaces: 'team-(' })))
    expectOneSentence(error, 'namespaces')
    expect(error.message).toBe(
      'Input "namespaces" has "team-(", which is neither a namespace name nor a regular expression Go compiles (missing closing )); expected namespace names such as "payments", or regular expressions such as "^team-".'
    )
  })
})
