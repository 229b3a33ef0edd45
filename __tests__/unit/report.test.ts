import { describeRetry } from '../../src/action/retry-log.js'
import { InputError } from '../../src/inputs/errors.js'
import {
  describeNonCompliance,
  renderAssertionSummary
} from '../../src/commands/assert-artifact/summary.js'
import { explainFailure } from '../../src/action/failure.js'
import {
  complianceMark,
  complianceState,
  type ComplianceState
} from '../../src/summary/compliance.js'
import { code, escapeText, facts, link } from '../../src/summary/markdown.js'
import { readableTime } from '../../src/summary/timestamps.js'
import { SUMMARY_LIMIT_BYTES, capSummary } from '../../src/action/summary-cap.js'
import { RequestError, type RequestErrorKind } from '../../src/http/errors.js'
import { AssertionResultSchema, type AssertionResult } from '../../src/service/schemas.js'
import {
  cellLinks,
  expectWellFormed,
  factsOf,
  renderSummary,
  tableWith
} from '../helpers/summary-html.js'

const FP = 'e41a0b51a083b3a692e3cf7588b9eb0d83913f292a226ee2e5b4a7ecf06cdbf7'

function result(value: Record<string, unknown>): AssertionResult {
  return AssertionResultSchema.parse(value)
}

const compliant = result({
  fingerprint: FP,
  flow: 'backend',
  trail: 'main-42',
  compliant: true,
  scope: 'flow',
  html_url: `https://app.kosli.com/acme/flows/backend/artifacts/${FP}`,
  compliance_status: {
    status: 'COMPLIANT',
    is_compliant: true,
    evaluated_at: 1767225600,
    attestations_statuses: [
      {
        attestation_name: 'unit-tests',
        attestation_type: 'junit',
        status: 'COMPLETE',
        is_compliant: true
      },
      {
        attestation_name: 'approval',
        attestation_type: 'generic',
        status: 'COMPLETE',
        is_compliant: true
      }
    ]
  }
})

/** Modelled on the service's published environment-scope example. */
const nonCompliant = result({
  fingerprint: FP,
  flow: 'v1-flow',
  trail: '21fad3d3c2929a5b0d99e734f41298c5f2a91dd1',
  compliant: false,
  scope: 'environment',
  environment: 'policy-env',
  html_url: `https://app.kosli.com/use-cases/flows/v1-flow/artifacts/${FP}?artifact_id=76a8`,
  compliance_status: {
    status: 'INCOMPLETE',
    is_compliant: false,
    attestations_statuses: [
      // As published: a MISSING attestation has no is_compliant field at all.
      { attestation_name: 'junit', attestation_type: '*', expected: true, status: 'MISSING' },
      {
        attestation_name: 'snyk-scan',
        attestation_type: 'snyk',
        status: 'COMPLETE',
        is_compliant: false
      },
      {
        attestation_name: 'approval',
        attestation_type: 'generic',
        status: 'COMPLETE',
        is_compliant: true
      }
    ]
  },
  policy_evaluations: [
    {
      policy_name: 'attestation-policy',
      policy_version: 1,
      status: 'NON-COMPLIANT',
      rule_evaluations: []
    },
    { policy_name: 'provenance', policy_version: 3, status: 'COMPLIANT' }
  ],
  allow_listing: {
    allowlist_id: 'al-7',
    allowed_by_user_id: 'jane',
    timestamp: 1759224787,
    description: 'hotfix approved by CAB'
  }
})

function render(value: AssertionResult) {
  const summary = renderSummary(renderAssertionSummary(value, FP))
  expectWellFormed(summary)
  return summary
}

