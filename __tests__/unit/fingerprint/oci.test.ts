/** The registry read of artifact-type oci, against the registry emulator on loopback. */
import { createHash } from 'node:crypto'
import { FingerprintError } from '../../../src/fingerprint/errors.js'
import { parseImageReference } from '../../../src/fingerprint/image-reference.js'
import { fingerprintOciImage, parseChallenge } from '../../../src/fingerprint/oci.js'
import { sampleIndex, startRegistry, type RegistryEmulator } from '../../../sandbox/registry.js'

const options = { userAgent: 'test', timeoutMs: 5000, maxRetries: 0 }
const hex = (digest: string) => digest.replace(/^sha256:/, '')

describe('parseImageReference', () => {
  it.each([
    ['alpine', 'docker.io', 'registry-1.docker.io', 'library/alpine', 'latest', undefined],
    ['alpine:3.20', 'docker.io', 'registry-1.docker.io', 'library/alpine', '3.20', undefined],
    ['docker.io/acme/app:1', 'docker.io', 'registry-1.docker.io', 'acme/app', '1', undefined],
    [
      'index.docker.io/acme/app',
      'docker.io',
      'registry-1.docker.io',
      'acme/app',
      'latest',
      undefined
    ],
    ['ghcr.io/org/team/app:v1.2', 'ghcr.io', 'ghcr.io', 'org/team/app', 'v1.2', undefined],
    ['localhost:5000/app', 'localhost:5000', 'localhost:5000', 'app', 'latest', undefined],
    ['localhost/app:x', 'localhost', 'localhost', 'app', 'x', undefined],
    ['127.0.0.1:5000/a/b:c', '127.0.0.1:5000', '127.0.0.1:5000', 'a/b', 'c', undefined],
    [
      `acme/app@sha256:${'a'.repeat(64)}`,
      'docker.io',
      'registry-1.docker.io',
      'acme/app',
      undefined,
      `sha256:${'a'.repeat(64)}`
    ],
    [
      `ghcr.io/o/a:1@sha256:${'b'.repeat(64)}`,
      'ghcr.io',
      'ghcr.io',
      'o/a',
      '1',
      `sha256:${'b'.repeat(64)}`
    ]
  ])('%s', (text, registry, host, repository, tag, digest) => {
    expect(parseImageReference(text)).toEqual({ registry, host, repository, tag, digest })
  })

  it.each([
    ['Acme/App', /name/],
    ['acme/app:', /tag/],
    ['acme/app@sha256:abc', /digest/],
    ['acme//app', /name/],
    ['ghcr.io:99999x/app', /registry/],
    ['', /name/]
  ])('refuses %j', (text, problem) => {
    const parsed = parseImageReference(text)
    expect('problem' in parsed && parsed.problem).toMatch(problem)
  })
})

describe('parseChallenge', () => {
  it('reads quoted and bare parameters', () => {
    expect(
      parseChallenge(
        'Bearer realm="https://auth.docker.io/token",service=registry.docker.io,scope="repository:library/alpine:pull"'
      )
    ).toEqual({
      scheme: 'bearer',
      params: {
        realm: 'https://auth.docker.io/token',
        service: 'registry.docker.io',
        scope: 'repository:library/alpine:pull'
      }
    })
    expect(parseChallenge('Basic realm="Registry"')?.scheme).toBe('basic')
  })
})

