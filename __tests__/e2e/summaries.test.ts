/**
 * End to end: the job summary of every command that writes one, from the bundled action
 * against the sandbox, rendered to HTML as GitHub renders it (GFM) and read back as
 * structure: the counting heading, the facts, each table's header and cells, the links.
 * Remote text with a `|`, a line break or HTML goes into table cells and must stay in its
 * cell.
 */
import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  APPROVAL_FLOW,
  APPROVAL_NUMBERS,
  COMPLIANT_FINGERPRINT,
  COMPLIANT_TRAIL,
  FAILING_ACTION_NAME,
  FAILING_ATTESTATION,
  INCOMPLETE_FINGERPRINT,
  INCOMPLETE_TRAIL,
  MISSING_ATTESTATION,
  NON_COMPLIANT_FINGERPRINT,
  NON_COMPLIANT_TRAIL,
  PRODUCTION_ENVIRONMENT,
  REPLACING_DEPLOYMENT,
  WEB_APP_FLOW
} from '../../sandbox/fixtures.js'
import { startJiraEmulator, type JiraEmulator } from '../../sandbox/jira.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { type ActionRun } from '../../tools/run-action.js'
import { runStep } from '../kit/step.js'
import { jsonOutput } from '../kit/service-runs.js'
import {
  cellLinks,
  factsOf,
  tableWith,
  wellFormedSummary,
  type RenderedSummary
} from '../kit/summary-html.js'
import { OVERRIDE_EXAMPLE, attestJiraTarget, serviceInputs } from '../kit/examples.js'

/** Remote text that would break a table row if a cell let it through. */
const HOSTILE = 'a | b\nc <script>x</script>'
/** The same text as a cell shows it: one line, the pipe kept, the HTML as text. */
const HOSTILE_SHOWN = 'a | b c <script>x</script>'
const UTC_SECONDS = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/
const DAY = 24 * 3600

let sandbox: Sandbox
let jira: JiraEmulator

beforeAll(async () => {
  ;[sandbox, jira] = await Promise.all([
    startSandbox(),
    startJiraEmulator({
      issues: {
        'ABC-1': { summary: `Rotate keys | ${HOSTILE}`, status: 'Done' },
        'OPS-42': { summary: 'Plain summary', status: 'Open' }
      }
    })
  ])
})

afterAll(async () => {
  await Promise.all([sandbox.close(), jira.close()])
})

beforeEach(() => sandbox.reset())

const TRAIL_HEADERS = ['Trail', 'Created', 'Compliance', 'Created by', 'Description']
const LISTED_ATTESTATION_HEADERS = [
  'Created',
  'Attestation',
  'Type',
  'Trail',
  'Status',
  'Reported by'
]

async function summaryOf(command: string, extra: Record<string, string>) {
  const run = await runStep({ inputs: serviceInputs(sandbox, command, extra) })
  expect(run.summary).not.toBe('')
  const summary = wellFormedSummary(run.summary)
  return { run, summary }
}

function heading(summary: RenderedSummary): string {
  return summary.headings[0]?.text ?? ''
}

function column(table: { headers: string[]; rows: string[][] }, header: string): string[] {
  const index = table.headers.indexOf(header)
  expect(index).toBeGreaterThanOrEqual(0)
  return table.rows.map(row => row[index] ?? '')
}

/** "5 of 12" when the listing was cut short, "12" when it is whole. */
function counted(count: number, run: ActionRun): string {
  const total = run.outputs['total-count']
  return total === undefined || total === String(count) ? String(count) : `${count} of ${total}`
}

const ATTESTATION_HEADERS = ['Attestation', 'Type', 'Status']

/** Where a state's row belongs: those that need attention first. */
const ATTENTION_ORDER = ['⚠️ missing', '❌ non-compliant', '⏳ incomplete', '❔ unknown']
function attentionRank(cell: string): number {
  const rank = ATTENTION_ORDER.findIndex(state => cell.startsWith(state))
  return rank === -1 ? ATTENTION_ORDER.length : rank
}

/** The states of a column are in attention order: missing, non-compliant, incomplete, the rest. */
function expectAttentionFirst(cells: readonly string[]): void {
  const ranks = cells.map(attentionRank)
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
}

