/**
 * End to end: attest-artifact as steps run in-process (kit/step.ts), against the
 * sandbox: every refusal before a request, and the exact write a dry run prints.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runStep } from '../../kit/step.js'
import { expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { writesIn } from '../../kit/posted.js'
import { useSandboxSuite } from '../../kit/sandbox-suite.js'
import { sha256 } from '../../kit/sha256.js'
import { startRecorder } from '../../kit/reliability.js'

const FLOW = 'shop-builds'
const ARTIFACT_CONTENT = 'the shop, built\n'

const { sandbox, work } = useSandboxSuite('e2e-attest-artifact-')

beforeAll(async () => {
  await writeFile(join(work.path, 'shop.tar.gz'), ARTIFACT_CONTENT)
})

const attestArtifact = (extra: Record<string, string>) =>
  runStep({ inputs: serviceInputs(sandbox, 'attest-artifact', { flow: FLOW, ...extra }) })

describe('attest-artifact as steps', () => {
  it.each<[string, Record<string, string>, RegExp]>([
    [
      'no artifact-name',
      { fingerprint: 'a'.repeat(64), filename: 'x' },
      /^Input "artifact-name" is empty; expected /
    ],
    [
      'a fingerprint without filename',
      { fingerprint: 'a'.repeat(64), 'artifact-name': 'shop' },
      /^Input "filename" is empty and the artifact is given by fingerprint/
    ]
  ])('refuses %s with one sentence and sends nothing', async (_, given, message) => {
    expectRefusedBeforeAnyRequest(await attestArtifact(given), sandbox.requests, message)
  })

  it('prints the exact body of the write in a dry run and sends nothing', async () => {
    const reported = await attestArtifact({
      'artifact-path': join(work.path, 'shop.tar.gz'),
      'artifact-name': 'shop',
      'dry-run': 'true'
    })
    expect([reported.exitCode, reported.outputs.outcome]).toEqual([0, 'skipped'])
    expect(writesIn(sandbox.requests)).toEqual([])
    expect(reported.stdout).toContain(
      `Dry run: would POST /artifacts/${sandbox.org}/${FLOW} as application/json; nothing was sent. As the vendor CLI's --dry-run prints it:`
    )
    expect(reported.outputs.fingerprint).toBe(sha256(ARTIFACT_CONTENT))
  })

  it('refuses a run that names no repository before asking the registry for the image', async () => {
    const registry = await startRecorder()
    try {
      const run = await runStep({
        inputs: serviceInputs(sandbox, 'attest-artifact', {
          flow: FLOW,
          trail: 'release-1',
          'build-url': 'https://ci.acme.example/runs/1',
          'artifact-name': 'shop',
          'artifact-type': 'oci',
          'artifact-path': `${registry.origin.replace('http://', '')}/acme/shop:1`
        }),
        unsetEnv: ['GITHUB_REPOSITORY']
      })
      expectRefusedBeforeAnyRequest(
        run,
        sandbox.requests,
        /^Input "commit-sha" is empty and the run names no commit with a repository/
      )
      expect(registry.requests).toEqual([])
    } finally {
      await registry.close()
    }
  })
})
