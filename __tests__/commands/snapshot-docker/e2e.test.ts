/**
 * End to end: snapshot-docker as steps run in-process (kit/step.ts), against the
 * REAL Docker engine and registry of kit/docker-engine.ts and the sandbox: the digests it
 * reports are those the registry itself answers for each tag, keyed by the image as the
 * container shows it, with the container's creation time; the container of an image never
 * pushed is left out and named; an engine that cannot be read fails the step and nothing is
 * sent.
 */
import { request } from 'node:http'
import { STAGING_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { annotations } from '../../kit/annotations.js'
import { startEngineDouble } from '../../kit/engine-double.js'
import { describeWithDocker, sharedDockerWorld, type DockerWorld } from '../../kit/docker-engine.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

function subActionInputs(extra: Record<string, string> = {}): Record<string, string> {
  const inputs = serviceInputs(sandbox, 'snapshot-docker', {
    environment: STAGING_ENVIRONMENT,
    ...extra
  })
  // A sub-action fixes its command: it takes no command input.
  return Object.fromEntries(Object.entries(inputs).filter(([name]) => name !== 'command'))
}

/** The sub-action as a step, against the Docker Engine at `dockerHost`. */
const snapshotDocker = (dockerHost: string, extra: Record<string, string> = {}) =>
  runStep({
    subAction: 'snapshot-docker',
    inputs: subActionInputs(extra),
    env: { DOCKER_HOST: dockerHost }
  })

/** The engine's own listing: container name to its Created. */
function createdByName(socketPath: string): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    request({ socketPath, path: '/containers/json' }, response => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const listed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          Names: string[]
          Created: number
        }[]
        resolve(Object.fromEntries(listed.map(c => [c.Names[0]?.slice(1), c.Created])))
      })
    })
      .on('error', reject)
      .end()
  })
}

const reportPath = () => `/api/v2/environments/${sandbox.org}/${STAGING_ENVIRONMENT}/report/docker`

describeWithDocker('snapshot-docker against a real Docker engine and registry', () => {
  let world: DockerWorld
  beforeAll(async () => {
    world = await sharedDockerWorld()
  }, 180_000)

  it('reports each running container by the digest the registry reports for its image', async () => {
    const run = await snapshotDocker(world.dockerHost)
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'ok',
      environment: STAGING_ENVIRONMENT,
      count: '3'
    })

    const writes = sandbox.requests.filter(r => r.method !== 'GET')
    expect(writes.map(r => `${r.method} ${r.path}`)).toEqual([`PUT ${reportPath()}`])
    const body = JSON.parse(writes[0]?.body.toString('utf8') ?? '{}') as {
      artifacts: { digests: Record<string, string>; creationTimestamp: number }[]
    }
    const created = await createdByName(world.socketPath)
    const expected = world.containers
      .filter(c => c.image !== world.unpushed)
      .map(c => ({
        digests: { [c.image]: world.pushed.find(p => p.reference === c.image)?.digest },
        creationTimestamp: created[c.name]
      }))
    const order = (a: { creationTimestamp: number }[]) =>
      [...a].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)))
    expect(order(body.artifacts)).toEqual(order(expected as typeof body.artifacts))
    // The registry's answers are the truth the digests are compared with.
    for (const image of world.pushed) expect(image.digest).toMatch(/^[a-f0-9]{64}$/)

    expect(annotations(run.stdout, 'warning')).toEqual([
      `Container "kit-unpushed-1" (image ${world.unpushed}) is left out: its image has no registry digest (it was built here and never pushed to or pulled from a registry).`
    ])
    for (const c of world.containers) expect(run.summary).toContain(c.name)
    expect(run.summary).toContain('Left out (1)')
  })

  it('reads the same engine over TCP with TLS client certificates', async () => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'snapshot-docker', { environment: STAGING_ENVIRONMENT }),
      env: { DOCKER_HOST: world.tlsHost, DOCKER_TLS_VERIFY: '1', DOCKER_CERT_PATH: world.certPath }
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.count).toBe('3')
    // The client key is a credential: it is never printed.
    expect(run.stdout).not.toContain('PRIVATE KEY')
  })

  it('prints the report in a dry run and sends nothing', async () => {
    const run = await snapshotDocker(world.dockerHost, { 'dry-run': 'true' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('skipped')
    expect(sandbox.requests.filter(r => r.method !== 'GET')).toEqual([])
    const printed = JSON.parse(run.outputs.result ?? '{}') as { artifacts: unknown[] }
    expect(printed.artifacts).toHaveLength(3)
  })
})

