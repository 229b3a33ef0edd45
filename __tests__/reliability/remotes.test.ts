/**
 * One set of transport rules for every remote (the service, Jira, the GitHub API, container
 * registries, a Kubernetes cluster, a Docker engine), proved for each entry of
 * __tests__/kit/remotes.ts as a step run in-process (kit/step.ts): a front on loopback stands in for the remote
 * and misbehaves once (behind a TLS front, for a remote never reached over plain HTTP).
 *
 * - a redirect to another origin is never followed: that origin receives no request at all,
 *   whether or not the redirected request carried credentials;
 * - a redirect back to the same origin is followed for a GET (a Docker engine's is refused:
 *   the Engine API never redirects);
 * - an answer over the size bound, or nested deeper than inputs may be, is refused; a silent
 *   server times out; a 503 is retried;
 * - headers carrying forged workflow commands never reach the log as commands;
 * - HTTPS_PROXY (CONNECT) and the CA in NODE_EXTRA_CA_CERTS (or the remote's own CA, for a
 *   cluster its kubeconfig's) carry the remote over TLS; a host in NO_PROXY is not proxied;
 *   a remote with a CA of its own trusts that CA, not NODE_EXTRA_CA_CERTS.
 *
 * The richer proxy cases (407, an untrusted certificate) are in e2e/proxy.test.ts.
 */
import type { IncomingMessage } from 'node:http'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { MAX_JSON_DEPTH } from '../../src/http/json-depth.js'
import { type ActionRun } from '../../tools/run-action.js'
import { runStep } from '../kit/step.js'
import {
  startConnectProxy,
  startTlsFront,
  TEST_CA_FILE,
  type ConnectProxy,
  type TlsFront
} from '../kit/proxy.js'
import { KUBE_OTHER_CA_FILE } from '../kit/kube-double.js'
import { annotations } from '../kit/annotations.js'
import { startFront, type Front } from '../kit/front.js'
import {
  closeRemoteServers,
  REMOTES,
  startRemoteServers,
  type Remote,
  type RemoteServers
} from '../kit/remotes.js'
import { deepJson } from '../kit/large-inputs.js'
import { useTempDir } from '../kit/temp.js'
import { forgedCommands, startRecorder, type Recorder } from '../kit/reliability.js'

const MARKER = 'FORGED'
/** What a hostile server puts in the headers libraries quote (HTTP forbids a raw line break). */
const HOSTILE = `x\\n::error::${MARKER}-escaped %0A::error::${MARKER}-encoded ##[error]${MARKER}-legacy`
const HOSTILE_HEADERS: Record<string, string> = {
  sunset: `${HOSTILE} Wed, 11 Nov 2026 08:00:00 GMT`,
  deprecation: HOSTILE,
  link: `<https://evil.example/${encodeURIComponent(HOSTILE)}>; rel="deprecation"; title="${HOSTILE}"`,
  warning: `299 - "${HOSTILE}"`,
  'x-github-sso': HOSTILE,
  'x-github-request-id': HOSTILE
}
/** About where walking or writing JSON overflows the stack. */
const DEEP_ANSWER_LEVELS = 100_000
/** Above the 64 MiB the transport reads. */
const OVERSIZED = 65 * 1024 * 1024
const withCredentials = (request: IncomingMessage) => request.headers.authorization !== undefined

const temp = useTempDir('remotes-')
let servers: RemoteServers | undefined
let recorder: Recorder

/** Each remote's runs that wait on it, all side by side before the first case. */
const waiting = new Map<string, Awaited<ReturnType<typeof runWaiting>>>()

beforeAll(async () => {
  ;[servers, recorder] = await Promise.all([startRemoteServers(), startRecorder()])
  // One after the other, these pauses (a timeout and a retry per remote) were most of the
  // suite's time.
  await Promise.all(
    REMOTES.map(async remote => void waiting.set(remote.name, await runWaiting(remote)))
  )
})

afterAll(async () => {
  await Promise.all([closeRemoteServers(servers), recorder.close()])
})

function started(): RemoteServers {
  if (!servers) throw new Error('the remote servers did not start')
  return servers
}

/** Runs `remote`'s command with a front in the remote's place, prepared by `prepare`. */
async function throughFront(
  remote: Remote,
  prepare: (front: Front) => void,
  extra: Record<string, string> = {}
): Promise<{ run: ActionRun; front: Front }> {
  const front = await startFront(remote.backend(started()), remote.decisive)
  const tls = remote.httpsOnly ? await startTlsFront(remote.tlsHost, front.origin) : undefined
  try {
    prepare(front)
    const run = await runStep(remote.run(started(), tls?.address ?? front.origin, extra))
    return { run, front }
  } finally {
    await Promise.all([front.close(), tls?.close()])
  }
}

