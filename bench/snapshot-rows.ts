/**
 * Snapshot rows: each snapshot command against its reference, in the same run.
 *
 * snapshot-paths of the 200,000-file tree against `fingerprint` of the same tree: both hash
 * it with the same walk and hash pool, so the snapshot must cost no more than the
 * fingerprint, in time and in peak RSS, beyond one PUT and its summary.
 */
import { STAGING_ENVIRONMENT } from '../sandbox/fixtures.js'
import { WIDE_TREE_FILES } from './evidence-fixtures.js'
import { actionProcess, alternate, expectSample, median, type Sample } from './measure.js'
import { commonInputs, ms, rssPair, spread, type RowContext, type RowResult } from './rows.js'

/** How much slower and bigger than the fingerprint the snapshot may be: run-to-run noise. */
const TIME_LIMIT = 1.1
const RSS_LIMIT = 1.1

const peakKb = (samples: readonly Sample[]) => Math.max(...samples.map(s => s.maxRssKb ?? 0))

/** The fingerprint the sandbox's latest snapshot of the environment holds. */
async function reportedFingerprint(context: RowContext): Promise<string | undefined> {
  const { sandbox } = context.services
  const response = await fetch(
    `${sandbox.baseUrl}/snapshots/${sandbox.org}/${STAGING_ENVIRONMENT}/-1`,
    { headers: { authorization: `Bearer ${sandbox.token}` } }
  )
  const snapshot = (await response.json()) as {
    artifacts?: { name: string; fingerprint: string }[]
  }
  return snapshot.artifacts?.find(artifact => artifact.name === 'wide-tree')?.fingerprint
}

export async function snapshotPathsRow(context: RowContext, tree: string): Promise<RowResult> {
  const snapshot = await actionProcess({
    ...commonInputs(context.services),
    command: 'snapshot-paths',
    environment: STAGING_ENVIRONMENT,
    path: tree,
    name: 'wide-tree'
  })
  const fingerprint = await actionProcess({ command: 'fingerprint', 'artifact-path': tree })
  let expected = ''
  try {
    const result = await alternate({
      runs: Math.max(3, Math.ceil(context.runs / 2)),
      measured: () => snapshot.run(),
      reference: () => fingerprint.run(),
      checkMeasured: s =>
        expectSample(
          'snapshot-paths on 200,000 files',
          s,
          s.exitCode === 0 && s.outputs.count === '1'
        ),
      checkReference: s => {
        expected = s.outputs.fingerprint ?? ''
        expectSample('fingerprint on 200,000 files', s, s.exitCode === 0 && expected !== '')
      }
    })
    const reported = await reportedFingerprint(context)
    if (reported !== expected) {
      throw new Error(
        `snapshot-paths reported ${reported ?? 'nothing'} for the tree, not fingerprint's ${expected}.`
      )
    }
    const timeRatio =
      median(result.measured.map(s => s.ms)) / median(result.reference.map(s => s.ms))
    const rssRatio = peakKb(result.measured) / peakKb(result.reference)
    const row = `snapshot-paths (${WIDE_TREE_FILES.toLocaleString('en-US')} files)`
    return {
      row,
      measured: ms(median(result.measured.map(s => s.ms))),
      reference: `${ms(median(result.reference.map(s => s.ms)))} (fingerprint, same tree, same run)`,
      ratio: `${timeRatio.toFixed(2)}x wall, ${rssRatio.toFixed(2)}x peak RSS`,
      target: `<= ${TIME_LIMIT}x wall and <= ${RSS_LIMIT}x peak RSS`,
      met: timeRatio <= TIME_LIMIT && rssRatio <= RSS_LIMIT,
      rss: rssPair(result.measured, result.reference),
      notes: [
        `${row}: ${result.measured.length} runs each; snapshot-paths ${spread(result.measured)}, ` +
          `fingerprint ${spread(result.reference)}; both report the same digest.`
      ]
    }
  } finally {
    await Promise.all([snapshot.dispose(), fingerprint.dispose()])
  }
}
