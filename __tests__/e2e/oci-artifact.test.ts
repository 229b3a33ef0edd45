/**
 * End to end: artifact-type oci as steps run in-process (kit/step.ts). The image's fingerprint
 * comes from the registry emulator on loopback (no docker daemon). The sandbox runs a seed
 * whose compliant artifact is that image: its fingerprint is the digest of the manifest the
 * registry serves, so only the manifest's exact bytes make the gate pass.
 */
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { sampleIndex, startRegistry, type RegistryEmulator } from '../../sandbox/registry.js'
import { commandsReading } from '../../src/commands/catalog.js'
import { type ActionRun } from '../../tools/run-action.js'
import { runStep } from '../kit/step.js'
import { seedWithCompliantImage } from '../kit/image-seed.js'
import { startConnectProxy, startTlsFront, TEST_CA_FILE } from '../kit/proxy.js'
import { annotations, expectOneError } from '../kit/annotations.js'
import { exampleEnv, exampleRun, serviceInputs } from '../kit/examples.js'
import { useGitHub, useJira, useSandbox } from '../kit/servers.js'
import { sha256 } from '../kit/sha256.js'
import { forgedCommands } from '../kit/reliability.js'

const USER = 'ci-robot'
const PASSWORD = 'registry-secret-0123456789'
/** The manifest of acme/web-app:1.0.0, and of acme/private-app:2.0.0. */
const manifest = sampleIndex('acme/web-app', '1.0.0')
const IMAGE_FINGERPRINT = sha256(manifest)

const sandbox = useSandbox({ seed: seedWithCompliantImage(IMAGE_FINGERPRINT), resetEach: true })
const jira = useJira()
const github = useGitHub()

async function withRegistry(
  options: Parameters<typeof startRegistry>[0],
  work: (registry: RegistryEmulator) => Promise<void>
): Promise<void> {
  const registry = await startRegistry({
    users: { [USER]: PASSWORD },
    images: [
      { repository: 'acme/web-app', tag: '1.0.0', manifest },
      { repository: 'acme/private-app', tag: '2.0.0', manifest, private: true }
    ],
    ...options
  })
  try {
    await work(registry)
  } finally {
    await registry.close()
  }
}

function run(
  command: string,
  extra: Record<string, string>,
  service: Pick<Sandbox, 'token' | 'org' | 'baseUrl'> = sandbox
): Promise<ActionRun> {
  return runStep({
    inputs: serviceInputs(service, command, {
      'artifact-type': 'oci',
      'max-retries': '0',
      ...extra
    })
  })
}

const errors = (stdout: string) => stdout.split('\n').filter(line => line.startsWith('::error'))

describe('assert-artifact with artifact-type oci', () => {
  it('fingerprints a public image anonymously, Docker Hub style (token service on another origin)', async () => {
    await withRegistry({ realm: 'separate' }, async registry => {
      const result = await run('assert-artifact', {
        'artifact-path': `${registry.host}/acme/web-app:1.0.0`
      })
      expect(result.exitCode).toBe(0)
      expect(result.outputs).toMatchObject({
        outcome: 'compliant',
        fingerprint: IMAGE_FINGERPRINT
      })
      expect(registry.tokenRequests.map(r => r.headers.authorization)).toEqual([undefined])
      expect(sandbox.requests[0]?.url).toContain(IMAGE_FINGERPRINT)
    })
  })

  it('reads a private image with registry credentials, GHCR style, and masks them and the token', async () => {
    await withRegistry({ realm: 'same' }, async registry => {
      const result = await run('assert-artifact', {
        'artifact-path': `${registry.host}/acme/private-app:2.0.0`,
        'registry-username': USER,
        'registry-password': PASSWORD
      })
      expect(result.exitCode).toBe(0)
      expect(result.outputs.fingerprint).toBe(IMAGE_FINGERPRINT)
      const basic = Buffer.from(`${USER}:${PASSWORD}`).toString('base64')
      const masked = result.stdout.split('\n').filter(line => line.startsWith('::add-mask::'))
      expect(masked).toEqual(
        expect.arrayContaining([
          `::add-mask::${PASSWORD}`,
          `::add-mask::${basic}`,
          `::add-mask::${registry.tokens[0]}`
        ])
      )
      const token = registry.tokens[0] ?? 'none'
      const printed = result.stdout.split('\n').filter(line => !line.startsWith('::add-mask::'))
      expect(printed.join('\n')).not.toContain(token)
      // The credentials went to the token endpoint only; the manifest read carried the token.
      const reads = registry.registryRequests.filter(r => r.path.includes('/manifests/'))
      expect(reads.map(r => r.headers.authorization)).toEqual([undefined, `Bearer ${token}`])
      const tokenCalls = registry.tokenRequests.filter(r => r.path === '/token')
      expect(tokenCalls.map(r => r.headers.authorization)).toEqual([`Basic ${basic}`])
    })
  })

  it('fails naming the registry when the credentials are wrong, and asks the service nothing', async () => {
    await withRegistry({ realm: 'separate' }, async registry => {
      const result = await run('assert-artifact', {
        'artifact-path': `${registry.host}/acme/private-app:2.0.0`,
        'registry-username': USER,
        'registry-password': 'not-the-password-0000'
      })
      expect(result.exitCode).not.toBe(0)
      expect(result.outputs.outcome).toBe('error')
      const [error] = errors(result.stdout)
      expect(error).toContain(
        `The registry ${registry.host} refused the credentials in registry-username and registry-password (401 from its token service ${registry.tokenOrigin})`
      )
      expect(sandbox.requests).toHaveLength(0)
    })
  })

  it('refuses a manifest whose digest does not match its bytes, and asks the service nothing', async () => {
    await withRegistry({ wrongDigestHeader: true }, async registry => {
      const result = await run('assert-artifact', {
        'artifact-path': `${registry.host}/acme/web-app:1.0.0`
      })
      expect(result.exitCode).not.toBe(0)
      const [error] = errors(result.stdout)
      expect(error).toContain(`but the bytes it sent hash to sha256:${IMAGE_FINGERPRINT}`)
      expect(error).toContain('refusing a fingerprint that cannot be verified')
      expect(result.outputs.fingerprint ?? '').toBe('')
      expect(sandbox.requests).toHaveLength(0)
    })
  })
})

