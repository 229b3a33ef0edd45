/** attest-artifact: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'attest-artifact',
  kind: 'write',
  summary: 'Reports the artifact a build made (its fingerprint, computed or given) to its trail.',
  cli: ['kosli attest artifact'],
  migration: {
    'kosli attest artifact': {
      call: 'kosli attest artifact app.tar --artifact-type file --name web --flow web-app --trail release-42 --build-url https://ci.example.com/builds/42',
      with: {},
      args: ['artifact-path'],
      flagsWithout: {
        'commit-url': 'built from the repository and the commit'
      }
    }
  },
  inputs: {
    ...input.artifactInputs(input.fingerprint),
    flow: input.flow,
    trail: input.trail,
    description: input.description('the artifact'),
    'user-data': input.userData,
    annotations: input.annotations,
    'external-urls': input.externalUrls,
    'commit-sha': input.commitSha,
    'redact-commit-info': input.redactCommitInfo,
    'artifact-name': {
      flag: 'name',
      description:
        'The artifact\'s name in the flow template (required): letters, digits, "-" or "_".'
    },
    filename: {
      flag: 'display-name',
      description:
        'The name shown for the artifact. Default: the base name of artifact-path, or the image ' +
        'name; required when only fingerprint is given.'
    },
    'build-url': {
      description:
        'Link to the build that made the artifact (http or https). Default: the URL of this ' +
        'workflow run.'
    }
  },
  outputs: {
    fingerprint: {
      description:
        'The fingerprint reported, computed when artifact-path was given: what a later assert-artifact checks.'
    },
    ...output.TRAIL_WRITE_OUTPUTS
  },
  traits: { trailDefaultsToCommit: true }
}
