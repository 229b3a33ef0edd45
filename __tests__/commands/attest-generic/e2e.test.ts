/**
 * End to end: attest-generic as steps run in-process (kit/step.ts), against the
 * sandbox: every refusal before a request, and the exact write a dry run prints.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { startRegistry } from '../../../sandbox/registry.js'
import { runStep } from '../../kit/step.js'
import { expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { RUN_SHA, serviceInputs } from '../../kit/examples.js'
import { writesIn } from '../../kit/posted.js'
import { useSandboxSuite } from '../../kit/sandbox-suite.js'

const FLOW = 'shop-builds'

const { sandbox, work: temp } = useSandboxSuite('attest-generic-')

const attestGeneric = (extra: Record<string, string>) =>
  runStep({ inputs: serviceInputs(sandbox, 'attest-generic', { flow: FLOW, ...extra }) })

describe('attest-generic as steps', () => {
  it.each<[string, Record<string, string>, RegExp]>([
    [
      'an attestation name with a space',
      { name: 'unit tests', compliant: 'true' },
      /^Input "name" has "unit tests", which is not a valid attestation name; expected /
    ],
    [
      'an attachment that does not exist',
      { name: 'unit-tests', compliant: 'true', attachment: '/nonexistent/report.txt' },
      /^Input "attachment" names "\/nonexistent\/report\.txt", which does not exist; expected /
    ],
    [
      'no compliant, naming what the CLI took',
      { name: 'unit-tests' },
      /^Input "compliant" is required: the vendor CLI took true when --compliant was not given; expected compliant: true in the step, or KOSLI_COMPLIANT set\.$/
    ]
  ])('refuses %s with one sentence and sends nothing', async (_, given, message) => {
    expectRefusedBeforeAnyRequest(await attestGeneric(given), sandbox.requests, message)
  })

  it('prints the exact body of the write in a dry run and sends nothing', async () => {
    const generic = await attestGeneric({
      name: 'unit-tests',
      compliant: 'true',
      'dry-run': 'true'
    })
    expect([generic.exitCode, generic.outputs.outcome]).toEqual([0, 'skipped'])
    expect(writesIn(sandbox.requests)).toEqual([])
    expect(generic.stdout).toContain(
      `Dry run: would POST /attestations/${sandbox.org}/${FLOW}/trail/${RUN_SHA}/generic`
    )
    expect(generic.summary).toContain('## Dry run: not sent')
    expect(generic.summary).toContain('"is_compliant": true')
    // The run's commit is in neither the event nor a checkout: the log says what is recorded.
    expect(generic.stdout).toContain(
      `git_commit_info records only the id and URL of commit ${RUN_SHA.slice(0, 7)}, not its message, author and time: commit ${RUN_SHA.slice(0, 7)} could not be read: `
    )
    expect(generic.stdout).not.toContain('github-token')
  })

  it('packs the attachment before it fingerprints: one over the limit asks neither the registry nor the service', async () => {
    const noise = join(temp.path, 'noise')
    await mkdir(noise, { recursive: true })
    for (let i = 0; i < 6; i++)
      await writeFile(join(noise, `${i}.bin`), randomBytes(2 * 1024 * 1024))
    const registry = await startRegistry()
    try {
      const generic = await attestGeneric({
        name: 'unit-tests',
        compliant: 'true',
        'artifact-type': 'oci',
        'artifact-path': `${registry.host}/library/alpine:3.20`,
        attachments: noise
      })
      expectRefusedBeforeAnyRequest(
        generic,
        sandbox.requests,
        /^Input "attachments" packs into evidence\.tgz of more than 10 MB/
      )
      expect(registry.registryRequests).toEqual([])
    } finally {
      await registry.close()
    }
  })

  it('says what it attaches, as every attest command that takes attachments does', async () => {
    await writeFile(join(temp.path, 'report.txt'), 'all green\n')
    const generic = await attestGeneric({
      name: 'unit-tests',
      compliant: 'true',
      attachments: join(temp.path, 'report.txt'),
      'dry-run': 'true'
    })
    expect(generic.exitCode).toBe(0)
    expect(generic.stdout).toMatch(/^Attachment: report\.txt \(10 bytes\)\.$/m)
    expect(generic.summary).toContain('- **Attachment:** `report.txt (10 bytes)`')
  })
})
