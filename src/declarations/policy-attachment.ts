/**
 * attach-policy and detach-policy are one write in two directions: their declarations differ
 * only in the verb, so they are written once here and each command names its direction.
 */
import * as output from './shared-outputs.js'
import type { CommandDeclaration } from './types.js'

export interface PolicyAttachmentDirection {
  name: string
  cli: string[]
  migration?: CommandDeclaration['migration']
  summary: string
  /** 'attach' or 'detach'. */
  verb: string
  /** 'to' or 'from': what the environment is to the policies. */
  preposition: string
}

export function policyAttachmentDeclaration(
  direction: PolicyAttachmentDirection
): CommandDeclaration {
  const { name, cli, migration, summary, verb, preposition } = direction
  return {
    name,
    cli,
    ...(migration ? { migration } : {}),
    kind: 'write',
    summary,
    inputs: {
      environment: {
        description: `The environment to ${verb} the policies ${preposition} (required).`,
        required: true
      },
      policies: {
        description: `The policies to ${verb} (required): their names, one a line or comma-separated.`,
        required: true
      }
    },
    outputs: {
      environment: { description: `The environment the policies were ${verb}ed ${preposition}.` },
      policies: { description: `A JSON array of the names of the policies ${verb}ed.` },
      result: output.writeResult,
      'result-file': output.resultFile
    }
  }
}