describe('snapshot-docker when the engine cannot be read', () => {
  it('fails naming the socket and what to set, and sends nothing (no empty snapshot)', async () => {
    const run = await snapshotDocker('unix:///nonexistent/docker.sock')
    expect(run.exitCode).toBe(1)
    expect(annotations(run.stdout)).toEqual([
      "The Docker engine at unix:///nonexistent/docker.sock could not be reached for GET /containers/json: no socket at that path (ENOENT); start Docker on this runner, or set DOCKER_HOST to the engine's address. Nothing was sent."
    ])
    expect(sandbox.requests).toEqual([])
  })

  it('fails when the engine refuses the connection, after the retries, and sends nothing', async () => {
    const run = await snapshotDocker('tcp://127.0.0.1:9', { 'max-retries': '0' })
    expect(run.exitCode).toBe(1)
    expect(annotations(run.stdout)[0]).toMatch(
      /^The Docker engine at tcp:\/\/127\.0\.0\.1:9 could not be reached for GET \/containers\/json: connection refused \(ECONNREFUSED\); check DOCKER_HOST, DOCKER_TLS_VERIFY and DOCKER_CERT_PATH, and that the engine answers\. Nothing was sent\.$/
    )
    expect(sandbox.requests).toEqual([])
  })

  it('fails naming timeout-seconds when the engine does not answer in time, and sends nothing', async () => {
    const double = await startEngineDouble()
    double.handler = () => true // never answers
    try {
      const run = await snapshotDocker(double.dockerHost, {
        'timeout-seconds': '1',
        'max-retries': '0'
      })
      expect(run.exitCode).toBe(1)
      expect(annotations(run.stdout)).toEqual([
        `The Docker engine at ${double.dockerHost} did not answer GET /containers/json in time: no complete answer within 1 s; check that the engine answers (docker ps), or raise timeout-seconds. Nothing was sent.`
      ])
      expect(sandbox.requests).toEqual([])
    } finally {
      await double.close()
    }
  })

  it('refuses plain TCP to a host that is not loopback before connecting', async () => {
    const run = await snapshotDocker('tcp://docker.example:2375')
    expect(run.exitCode).toBe(1)
    expect(annotations(run.stdout)[0]).toMatch(/plain TCP to a host that is not loopback/)
    expect(sandbox.requests).toEqual([])
  })
})

describe('snapshot-docker through a flaky engine', () => {
  it('logs the retry as every remote does, then reports', async () => {
    const double = await startEngineDouble()
    let refused = 0
    double.handler = (request, response) => {
      if (request.url !== '/containers/json' || refused > 0) return false
      refused++
      response.writeHead(503, { 'content-type': 'application/json' })
      response.end('{"message":"the engine is starting"}')
      return true
    }
    try {
      const run = await snapshotDocker(double.dockerHost, { 'max-retries': '1' })
      expect(run.exitCode).toBe(0)
      expect(run.stdout).toMatch(
        /^the Docker engine GET \/containers\/json failed \(status 503\); retry 1 in \d\.\d s$/m
      )
      expect(run.outputs.count).toBe('1')
      expect(sandbox.requests).toHaveLength(1)
    } finally {
      await double.close()
    }
  })
})

describe('snapshot-docker with hostile engine text', () => {
  it('never lets container or image names forge a workflow command', async () => {
    const forged = '\n::error::forged%0A::add-mask::x'
    const double = await startEngineDouble({
      containers: [
        { name: `web${forged}`, image: `r.example/web:1${forged}`, created: 1790000000 },
        { name: `local${forged}`, image: `local/app${forged}`, created: 1790000000 }
      ],
      images: {
        [`r.example/web:1${forged}`]: [`r.example/web@sha256:${'c'.repeat(64)}`],
        [`local/app${forged}`]: []
      }
    })
    try {
      // runStep rejects a run whose output holds a workflow command the action never issues.
      const run = await snapshotDocker(double.dockerHost)
      expect(run.exitCode).toBe(0)
      expect(run.outputs.count).toBe('1')
      expect(annotations(run.stdout, 'warning')).toHaveLength(1)
      expect(run.summary).not.toMatch(/^::/m)
    } finally {
      await double.close()
    }
  })
})

