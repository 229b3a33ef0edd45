/**
 * Snyk scan files read into the published SnykResultsSummary. Expected counts were made by
 * hand from each fixture.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { countSeverities, readScan } from '../../../src/commands/attest-snyk/scan.js'
import { MAX_SCAN_FILE_BYTES, sarifByRuleId } from '../../kit/large-inputs.js'

const SNYK = join(process.cwd(), '__fixtures__', 'snyk')
const read = (name: string) => readScan(readFileSync(join(SNYK, name), 'utf8'), name)

describe('Snyk scan files', () => {
  it('reads SARIF, taking a missing level from the rule', () => {
    // Sqli "error" -> high; HardcodedSecret "warning" -> medium; rate limiting "note" -> low;
    // a second HardcodedSecret with no level: its rule's default "warning" -> medium.
    const results = read('code-test.sarif')
    expect(results.tool).toEqual({ name: 'SnykCode', version: '1.0.0' })
    expect(countSeverities(results)).toEqual({ high: 1, medium: 2, low: 1, total: 4 })
    expect(results.results[0]?.high).toEqual([
      {
        id: 'javascript/Sqli',
        message:
          'Unsanitized input from the HTTP request body flows into query, where it is used in an SQL query.',
        locations: [{ uri: 'src/db.js', lines: '12-14' }],
        priority_score: 803
      }
    ])
    // A location without a line still carries `lines`, which IssueLocation requires.
    expect(results.results[0]?.low[0]?.locations).toEqual([{ uri: 'src/server.js', lines: '40' }])
  })

  it('reads Snyk JSON, each vulnerability once however many paths lead to it', () => {
    // lodash high (two paths, counted once), minimist critical -> high, semver medium, debug low.
    const results = read('open-source.json')
    expect(results.tool.name).toBe('Snyk Open Source')
    expect(countSeverities(results)).toEqual({ high: 2, medium: 1, low: 1, total: 4 })
    expect(results.results[0]?.high.map(issue => issue.id)).toEqual([
      'SNYK-JS-LODASH-1040724',
      'SNYK-JS-MINIMIST-2429795'
    ])
    expect(results.results[0]?.medium[0]?.locations).toEqual([
      { uri: 'package-lock.json', lines: '' }
    ])
  })

  it('reads an array of projects (--all-projects) as one result each', () => {
    const project = (severity: string) => ({
      vulnerabilities: [{ id: `X-${severity}`, title: 't', severity }],
      ok: false
    })
    const results = readScan(JSON.stringify([project('low'), project('high')]), 'all.json')
    expect(results.results.map(r => [r.high_count, r.medium_count, r.low_count])).toEqual([
      [0, 0, 1],
      [1, 0, 0]
    ])
  })

  it("refuses Snyk's report of a scan that did not run", () => {
    expect(() => read('scan-error.json')).toThrow(
      /scan-error\.json is Snyk's report of a scan that did not run \(Could not detect supported target files/
    )
  })

  it('refuses JSON that is no scan result, and text that is not JSON', () => {
    expect(() => readScan('{"name":"web-app"}', 'package.json')).toThrow(
      /package\.json is neither SARIF nor Snyk JSON/
    )
    expect(() => readScan('<html/>', 'page.html')).toThrow(/page\.html is not JSON/)
  })
})

describe('Snyk scan files at the 32 MiB limit', () => {
  it('looks up each result’s rule by id, for 150,000 rules and results', () => {
    // Every third rule is an error, the next a warning, the next a note; each result names a
    // rule by id only. A search of the rule list per result would make 10^10 comparisons.
    const text = sarifByRuleId(150_000)
    expect(text.length).toBeLessThanOrEqual(MAX_SCAN_FILE_BYTES)
    expect(countSeverities(readScan(text, 'wide.sarif'))).toEqual({
      high: 50_000,
      medium: 50_000,
      low: 50_000,
      total: 150_000
    })
  })

  it('takes the first of two rules with one id, as a search from the start did', () => {
    const text = JSON.stringify({
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              rules: [
                { id: 'R', defaultConfiguration: { level: 'note' } },
                { id: 'R', defaultConfiguration: { level: 'error' } }
              ]
            }
          },
          results: [{ ruleId: 'R', message: { text: 'm' } }]
        }
      ]
    })
    expect(countSeverities(readScan(text, 'twice.sarif'))).toMatchObject({ low: 1, high: 0 })
  })
})
