/** attest-junit: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'attest-junit',
  kind: 'write',
  summary:
    'Records JUnit test results, counted from the test cases, and attaches the result files.',
  cli: ['kosli attest junit'],
  migration: {
    'kosli attest junit': {
      call: 'kosli attest junit --name unit-tests --results-dir build/test-results --flow web-app --trail release-42',
      with: {}
    }
  },
  inputs: {
    ...input.ATTESTATION_INPUTS,
    'results-dir': {
      description:
        'Directory of JUnit XML results: every *.xml file under it (recursively) is read (at most ' +
        '32 MiB each); well-formed XML that is not JUnit (a pom.xml, a coverage report) is left out ' +
        'with a warning, and XML that is not well-formed fails the step. Default: the working ' +
        'directory.',
      default: '.'
    },
    'upload-results': input.uploadResults(
      'the result files (several are packed into one evidence.tgz, with attachments too, each ' +
        'under the path it was found at, as the vendor CLI packs them)'
    ),
    'list-skipped': {
      description:
        'true to list the skipped tests by name in the job summary, after the failing ones (at ' +
        'most 50, with their reason); by default they are only counted.',
      default: 'false'
    },
    ...input.COMMIT_INPUTS,
    ...input.ATTACHMENT_INPUTS
  },
  outputs: {
    ...output.ATTESTATION_OUTPUTS,
    failures: {
      description: 'Test cases that failed, summed over every suite.'
    },
    errors: {
      description: 'Test cases that ended in an error, summed over every suite.'
    },
    skipped: {
      description: 'Test cases skipped, summed over every suite.'
    },
    total: { description: 'Test cases counted, summed over every suite.' }
  },
  traits: { trailDefaultsToCommit: true }
}