describe('get-deployment with artifact-type oci', () => {
  it('looks the deployment up by the image digest', async () => {
    const environment = sandbox.store.deployments.find(
      d => d.fingerprint === IMAGE_FINGERPRINT
    )?.environment
    if (!environment) throw new Error('the compliant artifact is deployed nowhere in the seed')
    await withRegistry({}, async registry => {
      const result = await run('get-deployment', {
        environment,
        'artifact-path': `${registry.host}/acme/web-app:1.0.0`
      })
      expect(result.exitCode).toBe(0)
      expect(result.outputs.fingerprint).toBe(IMAGE_FINGERPRINT)
      expect(sandbox.requests[0]?.path).toContain(IMAGE_FINGERPRINT)
    })
  })
})

describe('a registry behind a corporate proxy', () => {
  it('is reached over https through HTTPS_PROXY, trusting the CA in NODE_EXTRA_CA_CERTS', async () => {
    await withRegistry({}, async registry => {
      // registry.test is not in the test certificate; service.test is, and only the proxy
      // resolves it: here it fronts the registry emulator with TLS.
      const [proxy, front] = await Promise.all([
        startConnectProxy(),
        startTlsFront('service.test', `http://${registry.host}`)
      ])
      try {
        const result = await runStep({
          inputs: {
            command: 'assert-artifact',
            'api-token': sandbox.token,
            org: sandbox.org,
            'base-url': sandbox.baseUrl,
            'artifact-type': 'oci',
            'max-retries': '0',
            'artifact-path': `${new URL(front.origin).host}/acme/web-app:1.0.0`
          },
          env: { HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: TEST_CA_FILE }
        })
        expect(result.exitCode).toBe(0)
        expect(result.outputs.fingerprint).toBe(IMAGE_FINGERPRINT)
        // The manifest reads went through the tunnel (the token service is on loopback).
        expect(new Set(proxy.tunnels)).toEqual(new Set([new URL(front.origin).host]))
        expect(registry.registryRequests.filter(r => r.path.includes('/manifests/'))).toHaveLength(
          2
        )
      } finally {
        await Promise.all([proxy.close(), front.close()])
      }
    })
  })
})

const SIGN_IN_PAGE =
  '<!doctype html><html><head><title>Sign in - Acme SSO</title></head>' +
  '<body><form method="post" action="/login"><input name="username"></form></body></html>'

