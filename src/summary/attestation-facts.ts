/**
 * The frame of every attestation's job summary: a heading, where it was recorded and about
 * what, the type's own facts and sections, then a link to the record or, in a dry run, the
 * payload that would have been posted.
 */
import { code, codeBlock, escapeText, facts, link, type FactRow } from './markdown.js'

/** What every attestation's summary knows of the write. */
export interface AttestationReport {
  /** False in a dry run: nothing was sent. */
  posted: boolean
  flow: string
  trail: string
  attestationName: string
  fingerprint?: string
  /** The data_json that would have been posted, shown in a dry run. */
  payload?: string
  /** The attestation in the service's web UI, when its answer gave one. */
  attestationUrl?: string
}

/** The facts an attestation's summary starts with: where it was recorded, and about what. */
export function attestationFacts(where: {
  flow: string
  trail: string
  attestationName: string
  fingerprint?: string
}): FactRow[] {
  return [
    ['Flow', escapeText(where.flow)],
    ['Trail', escapeText(where.trail)],
    ['Attestation', escapeText(where.attestationName)],
    ['Artifact', where.fingerprint ? code(where.fingerprint) : undefined]
  ]
}

export function renderAttestationSummary(
  report: AttestationReport,
  view: { heading: string; facts: readonly FactRow[]; sections: readonly string[] }
): string {
  const sections = [
    `## ${view.heading}`,
    facts([...attestationFacts(report), ...view.facts]),
    ...view.sections
  ]
  if (report.attestationUrl) {
    sections.push(link('View the attestation in the compliance service', report.attestationUrl))
  }
  if (report.payload !== undefined) sections.push('### Payload', codeBlock(report.payload, 'json'))
  return sections.join('\n\n') + '\n'
}
