/**
 * End to end, as steps against the sandbox: what a workflow written for the
 * vendor CLI relies on. KOSLI_FINGERPRINT stands in for an empty fingerprint (and loses to
 * the step's own artifact-path); a dotted name `<artifact>.<attestation>` records the
 * attestation about the template's artifact; attest-junit packs `attachments` with its
 * result files into the one attachment_file part the service takes.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import {
  COMPLIANT_ARTIFACT_CONTENT,
  COMPLIANT_FINGERPRINT,
  UNKNOWN_FINGERPRINT,
  WEB_APP_FLOW
} from '../../sandbox/fixtures.js'
import { runStep } from '../kit/step.js'
import { expectRefusedBeforeAnyRequest } from '../kit/annotations.js'
import { evidenceInputs, fixture, OVERRIDE_EXAMPLE, serviceInputs } from '../kit/examples.js'
import { postedDataJson, postedForm, postsIn } from '../kit/posted.js'
import { useSandboxSuite } from '../kit/sandbox-suite.js'

const { sandbox, work: temp } = useSandboxSuite('cli-migration-')
const RESULTS = fixture('demo/junit-passing')
const RESULT_FILE = 'TEST-com.example.checkout.PriceTest.xml'

/** The template name of the seed's compliant artifact, as a dotted name's first part. */
function artifactName(): string {
  const name = sandbox.store.artifacts.get(COMPLIANT_FINGERPRINT)?.name
  if (!name) throw new Error('the seed has no compliant artifact')
  return name
}

/** The attestations named `name` the sandbox recorded about the compliant artifact. */
function recordedOnArtifact(name: string) {
  return sandbox.store
    .attestationsNewestFirst(WEB_APP_FLOW)
    .filter(a => a.name === name && a.artifactFingerprint === COMPLIANT_FINGERPRINT)
}

/** The names inside a gzipped tar, read from its 512-byte headers. */
function tarNames(gzipped: Buffer): string[] {
  const tar = gunzipSync(gzipped)
  const names: string[] = []
  let at = 0
  while (at + 512 <= tar.length && tar[at] !== 0) {
    names.push(
      tar
        .subarray(at, at + 100)
        .toString('utf8')
        .replace(/\0.*$/s, '')
    )
    const size = parseInt(
      tar
        .subarray(at + 124, at + 136)
        .toString('ascii')
        .trim(),
      8
    )
    at += 512 + Math.ceil(size / 512) * 512
  }
  return names
}

describe('KOSLI_FINGERPRINT', () => {
  it('stands in for an empty fingerprint: attest-generic records about that artifact', async () => {
    const run = await runStep({
      inputs: evidenceInputs(sandbox, 'attest-generic', { name: 'from-env', compliant: 'true' }),
      env: { KOSLI_FINGERPRINT: COMPLIANT_FINGERPRINT }
    })
    expect(run.exitCode).toBe(0)
    const body = await postedDataJson(postsIn(sandbox.requests)[0])
    expect(body.artifact_fingerprint).toBe(COMPLIANT_FINGERPRINT)
    expect(recordedOnArtifact('from-env')).toHaveLength(1)
  })

  it("loses to the step's artifact-path: the gate judges the file it names", async () => {
    const file = join(temp.path, 'app.tar')
    await writeFile(file, COMPLIANT_ARTIFACT_CONTENT)
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'assert-artifact', {
        flow: WEB_APP_FLOW,
        'artifact-path': file
      }),
      env: { KOSLI_FINGERPRINT: UNKNOWN_FINGERPRINT }
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ outcome: 'compliant', fingerprint: COMPLIANT_FINGERPRINT })
    expect(sandbox.requests.map(request => request.url).join('\n')).not.toContain(
      UNKNOWN_FINGERPRINT
    )
  })

  it('is refused, naming the variable, when it holds no fingerprint', async () => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'assert-artifact', { flow: WEB_APP_FLOW }),
      env: { KOSLI_FINGERPRINT: 'sha256:abc' }
    })
    expectRefusedBeforeAnyRequest(
      run,
      sandbox.requests,
      /^Input "fingerprint" \(read from KOSLI_FINGERPRINT\) has "sha256:abc", which is not 64 characters long; expected a SHA-256 fingerprint/
    )
  })
})