describe.each(['same', 'separate'] as const)('fingerprintOciImage, token realm %s', realm => {
  let registry: RegistryEmulator

  beforeEach(async () => {
    registry = await startRegistry({ realm, users: { robot: 'correct-horse-battery' } })
  })
  afterEach(async () => {
    await registry.close()
  })

  it('reads a public image anonymously: 401, token, manifest digest', async () => {
    const fingerprint = await fingerprintOciImage(`${registry.host}/acme/web-app:1.0.0`, options)
    expect(fingerprint).toBe(hex(registry.digestOf('acme/web-app', '1.0.0')))
    const manifestReads = registry.registryRequests.filter(r => r.path.includes('/manifests/'))
    expect(manifestReads.map(r => r.headers.authorization === undefined)).toEqual([true, false])
    expect(manifestReads[0]?.headers.accept).toContain('application/vnd.oci.image.index.v1+json')
    expect(manifestReads[0]?.headers.accept).toContain(
      'application/vnd.docker.distribution.manifest.list.v2+json'
    )
    const tokenCall = registry.tokenRequests.find(r => r.path === '/token')
    expect(tokenCall?.headers.authorization).toBeUndefined()
    expect(tokenCall?.query.get('scope')).toBe('repository:acme/web-app:pull')
    expect(tokenCall?.query.get('service')).toBe('registry.sandbox')
  })

  it('sends the credentials only to the realm, and the token only to the registry', async () => {
    const secrets: string[] = []
    const fingerprint = await fingerprintOciImage(`${registry.host}/acme/private-app:2.1.0`, {
      ...options,
      credentials: { username: 'robot', password: 'correct-horse-battery' },
      onSecret: secret => secrets.push(secret)
    })
    expect(fingerprint).toBe(hex(registry.digestOf('acme/private-app', '2.1.0')))
    const basic = `Basic ${Buffer.from('robot:correct-horse-battery').toString('base64')}`
    const tokenCall = registry.tokenRequests.find(r => r.path === '/token')
    expect(tokenCall?.headers.authorization).toBe(basic)
    const toRegistry = registry.registryRequests.filter(r => r.path !== '/token')
    expect(toRegistry.some(r => r.headers.authorization === basic)).toBe(false)
    expect(toRegistry.at(-1)?.headers.authorization).toBe(`Bearer ${registry.tokens[0]}`)
    expect(secrets).toEqual(registry.tokens)
  })

  it('pins a digest and accepts it when the bytes match', async () => {
    const digest = registry.digestOf('acme/web-app', '1.0.0')
    await expect(
      fingerprintOciImage(`${registry.host}/acme/web-app@${digest}`, options)
    ).resolves.toBe(hex(digest))
  })

  it('names the registry when the credentials are wrong', async () => {
    const error = await fingerprintOciImage(`${registry.host}/acme/private-app:2.1.0`, {
      ...options,
      credentials: { username: 'robot', password: 'wrong-password-1' }
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FingerprintError)
    expect((error as Error).message).toMatch(
      new RegExp(
        `^The registry ${registry.host} refused the credentials in registry-username and registry-password \\(401`
      )
    )
    expect((error as Error).message).not.toContain('wrong-password-1')
  })

  it('says an anonymous pull cannot read a private image', async () => {
    await expect(
      fingerprintOciImage(`${registry.host}/acme/private-app:2.1.0`, options)
    ).rejects.toThrow(/anonymous pull .*set registry-username and registry-password/)
  })

  it('says a missing tag is missing', async () => {
    await expect(
      fingerprintOciImage(`${registry.host}/acme/web-app:9.9.9`, options)
    ).rejects.toThrow(/has no image .*acme\/web-app:9\.9\.9 \(404/)
  })
})

describe('fingerprintOciImage refuses what it cannot verify', () => {
  it('refuses a Docker-Content-Digest that is not the hash of the bytes', async () => {
    const registry = await startRegistry({ wrongDigestHeader: true })
    try {
      const error: Error = await fingerprintOciImage(
        `${registry.host}/acme/web-app:1.0.0`,
        options
      ).then(
        () => new Error('no refusal'),
        (caught: unknown) => caught as Error
      )
      expect(error).toBeInstanceOf(FingerprintError)
      const sent = registry.digestOf('acme/web-app', '1.0.0')
      const named = `sha256:${createHash('sha256')
        .update(`${sampleIndex('acme/web-app', '1.0.0')} `)
        .digest('hex')}`
      expect(error.message).toContain(`is ${named}, but the bytes it sent hash to ${sent}`)
      expect(error.message).toMatch(/refusing a fingerprint that cannot be verified/)
    } finally {
      await registry.close()
    }
  })

  it('refuses a manifest whose bytes are not the pinned digest', async () => {
    const registry = await startRegistry({
      images: [{ repository: 'acme/app', tag: `sha256:${'c'.repeat(64)}`, manifest: '{}' }]
    })
    try {
      await expect(
        fingerprintOciImage(`${registry.host}/acme/app@sha256:${'c'.repeat(64)}`, options)
      ).rejects.toThrow(/not the digest asked for/)
    } finally {
      await registry.close()
    }
  })

  it('does not fall back to http for a registry that is not on this machine', async () => {
    await expect(
      fingerprintOciImage('registry.invalid/acme/app:1', { ...options, timeoutMs: 3000 })
    ).rejects.toThrow(
      /the registry registry\.invalid could not be reached for GET \/v2\/acme\/app\/manifests\/1/
    )
  })
})