/**
 * The runs of `remote` that wait on it, side by side, each through a front of its own: an
 * answer that never comes (timeout-seconds 1), a 503 retried after the retry's pause, and
 * headers carrying forged workflow commands, on an answer after a retried 503 and on a 500.
 */
async function runWaiting(remote: Remote) {
  const forged = (status: number) => (front: Front) => {
    front.extraHeaders = HOSTILE_HEADERS
    front.once({ status, body: `{"message":"${HOSTILE}"}` })
  }
  const [silent, retried, forgedAnswered, forgedFailed] = await Promise.all([
    throughFront(remote, f => f.once({ hang: true }), {
      'timeout-seconds': '1',
      'max-retries': '0'
    }),
    throughFront(remote, f => f.once({ status: 503 }), { 'max-retries': '1' }),
    throughFront(remote, forged(503), { 'max-retries': '1' }),
    throughFront(remote, forged(500), { 'max-retries': '0' })
  ])
  return { silent, retried, forgedAnswered, forgedFailed }
}

function expectOneError(run: ActionRun): string {
  expect(run.exitCode).not.toBe(0)
  const errors = annotations(run.stdout)
  expect(errors).toHaveLength(1)
  return errors[0] ?? ''
}

function expectSuccess(run: ActionRun): void {
  expect(annotations(run.stdout)).toEqual([])
  expect(run.exitCode).toBe(0)
}

beforeEach(() => {
  started().sandbox.reset()
  recorder.requests.length = 0
})

