/**
 * End to end: the build-side commands through the bundled dist/index.js against the
 * sandbox. The story a workflow tells: create-flow -> begin-trail (with a template that
 * requires unit-tests of the artifact) -> attest-artifact -> attest-generic, then
 * assert-artifact in a later job; it passes only when unit-tests was recorded compliant.
 */
import { createHash } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { runAction } from '../../tools/run-action.js'
import { jsonOutput } from '../helpers/service-runs.js'
import { annotations } from '../kit/annotations.js'
import { serviceInputs } from '../kit/examples.js'
import { expectWellFormed, factsOf, renderSummary, textOf } from '../helpers/summary-html.js'

let sandbox: Sandbox
let work: string
let template: string
let artifact: string

/** What tools/run-action.ts gives as GITHUB_SHA: the default trail name. */
const RUN_SHA = 'ffffffffffffffffffffffffffffffffffffffff'
const FLOW = 'shop-builds'
const ARTIFACT_CONTENT = 'the shop, built\n'
const ARTIFACT_FINGERPRINT = createHash('sha256').update(ARTIFACT_CONTENT).digest('hex')

const TEMPLATE = `version: 1
trail:
  artifacts:
    - name: shop
      attestations:
        - name: unit-tests
          type: generic
`

beforeAll(async () => {
  sandbox = await startSandbox()
  work = await mkdtemp(join(tmpdir(), 'e2e-build-'))
  template = join(work, 'kosli.yml')
  artifact = join(work, 'shop.tar.gz')
  await writeFile(template, TEMPLATE)
  await writeFile(artifact, ARTIFACT_CONTENT)
})

afterAll(async () => {
  await sandbox.close()
  await rm(work, { recursive: true, force: true })
})

beforeEach(() => sandbox.reset())

const run = (command: string, extra: Record<string, string> = {}) =>
  runAction({ inputs: serviceInputs(sandbox, command, extra) })

const writes = () => sandbox.requests.filter(request => request.method !== 'GET')

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
    const data = join(work, 'coverage.json')
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
    const [, trailPut, artifactPost] = writes()
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

  it("names the trail after a pull request's head commit, not the merge commit", async () => {
    await run('create-flow', { flow: FLOW })
    const head = 'abcdef0123456789abcdef0123456789abcdef01'
    const trail = await runAction({
      inputs: serviceInputs(sandbox, 'begin-trail', { flow: FLOW }),
      eventName: 'pull_request',
      event: {
        pull_request: { number: 7, title: 'Shop', body: null, head: { sha: head, ref: 'x' } }
      }
    })
    expect(trail.exitCode).toBe(0)
    expect(trail.outputs.trail).toBe(head)
    expect(sandbox.store.findTrail(FLOW, head)).toBeDefined()
  })
})

