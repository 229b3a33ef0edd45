/**
 * Input parsing of override-attestation: what it accepts (the body it builds from every
 * field), and that every refusal is one sentence naming the input at fault (checked before
 * any request is made).
 */
import { command } from '../../../src/commands/override-attestation/index.js'
import { declaredCommand, expectRefused, ownInputs } from '../../kit/sentences.js'

const overrideAttestationCommand = declaredCommand('override-attestation', command)

const FINGERPRINT = 'e41a0b51a083b3a692e3cf7588b9eb0d83913f292a226ee2e5b4a7ecf06cdbf7'

const overrideBase = {
  flow: 'web-app',
  trail: 'release-1.5.0',
  name: 'security-scan',
  reason: 'False positive: CVE-2026-1 does not affect us',
  compliant: 'true',
  'attestation-type': 'snyk'
}

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
    expect(ownInputs(overrideAttestationCommand, overrideBase)).toEqual({
      flow: 'web-app',
      trail: 'release-1.5.0',
      body: {
        attestation_name: 'security-scan',
        reason: overrideBase.reason,
        new_compliance_status: true,
        original_attestation_type: 'snyk',
        origin_url: 'https://github.com/acme/web-app/actions/runs/42'
      },
      commit: { redact: [] }
    })
  })

  it('leaves origin_url out when there is no run URL', () => {
    delete process.env.GITHUB_RUN_ID
    expect(ownInputs(overrideAttestationCommand, overrideBase).body).not.toHaveProperty(
      'origin_url'
    )
  })

  it('adds every optional field that is set, and no other', () => {
    const { body } = ownInputs(overrideAttestationCommand, {
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
        ownInputs(overrideAttestationCommand, { ...overrideBase, 'attestation-type': type }).body
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
    expectRefused(overrideAttestationCommand, values, input, problem)
  })
})
