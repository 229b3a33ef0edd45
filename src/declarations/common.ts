/**
 * The inputs and outputs every command of a kind shares. They are declared here once, not in
 * each command's declaration: a command that talks to the service reads all of SERVICE_INPUTS.
 */
import type { CommandKind, InputDeclaration, OutputDeclaration } from './types.js'

/** Read only through the root action.yml; a command's own action.yml fixes it. */
export const COMMAND_INPUT: InputDeclaration = {
  description: 'What to do: the name of one command (each has its own page under docs/commands).',
  required: true
}

const SERVICE_INPUTS: Readonly<Record<string, InputDeclaration>> = {
  'api-token': {
    description:
      'Service API token, from a secret. Required unless dry-run is true; when empty, ' +
      'KOSLI_API_TOKEN is read. Workflows triggered from forks receive no secrets.'
  },
  org: {
    description: 'The organization in the service. Required; when empty, KOSLI_ORG is read.'
  },
  'base-url': {
    description:
      'API root of the service: https://app.kosli.com/api/v2 (EU) or ' +
      'https://app.us.kosli.com/api/v2 (US); a site root such as https://app.kosli.com gets ' +
      '/api/v2 added, and any other path must end in /api/v2. Plain http is allowed only to ' +
      "localhost. When empty, KOSLI_HOST (the vendor CLI's host) is read, else the EU root is " +
      'used.',
    flag: 'host'
  },
  'dry-run': {
    description:
      'true to send nothing that writes: writes are printed instead, reads run when a token ' +
      'is given, and a failed check or request warns instead of failing the step. ' +
      'KOSLI_DRY_RUN=true and api-token DRY_RUN do the same, as for the vendor CLI.',
    default: 'false',
    // Every command reads it, as every command of the CLI that writes takes --dry-run.
    flag: 'dry-run'
  },
  'timeout-seconds': {
    description:
      'Time limit for each request, and for docker image inspect to answer when ' +
      'artifact-type is docker, in seconds (1 to 600).',
    default: '30'
  },
  'max-retries': {
    description:
      'Retries of a request that failed in a way worth retrying (0 to 10), with exponential ' +
      'backoff; a write is retried only when the service cannot have applied it.',
    default: '3',
    flag: 'max-api-retries'
  }
}

const SUMMARY_INPUT: InputDeclaration = {
  description: 'true to write a job summary.',
  default: 'true'
}

export const OUTCOME_OUTPUT: OutputDeclaration = {
  description:
    'compliant or non-compliant for a gate (and for a write with assert); ok for other ' +
    'commands; skipped in a dry run without a token, and for a write in any dry run; error ' +
    'when the action could not decide.'
}

/**
 * What a local command shares: no token, org or service, but an image's fingerprint still
 * waits on docker or asks a registry, so the same limits apply there.
 */
const LOCAL_INPUTS: Readonly<Record<string, InputDeclaration>> = {
  'timeout-seconds': {
    description:
      'Time limit for docker image inspect to answer (artifact-type docker) and for each ' +
      'registry request (artifact-type oci), in seconds (1 to 600).',
    default: '30'
  },
  'max-retries': {
    description:
      'Retries of a registry request that failed in a way worth retrying (0 to 10), with ' +
      'exponential backoff (artifact-type oci).',
    default: '3'
  }
}

/** The common inputs a command of this kind reads, before its own. */
export function commonInputs(kind: CommandKind): Record<string, InputDeclaration> {
  return kind === 'local'
    ? { ...LOCAL_INPUTS, summary: SUMMARY_INPUT }
    : { ...SERVICE_INPUTS, summary: SUMMARY_INPUT }
}
