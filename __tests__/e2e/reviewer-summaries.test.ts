/**
 * What a reviewer scans in a run's job summaries, from the bundled action as the runner runs
 * it (runStep, the summary read from GITHUB_STEP_SUMMARY): the gate failing and passing,
 * get-trail, a build job's writes, and a failing JUnit attestation. One vocabulary of states,
 * rows that need attention first, the trail and its commit said once by a short SHA, and
 * writes as short blocks whose facts are collapsed.
 */
import { writeFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import {
  COMPLIANT_TRAIL,
  NON_COMPLIANT_FINGERPRINT,
  NON_COMPLIANT_TRAIL,
  FAILING_ATTESTATION,
  PRODUCTION_ENVIRONMENT,
  WEB_APP_FLOW
} from '../../sandbox/fixtures.js'
import { type ActionRun } from '../../tools/run-action.js'
import { RUN_SHA } from '../kit/examples.js'
import { useSandboxSuite } from '../kit/sandbox-suite.js'
import {
  cellLinks,
  expectWellFormed,
  factsOf,
  renderSummary,
  SNAPSHOT_COLUMNS,
  tableWith,
  textOf,
  wellFormedSummary
} from '../kit/summary-html.js'

const { work, step: run } = useSandboxSuite('reviewer-summaries-')

const SHORT_RUN_SHA = RUN_SHA.slice(0, 7)
const STATE_MARKS = /✅|❌|⚠️|⏳|❔/

/** The summary a reviewer sees without opening anything: every <details> block taken out. */
function visible(summary: string): string {
  return summary.replace(/<details>[\s\S]*?<\/details>/g, '').trim()
}

/** The rank of a state cell: missing, non-compliant or failing, incomplete, unknown, the rest. */
function rank(cell: string): number {
  const order = ['⚠️', '❌', '⏳', '❔']
  const found = order.findIndex(mark => cell.startsWith(mark))
  return found === -1 ? order.length : found
}

function expectAttentionFirst(cells: readonly string[]): void {
  const ranks = cells.map(rank)
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
}

describe('the gate, as a reviewer reads it', () => {
  it('failing: the verdict, the scope judged, the failing attestation first, the trail once', async () => {
    const failed = await run('assert-artifact', { fingerprint: NON_COMPLIANT_FINGERPRINT })
    expect(failed.exitCode).not.toBe(0)
    const summary = wellFormedSummary(failed.summary)
    expect(summary.headings[0]?.text).toBe(
      `❌ Non-compliant: artifact ${NON_COMPLIANT_FINGERPRINT.slice(0, 12)} in flow ${WEB_APP_FLOW}, trail ${NON_COMPLIANT_TRAIL}`
    )
    expect(factsOf(summary).Judged).toBe(
      "flow scope: every attestation its trail's template expects"
    )
    const attestations = tableWith(summary, ['Attestation', 'Type', 'Status'])
    expect(attestations.rows[0]).toEqual([
      FAILING_ATTESTATION.name,
      FAILING_ATTESTATION.type,
      '❌ non-compliant'
    ])
    expectAttentionFirst(attestations.rows.map(row => row[2] ?? ''))
    // The trail is named once; the flow once; the full fingerprint once, in its fact.
    expect(failed.summary.split(NON_COMPLIANT_TRAIL)).toHaveLength(2)
    // The full fingerprint in its fact and in the artifact page's link, nowhere else.
    expect(failed.summary.split(NON_COMPLIANT_FINGERPRINT).length).toBeLessThanOrEqual(3)
    expect(failed.summary).not.toMatch(/Not compliant|not compliant/)
  })

  it('passing: get-snapshot with assert names the environment, the scope judged and each artifact', async () => {
    const passed = await run('get-snapshot', {
      environment: PRODUCTION_ENVIRONMENT,
      assert: 'true'
    })
    expect(passed.exitCode).toBe(0)
    expect(passed.outputs.outcome).toBe('compliant')
    const summary = wellFormedSummary(passed.summary)
    expect(summary.headings[0]?.text).toMatch(
      new RegExp(`^✅ Compliant: snapshot #\\d+ of environment ${PRODUCTION_ENVIRONMENT}$`)
    )
    expect(factsOf(summary).Judged).toMatch(
      new RegExp(`^every artifact running in environment ${PRODUCTION_ENVIRONMENT}, against `)
    )
    const artifacts = tableWith(summary, SNAPSHOT_COLUMNS)
    expect(new Set(artifacts.rows.map(row => row[2]))).toEqual(new Set(['✅ compliant']))
    // A compliant artifact needs no reason.
    expect(new Set(artifacts.rows.map(row => row[3]))).toEqual(new Set(['—']))
    // The snapshot is linked once, from the heading.
    expect(summary.links.filter(link => link.href === passed.outputs['html-url'])).toHaveLength(1)
  })
})

describe('get-trail, as a reviewer reads it', () => {
  it('links the trail once, puts what failed first, shows commits short and linked, collapses the events', async () => {
    const read = await run('get-trail', { flow: WEB_APP_FLOW, trail: NON_COMPLIANT_TRAIL })
    expect(read.exitCode).toBe(0)
    const summary = wellFormedSummary(read.summary)
    const trailUrl = read.outputs['html-url'] ?? ''
    expect(summary.headings[0]?.text).toBe(
      `❌ Non-compliant: trail ${NON_COMPLIANT_TRAIL} of flow ${WEB_APP_FLOW}`
    )
    expect(summary.links.filter(link => link.href === trailUrl)).toEqual([
      { text: NON_COMPLIANT_TRAIL, href: trailUrl }
    ])
    const facts = factsOf(summary)
    expect(facts.Flow).toBeUndefined()
    expect(facts.Trail).toBeUndefined()
    expect(facts.Judged).toMatch(/^the whole trail: \d+ attestations on it/)
    // The commit: its short SHA, linked to the commit.
    expect(facts.Commit).toMatch(/^[0-9a-f]{7}\b/)
    const commitLinks = summary.links.filter(link => /\/commit\/[0-9a-f]{40}$/.test(link.href))
    expect(commitLinks.length).toBeGreaterThan(0)
    for (const link of commitLinks) {
      expect(link.text).toBe(link.href.slice(-40, -33))
    }
    const attestations = tableWith(summary, ['Attestation', 'On', 'Type', 'Status'])
    expect(attestations.rows[0]?.[3]).toBe('❌ non-compliant')
    expectAttentionFirst(attestations.rows.map(row => row[3] ?? ''))
    expect(cellLinks(attestations.cells[0]?.[0])[0]?.text).toBe(FAILING_ATTESTATION.name)
    // The events are there, collapsed.
    expect(read.summary).toMatch(/<details><summary>Events \(\d+\)<\/summary>/)
    expect(visible(read.summary)).not.toContain('| When | Event |')
  })
})

describe('a build job of writes, as a reviewer reads it', () => {
  it('reads as short blocks: what was recorded, where, the link; the facts collapsed', async () => {
    await mkdir(join(work.path, 'build'), { recursive: true })
    await writeFile(join(work.path, 'build', 'app.tar'), 'the app, built\n')
    const flow = 'shop'
    const runs: [string, ActionRun][] = []
    for (const [command, extra] of [
      ['create-flow', { flow }],
      ['begin-trail', { flow }],
      ['attest-artifact', { flow, 'artifact-path': 'build/app.tar', 'artifact-name': 'app' }],
      ['attest-generic', { flow, name: 'code-review', compliant: 'true' }],
      ['tag', { 'resource-type': 'flow', resource: flow, set: 'team=payments' }]
    ] as const) {
      runs.push([command, await run(command, extra)])
    }
    for (const [command, done] of runs) {
      expect({ command, exitCode: done.exitCode }).toEqual({ command, exitCode: 0 })
      expectWellFormed(renderSummary(done.summary))
      const shown = visible(done.summary)
      // A heading and two facts at most: what, where, the link.
      const lines = shown.split('\n').filter(Boolean)
      expect({ command, short: lines.length <= 3 }).toEqual({ command, short: true })
      // The run's 40-character SHA (the default trail) is never shown outside the details:
      // only the link to the record carries it.
      expect(textOf(renderSummary(shown).root)).not.toContain(RUN_SHA)
      expect(done.summary).toContain('<details><summary>Details</summary>')
    }
    const [, begun] = runs[1] ?? []
    const facts = factsOf(renderSummary(begun?.summary ?? ''))
    expect(renderSummary(begun?.summary ?? '').headings[0]?.text).toBe('Trail begun')
    expect(facts.Where).toBe(`flow ${flow}, trail ${SHORT_RUN_SHA}`)
    expect(facts['In the service']).toBe('open the record')
    // The full trail name is in the details, and in the outputs.
    expect(facts.Trail).toBe(RUN_SHA)
    const [, reported] = runs[2] ?? []
    const links = renderSummary(reported?.summary ?? '').links
    expect(links).toContainEqual({
      text: SHORT_RUN_SHA,
      href: `https://github.com/acme/web-app/commit/${RUN_SHA}`
    })
    expect(reported?.outputs.trail).toBe(RUN_SHA)
  })
})

describe('attest-junit failing, as a reviewer reads it', () => {
  it('names the failing tests in view, and keeps every suite collapsed', async () => {
    const done = await run('attest-junit', {
      flow: WEB_APP_FLOW,
      trail: COMPLIANT_TRAIL,
      name: 'unit-tests',
      'results-dir': join(process.cwd(), '__fixtures__', 'junit', 'failing')
    })
    expect(done.exitCode).toBe(0)
    const summary = wellFormedSummary(done.summary)
    expect(summary.headings[0]?.text).toMatch(/^❌ JUnit attestation unit-tests recorded: /)
    const shown = visible(done.summary)
    expect(shown).toContain('### Failing tests')
    expect(shown).not.toContain('### Suites')
    expect(done.summary).toContain('### Suites')
    expect(factsOf(summary).Where).toBe(`flow ${WEB_APP_FLOW}, trail ${COMPLIANT_TRAIL}`)
    const failing = tableWith(summary, ['Result', 'Suite or class', 'Test', 'Message', 'Where'])
    for (const row of failing.rows) expect(row[0]).toMatch(/^❌ (failure|error)$/)
    // Every state mark is one of the vocabulary's.
    for (const row of failing.rows) expect(row[0]).toMatch(STATE_MARKS)
  })
})
