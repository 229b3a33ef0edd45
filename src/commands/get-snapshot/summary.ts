/** get-snapshot's job summary: what runs in the environment, each artifact's compliance, flow and trail. */
import { byAttention, plural, stateHeading, stateMark } from '../../summary/states.js'
import { trailLabel } from '../../summary/commits.js'
import { code, escapeText, facts, link, shortFingerprint, table } from '../../summary/markdown.js'
import { readableTime } from '../../summary/timestamps.js'
import type { Snapshot, SnapshotArtifact } from '../../service/schemas.js'
import { isCompliant, runningArtifacts } from './findings.js'

/** Rows past this are counted, not shown: a summary stays readable and under its cap. */
const MAX_ROWS = 200

export function renderSnapshotSummary(snapshot: Snapshot, environment: string): string {
  const running = runningArtifacts(snapshot)
  const failing = running.filter(artifact => !isCompliant(artifact)).length
  // The service's verdict and the artifacts must agree, as the gate reads them.
  const verdict = stateHeading(snapshot.compliant && failing === 0 ? 'compliant' : 'non-compliant')
  const policies = (snapshot.applied_policies ?? [])
    .map(policy => policy.name ?? '')
    .filter(Boolean)
  const rows = byAttention(running, artifactState)
    .slice(0, MAX_ROWS)
    .map(artifact => [
      link(artifact.name ?? shortFingerprint(artifact.fingerprint), artifact.html_url),
      code(shortFingerprint(artifact.fingerprint)),
      stateMark(artifactState(artifact)),
      escapeText(artifact.flow_name || '—'),
      artifact.trail_name ? trailLabel(artifact.trail_name) : '—',
      escapeText(readableTime(artifact.creationTimestamp?.[0]) ?? '—')
    ])
  const sections = [
    `## ${verdict}: snapshot ${link(`#${snapshot.index}`, snapshot.html_url)} of environment ${escapeText(environment)}`,
    facts([
      [
        'Judged',
        `every artifact running in environment ${escapeText(environment)}, against ${
          policies.length > 0
            ? `its policies: ${escapeText(policies.join(', '))}`
            : 'no policy (none attached)'
        }`
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
