/**
 * End to end: `artifact-type: docker` and `oci` on assert-artifact and attest-artifact through
 * a step run in-process (kit/step.ts), against the REAL Docker engine and registry of
 * kit/docker-engine.ts: the fingerprint the action reports is the digest the registry itself
 * answers for the tag (its Docker-Content-Digest), whether it is read from the engine's
 * RepoDigests (docker) or from the registry's manifest (oci). The sandbox's seed makes the
 * pushed web image its compliant artifact, so the gate passes only on that exact digest.
 */
import { WEB_APP_FLOW } from '../../sandbox/fixtures.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { type ActionRun } from '../../tools/run-action.js'
import { runStep } from '../kit/step.js'
import { seedWithCompliantImage } from '../kit/image-seed.js'
import { annotations } from '../kit/annotations.js'
import { describeWithDocker, sharedDockerWorld, type DockerWorld } from '../kit/docker-engine.js'
import { EVIDENCE_TARGET, serviceInputs } from '../kit/examples.js'

describeWithDocker('artifact-type docker and oci against a real engine and registry', () => {
  let world: DockerWorld
  let sandbox: Sandbox
  beforeAll(async () => {
    world = await sharedDockerWorld()
    const web = world.pushed.find(image => image.repository === 'acme/web')
    sandbox = await startSandbox({ seed: seedWithCompliantImage(web?.digest ?? '') })
  }, 180_000)
  afterAll(async () => {
    await sandbox?.close()
  })

  const image = (repository: string) => {
    const found = world.pushed.find(pushed => pushed.repository === repository)
    if (!found) throw new Error(`${repository} is not in the world`)
    return found
  }

  function run(
    command: string,
    type: 'docker' | 'oci',
    path: string,
    extra: Record<string, string>
  ): Promise<ActionRun> {
    return runStep({
      inputs: serviceInputs(sandbox, command, {
        'artifact-type': type,
        'artifact-path': path,
        'max-retries': '0',
        ...extra
      }),
      // docker reads the engine through the docker CLI; oci reads the registry alone.
      env: type === 'docker' ? { DOCKER_HOST: world.dockerHost } : {}
    })
  }

  it.each(['docker', 'oci'] as const)(
    'assert-artifact with artifact-type %s passes on the digest the registry reports',
    async type => {
      const web = image('acme/web')
      const gate = await run('assert-artifact', type, web.reference, { flow: WEB_APP_FLOW })
      expect(annotations(gate.stdout)).toEqual([])
      expect(gate.outputs).toMatchObject({ outcome: 'compliant', fingerprint: web.digest })
    }
  )

  it.each(['docker', 'oci'] as const)(
    'attest-artifact with artifact-type %s records the digest the registry reports',
    async type => {
      const api = image('acme/api')
      const attested = await run('attest-artifact', type, api.reference, {
        ...EVIDENCE_TARGET,
        'artifact-name': 'api'
      })
      expect(attested.exitCode).toBe(0)
      expect(attested.outputs.fingerprint).toBe(api.digest)
      expect(sandbox.store.artifacts.get(api.digest)).toBeDefined()
    }
  )

  it('refuses an image the engine built but no registry has, naming it', async () => {
    const attested = await run('attest-artifact', 'docker', world.unpushed, {
      ...EVIDENCE_TARGET,
      'artifact-name': 'scratch'
    })
    expect(attested.exitCode).toBe(1)
    expect(annotations(attested.stdout)[0]).toMatch(
      /^artifact-path "local\/unpushed:1" has no registry digest because it was never pushed/
    )
  })
})
