/**
 * get-trail's findings and job summary from hand-made answers: names as the template gives
 * them, every state told apart, and text from the service that cannot break the Markdown.
 */
import { trailFindings } from '../../../src/commands/get-trail/findings.js'
import { describeEvent, renderTrailSummary } from '../../../src/commands/get-trail/summary.js'
import type { TrailDetail } from '../../../src/service/trails.js'

const TRAIL_URL = 'https://app.example/acme/flows/web-app/trails/t1'

function trail(overrides: Partial<TrailDetail> = {}): TrailDetail {
  return {
    name: 't1',
    html_url: TRAIL_URL,
    compliance_state: 'NON-COMPLIANT',
    is_compliant: false,
    compliance_status: {
      status: 'NON-COMPLIANT',
      attestations_statuses: [
        {
          attestation_name: 'pr',
          attestation_type: 'pull_request',
          status: 'COMPLETE',
          is_compliant: true,
          attestation_id: 'id-1'
        },
        {
          attestation_name: 'jira',
          attestation_type: 'jira',
          status: 'MISSING',
          is_compliant: false
        }
      ],
      artifacts_statuses: {
        zeta: {
          status: 'MISSING',
          attestations_statuses: [{ attestation_name: 'scan', status: 'MISSING' }]
        },
        alpha: {
          artifact_fingerprint: 'b'.repeat(64),
          status: 'NON-COMPLIANT',
          attestations_statuses: [
            {
              attestation_name: 'tests',
              status: 'COMPLETE',
              is_compliant: false,
              attestation_id: 'id-2'
            },
            {
              attestation_name: 'extra',
              status: 'COMPLETE',
              is_compliant: true,
              unexpected: true,
              overridden_attestation_id: 'o-1'
            }
          ]
        }
      }
    },
    events: [],
    ...overrides
  }
}

describe('get-trail findings', () => {
  it('names missing and failing attestations as the template does, artifacts in name order', () => {
    const findings = trailFindings(trail())
    expect(findings.state).toBe('non-compliant')
    expect(findings.missing).toEqual(['jira', 'zeta.scan'])
    expect(findings.nonCompliant).toEqual(['alpha.tests'])
    expect(findings.artifacts.map(a => [a.name, a.state])).toEqual([
      ['alpha', 'non-compliant'],
      ['zeta', 'missing']
    ])
  })

  it('reads an answer without compliance_status as unknown, with nothing missing', () => {
    const findings = trailFindings({ name: 't1', compliance_status: null })
    expect(findings).toMatchObject({ state: 'unknown', missing: [], nonCompliant: [] })
  })
})

describe('get-trail summary', () => {
  it('shows the verdict, links each attestation on the trail page, and marks unexpected and overridden ones', () => {
    const markdown = renderTrailSummary(trail(), trailFindings(trail()), {
      flow: 'web-app',
      saved: {}
    })
    expect(markdown.split('\n')[0]).toBe(
      `## ❌ Non-compliant: trail [t1](${TRAIL_URL}) of flow web-app`
    )
    expect(markdown).toContain('**Missing:** `jira`, `zeta.scan`')
    expect(markdown).toContain(`[tests](${TRAIL_URL}?attestation_id=id-2)`)
    expect(markdown).toContain('✅ compliant (not in the template) (overridden)')
    expect(markdown).toContain('| zeta | not reported | ⚠️ missing |')
    expect(markdown).toContain('No events.')
  })

  it('keeps hostile text from the service inside its cell', () => {
    const hostile = 'x | y\n::error::forged <script>'
    const answer = trail({
      description: hostile,
      events: [{ type: hostile, timestamp: 1_763_600_000 }]
    })
    const markdown = renderTrailSummary(answer, trailFindings(answer), {
      flow: 'web-app',
      saved: {}
    })
    expect(markdown).not.toContain('\n::error::')
    expect(markdown).not.toContain('<script>')
    expect(markdown).toContain('x \\| y ::error::forged &lt;script&gt;')
  })

  it.each([
    [{ type: 'trail_reported' }, 'trail started'],
    [
      {
        type: 'trail_attestation_reported',
        attestation_type: 'junit',
        template_reference_name: 'tests',
        attestation_id: 'id-9'
      },
      `junit attestation reported for [tests](${TRAIL_URL}?attestation_id=id-9) on the trail`
    ],
    [
      {
        type: 'artifact_attestation_reported',
        attestation_type: 'snyk',
        target_artifact: 'app',
        template_reference_name: 'scan'
      },
      'snyk attestation reported for app.scan'
    ],
    [
      {
        type: 'artifact_creation_reported',
        artifact_name: 'app.tar',
        template_reference_name: 'app'
      },
      'artifact app.tar reported as app'
    ],
    [
      { type: 'artifact_approval_reported', approval_number: 3, state: 'PENDING' },
      'approval #3 requested'
    ],
    [
      {
        type: 'artifact_started_running',
        template_reference_name: 'app',
        environment_name: 'prod'
      },
      'artifact app started running in prod'
    ],
    [{ type: 'something_new' }, 'something\\_new']
  ])('words the event %j as the vendor CLI does', (event, words) => {
    expect(describeEvent(event, TRAIL_URL)).toBe(words)
  })
})