/** `1 missing, 2 non-compliant`, counted from a column of states. */
function countedStates(cells: readonly string[]): string {
  return ['missing', 'non-compliant', 'incomplete']
    .map(state => [state, cells.filter(cell => cell.endsWith(` ${state}`)).length] as const)
    .filter(([, count]) => count > 0)
    .map(([state, count]) => `${count} ${state}`)
    .join(', ')
}

/** Items as the summary lists them: those that need attention first, in order within. */
function attentionFirst<T>(items: readonly T[], needsAttention: (item: T) => boolean): T[] {
  return [...items.filter(needsAttention), ...items.filter(item => !needsAttention(item))]
}

describe('assert-artifact summary', () => {
  it('compliant: the verdict about the artifact and its trail, the scope judged, the count, when, the link', async () => {
    const { run, summary } = await summaryOf('assert-artifact', {
      fingerprint: COMPLIANT_FINGERPRINT
    })
    const attestations = tableWith(summary, ATTESTATION_HEADERS)
    const total = attestations.rows.length
    expect(total).toBeGreaterThan(1)
    expect(heading(summary)).toBe(
      `✅ Compliant: artifact ${COMPLIANT_FINGERPRINT.slice(0, 12)} in flow ${WEB_APP_FLOW}, trail ${COMPLIANT_TRAIL}`
    )
    expect(new Set(column(attestations, 'Status'))).toEqual(new Set(['✅ compliant']))
    const facts = factsOf(summary)
    expect(facts).toMatchObject({
      Judged: "flow scope: every attestation its trail's template expects",
      Found: `${total} of ${total} attestations compliant`
    })
    // The flow and trail are said once, in the heading.
    expect(facts.Flow).toBeUndefined()
    expect(facts.Trail).toBeUndefined()
    expect(facts.Fingerprint).toBe(COMPLIANT_FINGERPRINT)
    expect(facts.Evaluated).toMatch(UTC_SECONDS)
    expect(summary.links).toContainEqual({ text: 'artifact page', href: run.outputs['html-url'] })
  })

  it('non-compliant: names the environment, counts failures, marks the failing attestation', async () => {
    const { summary } = await summaryOf('assert-artifact', {
      fingerprint: NON_COMPLIANT_FINGERPRINT,
      environment: PRODUCTION_ENVIRONMENT,
      'fail-on-non-compliant': 'false'
    })
    const attestations = tableWith(summary, ATTESTATION_HEADERS)
    const policies = tableWith(summary, ['Policy', 'Version', 'Status'])
    const failed = column(policies, 'Status').filter(cell => cell === '❌ non-compliant').length
    expect(failed).toBeGreaterThan(0)
    const states = column(attestations, 'Status')
    expect(heading(summary)).toBe(
      `❌ Non-compliant: artifact ${NON_COMPLIANT_FINGERPRINT.slice(0, 12)} for environment ${PRODUCTION_ENVIRONMENT}`
    )
    const facts = factsOf(summary)
    expect(facts.Found).toBe(
      `${countedStates(states)} of ${attestations.rows.length} attestations; ` +
        `${failed} of ${policies.rows.length} ${policies.rows.length === 1 ? 'policy' : 'policies'} non-compliant`
    )
    expect(facts.Judged).toMatch(
      new RegExp(`^environment scope: the policies of environment ${PRODUCTION_ENVIRONMENT}: `)
    )
    // At environment scope the trail is named once, in the facts.
    expect(facts.Trail).toBe(`flow ${WEB_APP_FLOW}, trail ${NON_COMPLIANT_TRAIL}`)
    // The failing attestation and policy come first.
    expect(attestations.rows[0]).toEqual([
      FAILING_ATTESTATION.name,
      FAILING_ATTESTATION.type,
      '❌ non-compliant'
    ])
    expectAttentionFirst(states)
    expectAttentionFirst(column(policies, 'Status'))
  })

  it('incomplete: a missing attestation has its own mark, not the cross', async () => {
    const { summary } = await summaryOf('assert-artifact', {
      fingerprint: INCOMPLETE_FINGERPRINT,
      'fail-on-non-compliant': 'false'
    })
    const attestations = tableWith(summary, ATTESTATION_HEADERS)
    // The missing attestation first, with its own mark.
    expect(attestations.rows[0]?.[0]).toBe(MISSING_ATTESTATION.name)
    expect(attestations.rows[0]?.[2]).toBe('⚠️ missing')
    expect(column(attestations, 'Status')).not.toContain('❌ non-compliant')
    expect(heading(summary)).toBe(
      `⏳ Incomplete: artifact ${INCOMPLETE_FINGERPRINT.slice(0, 12)} in flow ${WEB_APP_FLOW}, trail ${INCOMPLETE_TRAIL}`
    )
    expect(factsOf(summary).Found).toBe(`1 missing of ${attestations.rows.length} attestations`)
  })

  it('keeps hostile attestation and policy names inside their cells', async () => {
    sandbox.faults.add(
      { method: 'GET', path: '/asserts/' },
      {
        status: 200,
        body: {
          fingerprint: COMPLIANT_FINGERPRINT,
          flow: WEB_APP_FLOW,
          trail: COMPLIANT_TRAIL,
          compliant: false,
          // Environment scope: its policy evaluations are the environment's, whatever their
          // names (at policy scope, only the policies asked may be evaluated).
          scope: 'environment',
          environment: 'production',
          html_url: 'https://app.example/acme/artifact?a=1&b=(2)',
          compliance_status: {
            unexpected: false,
            evaluated_at: 1767225600,
            attestations_statuses: [
              {
                attestation_name: HOSTILE,
                attestation_type: 'x|y',
                status: 'COMPLETE',
                is_compliant: false,
                unexpected: false
              },
              {
                attestation_name: 'ok',
                attestation_type: 'generic',
                status: 'COMPLETE',
                is_compliant: true,
                unexpected: false
              }
            ]
          },
          policy_evaluations: [{ policy_name: HOSTILE, policy_version: 2, status: 'NON-COMPLIANT' }]
        }
      }
    )
    const { summary } = await summaryOf('assert-artifact', {
      fingerprint: COMPLIANT_FINGERPRINT,
      environment: 'production',
      'fail-on-non-compliant': 'false'
    })
    expect(tableWith(summary, ATTESTATION_HEADERS).rows).toEqual([
      [HOSTILE_SHOWN, 'x|y', '❌ non-compliant'],
      ['ok', 'generic', '✅ compliant']
    ])
    expect(tableWith(summary, ['Policy', 'Version', 'Status']).rows).toEqual([
      [HOSTILE_SHOWN, '2', '❌ non-compliant']
    ])
    expect(heading(summary)).toBe(
      `❌ Non-compliant: artifact ${COMPLIANT_FINGERPRINT.slice(0, 12)} for environment production`
    )
    expect(factsOf(summary).Found).toBe(
      '1 non-compliant of 2 attestations; 1 of 1 policy non-compliant'
    )
    expect(factsOf(summary).Evaluated).toBe('2026-01-01 00:00:00 UTC')
    expect(summary.links.map(link => link.href)).toContain(
      'https://app.example/acme/artifact?a=1&b=%282%29'
    )
  })
})

