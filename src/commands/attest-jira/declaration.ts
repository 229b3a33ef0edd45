/** attest-jira: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'attest-jira',
  kind: 'write',
  summary:
    'Finds the Jira issue keys a change references, checks each in Jira and records them on the trail.',
  cli: ['kosli attest jira'],
  migration: {
    'kosli attest jira': {
      call: 'kosli attest jira --name jira --jira-base-url https://acme.atlassian.net --jira-username bot@acme.com --jira-api-token $JIRA_API_TOKEN --jira-project-key SHOP --flow web-app --trail release-42',
      with: {
        'jira-api-token': '${{ secrets.JIRA_API_TOKEN }}'
      },
      flagsWithout: {
        'ignore-branch-match': 'leave branch out of key-sources'
      }
    }
  },
  inputs: {
    ...input.ATTESTATION_INPUTS,
    'jira-base-url': {
      description:
        'The Jira site (required), for example https://acme.atlassian.net; plain http only to ' +
        'localhost. Issue links are {jira-base-url}/browse/{KEY}.'
    },
    'jira-username': {
      description:
        'Jira Cloud: the Atlassian account email, with jira-api-token (Basic auth). Give these two ' +
        'or jira-pat, not both.'
    },
    'jira-api-token': {
      description:
        "Jira Cloud: the account's API token, from a secret. Atlassian tokens expire after at most " +
        'a year.'
    },
    'jira-pat': {
      description:
        'Jira Server or Data Center: a personal access token (Bearer auth), from a secret, instead ' +
        'of jira-username and jira-api-token.'
    },
    'jira-project-keys': {
      flag: 'jira-project-key',
      description:
        'Only keys of these Jira projects (comma-separated, such as ABC,OPS); default: any project.'
    },
    'jira-ignore-project-keys': {
      description:
        'Opt-in blocklist: keys of these projects are never looked up, for example UTF,SHA,ISO ' +
        'against UTF-8, SHA-256 and ISO-8601.'
    },
    'jira-issue-fields': {
      description:
        'Jira fields recorded with each found issue (comma-separated field ids such as ' +
        'summary,status, or *all); default: none.'
    },
    'key-sources': {
      description:
        'Where to look for issue keys, comma-separated: commits (every commit of a push, the head ' +
        'commit of a pull request), branch, pr-title, pr-body; or none.',
      default: 'commits,branch,pr-title'
    },
    'secondary-source': {
      flag: 'jira-secondary-source',
      description: 'Extra text searched for issue keys, always, in addition to key-sources.'
    },
    'commit-sha': input.commitToSearch('whose messages, branch and pull request are searched'),
    'github-token': input.githubToken(
      "Read only for what the event payload lacks: a pull request's head commit message, the pull request a push merged, a short commit-sha. While a key source needs the API and the token is empty, the step fails and posts nothing."
    ),
    ...input.ATTACHMENT_INPUTS,
    'redact-commit-info': input.redactCommitInfo,
    assert: input.assertion('when no issue key is found or an issue is missing in Jira')
  },
  outputs: {
    ...output.ATTESTATION_OUTPUTS,
    'issue-keys': {
      description: 'JSON array of the issue keys found, sorted.'
    },
    'found-issue-keys': {
      description: 'JSON array of the keys Jira has.'
    },
    'missing-issue-keys': {
      description: 'JSON array of the keys Jira does not have (or these credentials cannot see).'
    }
  },
  traits: { trailDefaultsToCommit: true }
}
