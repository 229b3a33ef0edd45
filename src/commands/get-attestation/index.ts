/**
 * get-attestation: one attestation, named in one of three ways, each its own path in the
 * published description (the vendor CLI's get attestation uses the same three): by name on a
 * trail (by default the run's commit, as the attest commands' trail), by name on an
 * artifact's fingerprint, or by id. A name recorded several times answers every record; the
 * latest is the one reported. No record is a failure naming what was asked for, and so is an
 * answer whose records are all others (a service or proxy that ignored the id's filter). The
 * start of a fingerprint is first made whole (./prefix.ts), so that it names one artifact.
 */
import { InputError } from '../../inputs/input-error.js'
import { readAttestationName } from '../../evidence-inputs/evidence-inputs.js'
import { runCommitSha, trailOrCommit } from '../../run-commit/trail-default.js'
import { readFingerprintPrefix, readName } from '../../inputs/parse.js'
import { FINGERPRINT_VARIABLE, type InputSource } from '../../inputs/source.js'
import { getAttestations, type AttestationLookup } from '../../service/attestations.js'
import { explainRead } from '../../service/identity.js'
import type { Attestation } from '../../service/attestations.js'
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import { wholeFingerprint } from './prefix.js'
import { renderAttestationSummary } from './summary.js'

/** The lookup without the org, which comes from the common inputs. */
export type GetAttestationInputs =
  | { flow: string; trail: string; name: string }
  | { flow: string; fingerprint: string; name: string }
  | { id: string }

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/
const ID_FORM = 'an attestation id of letters, digits, "-" and "_" (as the service shows it)'
const WAYS = 'name with flow and either trail or fingerprint, or attestation-id alone'

function parseInputs(source: InputSource): GetAttestationInputs {
  const id = source('attestation-id')
  if (id !== undefined) {
    // Not flow or trail: KOSLI_FLOW and KOSLI_TRAIL often stand in for them workflow-wide.
    for (const other of ['name', 'fingerprint']) {
      if (source(other) !== undefined) {
        throw new InputError(
          other,
          'is given together with attestation-id, which names the attestation on its own',
          `one way to name it: ${WAYS}`
        )
      }
    }
    if (!ID_PATTERN.test(id)) {
      throw new InputError(
        'attestation-id',
        `has ${JSON.stringify(id.slice(0, 80))}, which is not an id`,
        ID_FORM
      )
    }
    return { id }
  }
  if (source('name') === undefined) {
    throw new InputError(
      'name',
      'is empty and attestation-id is not given',
      `one way to name the attestation: ${WAYS}`
    )
  }
  const name = readAttestationName(source, 'name')
  const flow = readName(source, 'flow', true)
  const trail = readName(source, 'trail')
  const fingerprint = readFingerprintPrefix(source, 'fingerprint')
  if (trail !== undefined && fingerprint !== undefined) {
    throw new InputError(
      'fingerprint',
      // Both may come from the job's environment: say where an empty one is read from.
      `is given together with trail (an empty fingerprint is read from ${FINGERPRINT_VARIABLE})`,
      'one of the two: trail for an attestation on the trail, fingerprint for one on an artifact'
    )
  }
  if (trail !== undefined) return { flow, trail, name }
  if (fingerprint !== undefined) return { flow, fingerprint, name }
  // Neither: the run's own trail, the one the attest commands record in by default.
  const defaulted = trailOrCommit(
    undefined,
    runCommitSha(),
    'a trail name, or fingerprint for an attestation on an artifact, or a run with GITHUB_SHA set'
  )
  return { flow, trail: defaulted, name }
}

async function run(inputs: GetAttestationInputs, context: CommandContext): Promise<CommandResult> {
  const service = context.service
  if (!service) return skippedWithoutToken(context.log, 'the attestation was not read')
  const { org } = context.common
  const lookup: AttestationLookup = { org, ...inputs }
  const asked = describeLookup(lookup)
  const read: AttestationLookup =
    'fingerprint' in lookup
      ? {
          ...lookup,
          fingerprint: await wholeFingerprint(
            service,
            { org, flow: lookup.flow, start: lookup.fingerprint },
            context.log
          )
        }
      : lookup
  const found = await explainRead(getAttestations(service, read), {
    about: ['attestation', 'artifact'],
    missing: `${asked} is not known`,
    notRecorded: `${asked} is not recorded`,
    advice: adviceFor(lookup)
  })
  const latest = latestOf(found)
  if (!latest) {
    throw new Error(
      `${asked} is not recorded (the service answered with no attestation); ${adviceFor(lookup)}.`
    )
  }
  const compliant = latest.is_compliant === true
  context.log.info(
    `${asked} is ${compliant ? 'compliant' : 'not compliant'}` +
      (found.length > 1 ? ` (the latest of ${found.length} recorded).` : '.')
  )
  return {
    outcome: 'ok',
    outputs: {
      compliant: String(compliant),
      'attestation-id': latest.attestation_id ?? '',
      'html-url': latest.html_url ?? '',
      result: JSON.stringify(latest)
    },
    summary: renderAttestationSummary(latest, found, lookup)
  }
}

function describeLookup(lookup: AttestationLookup): string {
  if ('id' in lookup) return `Attestation ${lookup.id} of org "${lookup.org}"`
  if ('trail' in lookup)
    return `Attestation "${lookup.name}" on trail "${lookup.trail}" of flow "${lookup.flow}"`
  return `Attestation "${lookup.name}" on artifact ${lookup.fingerprint} of flow "${lookup.flow}"`
}

function adviceFor(lookup: AttestationLookup): string {
  if ('id' in lookup) return 'check attestation-id and org'
  return `check flow, ${'trail' in lookup ? 'trail' : 'fingerprint'} and name (without an artifact prefix), and that the attestation was recorded`
}

/** The latest record: the service lists them oldest first, but do not depend on it. */
function latestOf(records: readonly Attestation[]): Attestation | undefined {
  let latest: Attestation | undefined
  for (const record of records) {
    if (!latest || (record.created_at ?? 0) >= (latest.created_at ?? 0)) latest = record
  }
  return latest
}

export const command: Command<GetAttestationInputs> = { parseInputs, run }
