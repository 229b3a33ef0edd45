/**
 * Every sandbox answer of an operation with a published 200 schema validates against that
 * schema of ../shared/openapi/service-openapi.json (and error answers against the published
 * error models), so the sandbox cannot drift from the real service's contract unnoticed.
 */
import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { useSandbox } from '../kit/servers.js'
import {
  ALLOWLISTED_FINGERPRINT,
  APPROVAL_FLOW,
  ARTIFACT_ATTESTATION,
  COMPLIANT_TRAIL,
  TRAIL_ATTESTATION,
  APPROVAL_NUMBERS,
  COMPLIANT_FINGERPRINT,
  FAILING_ATTESTATION,
  INCOMPLETE_FINGERPRINT,
  INCOMPLETE_TRAIL,
  LENIENT_POLICY,
  MISSING_ATTESTATION,
  NON_COMPLIANT_FINGERPRINT,
  NON_COMPLIANT_TRAIL,
  PAYMENTS_FLOW,
  PRODUCTION_ENVIRONMENT,
  REPOS,
  SEED,
  STAGING_ENVIRONMENT,
  STRICT_POLICY,
  UNKNOWN_FINGERPRINT,
  WEB_APP_FLOW
} from '../../sandbox/fixtures.js'
import { describeWithSpec, SPEC_MISSING, SPEC_PATH } from '../kit/openapi.js'
import { getJson, jiraData, overrideBody, postJira, postJson } from './client.js'

type Spec = { paths: Record<string, Record<string, unknown>> }

function loadSpec(): Spec {
  if (SPEC_MISSING) throw new Error(SPEC_MISSING)
  return JSON.parse(readFileSync(SPEC_PATH, 'utf8')) as Spec
}

// ajv-formats is CommonJS: its default export arrives as the module object under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void

let spec: Spec
let ajv: Ajv2020
const sandbox = useSandbox()

beforeAll(async () => {
  spec = loadSpec()
  ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema(spec, 'spec')
})

const compiled = new Map<string, ValidateFunction>()
function validator(ref: string): ValidateFunction {
  let validate = compiled.get(ref)
  if (!validate) {
    validate = ajv.compile({ $ref: ref })
    compiled.set(ref, validate)
  }
  return validate
}

const component = (name: string) => `spec#/components/schemas/${name}`

/** The published schema of an operation's answer, by path template and status. */
function responseSchema(template: string, status: number, method = 'get'): string {
  const operation = spec.paths[template]?.[method] as
    { responses?: Record<string, { content?: Record<string, unknown> }> } | undefined
  if (!operation?.responses?.[status]?.content?.['application/json']) {
    throw new Error(
      `The description has no JSON ${status} answer for ${method.toUpperCase()} ${template}`
    )
  }
  const tokens = [
    'paths',
    template,
    method,
    'responses',
    String(status),
    'content',
    'application/json',
    'schema'
  ]
  return `spec#/${tokens.map(t => encodeURIComponent(t.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`
}

async function expectConforms(path: string, schemaRef: string, status = 200): Promise<void> {
  const answer = await getJson<unknown>(sandbox, path)
  expect(answer.status).toBe(status)
  const validate = validator(schemaRef)
  const valid = validate(answer.body)
  // Show the schema errors, not just `false`, when this fails.
  expect(valid ? [] : validate.errors).toEqual([])
}

const ASSERT = '/asserts/{org}/fingerprint/{fingerprint}'
const TRAILS = '/trails/{org}/{flow_name}'
const ATTESTATIONS = '/attestations/{org}/{flow_name}'
const APPROVAL = '/approvals/{org}/{flow_name}/{approval_number}'
const BUILDS = '/builds/{org}'
const ACTIONS = '/actions/{org}'
const TRAIL = '/trails/{org}/{flow_name}/{trail_name}'
const TRAIL_ATTESTATION_PATH =
  '/attestations/{org}/{flow_name}/trail/{trail_name}/{attestation_name}'
const ARTIFACT_ATTESTATION_PATH =
  '/attestations/{org}/{flow_name}/artifact/{fingerprint}/{attestation_name}'
