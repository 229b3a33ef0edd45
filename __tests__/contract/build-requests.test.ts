/**
 * Contract: every request the build-side commands send (create-flow, begin-trail,
 * attest-artifact, attest-generic, attest-custom), with every field and part they can send,
 * validates against the service's published OpenAPI description, and names no field its
 * schema lacks (CreateFlow, CreateTrail and CreateArtifact do not forbid extra fields in
 * the description, but a field the service would drop is a bug all the same).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSandbox, type RecordedRequest, type Sandbox } from '../../sandbox/server.js'
import { runStep } from '../kit/step.js'
import { WIRE_EXCEPTIONS, createRequestValidator, loadSpec, specIt } from '../kit/openapi.js'
import { serviceInputs } from '../kit/examples.js'

let sandbox: Sandbox
let work: string
let requests: RecordedRequest[]

const FLOW = 'contract-builds'
const TRAIL = 'build-42'
const COMMIT = 'ffffffffffffffffffffffffffffffffffffffff'
const evidence = {
  description: 'Recorded by the contract test',
  'origin-url': 'https://ci.example/runs/42',
  'user-data': '{"build": 42, "tags": ["a"]}',
  annotations: 'owner=shop-team\nticket-id=SHOP-1',
  'external-urls': `{"logs": {"href": "https://ci.example/logs/42", "fingerprint": "${'b'.repeat(64)}"}, "wiki": "https://wiki.example/shop"}`,
  'redact-commit-info': 'author'
}

beforeAll(async () => {
  sandbox = await startSandbox()
  work = await mkdtemp(join(tmpdir(), 'contract-build-'))
  const file = (name: string, text: string) => writeFile(join(work, name), text)
  await file(
    'kosli.yml',
    'version: 1\ntrail:\n  artifacts:\n    - name: shop\n      attestations:\n        - name: unit-tests\n          type: generic\n'
  )
  await file('shop.tar.gz', 'the shop\n')
  await file('report.txt', 'all tests passed\n')
  await file('coverage.json', '{"coverage": 91.5}')
  const at = (name: string) => join(work, name)
  const runs: [string, Record<string, string>][] = [
    [
      'create-flow',
      {
        flow: FLOW,
        description: 'The shop',
        visibility: 'public',
        'template-file': at('kosli.yml')
      }
    ],
    ['create-flow', { flow: FLOW, 'use-empty-template': 'true' }],
    [
      'begin-trail',
      {
        flow: FLOW,
        trail: TRAIL,
        'template-file': at('kosli.yml'),
        'commit-sha': COMMIT,
        ...evidence
      }
    ],
    [
      'attest-artifact',
      {
        flow: FLOW,
        trail: TRAIL,
        'artifact-path': at('shop.tar.gz'),
        'artifact-type': 'file',
        'artifact-name': 'shop',
        filename: 'shop-1.0.tar.gz',
        'build-url': 'https://ci.example/runs/42',
        'commit-sha': COMMIT,
        description: evidence.description,
        'user-data': evidence['user-data'],
        annotations: evidence.annotations,
        'external-urls': evidence['external-urls'],
        'redact-commit-info': 'message,branch'
      }
    ],
    [
      'attest-generic',
      {
        flow: FLOW,
        trail: TRAIL,
        name: 'unit-tests',
        compliant: 'true',
        'artifact-path': at('shop.tar.gz'),
        attachment: at('report.txt'),
        ...evidence
      }
    ],
    [
      'attest-generic',
      {
        flow: FLOW,
        trail: TRAIL,
        name: 'lint',
        compliant: 'false',
        'target-artifacts': 'shop'
      }
    ],
    [
      'attest-custom',
      {
        flow: FLOW,
        trail: TRAIL,
        name: 'coverage',
        'type-name': 'coverage-report',
        'attestation-data': at('coverage.json'),
        fingerprint: 'c'.repeat(64),
        ...evidence
      }
    ]
  ]
  // In order: each write needs the one before it (the flow, then the trail, then the artifact).
  const outcomes: string[] = []
  for (const [command, extra] of runs.slice(0, 6)) {
    const step = await runStep({ inputs: serviceInputs(sandbox, command, extra) })
    outcomes.push(step.outputs.outcome ?? '')
  }
  // A fingerprint the trail does not hold: the service answers 404, the body must still conform.
  const custom = runs[6]
  if (custom) {
    const step = await runStep({ inputs: serviceInputs(sandbox, custom[0], custom[1]) })
    outcomes.push(step.outputs.outcome ?? '')
  }
  expect(outcomes).toEqual([...Array(6).fill('ok'), 'error'])
  requests = [...sandbox.requests]
}, 60_000)

afterAll(async () => {
  await sandbox.close()
  await rm(work, { recursive: true, force: true })
})

it('sent one write per run, to each build-side operation', () => {
  expect(requests.map(request => `${request.method} ${request.path.split('/')[3]}`)).toEqual([
    'PUT flows',
    'PUT flows',
    'PUT trails',
    'POST artifacts',
    'POST attestations',
    'POST attestations',
    'POST attestations'
  ])
})

specIt('sends only requests the published description accepts', async () => {
  const validate = createRequestValidator()
  const problems = await Promise.all(
    requests.map(async request => ({
      request: `${request.method} ${request.path}`,
      errors: await validate(request)
    }))
  )
  expect(problems.filter(problem => problem.errors.length > 0)).toEqual([])
})

/** The JSON body, or data_json and the names of the other parts. */
async function bodyOf(request: RecordedRequest): Promise<{ json: object; parts: string[] }> {
  if (!request.contentType?.startsWith('multipart/form-data')) {
    return { json: JSON.parse(request.body.toString('utf8')) as object, parts: [] }
  }
  const form = await new Response(request.body, {
    headers: { 'content-type': request.contentType }
  }).formData()
  return {
    json: JSON.parse(String(form.get('data_json'))) as object,
    parts: [...form.keys()].filter(name => name !== 'data_json')
  }
}

