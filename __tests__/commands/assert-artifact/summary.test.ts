/**
 * assert-artifact's job summary and failure message, from assertion results modelled on the
 * service's published examples: the counting verdict first, every attestation and policy,
 * the allowlist, and names that cannot break the Markdown.
 */
import {
  describeNonCompliance,
  renderAssertionSummary
} from '../../../src/commands/assert-artifact/summary.js'
import { answers, type AssertionResult } from '../../../src/service/assertions.js'
import {
  cellLinks,
  expectWellFormed,
  factsOf,
  renderSummary,
  tableWith
} from '../../kit/summary-html.js'

const { AssertionResultSchema } = await answers()

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
  it('puts the verdict and where first, then the scope judged, the count, fingerprint and evaluation time', () => {
    const summary = render(compliant)
    expect(summary.headings[0]?.text).toBe(
      `✅ Compliant: artifact ${FP.slice(0, 12)} in flow backend, trail main-42`
    )
    expect(factsOf(summary)).toEqual({
      Judged: "flow scope: every attestation its trail's template expects",
      Found: '2 of 2 attestations compliant',
      Fingerprint: FP,
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

  it('names the file or image the step fingerprinted beside the short fingerprint, when the answer has no name', () => {
    const heading = (value: AssertionResult, given?: string) =>
      renderSummary(renderAssertionSummary(value, FP, undefined, given)).headings[0]?.text
    expect(heading(compliant, 'dist/app.tar')).toBe(
      `✅ Compliant: artifact dist/app.tar (${FP.slice(0, 12)}) in flow backend, trail main-42`
    )
    // A backtick or a line break in a path cannot break out of its code span.
    expect(heading(compliant, 'odd`name\n## Forged')).toBe(
      `✅ Compliant: artifact oddname## Forged (${FP.slice(0, 12)}) in flow backend, trail main-42`
    )
    // The answer's own name, when it has one, is the artifact's name.
    expect(heading({ ...compliant, artifact_name: 'web-app' } as AssertionResult, 'x.tar')).toBe(
      `✅ Compliant: artifact web-app in flow backend, trail main-42`
    )
  })

  it('renders a non-compliant environment result with distinct marks, policies and the allowlist', () => {
    const summary = render(nonCompliant)
    expect(summary.headings[0]?.text).toBe(
      `❌ Non-compliant: artifact ${FP.slice(0, 12)} for environment policy-env`
    )
    expect(factsOf(summary)).toMatchObject({
      Judged:
        'environment scope: the policies of environment policy-env: attestation-policy, provenance',
      Found: '1 missing, 1 non-compliant of 3 attestations; 1 of 2 policies non-compliant',
      // The trail once, by its short SHA: the heading names the environment.
      Trail: 'flow v1-flow, trail 21fad3d'
    })
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

  it('names the artifact when the answer does', () => {
    const named = result({ ...compliant, artifact_name: 'web-app:1.4' })
    expect(render(named).headings[0]?.text).toBe(
      '✅ Compliant: artifact web-app:1.4 in flow backend, trail main-42'
    )
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
    expect(summary.headings[0]?.text).toBe(`⏳ Incomplete: artifact ${FP.slice(0, 12)} in flow f`)
    expect(factsOf(summary).Found).toBe('1 missing of 2 attestations')
    expect(tableWith(summary, ['Attestation', 'Type', 'Status']).rows[0]?.[2]).toBe('⚠️ missing')
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
    expect(summary.headings[0]?.text).toBe(
      `❌ Non-compliant: artifact ${FP.slice(0, 12)} in flow flow|with|pipes, trail trail with newlines`
    )
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
    expect(summary.headings[0]?.text).toBe(`✅ Compliant: artifact ${FP.slice(0, 12)} in flow f`)
    expect(factsOf(summary).Found).toBe('1 of 2 attestations compliant')
    // Open first: a row without a verdict needs a look before the compliant ones.
    expect(tableWith(summary, ['Attestation', 'Type', 'Status']).rows).toEqual([
      ['b', '—', '❔ unknown'],
      ['a', '—', '✅ compliant']
    ])
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

  it('says once per policy that an artifact no flow reported fails its rules for want of provenance', () => {
    const unreported = (type: string) => ({
      rule: { type, definition: { required: true } },
      satisfied: false,
      resolutions: [{ type: 'no_provenance', context: null }]
    })
    const unknown = result({
      compliant: false,
      scope: 'environment',
      environment: 'production',
      policy_evaluations: [
        {
          policy_name: 'prod-ready',
          policy_version: 2,
          status: 'NON-COMPLIANT',
          rule_evaluations: [unreported('provenance'), unreported('trail-compliance')]
        }
      ]
    })
    const message = describeNonCompliance(unknown, FP)
    expect(message).toContain(
      'failing policy "prod-ready" v2 (provenance and trail-compliance rules: no provenance: no flow reported the artifact)'
    )
    expect(message.match(/no provenance/g)).toHaveLength(1)
  })
})