describe('renderAssertionSummary', () => {
  it('puts a counting verdict first and lists fingerprint, scope, evaluation time and attestations', () => {
    const summary = render(compliant)
    expect(summary.headings[0]?.text).toBe(
      '✅ Compliant in flow backend, trail main-42: 2 of 2 attestations compliant'
    )
    expect(factsOf(summary)).toEqual({
      Fingerprint: FP,
      Scope: 'flow',
      Flow: 'backend',
      Trail: 'main-42',
      'Artifact status': '✅ compliant',
      Evaluated: '2026-01-01 00:00:00 UTC',
      'In the service': 'artifact page'
    })
    expect(tableWith(summary, ['Attestation', 'Type', 'Status']).rows).toEqual([
      ['unit-tests', 'junit', '✅ compliant'],
      ['approval', 'generic', '✅ compliant']
    ])
    expect(summary.tables).toHaveLength(1)
    expect(summary.links).toContainEqual({ text: 'artifact page', href: compliant.html_url })
  })

  it('renders a non-compliant environment result with distinct marks, policies and the allowlist', () => {
    const summary = render(nonCompliant)
    expect(summary.headings[0]?.text).toBe(
      '❌ Not compliant for environment policy-env: 2 of 3 attestations not compliant (1 missing), 1 of 2 policies failed'
    )
    expect(factsOf(summary)).toMatchObject({ Environment: 'policy-env', Scope: 'environment' })
    expect(tableWith(summary, ['Attestation', 'Type', 'Status']).rows).toEqual([
      ['junit', '*', '⚠️ missing'],
      ['snyk-scan', 'snyk', '❌ non-compliant'],
      ['approval', 'generic', '✅ compliant']
    ])
    expect(tableWith(summary, ['Policy', 'Version', 'Status']).rows).toEqual([
      ['attestation-policy', '1', '❌ non-compliant'],
      ['provenance', '3', '✅ compliant']
    ])
    expect(summary.headings.map(heading => heading.text)).toContain('Allowlisted')
    expect(factsOf(summary)).toMatchObject({
      Reason: 'hotfix approved by CAB',
      'Allowed by': 'jane',
      At: '2025-09-30 09:33:07 UTC'
    })
  })

  it('says incomplete, not failed, when only evidence is missing', () => {
    const missingOnly = result({
      compliant: false,
      scope: 'flow',
      flow: 'f',
      compliance_status: {
        status: 'INCOMPLETE',
        is_compliant: false,
        attestations_statuses: [
          { attestation_name: 'tests', status: 'MISSING' },
          { attestation_name: 'review', status: 'COMPLETE', is_compliant: true }
        ]
      }
    })
    const summary = render(missingOnly)
    expect(summary.headings[0]?.text).toBe(
      '⚠️ Not compliant (incomplete) in flow f: 1 of 2 attestations not compliant (1 missing)'
    )
    expect(factsOf(summary)['Artifact status']).toBe('⚠️ incomplete')
  })

  it('takes attestations from the flows when the top level has none, linking each trail', () => {
    const fromFlows = result({
      compliant: false,
      scope: 'flow',
      flows: [
        {
          flow: 'f',
          trail: 't',
          html_url: 'https://app.example/f/artifact',
          compliance_status: {
            evaluated_at: 1767225600,
            attestations_statuses: [{ attestation_name: 'from-flow', status: 'MISSING' }]
          }
        },
        {
          flow: 'g',
          trail: 'u',
          compliance_status: {
            attestations_statuses: [
              {
                attestation_name: 'overridden',
                status: 'COMPLETE',
                is_compliant: true,
                overridden_attestation_id: 'o-1'
              }
            ]
          }
        }
      ]
    })
    const summary = render(fromFlows)
    const table = tableWith(summary, ['Attestation', 'Type', 'Status', 'Trail'])
    expect(table.rows).toEqual([
      ['from-flow', '—', '⚠️ missing', 'f / t'],
      ['overridden', '—', '✅ compliant (overridden)', 'g / u']
    ])
    expect(cellLinks(table.cells[0]?.[3])).toEqual([
      { text: 'f / t', href: 'https://app.example/f/artifact' }
    ])
    expect(cellLinks(table.cells[1]?.[3])).toEqual([])
    expect(factsOf(summary).Evaluated).toBe('2026-01-01 00:00:00 UTC')
    expect(describeNonCompliance(fromFlows, FP)).toContain('"from-flow"')
  })

  it('escapes pipes, HTML and newlines in names so every row keeps its columns', () => {
    const hostile = result({
      compliant: false,
      scope: 'flow',
      flow: 'flow|with|pipes',
      trail: 'trail\nwith\r\nnewlines',
      compliance_status: {
        attestations_statuses: [
          {
            attestation_name: 'a|b <script>alert(1)</script>',
            attestation_type: 'x\ny',
            status: '**bold** `code` [link](javascript:alert(1))',
            is_compliant: false
          }
        ]
      },
      policy_evaluations: [{ policy_name: 'p|<img src=x onerror=alert(1)>', status: 'FAIL' }]
    })
    const markdown = renderAssertionSummary(hostile, FP)
    expect(markdown).not.toMatch(/<script|<img/i)
    const summary = render(hostile)
    expect(tableWith(summary, ['Attestation', 'Type', 'Status']).rows).toEqual([
      ['a|b <script>alert(1)</script>', 'x y', '❌ non-compliant']
    ])
    expect(tableWith(summary, ['Policy', 'Version', 'Status']).rows).toEqual([
      ['p|<img src=x onerror=alert(1)>', '—', '❌ non-compliant']
    ])
    expect(summary.links.filter(link => /javascript:/i.test(link.href))).toEqual([])
    expect(factsOf(summary)).toMatchObject({
      Flow: 'flow|with|pipes',
      Trail: 'trail with newlines'
    })
    expect(summary.headings[0]?.text).toMatch(/^❌ Not compliant in flow flow\|with\|pipes, trail/)
  })
})

