/** begin-trail: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'begin-trail',
  kind: 'write',
  summary: 'Begins the trail of a commit, so every later attestation of the run has a place to go.',
  cli: ['kosli begin trail'],
  migration: {
    'kosli begin trail': {
      call: 'kosli begin trail release-42 --flow web-app --description "Release 42" --template-file trail.yml',
      with: {},
      args: ['trail']
    }
  },
  inputs: {
    flow: input.flow,
    trail: input.trailToBegin,
    description: input.description('the trail'),
    'origin-url': input.originUrl,
    'user-data': input.userData,
    'external-urls': input.externalUrls,
    'commit-sha': input.commitSha,
    'redact-commit-info': input.redactCommitInfo,
    'template-file': input.trailTemplateFile
  },
  outputs: {
    ...output.TRAIL_WRITE_OUTPUTS
  },
  traits: { trailDefaultsToCommit: true }
}
