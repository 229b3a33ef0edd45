import { join } from 'node:path'
import {
  fingerprintArtifact,
  FingerprintError,
  type ArtifactType
} from '../../../src/fingerprint/fingerprint-artifact.js'
import { tempDirs } from '../../kit/temp-tree.js'
import { sha256 } from '../../kit/sha256.js'

const dirs = tempDirs()
afterEach(() => dirs.cleanup())

describe('fingerprintArtifact', () => {
  it('detects a file', async () => {
    const path = join(dirs.make({ 'app.jar': 'abc' }), 'app.jar')
    await expect(fingerprintArtifact({ path })).resolves.toEqual({
      type: 'file',
      fingerprint: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
    })
  })

  it('detects a directory and applies exclude', async () => {
    const path = dirs.make({ keep: 'k', 'drop.log': 'd' })
    await expect(fingerprintArtifact({ path, exclude: ['*.log'] })).resolves.toEqual({
      type: 'dir',
      fingerprint: sha256(sha256('keep') + sha256('k'))
    })
  })

  it('fingerprints a docker image only when asked to', async () => {
    const runDocker = async () => ({
      exitCode: 0,
      stdout: `["app@sha256:${'a'.repeat(64)}"]\n`,
      stderr: ''
    })
    await expect(
      fingerprintArtifact({ path: 'app:1', type: 'docker', docker: { runDocker } })
    ).resolves.toEqual({ type: 'docker', fingerprint: 'a'.repeat(64) })
  })

  it('says a missing path does not exist and how to fingerprint an image', async () => {
    const path = join(dirs.make(), 'nginx:latest')
    const failure = fingerprintArtifact({ path })
    await expect(failure).rejects.toThrow(FingerprintError)
    await expect(failure).rejects.toThrow(
      /artifact-path ".*nginx:latest" does not exist;.*set artifact-type: docker/
    )
  })

  it('refuses artifact-type file for a directory', async () => {
    const path = dirs.make({ a: '1' })
    await expect(fingerprintArtifact({ path, type: 'file' })).rejects.toThrow(
      /is a directory but artifact-type is file; set artifact-type: dir/
    )
  })

  it('refuses artifact-type dir for a file', async () => {
    const path = join(dirs.make({ 'a.txt': '1' }), 'a.txt')
    await expect(fingerprintArtifact({ path, type: 'dir' })).rejects.toThrow(
      /is not a directory; set artifact-type: file/
    )
  })

  it('refuses exclude for something that is not a directory', async () => {
    const path = join(dirs.make({ 'a.txt': '1' }), 'a.txt')
    await expect(fingerprintArtifact({ path, exclude: ['x'] })).rejects.toThrow(
      /exclude only applies to directories/
    )
  })

  it('refuses an unknown artifact-type coming from untyped input', async () => {
    const path = dirs.make()
    const type = 'tarball' as ArtifactType
    await expect(fingerprintArtifact({ path, type })).rejects.toThrow(
      /artifact-type "tarball" is not supported; use file, dir, docker or oci/
    )
  })

  it('refuses an empty artifact-path', async () => {
    await expect(fingerprintArtifact({ path: '' })).rejects.toThrow(/artifact-path is empty/)
  })
})
