/** override-attestation's job summary: the attestation, its new status and the reason. */
import { stateMark } from '../../summary/states.js'
import { code, escapeText, facts, link } from '../../summary/markdown.js'
import type { OverrideAttestationBody } from '../../service/attestation-types.js'
import type { CommitInputs } from '../../inputs/commit.js'

/** The override to send: where, and the body the service records. */
export interface OverrideAttestationInputs {
  flow: string
  trail: string
  body: OverrideAttestationBody
  /** Which commit the override is about, and what of it to leave out of the body. */
  commit: CommitInputs
}

export function renderOverrideSummary(
  inputs: OverrideAttestationInputs,
  sent: boolean,
  url?: string
): string {
  const { body } = inputs
  const status = stateMark(body.new_compliance_status ? 'compliant' : 'non-compliant')
  const what = `${escapeText(body.attestation_name)} in trail ${escapeText(inputs.trail)}`
  const heading = sent
    ? `Attestation overridden: ${what} is now ${status}`
    : `Dry run: override not sent (${what} would be ${status})`
  return (
    [
      `## ${heading}`,
      facts([
        ['Flow', escapeText(inputs.flow)],
        ['Trail', escapeText(inputs.trail)],
        ['Attestation', escapeText(body.attestation_name)],
        ['Type', escapeText(body.original_attestation_type)],
        ['Artifact', body.artifact_fingerprint ? code(body.artifact_fingerprint) : undefined],
        [
          'Target artifacts',
          body.target_artifacts ? escapeText(body.target_artifacts.join(', ')) : undefined
        ],
        ['New status', status],
        ['Reason', escapeText(body.reason)],
        ['In the service', url ? link('attestation page', url) : undefined]
      ])
    ].join('\n\n') + '\n'
  )
}
