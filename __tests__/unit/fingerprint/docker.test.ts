import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fingerprintDockerImage, type DockerRunner } from '../../../src/fingerprint/docker.js'
import { FingerprintError } from '../../../src/fingerprint/fingerprint-error.js'
import { tempDirs } from '../../kit/temp-tree.js'

const DIGEST_A = 'e15947432b813e8ffa90165da919953e2ce850bef511a0ad1287d7cb86de84b5'
const DIGEST_B = 'afcc7f1ac1b49db317a7196c902e61c6c3c4607d63599ee1a82d702d249a0ccb'

const dirs = tempDirs()
afterEach(() => dirs.cleanup())

/** A stand-in `docker` executable that logs its arguments and answers like docker does. */
function fakeDocker(): { binary: string; log: string } {
  const dir = dirs.make()
  const binary = join(dir, 'docker')
  const log = join(dir, 'calls.log')
  writeFileSync(
    binary,
    `#!/bin/sh
printf '%s\\n' "$@" > '${log}'
case "$5" in
  registry.example.com/app:1.2.3) echo '["registry.example.com/app@sha256:${DIGEST_A}"]' ;;
  built-here:latest) echo '[]' ;;
  never-listed) echo 'null' ;;
  daemon-down) echo 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?' >&2; exit 1 ;;
  *) echo "Error response from daemon: No such image: $5" >&2; exit 1 ;;
esac
`
  )
  chmodSync(binary, 0o755)
  return { binary, log }
}

function answering(stdout: string): DockerRunner {
  return async () => ({ exitCode: 0, stdout, stderr: '' })
}

describe('fingerprintDockerImage', () => {
  it('returns the digest after @sha256: and runs docker image inspect without a shell', async () => {
    const { binary, log } = fakeDocker()
    await expect(
      fingerprintDockerImage('registry.example.com/app:1.2.3', { dockerBinary: binary })
    ).resolves.toBe(DIGEST_A)
    expect(readFileSync(log, 'utf8').split('\n')).toEqual([
      'image',
      'inspect',
      '--format',
      '{{json .RepoDigests}}',
      'registry.example.com/app:1.2.3',
      ''
    ])
  })

  it.each(['built-here:latest', 'never-listed'])(
    'explains that %s was never pushed or pulled',
    async image => {
      const { binary } = fakeDocker()
      const failure = fingerprintDockerImage(image, { dockerBinary: binary })
      await expect(failure).rejects.toThrow(FingerprintError)
      await expect(failure).rejects.toThrow(
        /has no registry digest because it was never pushed to or pulled from a registry; push it/
      )
    }
  )

  it('says an unknown image is not in the local daemon', async () => {
    const { binary } = fakeDocker()
    await expect(
      fingerprintDockerImage('nope/missing:1', { dockerBinary: binary })
    ).rejects.toThrow(
      /artifact-path "nope\/missing:1" is not an image in the local Docker daemon; pull or build it/
    )
  })

  it('says when the daemon is not reachable', async () => {
    const { binary } = fakeDocker()
    await expect(fingerprintDockerImage('daemon-down', { dockerBinary: binary })).rejects.toThrow(
      /Docker daemon is not reachable/
    )
  })

  it('says when docker is not installed', async () => {
    const missing = join(dirs.make(), 'no-docker-here')
    await expect(fingerprintDockerImage('app:1', { dockerBinary: missing })).rejects.toThrow(
      /docker CLI was not found on this runner/
    )
  })

  it('names a timeout when docker does not answer, without waiting for its children', async () => {
    const binary = join(dirs.make(), 'docker')
    // The hanging child outlives the killed script and keeps its output open.
    writeFileSync(binary, '#!/bin/sh\nsleep 30\n')
    chmodSync(binary, 0o755)
    await expect(
      fingerprintDockerImage('app:1', { dockerBinary: binary, timeoutMs: 300 })
    ).rejects.toThrow(/docker image inspect timed out: it did not answer within 0.3 seconds/)
  })

  it('refuses an image name that docker would take for an option', async () => {
    const { binary, log } = fakeDocker()
    await expect(fingerprintDockerImage('--help', { dockerBinary: binary })).rejects.toThrow(
      /starts with "-"/
    )
    expect(existsSync(log)).toBe(false)
  })

  describe('with several RepoDigests, chooses as the Kosli CLI does', () => {
    const both = JSON.stringify([
      `alpine@sha256:${DIGEST_A}`,
      `localhost:5001/local-registry/alpine@sha256:${DIGEST_B}`
    ])

    it.each([
      ['alpine', DIGEST_A],
      ['library/alpine', DIGEST_A],
      ['alpine:v1', DIGEST_A],
      [`alpine@sha256:${DIGEST_A}`, DIGEST_A],
      ['localhost:5001/local-registry/alpine', DIGEST_B],
      // An image ID cannot be matched by name, so the first digest is taken.
      ['12adea71a33bcce0925f5b2e951992cc2d8b69f4051122e93d5c35000e9b9e28', DIGEST_A]
    ])('%s gives its digest', async (image, digest) => {
      await expect(fingerprintDockerImage(image, { runDocker: answering(both) })).resolves.toBe(
        digest
      )
    })

    it('fails when no digest belongs to the named image', async () => {
      await expect(
        fingerprintDockerImage('example', { runDocker: answering(both) })
      ).rejects.toThrow(/matches none of its registry digests/)
    })
  })

  describe('with several RepoDigests of one repository, takes the one a reference pins', () => {
    const registry = 'localhost:5001/acme/app'
    // Pushed to a second repository too, and pulled again by another manifest's digest.
    const held = JSON.stringify([
      `localhost:5001/acme/copy@sha256:${DIGEST_A}`,
      `${registry}@sha256:${DIGEST_A}`,
      `${registry}@sha256:${DIGEST_B}`
    ])

    it.each([
      [`${registry}@sha256:${DIGEST_B}`, DIGEST_B],
      [`${registry}:1.0@sha256:${DIGEST_B}`, DIGEST_B],
      [`${registry}@sha256:${DIGEST_A}`, DIGEST_A],
      // Unpinned, the first of the image's own repository, as before.
      [`${registry}:1.0`, DIGEST_A]
    ])('%s gives %s', async (image, digest) => {
      await expect(fingerprintDockerImage(image, { runDocker: answering(held) })).resolves.toBe(
        digest
      )
    })

    it.each([
      // Held, but for another repository than the one named.
      `localhost:5001/acme/copy@sha256:${DIGEST_B}`,
      // Held for none.
      `${registry}@sha256:${'0'.repeat(64)}`
    ])('refuses %s, whose digest the image does not hold for it, naming it', async image => {
      const failure = fingerprintDockerImage(image, { runDocker: answering(held) })
      await expect(failure).rejects.toThrow(FingerprintError)
      await expect(failure).rejects.toThrow(
        `artifact-path "${image}" pins a digest that the image's registry digests (${JSON.parse(held).join(', ')}) do not hold for that repository, so no other digest is taken in its place; pull the image by that reference in an earlier step, or pass the fingerprint instead.`
      )
    })
  })
})
