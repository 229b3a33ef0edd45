/** tag: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'
import { REPO_PROVIDERS } from '../../service/bodies.js'

export const declaration: CommandDeclaration = {
  name: 'tag',
  kind: 'write',
  summary: 'Sets and removes key=value tags of a flow, an environment, a control or a repository.',
  cli: ['kosli tag'],
  migration: {
    'kosli tag': {
      call: 'kosli tag flow web-app --set team=payments --unset owner',
      with: {},
      args: ['resource-type', 'resource']
    }
  },
  inputs: {
    'resource-type': {
      description:
        'What to tag (required): flow, environment, control or repo (env and the plurals, ' +
        'the CLI spellings, are read as these).',
      required: true
    },
    resource: {
      description:
        'The flow or environment name, the control identifier, or the repository name such ' +
        'as acme/web-app, to tag. Required, except for a repository given by repo-id.'
    },
    provider: {
      description: `For a repository given by name: its VCS provider (one of ${REPO_PROVIDERS.join(', ')}), when repositories of several providers share the name.`
    },
    'repo-id': {
      description:
        "For a repository: its internal id in the service (the CLI's kosli get repo shows " +
        'it), instead of its name in resource.'
    },
    set: {
      description:
        'Tags to add or change, key=value, one a line or comma-separated. Keys are letters, ' +
        'digits, ".", "-", "_" or "~", starting with a letter or digit; values may hold "=".'
    },
    unset: {
      description: 'Keys of tags to remove, one a line or comma-separated.'
    }
  },
  outputs: {
    'repo-id': {
      description:
        'For a repository: its internal id, as repo-id or the lookup of its name gave it ' +
        '(empty in a dry run without a token, which looks nothing up).'
    },
    result: output.writeResult,
    'result-file': output.resultFile,
    'html-url': output.htmlUrl
  }
}
