/**
 * The frame of every attestation's job summary, a short block: a heading, where it was
 * recorded and the link to it, the type's own sections (failing tests, findings), and
 * collapsed below them the facts and, in a dry run, the payload that would have been posted.
 */
import { trailLabel } from './commits.js'
import { code, codeBlock, details, escapeText, facts, link, type FactRow } from './markdown.js'

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

/** `flow checkout, trail `4f3c2b1``: where a write went, as its summary's first line says it. */
export function onTrail(flow: string, trail: string): string {
  return `flow ${escapeText(flow)}, trail ${trailLabel(trail)}`
}

/** The facts an attestation's summary keeps collapsed: where it was recorded, and about what. */
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
  view: {
    heading: string
    /** The type's facts, collapsed with the ones every attestation has. */
    facts: readonly FactRow[]
    /** What a reviewer reads first: failing tests, findings, issues. */
    sections: readonly string[]
    /** Long tables a reviewer opens when needed (every suite, counts per project). */
    details?: readonly string[]
  }
): string {
  const sections = [
    `## ${view.heading}`,
    facts([
      ['Where', onTrail(report.flow, report.trail)],
      [
        'In the service',
        report.attestationUrl ? link('open the attestation', report.attestationUrl) : undefined
      ]
    ]),
    ...view.sections,
    details(
      'Details',
      [facts([...attestationFacts(report), ...view.facts]), ...(view.details ?? [])].join('\n\n')
    )
  ]
  if (report.payload !== undefined) {
    sections.push(details('Payload that would have been posted', codeBlock(report.payload, 'json')))
  }
  return sections.join('\n\n') + '\n'
}