describe('refusals before any request', () => {
  const cases: [string, string, Record<string, string>, RegExp][] = [
    [
      'create-flow',
      'a template that is not YAML',
      { flow: FLOW, 'template-file': 'BAD_YAML' },
      /^Input "template-file" names ".*bad\.yml", which is not valid YAML \(.+\); expected /
    ],
    [
      'create-flow',
      'a template that does not exist',
      { flow: FLOW, 'template-file': '/nonexistent/kosli.yml' },
      /^Input "template-file" names "\/nonexistent\/kosli\.yml", which does not exist or cannot be read; expected /
    ],
    [
      'create-flow',
      'an unknown visibility',
      { flow: FLOW, visibility: 'secret' },
      /^Input "visibility" has "secret", which is not one of the choices; expected one of private, public\.$/
    ],
    [
      'create-flow',
      'a template over 10 MB',
      { flow: FLOW, 'template-file': 'HUGE_YAML' },
      /^Input "template-file" names ".*huge\.yml", which is 10485761 bytes, over the service's limit; expected /
    ],
    [
      'begin-trail',
      'a template that is a list',
      { flow: FLOW, 'template-file': 'LIST_YAML' },
      /^Input "template-file" names ".*list\.yml", whose YAML is a list, not a mapping; expected /
    ],
    [
      'begin-trail',
      'a trail name with a slash',
      { flow: FLOW, trail: 'feature/x' },
      /^Input "trail" has "feature\/x", which contains a path separator; expected /
    ],
    [
      'attest-generic',
      'an attestation name with a space',
      { flow: FLOW, name: 'unit tests', compliant: 'true' },
      /^Input "name" has "unit tests", which is not a valid attestation name; expected /
    ],
    [
      'attest-generic',
      'an attachment that does not exist',
      {
        flow: FLOW,
        name: 'unit-tests',
        compliant: 'true',
        attachment: '/nonexistent/report.txt'
      },
      /^Input "attachment" names "\/nonexistent\/report\.txt", which does not exist; expected /
    ],
    [
      'attest-custom',
      'no attestation-data',
      { flow: FLOW, name: 'coverage', 'type-name': 'coverage-report' },
      /^Input "attestation-data" is empty; expected /
    ],
    [
      'attest-artifact',
      'no artifact-name',
      { flow: FLOW, fingerprint: 'a'.repeat(64), filename: 'x' },
      /^Input "artifact-name" is empty; expected /
    ],
    [
      'attest-artifact',
      'a fingerprint without filename',
      { flow: FLOW, fingerprint: 'a'.repeat(64), 'artifact-name': 'shop' },
      /^Input "filename" is empty and the artifact is given by fingerprint/
    ],
    [
      'attest-generic',
      'no compliant',
      { flow: FLOW, name: 'unit-tests' },
      /^Input "compliant" is empty; expected /
    ],
    [
      'attest-custom',
      'attestation data that is not JSON',
      {
        flow: FLOW,
        name: 'coverage',
        'type-name': 'coverage-report',
        'attestation-data': 'BAD_JSON'
      },
      /^Input "attestation-data" names ".*bad\.json", which is not valid JSON \(.+\); expected /
    ]
  ]

  it.each(cases)(
    '%s refuses %s with one sentence and sends nothing',
    async (...[command, , given, message]) => {
      const files: Record<string, string> = {
        BAD_YAML: join(work, 'bad.yml'),
        BAD_JSON: join(work, 'bad.json'),
        HUGE_YAML: join(work, 'huge.yml'),
        LIST_YAML: join(work, 'list.yml')
      }
      await writeFile(files.BAD_YAML ?? '', 'version: 1\ntrail: [unclosed\n')
      await writeFile(files.BAD_JSON ?? '', '{"coverage": 91.5,}')
      await writeFile(files.HUGE_YAML ?? '', `# ${'x'.repeat(10 * 1024 * 1024 - 1)}`)
      await writeFile(files.LIST_YAML ?? '', '- version: 1\n')
      const inputs = Object.fromEntries(
        Object.entries(given).map(([name, value]) => [name, files[value] ?? value])
      )
      const step = await run(command, inputs)
      expect(step.exitCode).toBe(1)
      expect(step.outputs.outcome).toBe('error')
      const errors = annotations(step.stdout)
      expect(errors).toHaveLength(1)
      expect(errors[0]?.replace(/^::error[^:]*::/, '')).toMatch(message)
      expect(sandbox.requests).toEqual([])
    }
  )
})

