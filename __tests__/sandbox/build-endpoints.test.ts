/**
 * The sandbox's build-side operations: they refuse what the published description refuses
 * (FastAPI-shaped 422s, unknown fields included), answer in the published shapes, and what
 * they store is what a later assert sees.
 */
import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { describeWithSpec, SPEC_MISSING, SPEC_PATH } from '../kit/openapi.js'
import { authHeaders, getJson, postJson, type Json } from './client.js'

let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(async () => {
  await sandbox.close()
})
beforeEach(() => sandbox.reset())

const FLOW = 'shop'
const TRAIL = 'build-1'
const FINGERPRINT = 'd'.repeat(64)
const TEMPLATE =
  'version: 1\ntrail:\n  artifacts:\n    - name: shop\n      attestations:\n        - name: unit-tests\n          type: generic\n'

async function send(
  method: 'PUT' | 'POST',
  path: string,
  dataJson: unknown,
  file?: { part: string; text: string }
): Promise<{ status: number; text: string; body: Json }> {
  const form = new FormData()
  form.set('data_json', typeof dataJson === 'string' ? dataJson : JSON.stringify(dataJson))
  if (file) form.set(file.part, new Blob([file.text]), 'file.yml')
  const response = await fetch(`${sandbox.baseUrl}${path}`, {
    method,
    headers: authHeaders(sandbox),
    body: form
  })
  const text = await response.text()
  return { status: response.status, text, body: text ? (JSON.parse(text) as Json) : {} }
}

const flowBody = { name: FLOW, description: 'The shop', visibility: 'private' }
const createFlow = (template = TEMPLATE) =>
  send('PUT', '/flows/acme/template_file', flowBody, { part: 'template_file', text: template })
const beginTrail = (body: Json = { name: TRAIL }) => send('PUT', `/trails/acme/${FLOW}`, body)
const reportArtifact = (changes: Json = {}) =>
  postJson(sandbox, `/artifacts/acme/${FLOW}`, {
    fingerprint: FINGERPRINT,
    filename: 'shop.tar.gz',
    build_url: 'https://ci.example/1',
    commit_url: 'https://git.example/c/1',
    trail_name: TRAIL,
    template_reference_name: 'shop',
    ...changes
  })
const attestGeneric = (changes: Json = {}) =>
  send('POST', `/attestations/acme/${FLOW}/trail/${TRAIL}/generic`, {
    attestation_name: 'unit-tests',
    is_compliant: true,
    artifact_fingerprint: FINGERPRINT,
    ...changes
  })
/** A custom attestation of the coverage-report type, with `data` as its attestation_data. */
const attestCoverage = (data: unknown) =>
  send('POST', `/attestations/acme/${FLOW}/trail/${TRAIL}/custom`, {
    attestation_name: 'coverage',
    type_name: 'coverage-report',
    attestation_data: data
  })
const assertCompliant = async () =>
  (await getJson<{ compliant: boolean }>(sandbox, `/asserts/acme/fingerprint/${FINGERPRINT}`)).body
    .compliant

describe('build-side operations', () => {
  it('create a flow (201), then update it (200 without a body)', async () => {
    const created = await createFlow()
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: FLOW })
    const updated = await createFlow()
    expect(updated).toMatchObject({ status: 200, text: '' })
    expect(sandbox.store.flows.get(FLOW)?.template.artifacts[0]?.name).toBe('shop')
  })

  it('judge an artifact by the template, and see the attestation that makes it compliant', async () => {
    await createFlow()
    expect((await beginTrail()).status).toBe(201)
    expect((await reportArtifact()).status).toBe(201)
    expect(await assertCompliant()).toBe(false)
    expect((await attestGeneric()).status).toBe(201)
    expect(await assertCompliant()).toBe(true)
    expect((await attestGeneric({ is_compliant: false })).body).toMatchObject({
      is_compliant: false
    })
    expect(await assertCompliant()).toBe(false)
  })

  it("judge by the trail's own template when it was begun with one", async () => {
    await createFlow('version: 1\n')
    await send(
      'PUT',
      `/trails/acme/${FLOW}`,
      { name: TRAIL },
      { part: 'template_file', text: TEMPLATE }
    )
    await reportArtifact()
    expect(await assertCompliant()).toBe(false)
    await attestGeneric()
    expect(await assertCompliant()).toBe(true)
  })

  it('keep artifacts and attestations when a trail is begun again (200)', async () => {
    await createFlow()
    await beginTrail()
    await reportArtifact()
    await attestGeneric()
    const again = await beginTrail({ name: TRAIL, description: 'again' })
    expect(again.status).toBe(200)
    expect(sandbox.store.findTrail(FLOW, TRAIL)?.attestations).toHaveLength(1)
    expect(await assertCompliant()).toBe(true)
  })

  it.each([
    ['the JSON object, as the reference CLI sends it', { coverage: 90 }],
    ['JSON text, as the description declares it', '{"coverage": 90}']
  ])('record a custom attestation under custom:<type> with its data: %s', async (_, data) => {
    await createFlow()
    await beginTrail()
    const answer = await attestCoverage(data)
    expect(answer.status).toBe(201)
    expect(sandbox.store.findTrail(FLOW, TRAIL)?.attestations[0]).toMatchObject({
      type: 'custom:coverage-report',
      extra: { attestation_data: { coverage: 90 } }
    })
  })
})

