/**
 * Contract: snapshot-docker's PUT validates against the published description (DockerReport):
 * against the real engine of kit/docker-engine.ts, and against an engine double for what the
 * real one does not show here (no container at all, an image shown by its ID).
 */
import { STAGING_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { startEngineDouble } from '../../kit/engine-double.js'
import { describeWithDocker, sharedDockerWorld } from '../../kit/docker-engine.js'
import { serviceInputs } from '../../kit/examples.js'
import { createRequestValidator, describeWithSpec } from '../../kit/openapi.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

/** The PUTs one run sent. */
async function snapshotWith(env: Record<string, string>) {
  const before = sandbox.requests.length
  const run = await runStep({
    inputs: serviceInputs(sandbox, 'snapshot-docker', { environment: STAGING_ENVIRONMENT }),
    env
  })
  expect(run.exitCode).toBe(0)
  return sandbox.requests.slice(before).filter(request => request.method === 'PUT')
}

describeWithSpec('snapshot-docker against the published description', () => {
  const validate = createRequestValidator()

  it('sends an empty DockerReport when the engine runs nothing, and one keyed by image ID', async () => {
    const double = await startEngineDouble({
      containers: [{ name: 'by-id', image: `sha256:${'1'.repeat(64)}`, created: 1790000000 }],
      images: { [`sha256:${'1'.repeat(64)}`]: [`r.example/a@sha256:${'2'.repeat(64)}`] }
    })
    const empty = await startEngineDouble({ containers: [], images: {} })
    try {
      const puts = [
        ...(await snapshotWith({ DOCKER_HOST: double.dockerHost })),
        ...(await snapshotWith({ DOCKER_HOST: empty.dockerHost }))
      ]
      expect(puts.map(put => JSON.parse(put.body.toString('utf8')) as unknown)).toEqual([
        {
          artifacts: [
            {
              digests: { [`sha256:${'1'.repeat(64)}`]: '2'.repeat(64) },
              creationTimestamp: 1790000000
            }
          ]
        },
        { artifacts: [] }
      ])
      for (const put of puts) expect(await validate(put)).toEqual([])
    } finally {
      await double.close()
      await empty.close()
    }
  })

  describeWithDocker('with the real engine', () => {
    it('sends a DockerReport the description accepts', async () => {
      const world = await sharedDockerWorld()
      const puts = await snapshotWith({ DOCKER_HOST: world.dockerHost })
      expect(puts).toHaveLength(1)
      for (const put of puts) expect(await validate(put)).toEqual([])
    }, 180_000)
  })
})
