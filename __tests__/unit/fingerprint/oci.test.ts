/** The registry read of artifact-type oci, against the registry emulator on loopback. */
import { createHash } from 'node:crypto'
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import { FingerprintError } from '../../../src/fingerprint/fingerprint-error.js'
import { bodyText } from '../../../src/http/body.js'
import { pageTitle } from '../../../src/fingerprint/manifest.js'
import { fingerprintOciImage, parseChallenge } from '../../../src/fingerprint/oci.js'
import {
  sampleIndex,
  startRegistry,
  type RegistryEmulator,
  type RegistryImage,
  type RegistryOptions
} from '../../../sandbox/registry.js'

const options = { userAgent: 'test', timeoutMs: 5000, maxRetries: 0 }
const hex = (digest: string) => digest.replace(/^sha256:/, '')

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
      images: [
        {
          repository: 'acme/app',
          tag: `sha256:${'c'.repeat(64)}`,
          manifest: sampleIndex('acme/app', 'x')
        }
      ]
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

describe('fingerprintOciImage on a registry on this machine that answers late', () => {
  // The first connection (the https probe) is held without an answer; every later one gets a
  // plain-text 400, as a plain http server answers a TLS handshake.
  let server: Server
  let host: string
  const sockets = new Set<Socket>()

  beforeAll(async () => {
    let connections = 0
    server = createServer(socket => {
      sockets.add(socket)
      socket.on('error', () => undefined)
      if (connections++ > 0) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
    })
    await new Promise<void>(listening => server.listen(0, '127.0.0.1', listening))
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise(closed => server.close(closed))
  })

  it('fails on the probe that timed out, instead of trying https again', async () => {
    await expect(
      fingerprintOciImage(`${host}/acme/app:1`, { ...options, timeoutMs: 500 })
    ).rejects.toThrow(/^the registry 127\.0\.0\.1:\d+ did not answer GET \/v2\/ in time/)
  })
})

/** The error fingerprintOciImage throws for acme/app:1 on a registry started with `options`. */
async function refusal(
  options: RegistryOptions
): Promise<{ error: Error; registry: string; tokens: string[] }> {
  const registry = await startRegistry(options)
  try {
    const error = await fingerprintOciImage(`${registry.host}/acme/app:1`, options_).then(
      () => new Error('no refusal'),
      (caught: unknown) => caught as Error
    )
    expect(error).toBeInstanceOf(FingerprintError)
    return { error, registry: registry.host, tokens: registry.tokens }
  } finally {
    await registry.close()
  }
}
const options_ = options

/** Fingerprints acme/app:1 served as `image` describes. */
async function fingerprintOf(image: Omit<RegistryImage, 'repository' | 'tag'>): Promise<string> {
  const registry = await startRegistry({ images: [{ repository: 'acme/app', tag: '1', ...image }] })
  try {
    return await fingerprintOciImage(`${registry.host}/acme/app:1`, options)
  } finally {
    await registry.close()
  }
}

const OCI_INDEX = 'application/vnd.oci.image.index.v1+json'
const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json'
const DOCKER_LIST = 'application/vnd.docker.distribution.manifest.list.v2+json'
const DOCKER_MANIFEST = 'application/vnd.docker.distribution.manifest.v2+json'
const descriptor = { mediaType: OCI_MANIFEST, digest: `sha256:${'d'.repeat(64)}`, size: 9 }
const imageManifest = (mediaType?: string) =>
  JSON.stringify({
    schemaVersion: 2,
    ...(mediaType ? { mediaType } : {}),
    config: { ...descriptor, mediaType: 'application/vnd.oci.image.config.v1+json' },
    layers: [descriptor]
  })
const SIGN_IN_PAGE =
  '<!doctype html><html><head><meta charset="utf-8">\n<title>\n  Sign in &ndash; Acme SSO &amp; VPN\n</title></head>' +
  '<body><form action="/login"><input name="user"></form></body></html>'

