/**
 * Input parsing of the read and override commands: what each accepts, and that every
 * refusal is one sentence naming the input at fault (checked before any request is made).
 */
import { getApprovalCommand } from '../../src/commands/get-approval/index.js'
import { getDeploymentCommand } from '../../src/commands/get-deployment/index.js'
import { listActionsCommand } from '../../src/commands/list-actions/index.js'
import { listAttestationsCommand } from '../../src/commands/list-attestations/index.js'
import { listBuildsCommand } from '../../src/commands/list-builds/index.js'
import { listTrailsCommand } from '../../src/commands/list-trails/index.js'
import { overrideAttestationCommand } from '../../src/commands/override-attestation/index.js'
import type { Command } from '../../src/action/command.js'
import type { CommonInputs } from '../../src/action/common-inputs.js'
import { InputError } from '../../src/inputs/errors.js'
import { inputsFromRecord } from '../../src/inputs/source.js'
import { expectOneSentence } from '../kit/sentences.js'

const FINGERPRINT = 'e41a0b51a083b3a692e3cf7588b9eb0d83913f292a226ee2e5b4a7ecf06cdbf7'
const common = {} as CommonInputs

function parse<T>(command: Command<T>, values: Record<string, string>): T {
  return command.parseInputs(inputsFromRecord(values), common)
}

function refusal(command: Command<unknown>, values: Record<string, string>): InputError {
  try {
    parse(command, values)
  } catch (error) {
    if (error instanceof InputError) return error
    throw error
  }
  throw new Error(`expected an InputError for ${JSON.stringify(values)}`)
}

const overrideBase = {
  flow: 'web-app',
  trail: 'release-1.5.0',
  name: 'security-scan',
  reason: 'False positive: CVE-2026-1 does not affect us',
  compliant: 'true',
  'attestation-type': 'snyk'
}

describe('list-builds inputs', () => {
  it('applies the interface defaults: page unset, 15 per page', () => {
    expect(parse(listBuildsCommand, {})).toEqual({
      paging: { page: undefined, perPage: 15, allPages: false, maxItems: undefined },
      repoId: undefined,
      repoName: undefined,
      startTs: undefined,
      endTs: undefined
    })
  })

  it('reads filters, fractional timestamps and paging', () => {
    const inputs = parse(listBuildsCommand, {
      'repo-name': 'acme/web-app',
      'repo-id': '718204331',
      'start-ts': '1767225600.5',
      'end-ts': '1767312000',
      page: '2',
      'per-page': '0',
      'max-items': '7'
    })
    expect(inputs).toMatchObject({
      repoName: 'acme/web-app',
      repoId: '718204331',
      startTs: 1767225600.5,
      endTs: 1767312000
    })
    expect(inputs.paging).toEqual({ page: 2, perPage: 0, allPages: false, maxItems: 7 })
  })

  it('accepts start-ts equal to end-ts', () => {
    expect(parse(listBuildsCommand, { 'start-ts': '100', 'end-ts': '100' })).toMatchObject({
      startTs: 100,
      endTs: 100
    })
  })

  it.each([
    [{ page: '0' }, 'page', /out of range/],
    [{ page: 'two' }, 'page', /not a whole number/],
    [{ page: '1.5' }, 'page', /not a whole number/],
    [{ 'per-page': '51' }, 'per-page', /from 0 to 50/],
    [{ 'per-page': '-1' }, 'per-page', /out of range/],
    [{ 'per-page': '0', 'all-pages': 'true' }, 'per-page', /no page would ever hold an item/],
    [{ 'all-pages': 'yes' }, 'all-pages', /not a boolean/],
    [{ 'max-items': '0' }, 'max-items', /out of range/],
    [{ 'start-ts': '-5' }, 'start-ts', /negative/],
    [{ 'start-ts': 'yesterday' }, 'start-ts', /not a number of seconds/],
    [{ 'end-ts': '1767225600000000' }, 'end-ts', /milliseconds/],
    [{ 'start-ts': '200', 'end-ts': '100' }, 'start-ts', /after end-ts/],
    [{ 'repo-name': 'acme/web app' }, 'repo-name', /spaces/],
    [{ 'repo-id': 'x'.repeat(300) }, 'repo-id', /characters long/]
  ])('refuses %j naming %s', (values, input, problem) => {
    const error = refusal(listBuildsCommand, values)
    expectOneSentence(error, input)
    expect(error.message).toMatch(problem)
  })
})