const ORG_ATTESTATIONS = '/attestations/{org}'

describeWithSpec('200 answers match the published response schemas', () => {
  it('the validators reject answers that break the schemas (the checks are not vacuous)', async () => {
    const { body: approval } = await getJson(sandbox, `/approvals/acme/${APPROVAL_FLOW}/1`)
    expect(validator(responseSchema(APPROVAL, 200))({ ...approval, extra: 1 })).toBe(false)
    expect(validator(responseSchema(ASSERT, 200))({ fingerprint: 'abc', scope: 'flow' })).toBe(
      false
    )
    expect(validator(responseSchema(TRAILS, 200))({ data: [{ name: 'x' }] })).toBe(false)
    expect(validator(responseSchema(ACTIONS, 200))([{ name: 'x', number: 1 }])).toBe(false)
    expect(validator(responseSchema(BUILDS, 200))({ page: 1, builds: [] })).toBe(false)
  })

  const assertCases: [string, string][] = [
    ['compliant, flow scope', COMPLIANT_FINGERPRINT],
    ['non-compliant, flow scope', NON_COMPLIANT_FINGERPRINT],
    ['incomplete, flow scope', INCOMPLETE_FINGERPRINT],
    ['flow_name given', `${COMPLIANT_FINGERPRINT}?flow_name=${WEB_APP_FLOW}`],
    [
      'environment scope, compliant',
      `${COMPLIANT_FINGERPRINT}?environment_name=${PRODUCTION_ENVIRONMENT}`
    ],
    [
      'environment scope, non-compliant',
      `${NON_COMPLIANT_FINGERPRINT}?environment_name=${PRODUCTION_ENVIRONMENT}`
    ],
    [
      'environment scope, allowlisted',
      `${ALLOWLISTED_FINGERPRINT}?environment_name=${PRODUCTION_ENVIRONMENT}`
    ],
    [
      'environment without policies',
      `${COMPLIANT_FINGERPRINT}?environment_name=${STAGING_ENVIRONMENT}`
    ],
    [
      'policy scope',
      `${NON_COMPLIANT_FINGERPRINT}?policy_name=${LENIENT_POLICY}&policy_name=${STRICT_POLICY}`
    ]
  ]
  it.each(assertCases)('assert artifact: %s', async (_, target) => {
    await expectConforms(`/asserts/acme/fingerprint/${target}`, responseSchema(ASSERT, 200))
  })

  it.each([
    ['bare array', `/trails/acme/${WEB_APP_FLOW}`],
    ['first page', `/trails/acme/${WEB_APP_FLOW}?page=1&per_page=10`],
    ['last page', `/trails/acme/${WEB_APP_FLOW}?page=3&per_page=10`],
    ['one page, no pagination', `/trails/acme/${WEB_APP_FLOW}?per_page=100`],
    ['other flow', `/trails/acme/${PAYMENTS_FLOW}?page=2&per_page=5`]
  ])('list trails: %s', async (_, path) => {
    await expectConforms(path, responseSchema(TRAILS, 200))
  })

  it('list trails: every trail item also matches ListTrailItem and GetTrail', async () => {
    const { body } = await getJson<unknown[]>(sandbox, `/trails/acme/${WEB_APP_FLOW}`)
    for (const name of ['ListTrailItem', 'GetTrail']) {
      const validate = validator(component(name))
      for (const trail of body) expect(validate(trail) ? [] : validate.errors).toEqual([])
    }
  })

  it.each([
    ['default page', `/attestations/acme/${WEB_APP_FLOW}`],
    ['page 3', `/attestations/acme/${WEB_APP_FLOW}?page=3&per_page=7`],
    [
      'time filtered',
      `/attestations/acme/${PAYMENTS_FLOW}?from_timestamp=0&to_timestamp=9999999999`
    ]
  ])('list flow attestations: %s', async (_, path) => {
    await expectConforms(path, responseSchema(ATTESTATIONS, 200))
  })

  it.each([
    ...Object.entries(APPROVAL_NUMBERS).map(([state, n]) => [
      state,
      `/approvals/acme/${APPROVAL_FLOW}/${n}`
    ]),
    ...SEED.approvals.map(a => [`${a.flow} #${a.number}`, `/approvals/acme/${a.flow}/${a.number}`])
  ])('get approval: %s', async (_, path) => {
    await expectConforms(path, responseSchema(APPROVAL, 200))
  })

  it.each([
    ['defaults', '/builds/acme'],
    ['last page', '/builds/acme?page=4'],
    ['per_page 0', '/builds/acme?per_page=0'],
    ['per_page 50 and window', '/builds/acme?per_page=50&start-ts=0'],
    [
      'repo filters',
      `/builds/acme?repo_name=${encodeURIComponent(REPOS[0]?.name ?? '')}&repo_id=${REPOS[0]?.id}`
    ]
  ])('list builds: %s', async (_, path) => {
    await expectConforms(path, responseSchema(BUILDS, 200))
  })

  it('list actions', async () => {
    await expectConforms('/actions/acme', responseSchema(ACTIONS, 200))
  })

  it.each([
    ['compliant', COMPLIANT_TRAIL],
    ['non-compliant', NON_COMPLIANT_TRAIL],
    ['incomplete', INCOMPLETE_TRAIL]
  ])('get trail: %s', async (_, trail) => {
    await expectConforms(`/trails/acme/${WEB_APP_FLOW}/${trail}`, responseSchema(TRAIL, 200))
  })

  it('get attestation by name on a trail, on an artifact, and by id', async () => {
    await expectConforms(
      `/attestations/acme/${WEB_APP_FLOW}/trail/${COMPLIANT_TRAIL}/${TRAIL_ATTESTATION.name}`,
      responseSchema(TRAIL_ATTESTATION_PATH, 200)
    )
    await expectConforms(
      `/attestations/acme/${WEB_APP_FLOW}/artifact/${COMPLIANT_FINGERPRINT}/${ARTIFACT_ATTESTATION.name}`,
      responseSchema(ARTIFACT_ATTESTATION_PATH, 200)
    )
    await expectConforms(
      `/attestations/acme?attestation_id=${TRAIL_ATTESTATION.id}`,
      responseSchema(ORG_ATTESTATIONS, 200)
    )
  })
})