describe('refusals', () => {
  it.each([
    [
      'an unknown field in CreateFlow',
      'tags',
      () => send('PUT', '/flows/acme/template_file', { ...flowBody, tags: {} })
    ],
    [
      // Left out, it is taken, as the service takes the vendor CLI's flows without it.
      'a visibility other than public or private',
      'visibility',
      () =>
        send('PUT', '/flows/acme/template_file', {
          name: FLOW,
          description: '',
          visibility: 'secret'
        })
    ],
    [
      'an unknown field in CreateTrail',
      'commit',
      async () => (await createFlow(), beginTrail({ name: TRAIL, commit: 'x' }))
    ],
    [
      'a short git_commit',
      'git_commit',
      async () => (await createFlow(), reportArtifact({ git_commit: 'abc' }))
    ],
    [
      'is_compliant missing',
      'is_compliant',
      async () => (
        await createFlow(),
        await beginTrail(),
        attestGeneric({ is_compliant: undefined })
      )
    ],
    [
      'attestation_data text that is not JSON',
      'attestation_data',
      async () => (await createFlow(), await beginTrail(), attestCoverage('{"coverage": 90,'))
    ],
    [
      'attestation_data that is neither an object, an array nor JSON text',
      'attestation_data',
      async () => (await createFlow(), await beginTrail(), attestCoverage(90))
    ]
  ] as [string, string, () => Promise<{ status: number; body: unknown }>][])(
    '%s is a 422 naming the field',
    async (_, field, request) => {
      const answer = await request()
      expect(answer.status).toBe(422)
      const detail = (answer.body as { detail: { loc: (string | number)[] }[] }).detail
      expect(detail.map(item => item.loc.at(-1))).toContain(field)
    }
  )

  it('a template that is not one is a 400 with a message', async () => {
    const answer = await createFlow('version: 2\n')
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ message: expect.stringContaining('template_file') })
  })

  it('a trail in an unknown flow is a 404, an artifact in an unknown trail too', async () => {
    expect((await beginTrail()).status).toBe(404)
    await createFlow()
    expect((await reportArtifact()).status).toBe(404)
  })
})

describeWithSpec('answers match the published models', () => {
  const spec = () => JSON.parse(readFileSync(SPEC_PATH, 'utf8')) as object
  const validator = (name: string) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    ajv.addSchema(spec(), 'spec')
    return ajv.compile({ $ref: `spec#/components/schemas/${name}` })
  }

  it('422s are HTTPValidationError, the flow 400 its ValidationErrorResponseModel', async () => {
    if (SPEC_MISSING) return
    const validation = validator('HTTPValidationError')
    const refused = await send('PUT', '/flows/acme/template_file', { ...flowBody, tags: {} })
    expect(validation(refused.body) ? [] : validation.errors).toEqual([])
    const model = validator(
      'fastapi_app__errors__ValidationErrorResponse___locals___ValidationErrorResponseModel__2'
    )
    const bad = await createFlow('trail: [\n')
    expect(bad.status).toBe(400)
    expect(model(bad.body) ? [] : model.errors).toEqual([])
  })
})
