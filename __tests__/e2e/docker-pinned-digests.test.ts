/**
 * End to end: images run and fingerprinted by digest, as steps run in-process (kit/step.ts),
 * against a REAL Docker engine and registry of its own (kit/docker-engine.ts; the shared
 * world is read-only). One image is pushed to two repositories, and a second manifest of it
 * (the same config and layers, other bytes, so another digest) is put in its repository and
 * pulled by that digest: the image then holds two digests of one repository. A container
 * started by the later of the two, and `artifact-type: docker` given that reference, must
 * report that digest, the one the registry answers for it, not the first of the repository.
 */
import { request } from 'node:http'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { STAGING_ENVIRONMENT } from '../../sandbox/fixtures.js'
import { type ActionRun } from '../../tools/run-action.js'
import { runStep } from '../kit/step.js'
import { annotations } from '../kit/annotations.js'
import {
  describeWithDocker,
  importBaseImage,
  pushedImage,
  registryDigest,
  runContainer,
  startDockerEngine,
  type DockerEngine
} from '../kit/docker-engine.js'
import { EVIDENCE_TARGET, serviceInputs } from '../kit/examples.js'
import { useSandbox } from '../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

const MANIFEST_TYPE = 'application/vnd.docker.distribution.manifest.v2+json'

/** One request to the loopback registry; resolves with the status, headers and body. */
function registryRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer
): Promise<{ status: number; digest?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, response => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const digest = response.headers['docker-content-digest']
        resolve({
          status: response.statusCode ?? 0,
          digest: typeof digest === 'string' ? digest : undefined,
          body: Buffer.concat(chunks)
        })
      })
    })
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * Puts the manifest of `repository:from` again as `repository:to`, indented otherwise: the
 * same image under another manifest digest. Resolves with that digest (64 hex).
 */
async function secondManifest(
  port: number,
  repository: string,
  from: string,
  to: string
): Promise<string> {
  const manifest = await registryRequest(port, 'GET', `/v2/${repository}/manifests/${from}`, {
    accept: MANIFEST_TYPE
  })
  if (manifest.status !== 200) throw new Error(`no manifest for ${repository}:${from}`)
  const reindented = Buffer.from(
    JSON.stringify(JSON.parse(manifest.body.toString('utf8')), null, 1)
  )
  const put = await registryRequest(
    port,
    'PUT',
    `/v2/${repository}/manifests/${to}`,
    { 'content-type': MANIFEST_TYPE },
    reindented
  )
  if (put.status !== 201) throw new Error(`the registry refused the manifest (${put.status})`)
  return registryDigest(port, repository, to)
}

interface PinnedWorld {
  engine: DockerEngine
  /** `127.0.0.1:PORT/acme/twin`. */
  repository: string
  /** The image's digests of that repository, in the engine's order: the pinned one last. */
  earlier: string
  pinned: string
  /** The references the two containers were started by. */
  byDigest: string
  byTagAndDigest: string
}

describeWithDocker('images run and fingerprinted by digest, on a real engine', () => {
  let world: PinnedWorld
  beforeAll(async () => {
    const engine = await startDockerEngine(await mkdtemp(join(tmpdir(), 'docker-pinned-')))
    try {
      await importBaseImage(engine)
      const twin = await pushedImage(engine, 'acme/twin', '1.0')
      // The same image in a second repository.
      await engine.docker(['tag', twin.reference, `${engine.registry}/acme/copy:1.0`])
      await engine.docker(['push', '-q', `${engine.registry}/acme/copy:1.0`])
      const other = await secondManifest(engine.registryPort, 'acme/twin', '1.0', '2.0')
      const repository = `${engine.registry}/acme/twin`
      await engine.docker(['pull', '-q', `${repository}@sha256:${other}`])
      const held = JSON.parse(
        await engine.docker([
          'image',
          'inspect',
          '--format',
          '{{json .RepoDigests}}',
          twin.reference
        ])
      ) as string[]
      // The registry's answers for the two tags are the truth the digests are compared with.
      const ofTwin = held
        .filter(repoDigest => repoDigest.startsWith(`${repository}@sha256:`))
        .map(repoDigest => repoDigest.slice(`${repository}@sha256:`.length))
      expect(ofTwin.sort()).toEqual([twin.digest, other].sort())
      expect(held).toContain(`${engine.registry}/acme/copy@sha256:${twin.digest}`)
      const [earlier, pinned] = ofTwin as [string, string]
      const byDigest = `${repository}@sha256:${pinned}`
      const byTagAndDigest = `${repository}:1.0@sha256:${pinned}`
      await runContainer(engine, byDigest, 'pinned')
      await runContainer(engine, byTagAndDigest, 'pinned-tagged')
      world = { engine, repository, earlier, pinned, byDigest, byTagAndDigest }
    } catch (error) {
      await engine.stop()
      throw error
    }
  }, 240_000)
  afterAll(async () => {
    await world?.engine.stop()
  }, 60_000)

  it('snapshot-docker reports each container by the digest its reference pins', async () => {
    const run = await runStep({
      subAction: 'snapshot-docker',
      inputs: {
        ...serviceInputs(sandbox, 'snapshot-docker', { environment: STAGING_ENVIRONMENT })
      },
      env: { DOCKER_HOST: world.engine.dockerHost }
    })
    expect(annotations(run.stdout, 'warning')).toEqual([])
    expect(run.exitCode).toBe(0)
    const writes = sandbox.requests.filter(r => r.method !== 'GET')
    expect(writes).toHaveLength(1)
    const body = JSON.parse(writes[0]?.body.toString('utf8') ?? '{}') as {
      artifacts: { digests: Record<string, string> }[]
    }
    const digests = body.artifacts.map(a => a.digests)
    expect(digests).toHaveLength(2)
    expect(digests).toEqual(
      expect.arrayContaining([
        { [world.byDigest]: world.pinned },
        { [world.byTagAndDigest]: world.pinned }
      ])
    )
    expect(run.summary).not.toContain(world.earlier)
  })

  function withDocker(command: string, inputs: Record<string, string>): Promise<ActionRun> {
    return runStep({
      inputs: { command, 'artifact-type': 'docker', 'max-retries': '0', ...inputs },
      // The docker CLI reads this engine.
      env: { DOCKER_HOST: world.engine.dockerHost }
    })
  }

  it.each(['byDigest', 'byTagAndDigest'] as const)(
    'fingerprint of the %s reference gives the digest it pins',
    async which => {
      const run = await withDocker('fingerprint', { 'artifact-path': world[which] })
      expect(annotations(run.stdout)).toEqual([])
      expect(run.outputs).toMatchObject({ outcome: 'ok', fingerprint: world.pinned })
    }
  )

  it('attest-artifact records the evidence on the digest the reference pins', async () => {
    const run = await withDocker('attest-artifact', {
      ...serviceInputs(sandbox, 'attest-artifact', { ...EVIDENCE_TARGET, 'artifact-name': 'twin' }),
      'artifact-path': world.byDigest
    })
    expect(annotations(run.stdout)).toEqual([])
    expect(run.outputs.fingerprint).toBe(world.pinned)
    expect(sandbox.store.artifacts.get(world.pinned)).toBeDefined()
    expect(sandbox.store.artifacts.get(world.earlier)).toBeUndefined()
  })
})
