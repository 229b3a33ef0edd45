/** get-snapshot's job summary: what runs in the environment, each artifact's compliance, flow and trail. */
import { byAttention, plural, stateHeading, stateMark } from '../../summary/states.js'
import { trailLabel } from '../../summary/commits.js'
import { code, escapeText, facts, link, shortFingerprint, table } from '../../summary/markdown.js'
import { readableTime } from '../../summary/timestamps.js'
import type { Snapshot, SnapshotArtifact } from '../../service/answers/snapshots.js'
import { flowsOf, isCompliant, runningArtifacts, type ArtifactFlow } from './findings.js'
import { appliedPolicies } from './policies.js'

/** Rows past this are counted, not shown: a summary stays readable and under its cap. */
const MAX_ROWS = 200

export function renderSnapshotSummary(snapshot: Snapshot, environment: string): string {
  const running = runningArtifacts(snapshot)
  const failing = running.filter(artifact => !isCompliant(artifact)).length
  // The service's verdict and the artifacts must agree, as the gate reads them.
  const verdict = stateHeading(snapshot.compliant && failing === 0 ? 'compliant' : 'non-compliant')
  const policies = appliedPolicies(snapshot)
  const rows = byAttention(running, artifactState)
    .slice(0, MAX_ROWS)
    .map(artifact => [
      link(artifact.name ?? shortFingerprint(artifact.fingerprint), artifact.html_url),
      code(shortFingerprint(artifact.fingerprint)),
      stateMark(artifactState(artifact)),
      ...flowCells(flowsOf(artifact)),
      escapeText(readableTime(artifact.creationTimestamp?.[0]) ?? '—')
    ])
  const sections = [
    `## ${verdict}: snapshot ${link(`#${snapshot.index}`, snapshot.html_url)} of environment ${escapeText(environment)}`,
    facts([
      [
        'Judged',
        `every artifact running in environment ${escapeText(environment)}, against ${judgedBy(policies)}`
      ],
      ['Taken', escapeText(readableTime(snapshot.timestamp))],
      ['Latest', snapshot.is_latest == null ? undefined : snapshot.is_latest ? 'yes' : 'no'],
      [
        'Running',
        `${plural(running.length, 'artifact')}${failing > 0 ? `, ${failing} non-compliant` : ''}`
      ]
    ]),
    running.length === 0
      ? 'Nothing runs in this snapshot.'
      : table(['Artifact', 'Fingerprint', 'Compliance', 'Flow', 'Trail', 'Running since'], rows)
  ]
  if (running.length > MAX_ROWS) {
    sections.push(`${running.length - MAX_ROWS} more running artifacts are in the result output.`)
  }
  return sections.join('\n\n') + '\n'
}

function artifactState(artifact: SnapshotArtifact) {
  return isCompliant(artifact) ? ('compliant' as const) : ('non-compliant' as const)
}

function judgedBy(policies: string[] | undefined): string {
  if (policies === undefined) return 'policies not stated (the answer does not say which)'
  if (policies.length === 0) return 'no policy (none applied: nothing was judged)'
  return `its policies: ${escapeText(policies.join(', '))}`
}

/** The Flow and Trail cells: each flow the artifact is in, on a line of its own. */
function flowCells(flows: ArtifactFlow[]): [string, string] {
  if (flows.length === 0) return ['—', '—']
  return [
    flows.map(({ flow }) => escapeText(flow)).join('<br>'),
    flows.map(({ trail }) => (trail ? trailLabel(trail) : '—')).join('<br>')
  ]
}
