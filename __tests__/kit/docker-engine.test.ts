import { describeWithDocker, sharedDockerWorld, type DockerWorld } from './docker-engine.js'
import { request } from 'node:http'

function engineGet(socketPath: string, path: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    request({ socketPath, path }, response => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))))
    })
      .on('error', reject)
      .end()
  })
}

describeWithDocker('the shared Docker engine and registry', () => {
  let world: DockerWorld
  beforeAll(async () => {
    world = await sharedDockerWorld()
  }, 180_000)

  it('runs the world the suites read: every container named, from its image', async () => {
    const listed = (await engineGet(world.socketPath, '/containers/json')) as {
      Names: string[]
      Image: string
    }[]
    const running = listed.map(c => ({ name: c.Names[0]?.slice(1), image: c.Image }))
    expect(running.sort((a, b) => String(a.name).localeCompare(String(b.name)))).toEqual(
      [...world.containers].sort((a, b) => a.name.localeCompare(b.name))
    )
  })

  it('gives each pushed image the digest its registry reports, and the unpushed one none', async () => {
    for (const image of world.pushed) {
      const inspected = (await engineGet(
        world.socketPath,
        `/images/${encodeURIComponent(image.reference)}/json`
      )) as { RepoDigests: string[] }
      expect(inspected.RepoDigests).toEqual([
        `127.0.0.1:${world.registryPort}/${image.repository}@sha256:${image.digest}`
      ])
    }
    const unpushed = (await engineGet(
      world.socketPath,
      `/images/${encodeURIComponent(world.unpushed)}/json`
    )) as { RepoDigests: string[] }
    expect(unpushed.RepoDigests).toEqual([])
  })
})
