/**
 * The job summary of a write is for a reviewer: what was recorded, where, and the link to
 * it. The method and path of the request that made it belong to the log, not the summary.
 */
import { renderWriteSummary, type WriteOutcome } from '../../../src/writes/send-or-print.js'

const body = { name: 'unit-tests', is_compliant: true }
const recorded = {
  recorded: 'Generic attestation unit-tests recorded in trail abc',
  rows: [['Flow', 'web-app'] as const, ['Trail', 'abc'] as const]
}

function outcome(sent: boolean): WriteOutcome {
  return {
    sent,
    answer: sent ? {} : undefined,
    htmlUrl: sent ? 'https://app.example/acme/flows/web-app' : undefined,
    body,
    json: JSON.stringify(body, null, 2)
  }
}

describe('renderWriteSummary', () => {
  it('names the record and links it, without the request line', () => {
    const summary = renderWriteSummary(outcome(true), recorded)
    expect(summary).toContain('## Generic attestation unit-tests recorded in trail abc')
    expect(summary).toContain('[open the record](https://app.example/acme/flows/web-app)')
    expect(summary).not.toMatch(/\b(GET|PUT|POST) \//)
    expect(summary).not.toMatch(/Request/)
  })

  it('shows a dry run the body it would have sent, without the request line', () => {
    const summary = renderWriteSummary(outcome(false), recorded)
    expect(summary).toContain('## Dry run: not sent (')
    expect(summary).toContain('"is_compliant": true')
    expect(summary).not.toMatch(/\b(GET|PUT|POST) \//)
  })
})
