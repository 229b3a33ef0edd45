/** check-readiness: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'

export const declaration: CommandDeclaration = {
  name: 'check-readiness',
  kind: 'gate',
  summary:
    'Shows on the commit (a check run) and its pull request (one comment, kept up to date) what each artifact of its trail still lacks to deploy to each environment.',
  cliLacks:
    'The vendor CLI asserts one artifact at a time and writes no check run or pull request comment.',
  inputs: {
    flow: input.flow,
    trail: {
      description:
        "The trail whose artifacts are judged; by default the commit's SHA (on a pull request " +
        'its head commit, never the merge commit in GITHUB_SHA). When empty, KOSLI_TRAIL is read.'
    },
    environments: {
      description:
        'The environments (comma- or newline-separated) each artifact is judged for, against ' +
        'the policies each uses. Required unless policies is given; not together with it.'
    },
    policies: {
      description:
        'Policy names (comma- or newline-separated) each artifact is judged against instead of ' +
        "environments' policies."
    },
    'github-token': input.githubToken(
      'It writes the check run (permissions: checks: write) and the pull request comment ' +
        '(pull-requests: write); without a permission the step warns and goes on with the job summary.'
    ),
    'check-run': {
      description: 'true to write a check run on the commit with the verdict and what is lacking.',
      default: 'true'
    },
    comment: {
      description:
        'true to keep one comment on the pull request up to date with the verdict (pull ' +
        'request events only): a later run edits it, never adds another.',
      default: 'true'
    },
    'fail-when-lacking': {
      description:
        'true to fail the step (after the check run and comment are written) when an artifact ' +
        'is not ready for an environment; the check run then concludes failure, not neutral.',
      default: 'false'
    }
  },
  outputs: {
    ready: {
      description:
        'true when every artifact of the trail is ready for every environment, else false.'
    },
    lacking: {
      description:
        'A JSON array of what is lacking, one entry per unsatisfied rule: environment (null ' +
        'with policies), artifact, fingerprint, rule and resolution, in plain words.'
    },
    'check-run-url': { description: 'Link to the check run written; empty when none was.' },
    'comment-url': {
      description: 'Link to the pull request comment written or edited; empty when none was.'
    }
  },
  traits: { trailDefaultsToCommit: true }
}