describe('dry run', () => {
  it('prints the exact parts and body of each write and sends nothing', async () => {
    const steps = await Promise.all([
      run('create-flow', { flow: FLOW, 'template-file': template, 'dry-run': 'true' }),
      run('begin-trail', { flow: FLOW, 'dry-run': 'true', description: 'Build 7' }),
      run('attest-artifact', {
        flow: FLOW,
        'artifact-path': artifact,
        'artifact-name': 'shop',
        'dry-run': 'true'
      }),
      run('attest-generic', {
        flow: FLOW,
        name: 'unit-tests',
        compliant: 'true',
        'dry-run': 'true'
      })
    ])
    expect(steps.map(step => [step.exitCode, step.outputs.outcome])).toEqual(
      Array(4).fill([0, 'skipped'])
    )
    expect(writes()).toEqual([])
    const [flow, trail, reported, generic] = steps
    expect(flow?.stdout).toContain(
      `Dry run: would PUT /flows/${sandbox.org}/template_file as multipart/form-data: data_json, template_file from ${template}; nothing was sent. data_json:`
    )
    expect(jsonOutput(flow?.outputs ?? {}, 'result')).toEqual({
      name: FLOW,
      description: '',
      visibility: 'private'
    })
    expect(trail?.stdout).toContain(`Dry run: would PUT /trails/${sandbox.org}/${FLOW}`)
    expect(jsonOutput(trail?.outputs ?? {}, 'result')).toMatchObject({
      name: RUN_SHA,
      description: 'Build 7'
    })
    expect(reported?.stdout).toContain(
      `Dry run: would POST /artifacts/${sandbox.org}/${FLOW} as application/json; nothing was sent. Body:`
    )
    expect(reported?.outputs.fingerprint).toBe(ARTIFACT_FINGERPRINT)
    expect(generic?.stdout).toContain(
      `Dry run: would POST /attestations/${sandbox.org}/${FLOW}/trail/${RUN_SHA}/generic`
    )
    expect(generic?.summary).toContain('## Dry run: not sent')
    expect(generic?.summary).toContain('"is_compliant": true')
  })
})

describe('answers that are not a success', () => {
  it('fails, and claims nothing, when a 2xx answer is a sign-in page', async () => {
    await run('create-flow', { flow: FLOW })
    sandbox.faults.add({ method: 'PUT', path: '/trails/' }, { html: true })
    const step = await run('begin-trail', { flow: FLOW })
    expect(step.exitCode).toBe(1)
    expect(step.outputs.outcome).toBe('error')
    expect(step.outputs.trail).toBeUndefined()
    expect(step.summary).not.toContain('begun')
    expect(annotations(step.stdout)).toHaveLength(1)
  })

  it('never repeats a PUT whose connection dropped mid-answer', async () => {
    sandbox.faults.add({ method: 'PUT', path: '/flows/' }, { drop: 'mid-body' })
    const step = await run('create-flow', { flow: FLOW })
    expect(step.exitCode).toBe(1)
    expect(writes().filter(request => request.method === 'PUT')).toHaveLength(1)
  })

  it('repeats a PUT answered 409 (nothing applied) and records the trail once', async () => {
    await run('create-flow', { flow: FLOW })
    sandbox.faults.add(
      { method: 'PUT', path: '/trails/' },
      { status: 409, body: { message: 'locked' } }
    )
    const step = await run('begin-trail', { flow: FLOW })
    expect(step.exitCode).toBe(0)
    expect(step.outputs.outcome).toBe('ok')
    expect(writes().filter(request => request.path.includes('/trails/'))).toHaveLength(2)
    expect([...(sandbox.store.flows.get(FLOW)?.trails.keys() ?? [])]).toEqual([RUN_SHA])
  })

  it('says which flow is missing when a trail is begun in an unknown flow', async () => {
    const step = await run('begin-trail', { flow: 'no-such-flow' })
    expect(step.exitCode).toBe(1)
    expect(annotations(step.stdout).join('\n')).toContain("Flow 'no-such-flow' not found")
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
    expect(summary.headings[0]?.text).toBe(
      `Generic attestation unit-tests recorded in trail ${RUN_SHA}`
    )
    expect(factsOf(summary)).toMatchObject({
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
    expect(dry.headings[0]?.text).toBe(
      `Dry run: not sent (Artifact shop reported to trail ${RUN_SHA})`
    )
    expect(factsOf(dry)).toMatchObject({ Fingerprint: fingerprint, File: 'shop.tar.gz' })
    expect(
      dry
        .all('code')
        .map(node => textOf(node))
        .join('\n')
    ).toContain(`"template_reference_name": "shop"`)
  })
})