describe('list summaries', () => {
  it('list-builds: the resolved window in UTC, the window sent, links per build', async () => {
    const flow = sandbox.store.flows.get(WEB_APP_FLOW)
    if (!flow) throw new Error('no web-app flow')
    flow.repo.name = HOSTILE
    const before = Date.now() / 1000
    const { run, summary } = await summaryOf('list-builds', { 'per-page': '5' })
    const after = Date.now() / 1000
    const sent = sandbox.requests[0]?.query
    const start = Number(sent?.get('start-ts'))
    const end = Number(sent?.get('end-ts'))
    expect(end).toBeGreaterThanOrEqual(Math.floor(before))
    expect(end).toBeLessThanOrEqual(after)
    expect(end - start).toBe(28 * DAY)
    const facts = factsOf(summary)
    const utc = (seconds: number) =>
      new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')
    expect(facts.From).toBe(`${utc(start)} UTC (28 days before the end)`)
    expect(facts.To).toBe(`${utc(end)} UTC (when listed)`)
    expect(Number(run.outputs['total-count'])).toBeGreaterThan(5)
    expect(heading(summary)).toBe(`Builds in ${sandbox.org}: 5 of ${run.outputs['total-count']}`)

    const builds = tableWith(summary, ['Created', 'Flow', 'Trail', 'Repository', 'Fingerprint'])
    const items = jsonOutput<
      { fingerprint: string; flow_name: string; _links: { artifact: { href: string } } }[]
    >(run.outputs, 'result')
    expect(builds.rows).toHaveLength(items.length)
    for (const [index, item] of items.entries()) {
      expect(cellLinks(builds.cells[index]?.[4])).toEqual([
        { text: item.fingerprint.slice(0, 12), href: item._links.artifact.href }
      ])
      if (item.flow_name === WEB_APP_FLOW) expect(builds.rows[index]?.[3]).toBe(HOSTILE_SHOWN)
    }
    expect(column(builds, 'Repository')).toContain(HOSTILE_SHOWN)
  })

  it('list-builds: a compliance column when the builds carry compliance', async () => {
    const build = (n: number, extra: object) => ({
      created_at: 1767225600 + n,
      fingerprint: String(n).repeat(64),
      flow_name: 'f',
      trail_name: `t${n}`,
      ...extra
    })
    sandbox.faults.add(
      { method: 'GET', path: '/builds/' },
      {
        status: 200,
        body: {
          page: 1,
          per_page: 15,
          total_pages: 1,
          total_count: 4,
          builds: [
            build(1, { is_compliant: true }),
            build(2, { compliance_state: 'NON-COMPLIANT', is_compliant: false }),
            build(3, { compliance_status: { status: 'INCOMPLETE', is_compliant: false } }),
            build(4, {})
          ]
        }
      }
    )
    const { summary } = await summaryOf('list-builds', {
      'start-ts': '1767225600',
      'end-ts': '1767312000'
    })
    const builds = tableWith(summary, [
      'Created',
      'Flow',
      'Trail',
      'Repository',
      'Fingerprint',
      'Compliance'
    ])
    // Those that need attention first, then the rest in the listing's order.
    expect(column(builds, 'Compliance')).toEqual([
      '❌ non-compliant',
      '⏳ incomplete',
      '✅ compliant',
      '—'
    ])
    expect(heading(summary)).toBe(`Builds in ${sandbox.org}: 4 (1 non-compliant, 1 incomplete)`)
    expect(factsOf(summary)).toMatchObject({
      From: '2026-01-01 00:00:00 UTC',
      To: '2026-01-02 00:00:00 UTC'
    })
  })

  it('list-trails: distinct marks per state, a link per trail, hostile descriptions kept in cells', async () => {
    const trail = sandbox.store.findTrail(WEB_APP_FLOW, COMPLIANT_TRAIL)
    if (!trail) throw new Error('no compliant trail')
    trail.description = HOSTILE
    trail.createdBy = 'Jane | Doe'
    const { run, summary } = await summaryOf('list-trails', {
      flow: WEB_APP_FLOW,
      'max-items': '40'
    })
    const trails = tableWith(summary, TRAIL_HEADERS)
    const items = jsonOutput<{ name: string; html_url: string }[]>(run.outputs, 'result')
    expect(trails.rows).toHaveLength(items.length)
    const states = column(trails, 'Compliance')
    expect(states).toContain('✅ compliant')
    expect(states).toContain('❌ non-compliant')
    expect(states).toContain('⏳ incomplete')
    expectAttentionFirst(states)
    expect(heading(summary)).toBe(
      `Trails of flow ${WEB_APP_FLOW}: ${counted(items.length, run)} (${countedStates(states)})`
    )
    // Every trail once, linked, in the listing's order within each state.
    const byName = new Map(items.map(item => [item.name, item.html_url]))
    const linked = trails.cells.map(cells => cellLinks(cells[0]))
    expect(linked.map(links => links[0]?.text).sort()).toEqual([...byName.keys()].sort())
    for (const [link] of linked) expect(link?.href).toBe(byName.get(link?.text ?? ''))
    const row = trails.rows.find(r => r[0] === COMPLIANT_TRAIL)
    expect(row?.[3]).toBe('Jane | Doe')
    expect(row?.[4]).toBe(HOSTILE_SHOWN)
    expect(trails.rows.find(r => r[0] === NON_COMPLIANT_TRAIL)?.[2]).toBe('❌ non-compliant')
    expect(trails.rows.find(r => r[0] === INCOMPLETE_TRAIL)?.[2]).toBe('⏳ incomplete')
  })

  it('list-attestations: a link and a status per attestation, hostile reporters kept in cells', async () => {
    const trail = sandbox.store.findTrail(WEB_APP_FLOW, NON_COMPLIANT_TRAIL)
    for (const record of trail?.attestations ?? []) record.reportedBy = HOSTILE
    const { run, summary } = await summaryOf('list-attestations', {
      flow: WEB_APP_FLOW,
      'per-page': '50'
    })
    const table = tableWith(summary, LISTED_ATTESTATION_HEADERS)
    const items = jsonOutput<
      { attestation_name: string; html_url: string; is_compliant: boolean; trail_name: string }[]
    >(run.outputs, 'result')
    expect(table.rows).toHaveLength(items.length)
    // The non-compliant ones first, each part in the listing's order.
    for (const [index, item] of attentionFirst(items, item => !item.is_compliant).entries()) {
      const row = table.rows[index] ?? []
      expect(cellLinks(table.cells[index]?.[1])).toEqual([
        { text: item.attestation_name, href: item.html_url }
      ])
      expect(row[4]).toBe(item.is_compliant ? '✅ compliant' : '❌ non-compliant')
      if (item.trail_name === NON_COMPLIANT_TRAIL) expect(row[5]).toBe(HOSTILE_SHOWN)
    }
    expect(column(table, 'Reported by')).toContain(HOSTILE_SHOWN)
    const failing = items.filter(item => !item.is_compliant).length
    expect(failing).toBeGreaterThan(0)
    expect(heading(summary)).toBe(
      `Attestations of flow ${WEB_APP_FLOW}: ${counted(items.length, run)} (${failing} non-compliant)`
    )
  })

  it('list-actions: counts the failing actions, hostile names kept in cells', async () => {
    const failing = sandbox.store.actions.find(action => action.name === FAILING_ACTION_NAME)
    if (!failing) throw new Error('no failing action')
    failing.name = HOSTILE
    const { summary } = await summaryOf('list-actions', {})
    const table = tableWith(summary, [
      'Action',
      'Type',
      'Triggers',
      'State',
      'Last success',
      'Last failure'
    ])
    expect(table.rows).toHaveLength(sandbox.store.actions.length)
    const row = table.rows.find(r => r[0] === HOSTILE_SHOWN)
    expect(row?.[3]).toBe('❌ failing')
    expect(row?.[5]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/)
    expect(heading(summary)).toBe(
      `Notification actions in ${sandbox.org}: ${table.rows.length} (1 failing)`
    )
    expect(factsOf(summary).Failing).toBe(`❌ ${HOSTILE_SHOWN}`)
  })
})