const SCHEMAS: Record<string, string> = {
  flows: 'CreateFlow',
  trails: 'CreateTrail',
  artifacts: 'CreateArtifact',
  generic: 'GenericAttestationPostInput',
  custom: 'CustomAttestationPostInput'
}

specIt('names only fields of the published body schemas, and the declared parts', async () => {
  const schemas = (
    loadSpec() as unknown as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> }
    }
  ).components.schemas
  for (const request of requests) {
    const segments = request.path.split('/')
    const kind = segments[3] === 'attestations' ? (segments.at(-1) ?? '') : (segments[3] ?? '')
    const schema = schemas[SCHEMAS[kind] ?? '']
    expect(schema).toBeDefined()
    const { json, parts } = await bodyOf(request)
    const known = Object.keys(schema?.properties ?? {})
    expect({ kind, unknown: Object.keys(json).filter(key => !known.includes(key)) }).toEqual({
      kind,
      unknown: []
    })
    const allowed = kind === 'flows' || kind === 'trails' ? ['template_file'] : ['attachment_file']
    expect(parts.filter(part => !allowed.includes(part))).toEqual([])
  }
})

it('sends every part and field it was given', async () => {
  const [flow, , trail, artifact, generic, , custom] = await Promise.all(requests.map(bodyOf))
  expect(flow).toEqual({
    json: { name: FLOW, description: 'The shop', visibility: 'public' },
    parts: ['template_file']
  })
  expect(trail?.parts).toEqual(['template_file'])
  expect(trail?.json).toMatchObject({
    name: TRAIL,
    description: evidence.description,
    origin_url: evidence['origin-url'],
    user_data: { build: 42, tags: ['a'] },
    git_commit_info: { sha1: COMMIT },
    repo_info: { name: 'acme/web-app' }
  })
  expect(trail?.json).not.toHaveProperty('git_commit_info.author')
  expect(artifact?.json).toMatchObject({
    template_reference_name: 'shop',
    filename: 'shop-1.0.tar.gz',
    trail_name: TRAIL,
    git_commit: COMMIT,
    build_url: 'https://ci.example/runs/42',
    annotations: { owner: 'shop-team', 'ticket-id': 'SHOP-1' }
  })
  expect(generic?.parts).toEqual(['attachment_file'])
  expect(generic?.json).toMatchObject({ attestation_name: 'unit-tests', is_compliant: true })
  expect(custom?.json).toMatchObject({
    type_name: 'coverage-report',
    attestation_data: { coverage: 91.5 }
  })
})

specIt(
  'differs from the description only where WIRE_EXCEPTIONS names it: attest-custom sends attestation_data as the object',
  async () => {
    expect(WIRE_EXCEPTIONS.map(exception => `${exception.schema}.${exception.field}`)).toEqual([
      'CustomAttestationPostInput.attestation_data',
      'CreateFlow.visibility',
      'LegacyCreateFlow.visibility',
      'PullRequestAttestationPostInput.pull_requests'
    ])
    const custom = requests.find(request => request.path.endsWith('/custom'))
    expect(custom).toBeDefined()
    if (!custom) return
    // Strictly against the description, that one field (and nothing else) is refused...
    const strict = await createRequestValidator(loadSpec(), [])(custom)
    expect(strict).toHaveLength(1)
    expect(strict[0]).toMatch(/attestation_data.*must be string/)
    // ...and with the exception, the rest of the body still validates.
    expect(await createRequestValidator()(custom)).toEqual([])
  }
)

specIt(
  'differs from the description only where WIRE_EXCEPTIONS names it: create-flow without visibility leaves it out',
  async () => {
    const flows = requests.filter(request => request.path.endsWith('/template_file'))
    const [given, left] = await Promise.all(flows.map(bodyOf))
    expect(given?.json).toMatchObject({ visibility: 'public' })
    expect(left?.json).not.toHaveProperty('visibility')
    const withoutVisibility = flows[1]
    if (!withoutVisibility) return
    // Strictly against the description, the missing field (and nothing else) is refused...
    const strict = await createRequestValidator(loadSpec(), [])(withoutVisibility)
    expect(strict).toHaveLength(1)
    expect(strict[0]).toMatch(/visibility/)
    // ...and with the exception, the rest of the body still validates.
    expect(await createRequestValidator()(withoutVisibility)).toEqual([])
  }
)

specIt('would catch a body the description refuses (the check is not vacuous)', async () => {
  const generic = requests.find(request => request.path.endsWith('/generic'))
  expect(generic).toBeDefined()
  if (!generic) return
  const { json } = await bodyOf(generic)
  const form = new FormData()
  form.append('data_json', JSON.stringify({ ...json, compliant: true }))
  const encoded = new Request('http://multipart.invalid/', { method: 'POST', body: form })
  const broken = {
    ...generic,
    contentType: encoded.headers.get('content-type') ?? '',
    body: Buffer.from(await encoded.arrayBuffer())
  }
  expect(await createRequestValidator()(broken)).not.toEqual([])
})
