/** get-attestation's job summary: the attestation's verdict, type, who and when, and links. */
import type { AttestationLookup } from '../../service/attestations.js'
import type { Attestation } from '../../service/attestations.js'
import { stateHeading, stateMark } from '../../summary/states.js'
import { commitLink } from '../../summary/commits.js'
import { code, escapeText, facts, link, table } from '../../summary/markdown.js'
import { readableTime, shortTime } from '../../summary/timestamps.js'

export function renderAttestationSummary(
  attestation: Attestation,
  all: readonly Attestation[],
  lookup: AttestationLookup
): string {
  const compliant = attestation.is_compliant === true
  const heading = stateHeading(compliant ? 'compliant' : 'non-compliant')
  const name = attestation.attestation_name ?? ('name' in lookup ? lookup.name : 'attestation')
  const commit = attestation.git_commit_info
  const sections = [
    `## ${heading}: attestation ${link(name, attestation.html_url)}`,
    facts([
      ['Type', escapeText(attestation.attestation_type)],
      ['Status', stateMark(compliant ? 'compliant' : 'non-compliant')],
      ['Flow', escapeText(attestation.flow_name ?? ('flow' in lookup ? lookup.flow : undefined))],
      [
        'Trail',
        escapeText(attestation.trail_name ?? ('trail' in lookup ? lookup.trail : undefined))
      ],
      [
        'Artifact',
        attestation.artifact_fingerprint
          ? code(attestation.artifact_fingerprint)
          : 'fingerprint' in lookup
            ? code(lookup.fingerprint)
            : undefined
      ],
      ['Reported by', escapeText(attestation.reported_by)],
      ['Reported', escapeText(readableTime(attestation.created_at))],
      ['Description', attestation.description ? escapeText(attestation.description) : undefined],
      ['Commit', commit?.sha1 ? commitLink(commit.sha1, commit.url) : undefined],
      [
        'Origin',
        attestation.origin_url ? link(attestation.origin_url, attestation.origin_url) : undefined
      ],
      ['Attestation id', attestation.attestation_id ? code(attestation.attestation_id) : undefined]
    ])
  ]
  if (attestation.html_url) {
    sections.push(link('View the attestation in the compliance service', attestation.html_url))
  }
  if (all.length > 1) {
    sections.push(
      `### Every record of this name (${all.length}); the latest is shown above`,
      table(
        ['Reported', 'Status', 'By', 'Link'],
        all.map(record => [
          escapeText(shortTime(record.created_at)),
          stateMark(record.is_compliant === true ? 'compliant' : 'non-compliant'),
          escapeText(record.reported_by),
          link(record.attestation_id ?? 'view', record.html_url)
        ])
      )
    )
  }
  return sections.join('\n\n') + '\n'
}