describe('fingerprintOciImage takes only an image manifest or index', () => {
  it('refuses a 200 HTML sign-in page without a digest, naming registry, status, content type and title', async () => {
    const { error, registry, tokens } = await refusal({ signInPage: SIGN_IN_PAGE })
    expect(tokens).toEqual([])
    expect(error.message).toBe(
      `The registry ${registry} answered 200 to GET /v2/acme/app/manifests/1 with content type ` +
        '"text/html; charset=utf-8" and a page titled "Sign in &ndash; Acme SSO & VPN", which is not ' +
        'an image manifest, so no fingerprint is recorded; check that artifact-path names an image ' +
        'in an OCI registry and that no sign-in page or proxy answers in its place.'
    )
  })

  it.each([
    [
      'JSON that is no manifest, as application/json',
      '{"ok":true}',
      'application/json',
      /content type "application\/json" and a JSON body,/
    ],
    [
      'no content type at all',
      sampleIndex('acme/app', '1'),
      '',
      /content type none and a JSON body,/
    ],
    ['an array', '[]', OCI_INDEX, /a JSON body that is not an object,/],
    [
      'schemaVersion 1',
      JSON.stringify({ schemaVersion: 1, manifests: [] }),
      OCI_INDEX,
      /without schemaVersion 2,/
    ],
    [
      'an index without manifests',
      JSON.stringify({ schemaVersion: 2 }),
      OCI_INDEX,
      /without a manifests list,/
    ],
    [
      'a list without manifests',
      JSON.stringify({ schemaVersion: 2, mediaType: DOCKER_LIST, layers: [] }),
      DOCKER_LIST,
      /without a manifests list,/
    ],
    [
      'a manifest without layers',
      JSON.stringify({ schemaVersion: 2, config: descriptor }),
      OCI_MANIFEST,
      /without a config and layers,/
    ],
    [
      'a manifest that is an index',
      sampleIndex('acme/app', '1'),
      OCI_MANIFEST,
      /whose mediaType is "application\/vnd\.oci\.image\.index\.v1\+json",/
    ],
    [
      'a Docker manifest claiming another mediaType',
      imageManifest(OCI_MANIFEST),
      DOCKER_MANIFEST,
      /whose mediaType is/
    ],
    [
      'HTML served as a manifest',
      SIGN_IN_PAGE,
      OCI_MANIFEST,
      /a body that is not JSON \(a page titled "Sign in/
    ]
  ])('refuses %s', async (_case, manifest, contentType, problem) => {
    const { error } = await refusal({
      images: [{ repository: 'acme/app', tag: '1', manifest, contentType }]
    })
    expect(error.message).toMatch(problem)
    expect(error.message).toMatch(/which is not an image manifest, so no fingerprint is recorded/)
  })

  it.each([
    [
      'an OCI index with a charset parameter',
      sampleIndex('acme/app', '1'),
      `${OCI_INDEX}; charset=utf-8`
    ],
    [
      'a Docker manifest list',
      sampleIndex('acme/app', '1').replace(OCI_INDEX, DOCKER_LIST),
      DOCKER_LIST
    ],
    ['an OCI manifest without mediaType', imageManifest(), OCI_MANIFEST],
    ['a Docker v2 manifest', imageManifest(DOCKER_MANIFEST), ` ${DOCKER_MANIFEST.toUpperCase()} `]
  ])('accepts %s', async (_case, manifest, contentType) => {
    await expect(fingerprintOf({ manifest, contentType })).resolves.toBe(
      createHash('sha256').update(manifest).digest('hex')
    )
  })

  it('quotes a hostile title on one line, cut short, with no command form left in it', async () => {
    const title = `Sign in\n::error::FORGED\r\n##[error]FORGED\u2028::warning::FORGED\u0085${'x'.repeat(200)}`
    const { error } = await refusal({ signInPage: `<title>${title}</title>` })
    expect(error.message).not.toMatch(/[\r\n\u0085\u2028\u2029]/)
    expect(error.message).not.toContain('##[')
    expect(error.message).toContain('##\\[error]FORGED')
    expect(error.message).toMatch(
      /"Sign in ::error::FORGED ##\\\[error\]FORGED ::warning::FORGED\\u0085x+…"/
    )
  })
})

describe('fingerprintOciImage hashes the bytes it received', () => {
  const index = sampleIndex('acme/app', '1')
  const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(index)])
  // A string in the manifest holding bytes that are not UTF-8 (a Latin-1 "é" and a lone 0xff).
  const latin1 = Buffer.concat([
    Buffer.from(index.slice(0, -1)),
    Buffer.from(',"annotations":{"org.opencontainers.image.title":"caf'),
    Buffer.from([0xe9, 0xff]),
    Buffer.from('"}}')
  ])

  it.each([
    ['a byte-order mark', bom],
    ['invalid UTF-8 in a string', latin1]
  ])(
    "with %s: the digest is the bytes', with or without Docker-Content-Digest",
    async (_case, manifest) => {
      const expected = createHash('sha256').update(manifest).digest('hex')
      // Decoding the bytes as text would change them: the case proves the bytes are hashed.
      expect(createHash('sha256').update(bodyText(manifest)).digest('hex')).not.toBe(expected)
      await expect(fingerprintOf({ manifest })).resolves.toBe(expected)
      await expect(fingerprintOf({ manifest, withoutDigestHeader: true })).resolves.toBe(expected)
    }
  )

  it('accepts such bytes pinned by their digest', async () => {
    const digest = `sha256:${createHash('sha256').update(bom).digest('hex')}`
    const registry = await startRegistry({
      images: [{ repository: 'acme/app', tag: '1', manifest: bom }]
    })
    try {
      await expect(
        fingerprintOciImage(`${registry.host}/acme/app@${digest}`, options)
      ).resolves.toBe(hex(digest))
    } finally {
      await registry.close()
    }
  })
})

describe('pageTitle', () => {
  it.each([
    ['<html><TITLE lang="en">Log in</TITLE>', 'Log in'],
    ['<title>  a\n\t b  </title>', 'a b'],
    ['<title>&lt;x&gt; &#65;&#x42; &bogus;</title>', '<x> AB &bogus;'],
    ['<title></title>', undefined],
    ['no markup', undefined]
  ])('%j', (html, title) => {
    expect(pageTitle(html)).toBe(title)
  })
})
