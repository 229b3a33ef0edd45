/**
 * What every snapshot command ends with: the report sent to the sandbox as the service would
 * take it (and recorded as a snapshot), the outputs, the summary table; a dry run that prints
 * and sends nothing; an empty report that says nothing runs, and is sent.
 */
import type { CommandContext } from '../../../src/action/command.js'
import {
  MAX_SUMMARY_ROWS,
  sendSnapshotReport,
  type FoundRunning,
  type SnapshotReport
} from '../../../src/snapshots/report.js'
import { STAGING_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { recordingLogger } from '../../kit/logger.js'
import { useSandbox, useServiceClient } from '../../kit/servers.js'
import { getJson } from '../../sandbox/client.js'

const sandbox = useSandbox({ resetEach: true })
const service = useServiceClient(sandbox)

const WEB = 'a'.repeat(64)
const API = 'b'.repeat(64)
const CREATED = 1_790_000_000

function contextFor(dryRun = false): { context: CommandContext; lines: string[] } {
  const { log, lines } = recordingLogger()
  const context: CommandContext = {
    common: {
      command: 'snapshot-paths',
      apiToken: sandbox.token,
      org: sandbox.org,
      baseUrl: new URL(sandbox.baseUrl),
      dryRun,
      timeoutMs: 5000,
      maxRetries: 0,
      summary: true
    },
    service,
    log
  }
  return { context, lines }
}

function serverReport(found: FoundRunning[]): SnapshotReport {
  return {
    kind: 'server',
    environment: STAGING_ENVIRONMENT,
    body: {
      artifacts: found.map(item => ({
        digests: { [item.name]: item.fingerprint },
        creationTimestamp: item.createdAt ?? CREATED
      }))
    },
    found,
    leftOut: []
  }
}

const TWO: FoundRunning[] = [
  { name: 'web', fingerprint: WEB, where: '/srv/web', createdAt: CREATED },
  { name: 'api', fingerprint: API, where: '/srv/api', createdAt: CREATED }
]

interface Snapshot {
  index: number
  artifacts: { fingerprint: string; annotation: { now: number } }[]
}

async function latestRunning(): Promise<{ index: number; running: string[] }> {
  const answer = await getJson<Snapshot>(
    sandbox,
    `/snapshots/${sandbox.org}/${STAGING_ENVIRONMENT}/-1`
  )
  expect(answer.status).toBe(200)
  return {
    index: answer.body.index,
    running: answer.body.artifacts
      .filter(a => a.annotation.now > 0)
      .map(a => a.fingerprint)
      .sort()
  }
}

describe('sendSnapshotReport', () => {
  it('sends the report, which the service records as what runs, and sets count and result', async () => {
    const before = await latestRunning()
    const { context, lines } = contextFor()
    const result = await sendSnapshotReport(serverReport(TWO), context)

    const after = await latestRunning()
    expect(after.index).toBe(before.index + 1)
    expect(after.running).toEqual([WEB, API])
    expect(result.outcome).toBe('ok')
    expect(result.outputs.count).toBe('2')
    expect(result.outputs.environment).toBe(STAGING_ENVIRONMENT)
    expect(JSON.parse(result.outputs.result ?? '')).toMatchObject({ message: 'Snapshot created' })
    expect(lines).toContain(
      `info Reporting 2 artifacts running in environment "${STAGING_ENVIRONMENT}" (server).`
    )
  })

  it('writes a table of what runs: name, short fingerprint with the whole one in its title, where, since', async () => {
    const { context } = contextFor()
    const report = serverReport(TWO)
    report.leftOut = ['old-cache: left out because <it> is a link out of the workspace']
    const { summary } = await sendSnapshotReport(report, context)

    expect(summary).toContain('| Name | Fingerprint | Path | Since |')
    expect(summary).toContain(
      `| web | <code title="${WEB}">${WEB.slice(0, 12)}</code> | /srv/web | 2026-09-21 `
    )
    expect(summary).toContain('**Left out (1):**')
    // Text from the source is escaped, never HTML.
    expect(summary).toContain('&lt;it&gt;')
    expect(summary).not.toContain('<it>')
  })

  it('prints in a dry run what it would send, and sends nothing', async () => {
    const before = await latestRunning()
    const { context, lines } = contextFor(true)
    const result = await sendSnapshotReport(serverReport(TWO), context)

    expect(await latestRunning()).toEqual(before)
    expect(result.outcome).toBe('skipped')
    expect(lines.join('\n')).toContain(
      `Dry run: would PUT /environments/${sandbox.org}/${STAGING_ENVIRONMENT}/report/server as application/json; nothing was sent.`
    )
    expect(lines.join('\n')).toContain(`"${WEB}"`)
    expect(JSON.parse(result.outputs.result ?? '')).toEqual(serverReport(TWO).body)
    expect(result.outputs.count).toBe('2')
    expect(result.summary).toContain('## Dry run: not sent (')
  })

  it('says an empty report means nothing runs here, and sends it', async () => {
    const { context: first } = contextFor()
    await sendSnapshotReport(serverReport(TWO), first)
    const { context, lines } = contextFor()
    const result = await sendSnapshotReport(serverReport([]), context)

    expect((await latestRunning()).running).toEqual([])
    expect(result.outputs.count).toBe('0')
    expect(lines[0]).toMatch(/^info Nothing runs here: the server report for environment/)
    expect(result.summary).toContain('**Nothing runs here:**')
    expect(result.summary).not.toContain('| Name |')
  })

  it('counts the rows the table leaves out instead of writing thousands of them', async () => {
    const many = Array.from({ length: MAX_SUMMARY_ROWS + 3 }, (_, i) => ({
      name: `file-${i}`,
      fingerprint: i.toString(16).padStart(64, '0'),
      where: `/srv/${i}`
    }))
    const { context } = contextFor(true)
    const { summary } = await sendSnapshotReport(serverReport(many), context)
    expect(summary).toContain("_3 more not shown here; the step's `result` output")
  })

  it.each([
    [
      'docker' as const,
      { artifacts: [{ digests: { 'acme/web:1.0': WEB }, creationTimestamp: CREATED }] }
    ],
    [
      'K8S' as const,
      {
        artifacts: [
          {
            podName: 'web-7d9f',
            namespace: 'prod',
            digests: { 'acme/web:1.0': WEB },
            creationTimestamp: CREATED,
            owners: [{ apiVersion: 'apps/v1', kind: 'ReplicaSet', name: 'web', uid: 'u-1' }]
          }
        ]
      }
    ]
  ])(
    'sends a %s report to its own path, recorded as a snapshot like a server one',
    async (kind, body) => {
      const { context } = contextFor()
      const found = [{ name: 'acme/web:1.0', fingerprint: WEB, where: 'web', createdAt: CREATED }]
      const result = await sendSnapshotReport(
        { kind, environment: STAGING_ENVIRONMENT, body, found, leftOut: [] },
        context
      )
      expect(result.outputs.count).toBe('1')
      expect((await latestRunning()).running).toEqual([WEB])
    }
  )
})
