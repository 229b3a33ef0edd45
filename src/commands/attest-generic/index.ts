/**
 * attest-generic: records that something was checked, compliant or not (`compliant` is
 * required: evidence never defaults to passing), about the trail or one of its artifacts.
 */
import {
  attestationOutputs,
  readAttestationInputs,
  recordedFacts,
  resolveAttestation,
  type AttestationInputs
} from '../../evidence/attestation.js'
import { renderWriteSummary, sendOrPrint } from '../../evidence/write.js'
import { readBoolean, requireValue } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { complianceMark } from '../../summary/compliance.js'
import { code, escapeText } from '../../summary/markdown.js'
import { attestationRequest, type GenericAttestationBody } from '../../service/build-records.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export interface AttestGenericInputs {
  attestation: AttestationInputs
  compliant: boolean
}

function parseInputs(source: InputSource): AttestGenericInputs {
  requireValue(source, 'compliant', '"true" (the check passed) or "false" (it did not)')
  return {
    attestation: readAttestationInputs(source),
    compliant: readBoolean(source, 'compliant', false)
  }
}

async function run(inputs: AttestGenericInputs, context: CommandContext): Promise<CommandResult> {
  const { attestation } = inputs
  const resolved = await resolveAttestation(attestation, context)
  const body: GenericAttestationBody = { ...resolved.base, is_compliant: inputs.compliant }
  const target = { org: context.common.org, flow: attestation.flow, trail: resolved.trail }
  const request = attestationRequest(target, 'generic', body, resolved.attachment)
  const outcome = await sendOrPrint(request, context)
  const status = inputs.compliant ? 'compliant' : 'not compliant'
  if (outcome.sent) {
    context.log.info(
      `Generic attestation "${attestation.name}" (${status}) recorded in flow "${attestation.flow}", trail "${resolved.trail}".`
    )
  }
  const summary = renderWriteSummary(request, outcome, {
    recorded: `Generic attestation ${attestation.name} recorded in trail ${resolved.trail}`,
    rows: [
      ...recordedFacts(attestation, resolved),
      ['Status', complianceMark(inputs.compliant ? 'compliant' : 'non-compliant')],
      [
        'Target artifacts',
        body.target_artifacts ? escapeText(body.target_artifacts.join(', ')) : undefined
      ],
      ['Attachment', resolved.attachment ? code(resolved.attachment.path) : undefined]
    ]
  })
  const outputs = attestationOutputs(outcome, attestation.flow, resolved)
  return { outcome: outcome.sent ? 'ok' : 'skipped', outputs, summary }
}

export const attestGenericCommand: Command<AttestGenericInputs> = { parseInputs, run }