describe('snapshot-docker with containers started by digest', () => {
  const repository = 'r.example/acme/web'
  const first = 'a'.repeat(64)
  const second = 'b'.repeat(64)
  const copied = 'c'.repeat(64)
  // Pushed to a second repository, and pulled again by another manifest of its own: the
  // image holds two digests of its repository, the pinned one last.
  const repoDigests = [
    `${repository}@sha256:${first}`,
    `${repository}@sha256:${second}`,
    `r.example/acme/copy@sha256:${copied}`
  ]

  function reportedBody(): { artifacts: { digests: Record<string, string> }[] } {
    const writes = sandbox.requests.filter(r => r.method !== 'GET')
    expect(writes.map(r => `${r.method} ${r.path}`)).toEqual([`PUT ${reportPath()}`])
    return JSON.parse(writes[0]?.body.toString('utf8') ?? '{}') as ReturnType<typeof reportedBody>
  }

  it('reports the digest the reference pins, with or without a tag beside it', async () => {
    const pinned = `${repository}@sha256:${second}`
    const pinnedTagged = `${repository}:1.0@sha256:${second}`
    const double = await startEngineDouble({
      containers: [
        { name: 'by-digest', image: pinned, created: 1790000000 },
        { name: 'by-tag-and-digest', image: pinnedTagged, created: 1790000001 }
      ],
      images: { [pinned]: repoDigests, [pinnedTagged]: repoDigests }
    })
    try {
      const run = await snapshotDocker(double.dockerHost)
      expect(run.exitCode).toBe(0)
      expect(annotations(run.stdout, 'warning')).toEqual([])
      expect(reportedBody().artifacts.map(a => a.digests)).toEqual([
        { [pinned]: second },
        { [pinnedTagged]: second }
      ])
      expect(run.summary).toContain(second)
      expect(run.summary).not.toContain(first)
    } finally {
      await double.close()
    }
  })

  it('leaves out, naming it, a container whose image does not hold the digest its name pins', async () => {
    // The digest is the image's, but under another repository than the name says.
    const otherRepository = `r.example/acme/copy@sha256:${second}`
    const notHeld = `${repository}@sha256:${'d'.repeat(64)}`
    const double = await startEngineDouble({
      containers: [
        { name: 'web-1', image: `${repository}:1.0`, created: 1790000000 },
        { name: 'other-repository', image: otherRepository, created: 1790000001 },
        { name: 'not-held', image: notHeld, created: 1790000002 }
      ],
      images: {
        [`${repository}:1.0`]: repoDigests,
        [otherRepository]: repoDigests,
        [notHeld]: repoDigests
      }
    })
    try {
      const run = await snapshotDocker(double.dockerHost)
      expect(run.exitCode).toBe(0)
      expect(run.outputs.count).toBe('1')
      // Unpinned, the first digest of the image's own repository, as before.
      expect(reportedBody().artifacts.map(a => a.digests)).toEqual([
        { [`${repository}:1.0`]: first }
      ])
      const held = repoDigests.join(', ')
      expect(annotations(run.stdout, 'warning')).toEqual(
        [
          ['other-repository', otherRepository],
          ['not-held', notHeld]
        ].map(
          ([container, image]) =>
            `Container "${container}" (image ${image}) is left out: its name pins a digest that its image's registry digests (${held}) do not hold for that repository, and no other digest is reported in its place; check which image it runs with docker inspect.`
        )
      )
      // One sentence each: no sentence break before its end.
      for (const warning of annotations(run.stdout, 'warning'))
        expect(warning.slice(0, -1)).not.toMatch(/[.!?](\s|$)/)
    } finally {
      await double.close()
    }
  })

  it('sends both digests when two containers show one image name and run two images', async () => {
    const shown = `${repository}:1.0`
    const double = await startEngineDouble({
      containers: [
        { name: 'web-old', image: shown, imageKey: 'old', created: 1790000000 },
        { name: 'web-new', image: shown, imageKey: 'new', created: 1790000001 }
      ],
      images: { old: [`${repository}@sha256:${first}`], new: [`${repository}@sha256:${second}`] }
    })
    try {
      const run = await snapshotDocker(double.dockerHost)
      expect(run.exitCode).toBe(0)
      expect(run.outputs.count).toBe('2')
      // One artifact per container: neither digest is lost under the one name.
      expect(reportedBody().artifacts).toEqual([
        { digests: { [shown]: first }, creationTimestamp: 1790000000 },
        { digests: { [shown]: second }, creationTimestamp: 1790000001 }
      ])
    } finally {
      await double.close()
    }
  })
})