describe('list-trails inputs', () => {
  it('sends no paging by default, so the whole list comes back unpaged', () => {
    expect(parse(listTrailsCommand, { flow: 'web-app' }).paging).toEqual({
      page: undefined,
      perPage: undefined,
      allPages: false,
      maxItems: undefined
    })
  })

  it('pages 20 at a time for all-pages without per-page', () => {
    expect(parse(listTrailsCommand, { flow: 'web-app', 'all-pages': 'true' }).paging.perPage).toBe(
      20
    )
  })

  it.each([
    [{}, 'flow', /is empty/],
    [{ flow: '../admin' }, 'flow', /path separator/],
    [{ flow: '..' }, 'flow', /dot segment/],
    [{ flow: 'web-app', 'per-page': '0' }, 'per-page', /from 1 to 100/],
    [{ flow: 'web-app', 'per-page': '101' }, 'per-page', /out of range/]
  ])('refuses %j naming %s', (values, input, problem) => {
    const error = refusal(listTrailsCommand, values)
    expectOneSentence(error, input)
    expect(error.message).toMatch(problem)
  })
})

describe('list-attestations inputs', () => {
  it('defaults to 20 per page and reads whole-second timestamps', () => {
    expect(
      parse(listAttestationsCommand, { flow: 'payments', 'from-ts': '10', 'to-ts': '20' })
    ).toEqual({
      flow: 'payments',
      paging: { page: undefined, perPage: 20, allPages: false, maxItems: undefined },
      fromTimestamp: 10,
      toTimestamp: 20
    })
  })

  it.each([
    [{ flow: 'payments', 'from-ts': '1.5' }, 'from-ts', /fractional part/],
    [{ flow: 'payments', 'to-ts': '-1' }, 'to-ts', /negative/],
    [{ flow: 'payments', 'from-ts': '30', 'to-ts': '20' }, 'from-ts', /after to-ts/],
    [{ flow: 'a/b' }, 'flow', /path separator/],
    [{ flow: 'payments', 'max-items': 'all' }, 'max-items', /not a whole number/]
  ])('refuses %j naming %s', (values, input, problem) => {
    const error = refusal(listAttestationsCommand, values)
    expectOneSentence(error, input)
    expect(error.message).toMatch(problem)
  })
})

describe('list-actions inputs', () => {
  it('has none of its own', () => {
    expect(parse(listActionsCommand, {})).toEqual({})
  })
})

describe('get-deployment inputs', () => {
  it('takes an environment and a fingerprint', () => {
    expect(
      parse(getDeploymentCommand, { environment: 'production', fingerprint: FINGERPRINT })
    ).toEqual({
      environment: 'production',
      artifact: { fingerprint: FINGERPRINT }
    })
  })

  it('takes an existing artifact-path instead, as assert-artifact does', () => {
    expect(
      parse(getDeploymentCommand, { environment: 'production', 'artifact-path': '.' }).artifact
    ).toEqual({
      path: '.',
      type: undefined,
      exclude: []
    })
  })

  it('does not look for a docker image on disk', () => {
    const inputs = parse(getDeploymentCommand, {
      environment: 'production',
      'artifact-path': 'registry.example/app:1.0',
      'artifact-type': 'docker'
    })
    expect(inputs.artifact).toMatchObject({ path: 'registry.example/app:1.0', type: 'docker' })
  })

  it.each([
    [{ fingerprint: FINGERPRINT }, 'environment', /is empty/],
    [{ environment: 'prod/eu', fingerprint: FINGERPRINT }, 'environment', /path separator/],
    [{ environment: 'production' }, 'fingerprint', /artifact-path/],
    [{ environment: 'production', fingerprint: 'abc' }, 'fingerprint', /64 characters/],
    [
      { environment: 'production', fingerprint: FINGERPRINT, 'artifact-path': '.' },
      'fingerprint',
      /not both/
    ],
    [
      { environment: 'production', 'artifact-path': '/no/such/file' },
      'artifact-path',
      /does not exist/
    ],
    [
      { environment: 'production', 'artifact-path': '.', 'artifact-type': 'zip' },
      'artifact-type',
      /choices/
    ]
  ])('refuses %j naming %s', (values, input, problem) => {
    const error = refusal(getDeploymentCommand, values)
    expectOneSentence(error, input)
    expect(error.message).toMatch(problem)
  })
})

describe('get-approval inputs', () => {
  it('is a plain read unless fail-unless-approved is true', () => {
    expect(parse(getApprovalCommand, { flow: 'web-app', 'approval-number': '3' })).toEqual({
      flow: 'web-app',
      number: 3,
      failUnlessApproved: false
    })
  })

  it.each([
    [{ flow: 'web-app' }, 'approval-number', /is empty/],
    [{ flow: 'web-app', 'approval-number': '0' }, 'approval-number', /out of range/],
    [{ flow: 'web-app', 'approval-number': '-1' }, 'approval-number', /out of range/],
    [{ flow: 'web-app', 'approval-number': 'two' }, 'approval-number', /not a whole number/],
    [{ 'approval-number': '1' }, 'flow', /is empty/],
    [
      { flow: 'web-app', 'approval-number': '1', 'fail-unless-approved': 'maybe' },
      'fail-unless-approved',
      /boolean/
    ]
  ])('refuses %j naming %s', (values, input, problem) => {
    const error = refusal(getApprovalCommand, values)
    expectOneSentence(error, input)
    expect(error.message).toMatch(problem)
  })
})

