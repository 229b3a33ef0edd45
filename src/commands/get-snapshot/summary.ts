/** get-snapshot's job summary: what runs in the environment, each artifact's compliance, flow and trail. */
import { complianceMark, plural } from '../../summary/compliance.js'
import { code, escapeText, facts, link, shortFingerprint, table } from '../../summary/markdown.js'
import { readableTime } from '../../summary/timestamps.js'
import type { Snapshot } from '../../service/schemas.js'
import { isCompliant, runningArtifacts } from './findings.js'

/** Rows past this are counted, not shown: a summary stays readable and under its cap. */
const MAX_ROWS = 200

export function renderSnapshotSummary(snapshot: Snapshot, environment: string): string {
  const running = runningArtifacts(snapshot)
  const failing = running.filter(artifact => !isCompliant(artifact)).length
  const verdict = snapshot.compliant ? complianceMark('compliant') : complianceMark('non-compliant')
  const policies = (snapshot.applied_policies ?? [])
    .map(policy => policy.name ?? '')
    .filter(Boolean)
  const rows = running
    .slice(0, MAX_ROWS)
    .map(artifact => [
      link(artifact.name ?? shortFingerprint(artifact.fingerprint), artifact.html_url),
      code(shortFingerprint(artifact.fingerprint)),
      complianceMark(isCompliant(artifact) ? 'compliant' : 'non-compliant'),
      escapeText(artifact.flow_name || '—'),
      escapeText(artifact.trail_name || '—'),
      escapeText(readableTime(artifact.creationTimestamp?.[0]) ?? '—')
    ])
  const sections = [
    `## Snapshot #${snapshot.index} of environment ${escapeText(environment)}: ${verdict}`,
    facts([
      ['Snapshot', link(`#${snapshot.index}`, snapshot.html_url)],
      ['Taken', escapeText(readableTime(snapshot.timestamp))],
      ['Latest', snapshot.is_latest == null ? undefined : snapshot.is_latest ? 'yes' : 'no'],
      ['Policies', policies.length > 0 ? escapeText(policies.join(', ')) : 'none attached'],
      [
        'Running',
        `${plural(running.length, 'artifact')}${failing > 0 ? `, ${failing} not compliant` : ''}`
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
