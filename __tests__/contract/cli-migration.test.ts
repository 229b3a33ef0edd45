/**
 * Contract: what workflows written for the vendor CLI send validates against the published
 * description. A dotted name `<artifact>.<attestation>`, given to every attest command the
 * description publishes, goes out as attestation_name and target_artifacts (the description
 * allows no dot in either); attest-junit's attachments go out with its result files as the
 * one attachment_file part.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  COMPLIANT_FINGERPRINT,
  NON_COMPLIANT_FINGERPRINT,
  NON_COMPLIANT_TRAIL
} from '../../sandbox/fixtures.js'
import type { RecordedRequest } from '../../sandbox/server.js'
import { COMMAND_CATALOG } from '../../src/commands/catalog.js'
import { runStep } from '../kit/step.js'
import { describeWithSpec } from '../kit/openapi.js'
import { evidenceInputs, exampleEnv, exampleInputs, exampleRun, fixture } from '../kit/examples.js'
import { expectOneConformingPost, postedDataJson, writesIn } from '../kit/posted.js'
import { useGitHub, useJira, useSandbox } from '../kit/servers.js'
import { useTempDir } from '../kit/temp.js'

const sandbox = useSandbox({ resetEach: true })
const jira = useJira()
const github = useGitHub()
const temp = useTempDir('cli-migration-contract-')

/** Commands that take a dotted name: every one that records an attestation by name. */
const NAMED = Object.entries(COMMAND_CATALOG)
  .filter(([, entry]) => entry.inputs.includes('target-artifacts'))
  .map(([command]) => command)
  // Its endpoint is absent from the description: its own contract test checks it.
  .filter(command => command !== 'attest-decision')

async function bodyOf(request: RecordedRequest | undefined): Promise<Record<string, unknown>> {
  if (request?.contentType?.startsWith('multipart/')) return postedDataJson(request)
  return JSON.parse(request?.body.toString('utf8') ?? '{}') as Record<string, unknown>
}

describeWithSpec('requests written for the vendor CLI conform to the published description', () => {
  it('covers every attest command and override-attestation', () => {
    expect(NAMED).toEqual(
      expect.arrayContaining(['attest-generic', 'attest-junit', 'override-attestation'])
    )
    expect(NAMED.length).toBeGreaterThanOrEqual(7)
  })

  it.each(NAMED.map(command => [command]))(
    '%s sends a dotted name as attestation_name and target_artifacts',
    async command => {
      const servers = { sandbox, jira, github }
      const example = exampleInputs(command, servers)
      // The template name of the artifact in the trail the example records in.
      const fingerprint =
        example.trail === NON_COMPLIANT_TRAIL ? NON_COMPLIANT_FINGERPRINT : COMPLIANT_FINGERPRINT
      const artifact = sandbox.store.artifacts.get(fingerprint)?.name ?? ''
      const attestation = example.name ?? 'dotted'
      const run = await runStep({
        inputs: exampleRun(command, servers, { name: `${artifact}.${attestation}` }),
        env: exampleEnv(command, servers)
      })
      const writes = writesIn(sandbox.requests)
      await expectOneConformingPost(run, writes)
      expect(await bodyOf(writes[0])).toMatchObject({
        attestation_name: attestation,
        target_artifacts: [artifact]
      })
    }
  )

  it('attest-junit sends attachments and result files as one attachment_file', async () => {
    const notes = join(temp.path, 'notes.md')
    await writeFile(notes, '# Release notes\n')
    const run = await runStep({
      inputs: evidenceInputs(sandbox, 'attest-junit', {
        name: 'unit-tests',
        'results-dir': fixture('demo/junit-passing'),
        attachments: notes
      })
    })
    await expectOneConformingPost(run, sandbox.requests)
  })
})