describe('a dotted attestation name', () => {
  it.each<[string, Record<string, string>]>([
    ['attest-generic', { compliant: 'true' }],
    ['attest-junit', { 'results-dir': RESULTS }]
  ])(
    '%s records artifact.attestation about the artifact, as the CLI does',
    async (command, own) => {
      const run = await runStep({
        inputs: evidenceInputs(sandbox, command, { name: `${artifactName()}.dotted`, ...own })
      })
      expect(run.exitCode).toBe(0)
      const body = await postedDataJson(postsIn(sandbox.requests)[0])
      expect(body).toMatchObject({ attestation_name: 'dotted', target_artifacts: [artifactName()] })
      expect(body.artifact_fingerprint).toBeUndefined()
      expect(recordedOnArtifact('dotted')).toHaveLength(1)
    }
  )

  it('override-attestation splits it the same way', async () => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'override-attestation', {
        ...OVERRIDE_EXAMPLE,
        name: `${artifactName()}.${OVERRIDE_EXAMPLE.name}`,
        'dry-run': 'true'
      })
    })
    expect(run.exitCode).toBe(0)
    expect(run.stdout).toContain(`"attestation_name": "${OVERRIDE_EXAMPLE.name}"`)
    expect(run.stdout).toMatch(new RegExp(`"target_artifacts": \\[\\s*"${artifactName()}"`))
  })

  it.each([
    ['web.unit.tests', /^Input "name" has "web\.unit\.tests", which has more than one dot; /],
    ['.unit-tests', /^Input "name" has "\.unit-tests", which has no artifact name before its dot; /]
  ])('refuses %s before any request', async (name, message) => {
    const run = await runStep({
      inputs: evidenceInputs(sandbox, 'attest-generic', { name, compliant: 'true' })
    })
    expectRefusedBeforeAnyRequest(run, sandbox.requests, message)
  })
})

describe('attest-junit attachments', () => {
  const attestJunit = (extra: Record<string, string>) =>
    runStep({
      inputs: evidenceInputs(sandbox, 'attest-junit', {
        name: 'unit-tests',
        'results-dir': RESULTS,
        ...extra
      })
    })

  it('packs the attachments and the result files into one evidence.tgz', async () => {
    const notes = join(temp.path, 'notes.md')
    await writeFile(notes, '# Release notes\n')
    const run = await attestJunit({ attachments: notes })
    expect(run.exitCode).toBe(0)
    const form = await postedForm(postsIn(sandbox.requests)[0])
    const file = form.getAll('attachment_file')
    expect(file).toHaveLength(1)
    expect((file[0] as File).name).toBe('evidence.tgz')
    const names = tarNames(Buffer.from(await (file[0] as File).arrayBuffer()))
    expect(names).toEqual([notes.replace(/^\//, ''), join(RESULTS, RESULT_FILE).replace(/^\//, '')])
    expect(run.stdout).toContain('Attachment: evidence.tgz (')
  })

  it('packs a result file once when its directory is attached too', async () => {
    const run = await attestJunit({ attachments: RESULTS })
    expect(run.exitCode).toBe(0)
    const form = await postedForm(postsIn(sandbox.requests)[0])
    const names = tarNames(Buffer.from(await (form.get('attachment_file') as File).arrayBuffer()))
    expect(names).toEqual([join(RESULTS, RESULT_FILE).replace(/^\//, '')])
  })

  it('sends the attachments alone with upload-results false', async () => {
    const notes = join(temp.path, 'notes.md')
    await writeFile(notes, '# Release notes\n')
    const run = await attestJunit({ attachments: notes, 'upload-results': 'false' })
    expect(run.exitCode).toBe(0)
    const file = (await postedForm(postsIn(sandbox.requests)[0])).get('attachment_file') as File
    expect([file.name, await file.text()]).toEqual(['notes.md', '# Release notes\n'])
  })

  it('refuses attachments over the limit with the results, saying upload-results: false', async () => {
    const noise = join(temp.path, 'noise')
    await mkdir(noise, { recursive: true })
    for (let i = 0; i < 6; i++)
      await writeFile(join(noise, `${i}.bin`), randomBytes(2 * 1024 * 1024))
    const run = await attestJunit({ attachments: noise })
    expectRefusedBeforeAnyRequest(
      run,
      sandbox.requests,
      /^Input "attachments" packs with the files of results-dir into evidence\.tgz of more than 10 MB .*; expected fewer or smaller files, or upload-results: false; /
    )
  })
})