describeWithSpec('answers still match after writes', () => {
  beforeAll(async () => {
    const override = await postJson(
      sandbox,
      `/attestations/acme/${WEB_APP_FLOW}/trail/${NON_COMPLIANT_TRAIL}/override`,
      overrideBody(FAILING_ATTESTATION.name, FAILING_ATTESTATION.type)
    )
    const jira = await postJira(
      sandbox,
      `/attestations/acme/${WEB_APP_FLOW}/trail/${INCOMPLETE_TRAIL}/jira`,
      jiraData(MISSING_ATTESTATION.name, { 'ABC-1': true }, { annotations: { ticket: 'ABC-1' } }),
      new Blob(['evidence'])
    )
    const pullRequest = await postJira(
      sandbox,
      `/attestations/acme/${WEB_APP_FLOW}/trail/${INCOMPLETE_TRAIL}/pull_request`,
      {
        attestation_name: 'pull-request',
        git_provider: 'github',
        pull_requests: [
          {
            url: 'https://github.com/acme/web-app/pull/31',
            state: 'MERGED',
            author: 'bob',
            title: 'Fix checkout timeouts',
            created_at: 1763539200,
            merged_at: 1763631000,
            head_ref: 'fix/checkout-timeouts',
            merge_commit: '3'.repeat(40),
            approvers: [{ username: 'carol', state: 'APPROVED', timestamp: 1763629200 }],
            commits: [{ sha1: 'e'.repeat(40), branch: 'fix/checkout-timeouts' }]
          }
        ]
      }
    )
    expect([override.status, jira.status, pullRequest.status]).toEqual([201, 201, 201])
  })
  afterAll(() => sandbox.reset())

  it.each([
    ['assert, overridden', `/asserts/acme/fingerprint/${NON_COMPLIANT_FINGERPRINT}`, ASSERT],
    ['assert, Jira attested', `/asserts/acme/fingerprint/${INCOMPLETE_FINGERPRINT}`, ASSERT],
    ['trails', `/trails/acme/${WEB_APP_FLOW}?per_page=5`, TRAILS],
    ['overridden trail', `/trails/acme/${WEB_APP_FLOW}/${NON_COMPLIANT_TRAIL}`, TRAIL],
    ['attestations', `/attestations/acme/${WEB_APP_FLOW}`, ATTESTATIONS]
  ])('%s', async (_, path, template) => {
    await expectConforms(path, responseSchema(template, 200))
  })
})