describe('renderAssertionSummary counts', () => {
  it('does not count an attestation without a verdict as compliant', () => {
    const open = result({
      compliant: true,
      scope: 'flow',
      flow: 'f',
      compliance_status: {
        attestations_statuses: [
          { attestation_name: 'a', status: 'COMPLETE', is_compliant: true },
          { attestation_name: 'b', status: 'COMPLETE' }
        ]
      }
    })
    const summary = render(open)
    expect(summary.headings[0]?.text).toBe('✅ Compliant in flow f: 1 of 2 attestations compliant')
    expect(tableWith(summary, ['Attestation', 'Type', 'Status']).rows[1]?.[2]).toBe('❔ unknown')
  })
})

describe('complianceState and complianceMark', () => {
  it.each<[string | undefined, boolean | undefined, ComplianceState, string]>([
    ['COMPLIANT', undefined, 'compliant', '✅ compliant'],
    ['NON-COMPLIANT', false, 'non-compliant', '❌ non-compliant'],
    ['non_compliant', undefined, 'non-compliant', '❌ non-compliant'],
    ['INCOMPLETE', false, 'incomplete', '⚠️ incomplete'],
    ['MISSING', undefined, 'missing', '⚠️ missing'],
    ['COMPLETE', true, 'compliant', '✅ compliant'],
    ['COMPLETE', false, 'non-compliant', '❌ non-compliant'],
    [undefined, undefined, 'unknown', '❔ unknown']
  ])('%s with is_compliant %s is %s', (status, flag, state, mark) => {
    expect(complianceState(status, flag)).toBe(state)
    expect(complianceMark(state)).toBe(mark)
  })
})

describe('readableTime', () => {
  it('renders service seconds to the second in UTC', () => {
    expect(readableTime(1767225600.9)).toBe('2026-01-01 00:00:00 UTC')
    expect(readableTime(null)).toBeUndefined()
  })
})

describe('markdown helpers', () => {
  it('escapeText shows a dash for nothing', () => {
    expect(escapeText(undefined)).toBe('—')
    expect(escapeText(null)).toBe('—')
    expect(escapeText('')).toBe('—')
    expect(escapeText(0)).toBe('0')
  })

  it('facts is a list with real names, not a table with an empty header', () => {
    expect(
      facts([
        ['Flow', 'web'],
        ['Skipped', undefined],
        ['Trail', 't']
      ])
    ).toBe('- **Flow:** web\n- **Trail:** t')
  })

  it('code keeps a value in one code span', () => {
    expect(code('a`b|c\nd')).toBe('`abcd`')
  })

  it('link only links http(s) and cannot be broken out of', () => {
    expect(link('label', 'javascript:alert(1)')).toBe('label')
    const made = link('x', 'https://example.com/a) [evil](https://evil.example')
    const target = /^\[x\]\((.*)\)$/.exec(made)?.[1] ?? ''
    expect(target).not.toMatch(/[()[\]\s]/)
    expect(new URL(target).origin).toBe('https://example.com')
  })
})