describe('an answer that is not a manifest is never a fingerprint', () => {
  it('fails on a 200 HTML sign-in page without a digest, naming registry, status, content type and title, and asks the service nothing', async () => {
    await withRegistry({ signInPage: SIGN_IN_PAGE }, async registry => {
      const result = await run('assert-artifact', {
        'artifact-path': `${registry.host}/acme/web-app:1.0.0`
      })
      const [error] = expectOneError(result)
      expect(error).toBe(
        `The registry ${registry.host} answered 200 to GET /v2/acme/web-app/manifests/1.0.0 with content type "text/html; charset=utf-8" and a page titled "Sign in - Acme SSO", which is not an image manifest, so no fingerprint is recorded; check that artifact-path names an image in an OCI registry and that no sign-in page or proxy answers in its place.`
      )
      expect(result.outputs.fingerprint ?? '').toBe('')
      expect(sandbox.requests).toEqual([])
    })
  })

  it('fails on 200 JSON that is not a manifest, even with a matching digest header', async () => {
    const notAManifest = '{"repositories":["acme/web-app"]}'
    await withRegistry(
      {
        images: [
          {
            repository: 'acme/web-app',
            tag: '1.0.0',
            manifest: notAManifest,
            contentType: 'application/json'
          }
        ]
      },
      async registry => {
        const result = await run('assert-artifact', {
          'artifact-path': `${registry.host}/acme/web-app:1.0.0`
        })
        const [error] = expectOneError(result)
        expect(error).toContain(
          `The registry ${registry.host} answered 200 to GET /v2/acme/web-app/manifests/1.0.0 with content type "application/json" and a JSON body, which is not an image manifest`
        )
        expect(error).not.toContain(sha256(notAManifest))
        expect(sandbox.requests).toEqual([])
      }
    )
  })

  it('quotes a hostile page title without forging a workflow command', async () => {
    const title = 'Sign in\n::error::FORGED-line\n##[error]FORGED-legacy\r::add-mask::FORGED-mask'
    await withRegistry({ signInPage: `<title>${title}</title>` }, async registry => {
      const result = await run('assert-artifact', {
        'artifact-path': `${registry.host}/acme/web-app:1.0.0`
      })
      const [error] = expectOneError(result)
      expect(error).toContain(
        '"Sign in ::error::FORGED-line ##\\[error]FORGED-legacy ::add-mask::FORGED-mask"'
      )
      expect(forgedCommands(result.stdout, 'FORGED')).toEqual([])
      expect(forgedCommands(result.stderr, 'FORGED')).toEqual([])
      expect(sandbox.requests).toEqual([])
    })
  })

  // Every command that declares artifact-type, read from the catalog of the declarations.
  const commands = commandsReading('artifact-type')

  it('is asked of every command that takes artifact-type', () => {
    expect(commands).toEqual(expect.arrayContaining(['assert-artifact', 'attest-artifact']))
  })

  it.each(commands)(
    '%s fails on a sign-in page before it asks or records anything',
    async command => {
      await withRegistry({ signInPage: SIGN_IN_PAGE }, async registry => {
        const servers = { sandbox, jira, github }
        const inputs = exampleRun(command, servers, {
          'artifact-type': 'oci',
          'artifact-path': `${registry.host}/acme/web-app:1.0.0`,
          'max-retries': '0'
        })
        delete inputs.fingerprint
        const result = await runStep({ inputs, env: exampleEnv(command, servers) })
        const [error] = expectOneError(result)
        expect(error).toMatch(
          /answered 200 to GET \/v2\/acme\/web-app\/manifests\/1\.0\.0 with content type "text\/html; charset=utf-8" and a page titled "Sign in - Acme SSO", which is not an image manifest/
        )
        expect(sandbox.requests).toEqual([])
        expect(annotations(result.stdout, 'warning')).toEqual([])
      })
    }
  )
})

describe('the fingerprint is the digest of the bytes received', () => {
  const index = sampleIndex('acme/web-app', '1.0.0')
  const cases: [string, Buffer][] = [
    [
      'led by a byte-order mark',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(index)])
    ],
    [
      'holding invalid UTF-8 in a string',
      Buffer.concat([
        Buffer.from(index.slice(0, -1)),
        Buffer.from(',"annotations":{"org.opencontainers.image.title":"caf'),
        Buffer.from([0xe9, 0xff]),
        Buffer.from('"}}')
      ])
    ]
  ]

  it.each(
    cases.flatMap(
      ([name, bytes]) =>
        [
          [`${name}, with Docker-Content-Digest`, bytes, false],
          [`${name}, without Docker-Content-Digest`, bytes, true]
        ] as const
    )
  )(
    'a manifest %s passes the gate as the attested image',
    async (_name, bytes, withoutDigestHeader) => {
      const fingerprint = sha256(bytes)
      const service = await startSandbox({ seed: seedWithCompliantImage(fingerprint) })
      try {
        await withRegistry(
          {
            images: [
              { repository: 'acme/web-app', tag: '1.0.0', manifest: bytes, withoutDigestHeader }
            ]
          },
          async registry => {
            const result = await run(
              'assert-artifact',
              { 'artifact-path': `${registry.host}/acme/web-app:1.0.0` },
              service
            )
            expect(errors(result.stdout)).toEqual([])
            expect(result.exitCode).toBe(0)
            expect(result.outputs).toMatchObject({ outcome: 'compliant', fingerprint })
            expect(service.requests[0]?.url).toContain(fingerprint)
          }
        )
      } finally {
        await service.close()
      }
    }
  )
})