describe('get and write summaries', () => {
  it('get-deployment: names artifact and environment, when, and links what it can', async () => {
    // Renamed together: the sandbox finds what a deployment replaced by artifact name.
    for (const fingerprint of [
      REPLACING_DEPLOYMENT.fingerprint,
      REPLACING_DEPLOYMENT.replacedFingerprint
    ]) {
      const artifact = sandbox.store.artifacts.get(fingerprint)
      if (!artifact) throw new Error('no deployed artifact')
      artifact.name = `image ${HOSTILE}`
    }
    const { run, summary } = await summaryOf('get-deployment', {
      environment: REPLACING_DEPLOYMENT.environment,
      fingerprint: REPLACING_DEPLOYMENT.fingerprint
    })
    const deployment = jsonOutput<{
      artifact_name: string
      deployed_at: number
      snapshot_index: number
      diff_url: string
      artifact: { git_commit_info: { sha1: string; url: string } }
      _links: { artifact: { href: string }; snapshot: { href: string } }
    }>(run.outputs, 'result')
    expect(deployment.artifact_name).toBe(`image ${HOSTILE}`)
    const shown = `image ${HOSTILE_SHOWN}`
    expect(heading(summary)).toBe(
      `Deployment of ${shown} to environment ${REPLACING_DEPLOYMENT.environment}`
    )
    const facts = factsOf(summary)
    expect(facts.Artifact).toBe(shown)
    expect(facts.Deployed).toBe(
      `${new Date(deployment.deployed_at * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`
    )
    expect(facts.Replaced).toContain(REPLACING_DEPLOYMENT.replacedFingerprint)
    expect(summary.links).toEqual(
      expect.arrayContaining([
        { text: shown, href: deployment._links.artifact.href },
        { text: `#${deployment.snapshot_index}`, href: deployment._links.snapshot.href },
        {
          text: deployment.artifact.git_commit_info.sha1.slice(0, 7),
          href: deployment.artifact.git_commit_info.url
        },
        { text: 'compare', href: deployment.diff_url }
      ])
    )
    expect(summary.tables).toHaveLength(0)
  })

  it('get-approval: state, environment and the count of approving reviews; hostile comments kept in cells', async () => {
    const number = APPROVAL_NUMBERS.APPROVED
    const approval = sandbox.store.approvals.find(
      a => a.flow === APPROVAL_FLOW && a.number === number
    )
    const review = approval?.reviews[0]
    if (!approval || !review) throw new Error('no reviewed approval')
    review.comment = HOSTILE
    const { summary } = await summaryOf('get-approval', {
      flow: APPROVAL_FLOW,
      'approval-number': String(number)
    })
    const reviews = tableWith(summary, ['Reviewer', 'State', 'Comment', 'When'])
    expect(reviews.rows).toHaveLength(approval.reviews.length)
    expect(reviews.rows[0]?.[2]).toBe(HOSTILE_SHOWN)
    expect(reviews.rows[0]?.[1]).toBe(review.state === 'APPROVED' ? '✅ approved' : '❌ unapproved')
    expect(cellLinks(reviews.cells[0]?.[0])).toEqual([{ text: review.by, href: review.url }])
    const approving = approval.reviews.filter(r => r.state === 'APPROVED').length
    const environment = approval.environment ? ` for environment ${approval.environment}` : ''
    expect(heading(summary)).toBe(
      `✅ Approved: approval ${number} of flow ${APPROVAL_FLOW}${environment} ` +
        `(${approving} of ${approval.reviews.length} review${approval.reviews.length === 1 ? '' : 's'} approve)`
    )
    expect(factsOf(summary).Created).toMatch(UTC_SECONDS)
  })

  it('override-attestation: the new status with its word, the reason on one line', async () => {
    const { summary } = await summaryOf('override-attestation', {
      ...OVERRIDE_EXAMPLE,
      fingerprint: NON_COMPLIANT_FINGERPRINT,
      reason: `False positive | accepted\nby CAB <b>now</b>`
    })
    expect(heading(summary)).toBe(
      `Attestation overridden: ${FAILING_ATTESTATION.name} in trail ${NON_COMPLIANT_TRAIL} is now ✅ compliant`
    )
    expect(factsOf(summary)).toMatchObject({
      'New status': '✅ compliant',
      Reason: 'False positive | accepted by CAB <b>now</b>',
      Flow: WEB_APP_FLOW
    })
    expect(summary.all('b')).toHaveLength(0)
  })

  it('attest-jira: counts the issues found, links each, keeps a hostile Jira summary in its cell', async () => {
    const event = JSON.parse(
      readFileSync(join(process.cwd(), '__fixtures__', 'events', 'push-commits.json'), 'utf8')
    ) as unknown
    const run: ActionRun = await runStep({
      inputs: {
        ...serviceInputs(sandbox, 'attest-jira'),
        ...attestJiraTarget({ jira }),
        'key-sources': 'none',
        'secondary-source': 'ABC-1, OPS-42 and XYZ-9',
        'jira-issue-fields': 'summary'
      },
      event,
      eventName: 'push',
      env: { GITHUB_SHA: '3333333333333333333333333333333333333333' }
    })
    expect(run.exitCode).toBe(0)
    const summary = wellFormedSummary(run.summary)
    expect(heading(summary)).toBe(
      '⚠️ Jira attestation jira-issues recorded: 1 of 3 issues not found in Jira'
    )
    const issues = tableWith(summary, ['Key', 'In Jira', 'Issue', 'Summary', 'Found in'])
    // The issue not found first, marked as missing.
    expect(issues.rows).toEqual([
      ['XYZ-9', '⚠️ not found', 'XYZ-9', '—', 'secondary-source'],
      ['ABC-1', '✅ found', 'ABC-1', `Rotate keys | ${HOSTILE_SHOWN}`, 'secondary-source'],
      ['OPS-42', '✅ found', 'OPS-42', 'Plain summary', 'secondary-source']
    ])
    expect(cellLinks(issues.cells[1]?.[2])).toEqual([
      { text: 'ABC-1', href: `${jira.baseUrl}/browse/ABC-1` }
    ])
  })

  it('attest-junit: totals in the heading, failing suites first, a hostile suite name kept in its cell', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'summary-junit-'))
    try {
      // The name carries a pipe, a line break (a character reference) and HTML.
      await writeFile(
        join(dir, 'r.xml'),
        '<testsuites><testsuite name="passing"><testcase name="a" time="0.5"/></testsuite>' +
          '<testsuite name="a | b&#10;c &lt;script&gt;x&lt;/script&gt;"><testcase name="b" time="0.25"><failure/></testcase><testcase name="c"><skipped/></testcase></testsuite></testsuites>'
      )
      const { run, summary } = await summaryOf('attest-junit', {
        flow: WEB_APP_FLOW,
        trail: COMPLIANT_TRAIL,
        name: 'unit-tests',
        'results-dir': dir
      })
      expect(heading(summary)).toBe(
        '❌ JUnit attestation unit-tests recorded: 3 tests, 1 failure, 0 errors, 1 skipped'
      )
      expect(factsOf(summary)).toMatchObject({ Flow: WEB_APP_FLOW, Attachment: 'r.xml' })
      const suites = tableWith(summary, [
        'Suite',
        'Tests',
        'Failures',
        'Errors',
        'Skipped',
        'Duration (s)',
        'File'
      ])
      expect(suites.rows.map(row => row.slice(0, 6))).toEqual([
        [`❌ ${HOSTILE_SHOWN}`, '2', '1', '0', '1', '0.25'],
        ['✅ passing', '1', '0', '0', '0', '0.5']
      ])
      // The failing test by name, its suite's hostile name in one cell; the skipped one counted.
      // No test gives a file, so there is no "Where" column of dashes.
      const failing = tableWith(summary, ['Result', 'Suite or class', 'Test', 'Message'])
      expect(failing.rows).toEqual([['❌ failure', HOSTILE_SHOWN, 'b', '—']])
      expect(run.summary).toContain('1 skipped test counted, not listed')
      expect(summary.all('script')).toHaveLength(0)
    } finally {
      await rm(dir, { recursive: true })
    }
  })

  it('attest-snyk: counts by severity with a total row', async () => {
    const { summary } = await summaryOf('attest-snyk', {
      flow: WEB_APP_FLOW,
      trail: COMPLIANT_TRAIL,
      name: 'snyk-deps',
      'scan-results': join(process.cwd(), '__fixtures__', 'snyk', 'open-source.json')
    })
    expect(heading(summary)).toBe(
      '❌ Snyk attestation snyk-deps recorded: 4 issues (2 high, 1 medium, 1 low)'
    )
    expect(factsOf(summary)).toMatchObject({ Scanner: 'Snyk Open Source' })
    // The findings by name, highest severity first, before the counts.
    const findings = tableWith(summary, ['Severity', 'Rule', 'Message', 'Location'])
    expect(findings.rows.map(row => row.slice(0, 3))).toEqual([
      ['🔴 high', 'SNYK-JS-LODASH-1040724', 'Command Injection'],
      ['🔴 high', 'SNYK-JS-MINIMIST-2429795', 'Prototype Pollution'],
      ['🟠 medium', 'SNYK-JS-SEMVER-3247795', 'Regular Expression Denial of Service (ReDoS)'],
      ['🟡 low', 'SNYK-JS-DEBUG-3227433', 'Regular Expression Denial of Service (ReDoS)']
    ])
    expect(tableWith(summary, ['Project', 'High', 'Medium', 'Low']).rows).toEqual([
      ['1', '2', '1', '1'],
      ['Total', '2', '1', '1']
    ])
  })
})
