import { execFileSync } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DockerHostError, engineAddress } from '../../../src/docker-engine/docker-host.js'

describe('engineAddress reads DOCKER_HOST as the docker CLI does', () => {
  it('is the local socket when DOCKER_HOST is unset or empty', () => {
    for (const env of [{}, { DOCKER_HOST: '' }]) {
      expect(engineAddress(env)).toEqual({
        kind: 'unix',
        socketPath: '/var/run/docker.sock',
        described: 'unix:///var/run/docker.sock'
      })
    }
  })

  it('takes a unix socket path and a loopback TCP address', () => {
    expect(engineAddress({ DOCKER_HOST: 'unix:///run/user/1000/docker.sock' })).toMatchObject({
      kind: 'unix',
      socketPath: '/run/user/1000/docker.sock'
    })
    expect(engineAddress({ DOCKER_HOST: 'tcp://127.0.0.1:2375' })).toEqual({
      kind: 'tcp',
      host: '127.0.0.1',
      port: 2375,
      described: 'tcp://127.0.0.1:2375'
    })
    expect(engineAddress({ DOCKER_HOST: 'tcp://localhost' })).toMatchObject({ port: 2375 })
  })

  it('reads ca.pem, cert.pem and key.pem from DOCKER_CERT_PATH for TLS, on port 2376 by default', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'docker-certs-'))
    for (const name of ['ca.pem', 'cert.pem', 'key.pem']) await writeFile(join(folder, name), name)
    const address = engineAddress({
      DOCKER_HOST: 'tcp://docker.internal',
      DOCKER_TLS_VERIFY: '1',
      DOCKER_CERT_PATH: folder
    })
    expect(address).toMatchObject({ kind: 'tcp', host: 'docker.internal', port: 2376 })
    expect(address.kind === 'tcp' && address.tls).toEqual({
      ca: Buffer.from('ca.pem'),
      cert: Buffer.from('cert.pem'),
      key: Buffer.from('key.pem')
    })
  })

  it.each([
    [{ DOCKER_HOST: 'ssh://me@build-host' }, /is not a unix:\/\/ or tcp:\/\/ address/],
    [{ DOCKER_HOST: 'npipe:////./pipe/docker_engine' }, /is not a unix:\/\/ or tcp:\/\/ address/],
    [{ DOCKER_HOST: 'unix://relative.sock' }, /names no absolute socket path/],
    [
      { DOCKER_HOST: 'tcp://docker.internal:2375' },
      /plain TCP to a host that is not loopback.*set DOCKER_TLS_VERIFY=1/
    ],
    [{ DOCKER_HOST: 'tcp://user:secret@127.0.0.1:2375' }, /holds credentials or a path/]
  ])('refuses %j with one sentence saying what to set', (env, message) => {
    let thrown: unknown
    try {
      engineAddress(env)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(DockerHostError)
    expect((thrown as Error).message).toMatch(message)
    expect((thrown as Error).message).not.toContain('secret')
  })

  it('refuses a client certificate without its key', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'docker-certs-'))
    await writeFile(join(folder, 'cert.pem'), 'cert')
    expect(() =>
      engineAddress({
        DOCKER_HOST: 'tcp://127.0.0.1:2376',
        DOCKER_TLS_VERIFY: '1',
        DOCKER_CERT_PATH: folder
      })
    ).toThrow(/holds cert\.pem without key\.pem/)
  })

  it('refuses a ca.pem that is a FIFO at once, instead of waiting for a writer', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'docker-certs-'))
    execFileSync('mkfifo', [join(folder, 'ca.pem')])
    expect(() =>
      engineAddress({
        DOCKER_HOST: 'tcp://127.0.0.1:2376',
        DOCKER_TLS_VERIFY: '1',
        DOCKER_CERT_PATH: folder
      })
    ).toThrow(
      /^DOCKER_CERT_PATH's ca\.pem cannot be used: .*ca\.pem is not a regular file; put the PEM file there\.$/
    )
  })
})
