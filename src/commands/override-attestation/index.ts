/**
 * override-attestation: replaces the compliance status of an attestation in a trail, with
 * a reason, as a record that a person decided so (a false positive, an accepted risk).
 * A write: in a dry run the body is printed and nothing is sent.
 */
import {
  readAnnotations,
  readAttestationName,
  readExternalUrls,
  readOriginUrl,
  readTargetArtifacts,
  readUserData
} from '../../inputs/evidence.js'
import { InputError, quote } from '../../inputs/errors.js'
import { readBoolean, readFingerprint, readName, requireValue } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { runUrl } from '../../action/run.js'
import { complianceMark } from '../../summary/compliance.js'
import { code, escapeText, facts, link } from '../../summary/markdown.js'
import { isRecord } from '../../http/errors.js'
import { RequestError, describeAnswer } from '../../http/errors.js'
import { overrideAttestation, type OverrideAttestationBody } from '../../service/override.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export interface OverrideAttestationInputs {
  flow: string
  trail: string
  body: OverrideAttestationBody
}

/** original_attestation_type in the published description: these, or `custom:<type>`. */
export const ATTESTATION_TYPES = [
  'generic',
  'junit',
  'pull_request',
  'jira',
  'snyk',
  'sonar'
] as const
const CUSTOM_TYPE = /^custom:\S+$/
const TYPE_FORM = `one of ${ATTESTATION_TYPES.join(', ')}, or custom:<type> for a custom attestation type`
const MAX_REASON_LENGTH = 10_000

function parseInputs(source: InputSource): OverrideAttestationInputs {
  const flow = readName(source, 'flow', true)
  const trail = readName(source, 'trail', true)
  const name = readAttestationName(source, 'name')
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
  requireValue(source, 'compliant', '"true" (now compliant) or "false" (now not compliant)')
  const compliant = readBoolean(source, 'compliant', false)
  const body: OverrideAttestationBody = {
    attestation_name: name,
    reason,
    new_compliance_status: compliant,
    original_attestation_type: type
  }
  // Only fields that are set: the body schema is strict, and null is not the same as unset.
  const optional: Partial<OverrideAttestationBody> = {
    artifact_fingerprint: readFingerprint(source, 'fingerprint'),
    target_artifacts: readTargetArtifacts(source, 'target-artifacts'),
    description: source('description'),
    origin_url: readOriginUrl(source) ?? runUrl(),
    user_data: readUserData(source, 'user-data'),
    annotations: readAnnotations(source, 'annotations'),
    external_urls: readExternalUrls(source, 'external-urls')
  }
  for (const [field, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(body, { [field]: value })
  }
  return { flow, trail, body }
}

function readAttestationType(source: InputSource): string {
  const value = requireValue(source, 'attestation-type', TYPE_FORM)
  if ((ATTESTATION_TYPES as readonly string[]).includes(value) || CUSTOM_TYPE.test(value))
    return value
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
  const { org, dryRun } = context.common
  const { flow, trail, body } = inputs
  const what = `attestation "${body.attestation_name}" (${body.original_attestation_type}) in flow "${flow}", trail "${trail}"`
  const json = JSON.stringify(body, null, 2)
  if (dryRun || !context.service) {
    context.log.info(
      `Dry run: would POST to /attestations/${org}/${flow}/trail/${trail}/override to set ${what} ` +
        `to ${body.new_compliance_status ? 'compliant' : 'not compliant'}; nothing was sent. Body:`
    )
    // A log line is one line: the body is logged line by line.
    for (const line of json.split('\n')) context.log.info(line)
    return {
      outcome: 'skipped',
      outputs: {},
      summary: renderSummary(inputs, false) + codeBlock(json)
    }
  }
  let answer: unknown
  try {
    answer = await overrideAttestation(context.service, { org, flow, trail }, body)
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) {
      throw new Error(
        `The service found no ${what} to override (${describeAnswer(error)}); check flow, trail, ` +
          `name, attestation-type (the type the attestation was reported with) and fingerprint.`,
        { cause: error }
      )
    }
    throw error
  }
  context.log.info(
    `Overrode ${what}: now ${body.new_compliance_status ? 'compliant' : 'not compliant'}.`
  )
  return {
    outcome: 'ok',
    outputs: { result: JSON.stringify(answer) },
    summary: renderSummary(inputs, true, answerUrl(answer))
  }
}

/** A fenced JSON block whose fence is longer than any run of backticks in the text. */
function codeBlock(json: string): string {
  const longest = Math.max(0, ...(json.match(/`+/g) ?? []).map(run => run.length))
  const fence = '`'.repeat(Math.max(3, longest + 1))
  return `\n${fence}json\n${json}\n${fence}\n`
}

/** The override's page in the service, when its answer gives one (the interface shows no body). */
function answerUrl(answer: unknown): string | undefined {
  return isRecord(answer) && typeof answer.html_url === 'string' ? answer.html_url : undefined
}

function renderSummary(inputs: OverrideAttestationInputs, sent: boolean, url?: string): string {
  const { body } = inputs
  const status = complianceMark(body.new_compliance_status ? 'compliant' : 'non-compliant')
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

export const overrideAttestationCommand: Command<OverrideAttestationInputs> = { parseInputs, run }
