/** search's job summary: what the value resolved to, and each artifact found with where it runs. */
import { byAttention, complianceState, stateMark } from '../../summary/states.js'
import { trailLabel } from '../../summary/commits.js'
import { code, escapeText, facts, link, shortFingerprint, table } from '../../summary/markdown.js'
import type { SearchResult } from '../../service/search.js'

const MAX_ROWS = 200

export function renderSearchSummary(found: SearchResult, value: string): string {
  const resolved = found.resolved_to
  const stateOf = (artifact: SearchResult['artifacts'][number]) =>
    artifact.has_provenance === false ? undefined : complianceState(artifact.compliance_state)
  const rows = byAttention(found.artifacts, stateOf)
    .slice(0, MAX_ROWS)
    .map(artifact => [
      link(artifact.name || shortFingerprint(artifact.fingerprint), artifact.html_url),
      code(shortFingerprint(artifact.fingerprint)),
      escapeText(artifact.flow || '—'),
      artifact.trail ? trailLabel(artifact.trail) : '—',
      artifact.has_provenance === false
        ? 'no provenance'
        : stateMark(complianceState(artifact.compliance_state)),
      escapeText((artifact.running_in ?? []).join(', ') || '—'),
      escapeText((artifact.exited_from ?? []).join(', ') || '—')
    ])
  const sections = [
    `## Search for ${code(value)}: ${found.artifacts.length} artifact${found.artifacts.length === 1 ? '' : 's'}`,
    facts([
      ['Resolved to', escapeText(resolved?.type)],
      ['Full match', resolved?.full_match ? code(resolved.full_match) : undefined],
      [
        'Fingerprints matched',
        resolved?.fingerprints?.count != null ? String(resolved.fingerprints.count) : undefined
      ],
      [
        'Commits matched',
        resolved?.commits?.count != null ? String(resolved.commits.count) : undefined
      ]
    ]),
    rows.length === 0
      ? 'No artifact was found.'
      : table(
          ['Artifact', 'Fingerprint', 'Flow', 'Trail', 'Compliance', 'Running in', 'Exited from'],
          rows
        )
  ]
  if (found.artifacts.length > MAX_ROWS) {
    sections.push(`${found.artifacts.length - MAX_ROWS} more artifacts are in the result output.`)
  }
  return sections.join('\n\n') + '\n'
}
