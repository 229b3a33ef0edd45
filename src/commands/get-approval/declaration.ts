/** get-approval: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'get-approval',
  kind: 'read',
  summary:
    'Reads a release approval and its reviewers; with fail-unless-approved it gates the deployment on it.',
  inputs: {
    flow: input.flow,
    'approval-number': {
      description: "The approval's number (required): a whole number from 1."
    },
    'fail-unless-approved': {
      description:
        'true to make get-approval a deployment gate: the step fails (outcome non-compliant) unless ' +
        "the approval is APPROVED, naming each reviewer's state.",
      default: 'false'
    }
  },
  outputs: {
    result: output.result,
    'result-file': output.resultFile,
    state: {
      description: "The approval's overall state: APPROVED, UNAPPROVED or PENDING."
    },
    approved: {
      description: "true when the approval's state is APPROVED, else false."
    }
  }
}
