/** Outputs that several commands set, declared once, with one meaning each. */
import type { OutputDeclaration } from './types.js'

const OVER_LIMIT = "left empty when over a step output's 1 MB (read result-file then)"

export const fingerprint: OutputDeclaration = {
  description: "The artifact's fingerprint (computed when artifact-path was given)."
}

export const htmlUrl: OutputDeclaration = {
  description: "Link to the record in the service's web UI, when the service's answer gives one."
}

export const writtenFlow: OutputDeclaration = { description: 'The flow written to.' }

const writtenTrail: OutputDeclaration = {
  description: "The trail written to: the commit's SHA unless trail was given."
}

/** A read's answer. */
export const result: OutputDeclaration = {
  description: `The service's answer as JSON; ${OVER_LIMIT}.`
}

/** A list's items, every page read joined. */
export const listResult: OutputDeclaration = {
  description: `A JSON array of the items read; ${OVER_LIMIT}.`
}

/** A write's answer, or in a dry run what would have been sent. */
export const writeResult: OutputDeclaration = {
  description: `The service's answer as JSON, or in a dry run the body that would have been sent; ${OVER_LIMIT}.`
}

export const count: OutputDeclaration = {
  description: 'Number of items in result.'
}

const totalCount: OutputDeclaration = {
  description: 'Number of items in the whole listing, when the service says (it may exceed count).'
}

export const resultFile: OutputDeclaration = {
  description: 'Path of a JSON file under RUNNER_TEMP holding result, unique to the step.'
}

/** What every list sets. */
export const LIST_OUTPUTS: Readonly<Record<string, OutputDeclaration>> = {
  result: listResult,
  count,
  'total-count': totalCount,
  'result-file': resultFile
}

/** What every write on a trail sets. */
export const TRAIL_WRITE_OUTPUTS: Readonly<Record<string, OutputDeclaration>> = {
  'html-url': htmlUrl,
  flow: writtenFlow,
  trail: writtenTrail,
  result: writeResult,
  'result-file': resultFile
}

/** What every attestation sets: the artifact it was about, and where it was recorded. */
export const ATTESTATION_OUTPUTS: Readonly<Record<string, OutputDeclaration>> = {
  fingerprint,
  ...TRAIL_WRITE_OUTPUTS
}

/** What every snapshot report sets besides its own `count`. */
export const SNAPSHOT_OUTPUTS: Readonly<Record<string, OutputDeclaration>> = {
  environment: { description: 'The environment reported.' },
  'html-url': htmlUrl,
  result: writeResult,
  'result-file': resultFile
}