describe('describeNonCompliance', () => {
  it('names every missing and non-compliant attestation, every failing policy and the link', () => {
    const message = describeNonCompliance(nonCompliant, FP)
    expect(message).toContain(FP)
    expect(message).toContain('"v1-flow"')
    expect(message).toContain('"policy-env"')
    expect(message).toMatch(/missing attestation "junit"/)
    expect(message).toMatch(/non-compliant attestation "snyk-scan" \(snyk\)/)
    expect(message).not.toContain('"approval"')
    expect(message).toMatch(/failing policy "attestation-policy" v1/)
    expect(message).not.toContain('"provenance"')
    expect(message).toContain(nonCompliant.html_url ?? 'missing url')
    expect(message).not.toContain('\n')
  })

  it('says when the service gave no reasons', () => {
    const bare = result({ compliant: false, scope: 'flow', flow: 'f' })
    const message = describeNonCompliance(bare, FP)
    expect(message).toMatch(/not compliant/)
    expect(message).toMatch(/no details/)
  })

  it('mentions the requested policies at policy scope', () => {
    const byPolicy = result({
      compliant: false,
      scope: 'policy',
      policy_evaluations: [{ policy_name: 'prod-ready', status: 'NON-COMPLIANT' }]
    })
    const message = describeNonCompliance(byPolicy, FP)
    expect(message).toMatch(/polic/)
    expect(message).toContain('"prod-ready"')
  })
})

describe('capSummary', () => {
  it('leaves a summary under the limit alone', () => {
    const small = '## ✅ Artifact is compliant\n\n| a | b |\n'
    expect(capSummary(small)).toBe(small)
    const exact = 'x'.repeat(SUMMARY_LIMIT_BYTES)
    expect(capSummary(exact)).toBe(exact)
  })

  it('cuts a 2 MiB summary under 1 MiB at a line break and says so', () => {
    const line = '| ünïcödé | €uro | 😀 emoji | row |\n'
    const text = line.repeat(Math.ceil((2 * 1024 * 1024) / Buffer.byteLength(line)))
    expect(Buffer.byteLength(text)).toBeGreaterThan(2 * 1024 * 1024)
    const capped = capSummary(text)
    expect(Buffer.byteLength(capped)).toBeLessThan(1024 * 1024)
    expect(capped).toMatch(/Summary cut/)
    expect(capped).not.toContain('\uFFFD')
    const kept = capped.slice(0, capped.indexOf('\n\n> '))
    expect(kept.length).toBeGreaterThan(0)
    expect(text.startsWith(kept)).toBe(true)
    expect(text[kept.length]).toBe('\n')
  })

  it('does not split a multi-byte character in a summary without line breaks', () => {
    // One ASCII byte first, so the byte budget falls inside a four-byte character.
    const text = `a${'😀'.repeat(600_000)}`
    const capped = capSummary(text)
    expect(Buffer.byteLength(capped)).toBeLessThan(1024 * 1024)
    expect(capped).not.toContain('\uFFFD')
    const kept = capped.slice(0, capped.indexOf('\n\n> '))
    expect(text.startsWith(kept)).toBe(true)
    expect(Buffer.from(kept, 'utf8').toString('utf8')).toBe(kept)
    expect(kept.length).toBeGreaterThan(1000)
  })
})

