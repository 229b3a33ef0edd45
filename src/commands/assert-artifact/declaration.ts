/** assert-artifact: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'assert-artifact',
  kind: 'gate',
  summary:
    'Fails the step unless the artifact is compliant in its flow, in an environment or against policies, and says what is missing.',
  cli: ['kosli assert artifact'],
  migration: {
    'kosli assert artifact': {
      call: 'kosli assert artifact app.tar --artifact-type file --flow web-app --environment production',
      with: {},
      args: ['artifact-path']
    }
  },
  inputs: {
    ...input.artifactInputs(input.fingerprint),
    flow: {
      description:
        'Only this flow: the artifact is asserted in it alone. When empty, KOSLI_FLOW is read.'
    },
    environment: {
      description: "Assert against the policies of this environment instead of the flow's template."
    },
    policies: {
      flag: 'policy',
      description:
        'Policy names (comma- or newline-separated) to assert the artifact against; not together ' +
        'with environment.'
    },
    'fail-on-non-compliant': {
      description:
        'true to fail the step when the artifact is not compliant; false to report only.',
      default: 'true'
    }
  },
  outputs: {
    compliant: {
      description: 'true or false.'
    },
    fingerprint: output.fingerprint,
    scope: {
      description:
        'The scope the service judged: flow, environment or policy. flow when environment was ' +
        'given but uses no policies (the service then judges the flow alone, and a warning says so).'
    },
    'html-url': output.htmlUrl,
    flow: { description: 'The flow the artifact belongs to.' },
    trail: { description: 'The trail the artifact belongs to.' },
    'unsatisfied-rules': {
      description:
        'JSON array of the rules of failing policies that the artifact does not satisfy (environment ' +
        'and policy scope; [] otherwise): policy, version, ruleType (provenance, trail-compliance, ' +
        'attestation), asked, attestation (name, type, mustBeCompliant) for an attestation rule, and ' +
        'resolutions, each with type (missing_attestation, non_compliant_attestation, ...), flow, ' +
        'trail and text (what it means, in plain words).'
    },
    result: output.result,
    'result-file': output.resultFile
  }
}
