/** get-trail: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'get-trail',
  kind: 'read',
  summary:
    "Reads a trail's compliance, attestations, artifacts and events; with assert it gates on the trail, and it can download the trail's audit package and PDF report.",
  cli: ['kosli get trail'],
  migration: {
    'kosli get trail': {
      call: 'kosli get trail release-42 --flow web-app',
      with: {},
      args: ['trail']
    }
  },
  inputs: {
    flow: input.flow,
    trail: {
      description:
        "The trail to read; by default the commit's SHA (the run's commit, or a pull request's head " +
        'commit), the trail the build-side commands of the run record in. When empty, KOSLI_TRAIL is read.'
    },
    assert: {
      description:
        'true to fail the step (outcome non-compliant) unless the trail is COMPLIANT, naming the ' +
        'attestations that are missing and those that are not compliant.',
      default: 'false'
    },
    'audit-package': {
      description:
        "Path to save the trail's audit package to, inside the workspace (relative to it) or under " +
        'RUNNER_TEMP, never in a .git folder: a gzipped tarball of its manifest, attestations, ' +
        'artifacts and PDF report, at most 512 MiB, streamed to disk; nothing is left at the path ' +
        'unless the whole package arrived (its gzip trailer and tar end checked).'
    },
    'audit-pdf': {
      description:
        "Path to save the trail's PDF report to, inside the workspace (relative to it) or under " +
        'RUNNER_TEMP, never in a .git folder, at most 512 MiB; nothing is left at the path unless ' +
        'the whole PDF arrived (up to its %%EOF).'
    }
  },
  outputs: {
    compliant: { description: 'true when the trail is COMPLIANT, else false.' },
    'compliance-state': {
      description: "The trail's compliance state: COMPLIANT, NON-COMPLIANT or INCOMPLETE."
    },
    missing: {
      description:
        'A JSON array of the attestations the template expects that are not recorded: trail-level ' +
        'ones by name, artifact-level ones as artifact.name.'
    },
    'non-compliant': {
      description:
        'A JSON array of the attestations recorded but not compliant, named as in missing.'
    },
    'html-url': { description: "Link to the trail in the service's web UI." },
    result: output.result,
    'result-file': output.resultFile,
    'audit-package': {
      description: 'Absolute path of the audit package written, when audit-package was given.'
    },
    'audit-pdf': {
      description: 'Absolute path of the PDF report written, when audit-pdf was given.'
    }
  },
  traits: { trailDefaultsToCommit: true }
}