describe.each(REMOTES.map(remote => [remote.name, remote] as const))('%s', (_, remote) => {
  it.each(
    remote.headerlessCredentials
      ? [['its first request', undefined] as const]
      : ([
          ['its first request', undefined],
          ['a request that carries credentials', withCredentials]
        ] as const)
  )(
    'follows no redirect of %s to another origin: that origin receives no request',
    async (_what, when) => {
      const { run, front } = await throughFront(
        remote,
        f => f.once({ redirectTo: recorder.origin }, when),
        { 'max-retries': '0' }
      )
      expect(expectOneError(run)).toMatch(
        remote.refusesRedirects ? /redirected .*never redirects/ : /redirect.*another origin/
      )
      expect(recorder.requests).toEqual([])
      if (when) expect(front.requests.some(request => request.authorized)).toBe(true)
    }
  )

  if (remote.refusesRedirects) {
    it(`refuses even a redirect back to its own origin: ${remote.refusesRedirects}`, async () => {
      const { run, front } = await throughFront(remote, f => f.once({ redirectHere: true }))
      expect(expectOneError(run)).toMatch(/redirected .*never redirects/)
      expect(front.requests.some(request => request.path.startsWith('/__moved/'))).toBe(false)
    })
  } else {
    it('follows a redirect back to its own origin for a GET', async () => {
      const { run, front } = await throughFront(remote, f => f.once({ redirectHere: true }))
      expectSuccess(run)
      expect(front.requests.some(request => request.path.startsWith('/__moved/'))).toBe(true)
    })
  }

  it('refuses an answer over the size bound', async () => {
    const { run } = await throughFront(remote, f => f.once({ endlessBytes: OVERSIZED }), {
      'max-retries': '0'
    })
    expect(expectOneError(run)).toMatch(/larger than 64 MiB, the most the action reads/)
  })

  it('refuses an answer nested deeper than inputs may be, naming the request and the remote', async () => {
    const { run } = await throughFront(
      remote,
      f => f.once({ status: 200, body: deepJson(DEEP_ANSWER_LEVELS) }),
      { 'max-retries': '0' }
    )
    const error = expectOneError(run)
    expect(error).toMatch(
      new RegExp(
        `^${remote.system} .*\\bto GET /\\S*: its JSON is nested more ` +
          `than ${MAX_JSON_DEPTH} levels deep`,
        'i'
      )
    )
    expect(error).not.toMatch(/call stack/)
  })

  const waited = () => {
    const runs = waiting.get(remote.name)
    if (!runs) throw new Error(`the runs that wait on ${remote.name} did not happen`)
    return runs
  }

  it('gives up on an answer that does not come within timeout-seconds', () => {
    const { silent } = waited()
    expect(expectOneError(silent.run)).toMatch(/in time|within 1 s/)
  })

  it('retries a 503 and carries on', () => {
    const { retried } = waited()
    expectSuccess(retried.run)
    // The request answered 503 was sent again.
    const paths = retried.front.requests.map(request => request.path)
    expect(paths.length).toBeGreaterThan(new Set(paths).size)
  })

  it('lets no forged workflow command through from its headers, answered or failed', () => {
    const { forgedAnswered, forgedFailed } = waited()
    expectSuccess(forgedAnswered.run)
    expectOneError(forgedFailed.run)
    for (const { run } of [forgedAnswered, forgedFailed]) {
      expect(forgedCommands(`${run.stdout}\n${run.stderr}`, MARKER)).toEqual([])
    }
  })

  describe('behind a CONNECT proxy, over TLS with a private CA', () => {
    let proxy: ConnectProxy

    beforeAll(async () => {
      proxy = await startConnectProxy()
    })

    afterAll(async () => {
      await proxy.close()
    })

    afterEach(() => proxy.clear())

    /** One run of the remote behind fresh fronts, `env` over its own, handed to `check`. */
    async function behindFronts(
      env: Record<string, string>,
      check: (run: ActionRun, front: Front, tls: TlsFront) => void,
      ca?: string
    ): Promise<void> {
      const front = await startFront(remote.backend(started()))
      const tls = await startTlsFront(remote.tlsHost, front.origin)
      try {
        const options = remote.run(started(), tls.origin, { 'max-retries': '0' }, ca)
        check(await runStep({ ...options, env: { ...options.env, ...env } }), front, tls)
      } finally {
        await Promise.all([tls.close(), front.close()])
      }
    }

    const trust = remote.ownCa ?? 'NODE_EXTRA_CA_CERTS'
    it(`goes through HTTPS_PROXY, trusting ${trust}`, async () => {
      // A remote with a CA of its own must not need the runner's.
      const env: Record<string, string> = remote.ownCa ? {} : { NODE_EXTRA_CA_CERTS: TEST_CA_FILE }
      await behindFronts({ ...env, HTTPS_PROXY: proxy.url }, (run, front, tls) => {
        expectSuccess(run)
        expect(proxy.tunnels).toContain(new URL(tls.origin).host)
        expect(front.requests.length).toBeGreaterThan(0)
      })
    })

    it('leaves its host to a direct connection when NO_PROXY lists it', async () => {
      const env = {
        HTTPS_PROXY: proxy.url,
        NO_PROXY: `example.org,${remote.tlsHost}`,
        NODE_EXTRA_CA_CERTS: TEST_CA_FILE
      }
      await behindFronts(env, (run, front) => {
        // The test hosts resolve only through the proxy: reached directly, the host is not found.
        expect(expectOneError(run)).toMatch(/host not found|ENOTFOUND|EAI_AGAIN/)
        expect(proxy.tunnels).toEqual([])
        expect(front.requests).toEqual([])
      })
    })

    // Only a remote that names its own CA has this rule; the others trust the runner's.
    if (remote.ownCa) {
      it(`trusts ${remote.ownCa} alone: NODE_EXTRA_CA_CERTS does not stand in for a wrong one`, async () => {
        const env = { HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: TEST_CA_FILE }
        await behindFronts(
          env,
          (run, front, tls) => {
            const error = expectOneError(run)
            expect(error).toMatch(/certificate/i)
            // The fix is in the remote's own settings, not the runner's.
            expect(error).not.toMatch(/NODE_EXTRA_CA_CERTS/)
            expect(proxy.tunnels).toContain(new URL(tls.origin).host)
            expect(front.requests).toEqual([])
          },
          KUBE_OTHER_CA_FILE
        )
      })
    }
  })
})

describe('a process warning that quotes a remote', () => {
  it('reaches the log only through the safe logger', async () => {
    // A library's deprecation notice quoting a header, emitted while a request is under way.
    const preload = join(temp.path, 'warn.mjs')
    writeFileSync(
      preload,
      "import { subscribe } from 'node:diagnostics_channel'\n" +
        "subscribe('http.client.request.start', () => process.emitWarning(" +
        JSON.stringify(`Sunset x\n::error::${MARKER}-warning\n##[error]${MARKER}-warning-legacy`) +
        ", 'DeprecationWarning'))\n"
    )
    const [service] = REMOTES
    if (!service) throw new Error('no remotes declared')
    const options = service.run(started(), new URL(started().sandbox.baseUrl).origin, {})
    const run = await runStep({ ...options, env: { NODE_OPTIONS: `--import=${preload}` } })
    expectSuccess(run)
    expect(forgedCommands(`${run.stdout}\n${run.stderr}`, MARKER)).toEqual([])
    // It was logged, made harmless, rather than dropped without a word.
    expect(run.stdout).toContain(
      `Node.js warning: DeprecationWarning: Sunset x\\n::error::${MARKER}`
    )
  })
})
