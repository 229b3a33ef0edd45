/**
 * End to end: artifact-type oci through the bundled dist/index.js. The image's fingerprint
 * comes from the registry emulator on loopback (no docker daemon), whose manifest bytes are
 * the compliant artifact's, so its digest is the compliant fingerprint.
 */
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { startRegistry, type RegistryEmulator } from '../../sandbox/registry.js'
import { COMPLIANT_ARTIFACT_CONTENT, COMPLIANT_FINGERPRINT } from '../../sandbox/fixtures.js'
import { runAction, type ActionRun } from '../../tools/run-action.js'
import { startConnectProxy, startTlsFront, TEST_CA_FILE } from '../helpers/proxy.js'
import { serviceInputs } from '../kit/examples.js'

const USER = 'ci-robot'
const PASSWORD = 'registry-secret-0123456789'
const manifest = COMPLIANT_ARTIFACT_CONTENT.toString()

let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await startSandbox()
})

afterAll(async () => {
  await sandbox.close()
})

beforeEach(() => {
  sandbox.reset()
})

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

function run(command: string, extra: Record<string, string>): Promise<ActionRun> {
  return runAction({
    inputs: serviceInputs(sandbox, command, {
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
        fingerprint: COMPLIANT_FINGERPRINT
      })
      expect(registry.tokenRequests.map(r => r.headers.authorization)).toEqual([undefined])
      expect(sandbox.requests[0]?.url).toContain(COMPLIANT_FINGERPRINT)
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
      expect(result.outputs.fingerprint).toBe(COMPLIANT_FINGERPRINT)
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
      expect(error).toContain(`but the bytes it sent hash to sha256:${COMPLIANT_FINGERPRINT}`)
      expect(error).toContain('refusing a fingerprint that cannot be verified')
      expect(result.outputs.fingerprint ?? '').toBe('')
      expect(sandbox.requests).toHaveLength(0)
    })
  })
})

describe('get-deployment with artifact-type oci', () => {
  it('looks the deployment up by the image digest', async () => {
    const environment = sandbox.store.deployments.find(
      d => d.fingerprint === COMPLIANT_FINGERPRINT
    )?.environment
    if (!environment) throw new Error('the compliant artifact is deployed nowhere in the seed')
    await withRegistry({}, async registry => {
      const result = await run('get-deployment', {
        environment,
        'artifact-path': `${registry.host}/acme/web-app:1.0.0`
      })
      expect(result.exitCode).toBe(0)
      expect(result.outputs.fingerprint).toBe(COMPLIANT_FINGERPRINT)
      expect(sandbox.requests[0]?.path).toContain(COMPLIANT_FINGERPRINT)
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
        const result = await runAction({
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
        expect(result.outputs.fingerprint).toBe(COMPLIANT_FINGERPRINT)
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
