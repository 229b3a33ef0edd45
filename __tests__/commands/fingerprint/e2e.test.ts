/**
 * End to end: fingerprint as steps run in-process (kit/step.ts). It needs no token
 * and no org, and sends nothing to the service: the sandbox named by the vendor CLI's
 * variables (KOSLI_HOST, KOSLI_API_TOKEN, KOSLI_ORG) stays untouched. Its fingerprints equal
 * the fingerprint module's, and the reference vectors.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  fingerprintDirectory,
  fingerprintFile
} from '../../../src/fingerprint/fingerprint-artifact.js'
import { sampleIndex, startRegistry } from '../../../sandbox/registry.js'
import { type ActionRun } from '../../../tools/run-action.js'
import { runStep } from '../../kit/step.js'
import { annotations, expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { useSandboxSuite } from '../../kit/sandbox-suite.js'
import { sha256 } from '../../kit/sha256.js'

const { sandbox, work } = useSandboxSuite('e2e-fingerprint-')

/** Points the vendor CLI's variables at the sandbox: a command that talked to it would show. */
const serviceEnv = () => ({
  KOSLI_HOST: sandbox.baseUrl,
  KOSLI_API_TOKEN: sandbox.token,
  KOSLI_ORG: sandbox.org
})

function fingerprint(inputs: Record<string, string>, subAction = false): Promise<ActionRun> {
  return runStep({
    inputs: subAction ? inputs : { command: 'fingerprint', ...inputs },
    ...(subAction ? { subAction: 'fingerprint' } : {}),
    env: serviceEnv()
  })
}

function expectFingerprinted(run: ActionRun, digest: string, type: string): void {
  expect({ exitCode: run.exitCode, errors: annotations(run.stdout) }).toEqual({
    exitCode: 0,
    errors: []
  })
  expect(annotations(run.stdout, 'warning')).toEqual([])
  expect(run.outputs).toMatchObject({ outcome: 'ok', fingerprint: digest, 'artifact-type': type })
  expect(run.summary).toContain(digest)
  expect(sandbox.requests).toEqual([])
}

beforeAll(async () => {
  await writeFile(join(work.path, 'file1'), 'hello world!')
  await mkdir(join(work.path, 'tree', 'logs'), { recursive: true })
  await writeFile(join(work.path, 'tree', 'file.txt'), 'content')
  await writeFile(join(work.path, 'tree', 'logs', 'build.log'), 'noise')
  await symlink('file.txt', join(work.path, 'tree', 'link-to-file'))
})

describe('fingerprint as steps', () => {
  it.each([
    ['the root action', false],
    ['its own action (uses: …/fingerprint@v1)', true]
  ])(
    "hashes a file to the reference CLI's digest through %s, with no token and no request",
    async (_, subAction) => {
      const path = join(work.path, 'file1')
      const run = await fingerprint({ 'artifact-path': path }, subAction)
      // The reference CLI's golden value for testdata/file1.
      const golden = '7509e5bda0c762d2bac7f90d758b5b2263fa01ccbc542ab5e3df163be08e6ca9'
      expect(await fingerprintFile(path)).toBe(golden)
      expectFingerprinted(run, golden, 'file')
      // KOSLI_API_TOKEN is masked all the same, and never printed otherwise.
      const lines = run.stdout.split('\n').filter(line => line.includes(sandbox.token))
      expect(lines).toEqual([`::add-mask::${sandbox.token}`])
    }
  )

  it('runs with no token, org or service at all (a workflow from a fork has none)', async () => {
    const path = join(work.path, 'file1')
    const run = await runStep({ inputs: { command: 'fingerprint', 'artifact-path': path } })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.fingerprint).toBe(await fingerprintFile(path))
  })

  it('hashes a directory as the fingerprint module does, exclusions included', async () => {
    const root = join(work.path, 'tree')
    const run = await fingerprint({ 'artifact-path': root, exclude: 'logs' })
    const expected = sha256(
      [sha256('file.txt') + sha256('content'), sha256('link-to-file') + sha256('content')].join('')
    )
    expect(await fingerprintDirectory(root, { exclude: ['logs'] })).toBe(expected)
    expectFingerprinted(run, expected, 'dir')
  })

  it("reads an OCI image's manifest digest from its registry, sending the service nothing", async () => {
    const manifest = sampleIndex('acme/web-app', '1.0.0')
    const registry = await startRegistry({
      images: [{ repository: 'acme/web-app', tag: '1.0.0', manifest }]
    })
    try {
      const run = await fingerprint({
        'artifact-path': `${registry.host}/acme/web-app:1.0.0`,
        'artifact-type': 'oci',
        'max-retries': '0'
      })
      expectFingerprinted(run, sha256(manifest), 'oci')
    } finally {
      await registry.close()
    }
  })

  it.each<[string, () => Record<string, string>, RegExp]>([
    ['no artifact-path', () => ({}), /^Input "artifact-path" is empty; expected /],
    [
      'a path that does not exist',
      () => ({ 'artifact-path': join(work.path, 'missing') }),
      /^Input "artifact-path" names ".*missing", which does not exist; expected /
    ],
    [
      'exclude for a file',
      () => ({ 'artifact-path': join(work.path, 'file1'), 'artifact-type': 'file', exclude: 'x' }),
      /^Input "exclude" is set for artifact-type file; expected /
    ]
  ])('refuses %s with one sentence and sends nothing', async (_, given, message) => {
    expectRefusedBeforeAnyRequest(await fingerprint(given()), sandbox.requests, message)
  })
})
