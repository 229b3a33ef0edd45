/**
 * End to end: the build-side story as steps run in-process (kit/step.ts) against the sandbox.
 * The story a workflow tells: create-flow -> begin-trail (with a template that requires
 * unit-tests of the artifact) -> attest-artifact -> attest-generic, then assert-artifact in
 * a later job; it passes only when unit-tests was recorded compliant. Also what the story's
 * writes carry and the job summaries along it; what each command does on its own is in
 * __tests__/commands/<name>/.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runStep } from '../kit/step.js'
import { jsonOutput } from '../kit/service-runs.js'
import { annotations } from '../kit/annotations.js'
import { RUN_SHA, serviceInputs } from '../kit/examples.js'
import { writesIn } from '../kit/posted.js'
import { useSandboxSuite } from '../kit/sandbox-suite.js'
import { sha256 } from '../kit/sha256.js'
import { expectWellFormed, factsOf, renderSummary, textOf } from '../kit/summary-html.js'

const FLOW = 'shop-builds'
const ARTIFACT_CONTENT = 'the shop, built\n'
const ARTIFACT_FINGERPRINT = sha256(ARTIFACT_CONTENT)

const TEMPLATE = `version: 1
trail:
  artifacts:
    - name: shop
      attestations:
        - name: unit-tests
          type: generic
`

const { sandbox, work } = useSandboxSuite('e2e-build-')
let template: string
let artifact: string

beforeAll(async () => {
  template = join(work.path, 'kosli.yml')
  artifact = join(work.path, 'shop.tar.gz')
  await writeFile(template, TEMPLATE)
  await writeFile(artifact, ARTIFACT_CONTENT)
})

const run = (command: string, extra: Record<string, string> = {}) =>
  runStep({ inputs: serviceInputs(sandbox, command, extra) })

/** create-flow -> begin-trail -> attest-artifact, each checked; returns the fingerprint. */
async function buildUpToArtifact(flowTemplate = true): Promise<string> {
  const flow = await run('create-flow', {
    flow: FLOW,
    description: 'The shop',
    ...(flowTemplate ? { 'template-file': template } : {})
  })
  expect(flow.exitCode).toBe(0)
  expect(flow.outputs.outcome).toBe('ok')

  const trail = await run('begin-trail', { flow: FLOW, 'template-file': template })
  expect(trail.exitCode).toBe(0)
  expect(trail.outputs).toMatchObject({ outcome: 'ok', trail: RUN_SHA })

  const reported = await run('attest-artifact', {
    flow: FLOW,
    'artifact-path': artifact,
    'artifact-name': 'shop'
  })
  expect(reported.exitCode).toBe(0)
  expect(reported.outputs).toMatchObject({
    outcome: 'ok',
    fingerprint: ARTIFACT_FINGERPRINT,
    trail: RUN_SHA
  })
  return reported.outputs.fingerprint ?? ''
}

describe('the build-side story', () => {
  it('makes the artifact compliant once unit-tests is attested compliant', async () => {
    const fingerprint = await buildUpToArtifact()
    const tests = await run('attest-generic', {
      flow: FLOW,
      name: 'unit-tests',
      compliant: 'true',
      fingerprint
    })
    expect(tests.exitCode).toBe(0)
    expect(tests.outputs).toMatchObject({ outcome: 'ok', trail: RUN_SHA, fingerprint })
    expect(jsonOutput<{ is_compliant: boolean }>(tests.outputs, 'result').is_compliant).toBe(true)

    const gate = await run('assert-artifact', { fingerprint, flow: FLOW })
    expect(gate.exitCode).toBe(0)
    expect(gate.outputs).toMatchObject({ outcome: 'compliant', trail: RUN_SHA, flow: FLOW })
  })

  it('fails the gate and names unit-tests when it was attested non-compliant', async () => {
    const fingerprint = await buildUpToArtifact()
    const tests = await run('attest-generic', {
      flow: FLOW,
      name: 'unit-tests',
      compliant: 'false',
      'artifact-path': artifact
    })
    expect(tests.exitCode).toBe(0)
    expect(tests.outputs.fingerprint).toBe(fingerprint)

    const gate = await run('assert-artifact', { 'artifact-path': artifact })
    expect(gate.exitCode).toBe(1)
    expect(gate.outputs.outcome).toBe('non-compliant')
    expect(annotations(gate.stdout).join('\n')).toContain('non-compliant attestation "unit-tests"')
  })

  it("fails the gate and names unit-tests when it is missing, from the trail's own template", async () => {
    // The flow has no template: only begin-trail's makes unit-tests required.
    const fingerprint = await buildUpToArtifact(false)
    const gate = await run('assert-artifact', { fingerprint })
    expect(gate.exitCode).toBe(1)
    expect(gate.outputs.outcome).toBe('non-compliant')
    expect(annotations(gate.stdout).join('\n')).toContain('missing attestation "unit-tests"')
  })

  it('records a custom attestation with its data, and re-runs create-flow and begin-trail safely', async () => {
    await buildUpToArtifact()
    const again = await Promise.all([
      run('create-flow', { flow: FLOW, 'template-file': template }),
      run('begin-trail', { flow: FLOW })
    ])
    expect(again.map(step => step.outputs.outcome)).toEqual(['ok', 'ok'])
    const data = join(work.path, 'coverage.json')
    await writeFile(data, '{"coverage": 91.5, "files": ["a.ts"]}')
    const custom = await run('attest-custom', {
      flow: FLOW,
      name: 'coverage',
      'type-name': 'coverage-report',
      'attestation-data': data,
      'target-artifacts': 'shop'
    })
    expect(custom.exitCode).toBe(0)
    expect(custom.outputs.outcome).toBe('ok')
    const trail = sandbox.store.findTrail(FLOW, RUN_SHA)
    // The re-run kept what the trail already held.
    expect(trail?.artifacts.map(a => a.fingerprint)).toEqual([ARTIFACT_FINGERPRINT])
    const record = trail?.attestations.find(a => a.name === 'coverage')
    expect(record).toMatchObject({
      type: 'custom:coverage-report',
      artifactFingerprint: ARTIFACT_FINGERPRINT
    })
    expect(record?.extra?.attestation_data).toEqual({ coverage: 91.5, files: ['a.ts'] })
  })
})