describeWithSpec('error answers match the published error models', () => {
  it('404 of assert artifact', async () => {
    await expectConforms(
      `/asserts/acme/fingerprint/${UNKNOWN_FINGERPRINT}`,
      responseSchema(ASSERT, 404),
      404
    )
  })

  it('404 of list flow attestations', async () => {
    await expectConforms('/attestations/acme/no-such-flow', responseSchema(ATTESTATIONS, 404), 404)
  })

  it.each([
    '/builds/acme?per_page=51&page=0',
    '/trails/acme/web-app?page=x',
    '/approvals/acme/web-app/one'
  ])('422 of %s is an HTTPValidationError', async path => {
    await expectConforms(path, component('HTTPValidationError'), 422)
  })

  it('422 of a strict body is an HTTPValidationError', async () => {
    const answer = await postJson(
      sandbox,
      `/attestations/acme/${WEB_APP_FLOW}/trail/${NON_COMPLIANT_TRAIL}/override`,
      { unknown: true }
    )
    expect(answer.status).toBe(422)
    const validate = validator(component('HTTPValidationError'))
    expect(validate(answer.body) ? [] : validate.errors).toEqual([])
  })
})

describeWithSpec('answers still match after JUnit and Snyk attestations', () => {
  beforeAll(async () => {
    const junit = await postJira(
      sandbox,
      `/attestations/acme/${WEB_APP_FLOW}/trail/${INCOMPLETE_TRAIL}/junit`,
      {
        attestation_name: 'unit-tests',
        artifact_fingerprint: INCOMPLETE_FINGERPRINT,
        junit_results: [
          { name: 's', failures: 1, errors: 0, skipped: 0, total: 2, duration: 0.5, timestamp: 1 }
        ]
      },
      new Blob(['<testsuite/>'])
    )
    const snyk = await postJira(
      sandbox,
      `/attestations/acme/${WEB_APP_FLOW}/trail/${INCOMPLETE_TRAIL}/snyk`,
      {
        attestation_name: 'snyk-scan',
        snyk_results: {
          schema_version: 1,
          tool: { name: 'SnykCode', version: '1.0.0' },
          results: [{ high_count: 0, medium_count: 0, low_count: 0, high: [], medium: [], low: [] }]
        }
      }
    )
    expect([junit.status, snyk.status]).toEqual([201, 201])
  })
  afterAll(() => sandbox.reset())

  it.each([
    ['assert', `/asserts/acme/fingerprint/${INCOMPLETE_FINGERPRINT}`, ASSERT],
    ['attestations', `/attestations/acme/${WEB_APP_FLOW}`, ATTESTATIONS]
  ])('%s', async (_, path, template) => {
    await expectConforms(path, responseSchema(template, 200))
  })

  it('422 of a strict Snyk body is an HTTPValidationError', async () => {
    const answer = await postJira(
      sandbox,
      `/attestations/acme/${WEB_APP_FLOW}/trail/${INCOMPLETE_TRAIL}/snyk`,
      { attestation_name: 'snyk-scan', snyk_results: { tool: { name: 'x' }, results: [] } }
    )
    expect(answer.status).toBe(422)
    const validate = validator(component('HTTPValidationError'))
    expect(validate(answer.body) ? [] : validate.errors).toEqual([])
  })
})
