/** attest-snyk: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'attest-snyk',
  kind: 'write',
  summary: 'Records a Snyk scan (JSON or SARIF) with its issue counts by severity.',
  cli: ['kosli attest snyk'],
  migration: {
    'kosli attest snyk': {
      call: 'kosli attest snyk --name snyk-code --scan-results snyk.json --flow web-app --trail release-42',
      with: {}
    }
  },
  inputs: {
    ...input.ATTESTATION_INPUTS,
    'scan-results': {
      description:
        'The Snyk scan result (required): the JSON or SARIF file written by snyk test, snyk ' +
        'container test, snyk code test or snyk iac test; read and counted before anything is ' +
        'sent (at most 32 MiB, nested at most 1000 levels deep).'
    },
    'upload-results': input.uploadResults(
      'the scan file (with attachments, both go into one evidence.tgz, each under the path it ' +
        'was given)'
    ),
    ...input.COMMIT_INPUTS,
    ...input.ATTACHMENT_INPUTS
  },
  outputs: {
    ...output.ATTESTATION_OUTPUTS,
    total: { description: 'Issues found, at any severity.' },
    'high-count': {
      description: 'Issues of high or critical severity.'
    },
    'medium-count': {
      description: 'Issues of medium severity.'
    },
    'low-count': {
      description: 'Issues of low severity.'
    }
  },
  traits: { trailDefaultsToCommit: true }
}