describe('explainFailure', () => {
  function requestError(
    kind: RequestErrorKind,
    status?: number,
    system = 'the compliance service'
  ) {
    return new RequestError({
      system,
      kind,
      status,
      method: 'GET',
      path: '/api/v2/asserts/acme/fingerprint/abc',
      detail: 'something happened',
      attempts: 1
    })
  }

  it('gives an InputError message as it is', () => {
    const error = new InputError('org', 'is empty', 'a name')
    expect(explainFailure(error)).toBe(error.message)
  })

  it('ends the request message with a stop before the advice', () => {
    const text = explainFailure(requestError('status', 404))
    expect(text).toContain('GET /api/v2/asserts/acme/fingerprint/abc')
    expect(text).toContain('something happened.')
    expect(text).not.toContain('..')
  })

  it.each<[string, RequestErrorKind, number | undefined, RegExp]>([
    ['401', 'status', 401, /api-token.*(valid|expired)/],
    ['403', 'status', 403, /api-token.*permission/],
    ['404', 'status', 404, /org.*base-url/],
    ['422', 'status', 422, /invalid/],
    ['429', 'status', 429, /re-run later|max-retries/],
    ['503', 'status', 503, /re-run later/],
    ['a timeout', 'timeout', undefined, /timeout-seconds/],
    ['a network error', 'network', undefined, /network/],
    ['a redirect', 'redirect', undefined, /No token was sent/],
    ['an invalid response', 'invalid-response', undefined, /base-url.*api\/v2/]
  ])('says what to do about %s', (_name, kind, status, advice) => {
    const text = explainFailure(requestError(kind, status))
    expect(text).toMatch(advice)
    expect(text).toMatch(/^The compliance service /)
  })

  it.each<[string, RequestErrorKind, number | undefined, string, 'recorded' | 'not recorded' | '']>(
    [
      ['a write that timed out', 'timeout', undefined, 'no complete answer', 'recorded'],
      [
        'a write reset after it was sent',
        'network',
        undefined,
        'connection reset (ECONNRESET)',
        'recorded'
      ],
      ['a write refused', 'network', undefined, 'connection refused (ECONNREFUSED)', ''],
      ['a write answered 500', 'status', 500, 'Internal Server Error', 'recorded'],
      ['a write answered 502', 'status', 502, 'Bad Gateway', 'recorded'],
      ['a write answered 501', 'status', 501, 'Not Implemented', ''],
      ['a write answered 503', 'status', 503, 'Service Unavailable', ''],
      ['a write answered 409 (lock conflict)', 'status', 409, 'Conflict', ''],
      ['a write answered 429', 'status', 429, 'Too Many Requests', ''],
      ['a write answered 422', 'status', 422, 'invalid', ''],
      ['a write answered too large to read', 'too-large', 200, 'over 64 MiB', 'recorded'],
      [
        'a write answered by a sign-in page',
        'invalid-response',
        200,
        'an HTML page',
        'not recorded'
      ]
    ]
  )('says what %s may have left behind', (_name, kind, status, detail, note) => {
    const text = explainFailure(
      new RequestError({
        system: 'the compliance service',
        kind,
        status,
        method: 'POST',
        path: '/api/v2/attestations/acme/f/trail/t/override',
        detail,
        attempts: 1
      })
    )
    const recorded =
      /The write may have been recorded anyway: check the trail in the service before re-running, so it is not recorded twice\.$/
    const notRecorded =
      /The write may not have been recorded: check the trail in the service, and re-run only if it is missing there\.$/
    expect(recorded.test(text)).toBe(note === 'recorded')
    expect(notRecorded.test(text)).toBe(note === 'not recorded')
  })

  it('says a 409 is a conflict with another change, to re-run later', () => {
    expect(explainFailure(requestError('status', 409))).toMatch(
      /conflict with another change in progress: re-run later\.$/
    )
  })

  it('points at the Jira credentials for a Jira 401', () => {
    const text = explainFailure(requestError('status', 401, 'Jira'))
    expect(text).toMatch(/Jira credentials/)
    expect(text).not.toMatch(/api-token/)
  })

  it('gives a plain error its message, or its name when the message is empty', () => {
    expect(explainFailure(new Error('disk full'))).toBe('disk full')
    expect(explainFailure(new TypeError(''))).toBe('TypeError')
  })

  it('explains a thrown string or other value', () => {
    expect(explainFailure('kaboom')).toMatch(/kaboom/)
    expect(explainFailure(undefined)).toMatch(/undefined/)
    expect(explainFailure(42)).toMatch(/42/)
  })
})

describe('describeRetry', () => {
  const event = {
    method: 'GET',
    path: '/api/v2/actions/acme',
    attempt: 2,
    delayMs: 1500,
    reason: 'status 503'
  }

  it('says what failed, why, and when the next try starts', () => {
    expect(describeRetry(event)).toBe(
      'GET /api/v2/actions/acme failed (status 503); retry 2 in 1.5 s'
    )
  })

  it('names the system when given', () => {
    expect(describeRetry(event, 'Jira')).toMatch(/^Jira GET \/api\/v2\/actions\/acme failed/)
  })
})