describe('override-attestation inputs', () => {
  const savedEnv = { ...process.env }
  beforeEach(() => {
    process.env.GITHUB_SERVER_URL = 'https://github.com'
    process.env.GITHUB_REPOSITORY = 'acme/web-app'
    process.env.GITHUB_RUN_ID = '42'
  })
  afterEach(() => {
    process.env = { ...savedEnv }
  })

  it('builds a body of the required fields, with the run URL as origin', () => {
    expect(parse(overrideAttestationCommand, overrideBase)).toEqual({
      flow: 'web-app',
      trail: 'release-1.5.0',
      body: {
        attestation_name: 'security-scan',
        reason: overrideBase.reason,
        new_compliance_status: true,
        original_attestation_type: 'snyk',
        origin_url: 'https://github.com/acme/web-app/actions/runs/42'
      }
    })
  })

  it('leaves origin_url out when there is no run URL', () => {
    delete process.env.GITHUB_RUN_ID
    expect(parse(overrideAttestationCommand, overrideBase).body).not.toHaveProperty('origin_url')
  })

  it('adds every optional field that is set, and no other', () => {
    const { body } = parse(overrideAttestationCommand, {
      ...overrideBase,
      compliant: 'FALSE',
      'attestation-type': 'custom:coverage',
      fingerprint: FINGERPRINT,
      'target-artifacts': 'web-app-image, docs',
      description: 'Reviewed by security',
      'origin-url': 'https://tickets.example/SEC-1',
      'user-data': '{"ticket": "SEC-1"}',
      annotations: 'reviewer=carol',
      'external-urls': 'ticket=https://tickets.example/SEC-1'
    })
    expect(body).toEqual({
      attestation_name: 'security-scan',
      reason: overrideBase.reason,
      new_compliance_status: false,
      original_attestation_type: 'custom:coverage',
      artifact_fingerprint: FINGERPRINT,
      target_artifacts: ['web-app-image', 'docs'],
      description: 'Reviewed by security',
      origin_url: 'https://tickets.example/SEC-1',
      user_data: { ticket: 'SEC-1' },
      annotations: { reviewer: 'carol' },
      external_urls: { ticket: { href: 'https://tickets.example/SEC-1' } }
    })
  })

  it.each(['generic', 'junit', 'pull_request', 'jira', 'snyk', 'sonar', 'custom:my-type'])(
    'accepts attestation-type %s',
    type => {
      expect(
        parse(overrideAttestationCommand, { ...overrideBase, 'attestation-type': type }).body
          .original_attestation_type
      ).toBe(type)
    }
  )

  const without = (name: keyof typeof overrideBase) => {
    const values: Record<string, string> = { ...overrideBase }
    delete values[name]
    return values
  }

  it.each([
    [without('flow'), 'flow', /is empty/],
    [without('trail'), 'trail', /is empty/],
    [{ ...overrideBase, trail: '..' }, 'trail', /dot segment/],
    [without('name'), 'name', /is empty/],
    [{ ...overrideBase, name: 'security scan' }, 'name', /not a valid attestation name/],
    [without('reason'), 'reason', /is empty/],
    [without('compliant'), 'compliant', /is empty/],
    [{ ...overrideBase, compliant: 'yes' }, 'compliant', /not a boolean/],
    [without('attestation-type'), 'attestation-type', /is empty/],
    [
      { ...overrideBase, 'attestation-type': 'github' },
      'attestation-type',
      /not an attestation type/
    ],
    [
      { ...overrideBase, 'attestation-type': 'custom:' },
      'attestation-type',
      /not an attestation type/
    ],
    [{ ...overrideBase, fingerprint: FINGERPRINT.toUpperCase() }, 'fingerprint', /upper-case/],
    [
      { ...overrideBase, 'target-artifacts': 'web app' },
      'target-artifacts',
      /not a valid artifact name/
    ],
    [
      { ...overrideBase, 'origin-url': 'ftp://example.com/x' },
      'origin-url',
      /not an http\(s\) URL/
    ],
    [{ ...overrideBase, 'user-data': '42' }, 'user-data', /not an object or array/],
    [{ ...overrideBase, 'user-data': '{bad' }, 'user-data', /not valid JSON/],
    [{ ...overrideBase, annotations: 'bad key=v' }, 'annotations', /not allowed/],
    [
      { ...overrideBase, 'external-urls': 'ticket=not-a-url' },
      'external-urls',
      /not an http\(s\) URL/
    ]
  ])('refuses %j naming %s', (values, input, problem) => {
    const error = refusal(overrideAttestationCommand, values)
    expectOneSentence(error, input)
    expect(error.message).toMatch(problem)
  })
})
