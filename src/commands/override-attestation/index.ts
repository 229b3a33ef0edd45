/**
 * override-attestation: replaces the compliance status of an attestation in a trail, with
 * a reason, as a record that a person decided so (a false positive, an accepted risk).
 * A write: in a dry run the body is printed and nothing is sent.
 */
import { BUILT_IN_ATTESTATION_TYPES } from '../../service/attestation-types.js'
import { readNamedEvidence } from '../../evidence-inputs/evidence-inputs.js'
import { InputError, quote } from '../../inputs/input-error.js'
import { parseBoolean, readFingerprint, readName, requireValue } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { codeBlock } from '../../summary/markdown.js'
import { definedOnly, sendOrPrint, writeOutputs } from '../../writes/send-or-print.js'
import { explainNotFound } from '../../service/explanations.js'
import type { OverrideAttestationBody } from '../../service/attestation-types.js'
import { overrideRequest } from '../../service/attestations.js'
import { readCommitInputs } from '../../inputs/commit.js'
import { readRunCommit } from '../../run-commit/run-commit.js'
import { renderOverrideSummary, type OverrideAttestationInputs } from './summary.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export type { OverrideAttestationInputs }

/** original_attestation_type in the published description: a built-in type, or `custom:<type>`. */
const CUSTOM_TYPE = /^custom:\S+$/
const TYPE_FORM = `one of ${BUILT_IN_ATTESTATION_TYPES.join(', ')}, or custom:<type> for a custom attestation type`
const MAX_REASON_LENGTH = 10_000

function parseInputs(source: InputSource): OverrideAttestationInputs {
  const flow = readName(source, 'flow', true)
  const trail = readName(source, 'trail', true)
  const { name, evidence } = readNamedEvidence(source)
  const reason = requireValue(
    source,
    'reason',
    'why the status is overridden, in a sentence a reviewer can read'
  )
  if (reason.length > MAX_REASON_LENGTH) {
    throw new InputError(
      'reason',
      `is ${reason.length} characters long`,
      `at most ${MAX_REASON_LENGTH} characters`
    )
  }
  const type = readAttestationType(source)
  // Required: an override that silently defaulted to "compliant" would be the worst default.
  const compliant = parseBoolean(
    'compliant',
    requireValue(source, 'compliant', '"true" (now compliant) or "false" (now not compliant)')
  )
  const body: OverrideAttestationBody = {
    attestation_name: name,
    reason,
    new_compliance_status: compliant,
    original_attestation_type: type
  }
  const fingerprint = readFingerprint(source, 'fingerprint')
  if (fingerprint !== undefined) body.artifact_fingerprint = fingerprint
  Object.assign(body, evidence)
  return { flow, trail, body, commit: readCommitInputs(source) }
}

function readAttestationType(source: InputSource): string {
  const value = requireValue(source, 'attestation-type', TYPE_FORM)
  if (BUILT_IN_ATTESTATION_TYPES.includes(value) || CUSTOM_TYPE.test(value)) return value
  throw new InputError(
    'attestation-type',
    `has ${quote(value)}, which is not an attestation type`,
    TYPE_FORM
  )
}

async function run(
  inputs: OverrideAttestationInputs,
  context: CommandContext
): Promise<CommandResult> {
  const { flow, trail } = inputs
  // The commit and repository records, as the CLI sends them with every attestation.
  const commit = await readRunCommit(inputs.commit, context.log)
  const body = definedOnly({
    ...inputs.body,
    git_commit_info: commit.gitCommitInfo,
    repo_info: commit.repoInfo
  })
  const what = `attestation "${body.attestation_name}" (${body.original_attestation_type}) in flow "${flow}", trail "${trail}"`
  const status = body.new_compliance_status ? 'compliant' : 'not compliant'
  const request = overrideRequest({ org: context.common.org, flow, trail }, body)
  const outcome = await explainNotFound(sendOrPrint(request, context), {
    about: ['attestation', 'artifact'],
    missing: `The service found no ${what} to override`,
    advice:
      'check flow, trail, name, attestation-type (the type the attestation was reported ' +
      'with) and fingerprint'
  })
  if (outcome.sent) context.log.info(`Overrode ${what}: now ${status}.`)
  const summary = renderOverrideSummary({ ...inputs, body }, outcome.sent, outcome.htmlUrl)
  return {
    outcome: outcome.sent ? 'ok' : 'skipped',
    outputs: writeOutputs(outcome),
    summary: outcome.sent ? summary : `${summary}\n${codeBlock(outcome.json, 'json')}\n`
  }
}

export const command: Command<OverrideAttestationInputs> = { parseInputs, run }