describe('the commit and repository records', () => {
  it('sends the commit, repository and run on begin-trail and attest-artifact', async () => {
    await buildUpToArtifact()
    const [, trailPut, artifactPost] = writesIn(sandbox.requests)
    expect(trailPut?.method).toBe('PUT')
    const form = await new Response(trailPut?.body, {
      headers: { 'content-type': trailPut?.contentType ?? '' }
    }).formData()
    const trailBody = JSON.parse(String(form.get('data_json'))) as Record<string, unknown>
    expect(trailBody).toMatchObject({
      name: RUN_SHA,
      git_commit_info: { sha1: RUN_SHA, url: `https://github.com/acme/web-app/commit/${RUN_SHA}` },
      repo_info: { name: 'acme/web-app', id: '123456', provider: 'github' },
      origin_url: 'https://github.com/acme/web-app/actions/runs/987654321'
    })
    expect(form.get('template_file')).not.toBeNull()
    const artifactBody = JSON.parse(String(artifactPost?.body)) as Record<string, unknown>
    expect(artifactBody).toMatchObject({
      fingerprint: ARTIFACT_FINGERPRINT,
      filename: 'shop.tar.gz',
      trail_name: RUN_SHA,
      template_reference_name: 'shop',
      git_commit: RUN_SHA,
      build_url: 'https://github.com/acme/web-app/actions/runs/987654321',
      commit_url: `https://github.com/acme/web-app/commit/${RUN_SHA}`
    })
  })
})

describe('job summaries', () => {
  it('say what was recorded, where, with a link, as well-formed Markdown', async () => {
    const fingerprint = await buildUpToArtifact()
    const tests = await run('attest-generic', {
      flow: FLOW,
      name: 'unit-tests',
      compliant: 'true',
      'target-artifacts': 'shop'
    })
    const summary = renderSummary(tests.summary)
    expectWellFormed(summary)
    // The trail named by the run's commit by its short SHA; its whole name in the details.
    expect(summary.headings[0]?.text).toBe('Generic attestation unit-tests recorded')
    expect(factsOf(summary)).toMatchObject({
      Where: `flow ${FLOW}, trail ${RUN_SHA.slice(0, 7)}`,
      Flow: FLOW,
      Trail: RUN_SHA,
      Attestation: 'unit-tests',
      Status: '✅ compliant',
      'Target artifacts': 'shop'
    })
    expect(summary.links).toEqual([{ text: 'open the record', href: tests.outputs['html-url'] }])
    expect(tests.outputs['html-url']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/acme\/flows\//)

    const reported = await run('attest-artifact', {
      flow: FLOW,
      fingerprint,
      filename: 'shop.tar.gz',
      'artifact-name': 'shop',
      'dry-run': 'true'
    })
    const dry = renderSummary(reported.summary)
    expectWellFormed(dry)
    expect(dry.headings[0]?.text).toBe('Dry run: not sent (Artifact shop reported)')
    expect(reported.summary).toContain('<details><summary>Body that would have been sent</summary>')
    expect(factsOf(dry)).toMatchObject({ Fingerprint: fingerprint, File: 'shop.tar.gz' })
    expect(
      dry
        .all('code')
        .map(node => textOf(node))
        .join('\n')
    ).toContain(`"template_reference_name": "shop"`)
  })
})
