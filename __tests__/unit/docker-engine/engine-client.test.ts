import { copyFile, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DockerEngineClient,
  type EngineSettings
} from '../../../src/docker-engine/engine-client.js'
import { engineAddress } from '../../../src/docker-engine/docker-host.js'
import { readRunningImages } from '../../../src/docker-engine/running-images.js'
import { RequestError } from '../../../src/http/request-error.js'
import { describeWithDocker, sharedDockerWorld, type DockerWorld } from '../../kit/docker-engine.js'
import {
  startEngineDouble,
  startTcpEngineDouble,
  type EngineDouble
} from '../../kit/engine-double.js'
import { EXPIRED_CA_FILE, startTlsFront } from '../../kit/proxy.js'

const SETTINGS: EngineSettings = {
  userAgent: 'engine-client-test',
  timeoutMs: 5000,
  maxRetries: 0
}

function clientFor(env: Record<string, string>, settings: Partial<EngineSettings> = {}) {
  return new DockerEngineClient(engineAddress(env), { ...SETTINGS, ...settings })
}

async function failure(work: Promise<unknown>): Promise<RequestError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(RequestError)
  return error as RequestError
}

describe('the Docker engine client against a double', () => {
  let double: EngineDouble
  let client: DockerEngineClient
  beforeEach(async () => {
    double = await startEngineDouble()
    client = clientFor({ DOCKER_HOST: double.dockerHost })
  })
  afterEach(async () => {
    client.dispose()
    await double.close()
  })

  it('reads the running containers and leaves out the one whose image has no registry digest', async () => {
    const found = await readRunningImages(client)
    expect(found.running).toEqual([
      {
        container: 'web-1',
        image: 'registry.example/acme/web:1.0',
        digest: 'ab'.repeat(32),
        createdAt: 1790000000
      }
    ])
    expect(found.leftOut).toEqual([
      {
        container: 'scratchpad',
        image: 'local/scratch:dev',
        reason: expect.stringMatching(/^its image has no registry digest/)
      }
    ])
  })

  it('refuses a 200 that is an HTML page, naming the engine and the request', async () => {
    double.handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<html><title>Sign in</title></html>')
      return true
    }
    const error = await failure(readRunningImages(client))
    expect(error.kind).toBe('invalid-response')
    expect(error.message).toMatch(
      /^the Docker engine at unix:\/\/\S+ sent an unexpected answer to GET \/containers\/json: it is text\/html, not JSON/
    )
  })

  it('refuses JSON nested deeper than any answer of the Engine API', async () => {
    double.handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('['.repeat(5000) + ']'.repeat(5000))
      return true
    }
    const error = await failure(readRunningImages(client))
    expect(error.kind).toBe('invalid-response')
    expect(error.message).toMatch(/nest/)
  })

  it('refuses an inspection that describes another image than the one asked by ID', async () => {
    double.handler = (request, response) => {
      if (!request.url?.startsWith('/images/')) return false
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          Id: `sha256:${'f'.repeat(64)}`,
          RepoDigests: [`registry.example/acme/web@sha256:${'0'.repeat(64)}`]
        })
      )
      return true
    }
    const error = await failure(readRunningImages(client))
    expect(error.kind).toBe('invalid-response')
    expect(error.message).toMatch(
      /^the Docker engine at unix:\/\/\S+ sent an unexpected answer to GET \/images\/sha256%3A[a-f0-9]{64}\/json: it describes image "sha256:f{64}", not sha256:[a-f0-9]{64}$/
    )
  })

  it('refuses a listing without the fields it reads, naming them', async () => {
    double.handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify([{ Id: 'x', Names: ['/a'], Image: '', Created: -1 }]))
      return true
    }
    const error = await failure(readRunningImages(client))
    expect(error.message).toMatch(/fields the Engine API documents \(0\.Image: .*0\.Created: /)
  })

  it('gives up after timeout-seconds when the engine does not answer', async () => {
    double.handler = () => true // never answers
    const slow = clientFor({ DOCKER_HOST: double.dockerHost }, { timeoutMs: 300 })
    const started = Date.now()
    const error = await failure(readRunningImages(slow))
    slow.dispose()
    expect(error.kind).toBe('timeout')
    expect(error.message).toMatch(
      /did not answer GET \/containers\/json in time: no complete answer within 0\.3 s/
    )
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('reads over the socket when a proxy is set: a socket is never proxied', async () => {
    const saved = { HTTP_PROXY: process.env.HTTP_PROXY, HTTPS_PROXY: process.env.HTTPS_PROXY }
    process.env.HTTP_PROXY = 'http://127.0.0.1:9'
    process.env.HTTPS_PROXY = 'http://127.0.0.1:9'
    try {
      const found = await readRunningImages(client)
      expect(found.running.map(r => r.container)).toEqual(['web-1'])
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
  })

  it.each([
    ['to another origin', 302, 'http://127.0.0.1:1/containers/json'],
    ['not even on its own socket', 301, '/v1.41/containers/json']
  ])('follows no redirect, %s', async (_where, status, location) => {
    double.handler = (_request, response) => {
      response.writeHead(status, { location })
      response.end()
      return true
    }
    const error = await failure(readRunningImages(client))
    expect(error.kind).toBe('redirect')
    expect(double.requests).toHaveLength(1)
    expect(error.message).toMatch(/: the Engine API never redirects; check DOCKER_HOST$/)
  })

  it('inspects each image once however many containers run it, a few at a time', async () => {
    await double.close()
    double = await startEngineDouble({
      containers: Array.from({ length: 30 }, (_, i) => ({
        name: `c${i}`,
        image: `r.example/app${i % 3}:1`,
        created: 1790000000 + i
      })),
      images: Object.fromEntries(
        [0, 1, 2].map(i => [
          `r.example/app${i}:1`,
          [`r.example/app${i}@sha256:${String(i).repeat(64)}`]
        ])
      )
    })
    const byName = clientFor({ DOCKER_HOST: double.dockerHost })
    const found = await readRunningImages(byName)
    byName.dispose()
    expect(found.running).toHaveLength(30)
    expect(double.requests.filter(path => path.startsWith('/images/'))).toHaveLength(3)
    expect(found.running.map(r => r.digest)).toEqual(
      Array.from({ length: 30 }, (_, i) => String(i % 3).repeat(64))
    )
  })
})

describe('the Docker engine client over TLS', () => {
  it('fails at once, without retrying, when the engine certificate has expired', async () => {
    const engine = await startTcpEngineDouble()
    const front = await startTlsFront('service.test', engine.url, { expired: true })
    const certs = await mkdtemp(join(tmpdir(), 'expired-certs-'))
    await copyFile(EXPIRED_CA_FILE, join(certs, 'ca.pem'))
    const client = clientFor(
      {
        DOCKER_HOST: `tcp://${new URL(front.address).host}`,
        DOCKER_TLS_VERIFY: '1',
        DOCKER_CERT_PATH: certs
      },
      { maxRetries: 3, backoff: { baseMs: 5000, capMs: 5000, maxRetryAfterMs: 5000 } }
    )
    try {
      const error = await failure(readRunningImages(client))
      expect(error.attempts).toBe(1)
      expect(error.code).toBe('CERT_HAS_EXPIRED')
      expect(error.message).toMatch(/: certificate has expired \(CERT_HAS_EXPIRED\)$/)
      expect(engine.requests).toEqual([])
    } finally {
      client.dispose()
      await Promise.all([front.close(), engine.close()])
    }
  })
})

describe('the Docker engine client when there is no engine', () => {
  it('fails at once, without retrying, when the socket is not there', async () => {
    const client = clientFor(
      { DOCKER_HOST: 'unix:///nonexistent/docker.sock' },
      { maxRetries: 3, backoff: { baseMs: 5000, capMs: 5000, maxRetryAfterMs: 5000 } }
    )
    const error = await failure(readRunningImages(client))
    expect(error.kind).toBe('network')
    expect(error.attempts).toBe(1)
    expect(error.message).toBe(
      'the Docker engine at unix:///nonexistent/docker.sock could not be reached for GET /containers/json: no socket at that path (ENOENT)'
    )
  })
})

describeWithDocker('the Docker engine client against the real engine', () => {
  let world: DockerWorld
  beforeAll(async () => {
    world = await sharedDockerWorld()
  }, 180_000)

  const expected = () =>
    world.containers
      .filter(c => c.image !== world.unpushed)
      .map(c => ({
        container: c.name,
        image: c.image,
        digest: world.pushed.find(p => p.reference === c.image)?.digest
      }))
      .sort((a, b) => a.container.localeCompare(b.container))

  it('reads over the unix socket the digests the registry reports', async () => {
    const client = clientFor({ DOCKER_HOST: world.dockerHost })
    const found = await readRunningImages(client)
    client.dispose()
    expect(
      found.running
        .map(({ container, image, digest }) => ({ container, image, digest }))
        .sort((a, b) => a.container.localeCompare(b.container))
    ).toEqual(expected())
    expect(found.leftOut.map(l => [l.container, l.image])).toEqual([
      ['kit-unpushed-1', world.unpushed]
    ])
    for (const r of found.running) expect(r.createdAt).toBeGreaterThan(1_700_000_000)
  })

  it('reads over TCP with TLS and client certificates from DOCKER_CERT_PATH', async () => {
    const client = clientFor({
      DOCKER_HOST: world.tlsHost,
      DOCKER_TLS_VERIFY: '1',
      DOCKER_CERT_PATH: world.certPath
    })
    const found = await readRunningImages(client)
    client.dispose()
    expect(found.running.map(r => r.container).sort()).toEqual(expected().map(e => e.container))
  })

  it('is refused by the engine without a client certificate', async () => {
    const onlyCa = await mkdtemp(join(tmpdir(), 'only-ca-'))
    await copyFile(join(world.certPath, 'ca.pem'), join(onlyCa, 'ca.pem'))
    const client = clientFor({
      DOCKER_HOST: world.tlsHost,
      DOCKER_TLS_VERIFY: '1',
      DOCKER_CERT_PATH: onlyCa
    })
    const error = await failure(readRunningImages(client))
    client.dispose()
    expect(error.kind).toBe('network')
  })

  it('says the engine certificate is not signed by ca.pem when another CA is given, and does not retry', async () => {
    const client = clientFor(
      {
        DOCKER_HOST: world.tlsHost,
        DOCKER_TLS_VERIFY: '1',
        DOCKER_CERT_PATH: `${process.cwd()}/__fixtures__/tls`
      },
      { maxRetries: 3, backoff: { baseMs: 5000, capMs: 5000, maxRetryAfterMs: 5000 } }
    )
    const error = await failure(readRunningImages(client))
    client.dispose()
    expect(error.message).toMatch(
      /TLS certificate is not signed by the ca\.pem in DOCKER_CERT_PATH \([A-Z_]+\)$/
    )
    expect(error.attempts).toBe(1)
  })
})
