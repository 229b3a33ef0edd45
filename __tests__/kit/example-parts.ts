/**
 * What the commands' examples (`__tests__/commands/<name>/example.ts`) are made of: the servers
 * they point at, the run's commit, the trail they record in and the fixtures they read.
 */
import { fileURLToPath } from 'node:url'
import {
  COMPLIANT_TRAIL,
  FAILING_ATTESTATION,
  NON_COMPLIANT_TRAIL,
  WEB_APP_FLOW
} from '../../sandbox/fixtures.js'
import type { GitHubEmulator, GitHubEmulatorOptions } from '../../sandbox/github.js'
import type { JiraEmulator } from '../../sandbox/jira.js'

export interface ExampleServers {
  jira: Pick<JiraEmulator, 'baseUrl' | 'username' | 'apiToken'>
  /** The GitHub API the pull request reads go to (`useGitHub()`); absent where none is sent. */
  github?: Pick<GitHubEmulator, 'apiUrl' | 'token'>
  /** Where the action reaches Jira when not at jira.baseUrl (a proxy in front of it). */
  jiraUrl?: string
}

/** A command's valid inputs against the sandbox's seed, and what else its run needs. */
export interface CommandExample {
  inputs: (servers: ExampleServers) => Record<string, string>
  /** Environment variables the run needs besides its inputs (where the GitHub API is). */
  env?: (servers: ExampleServers) => Record<string, string>
  /**
   * Outputs the run sets against the sandbox's seed, checked when the example runs through
   * the command's own action (__tests__/e2e/sub-actions.test.ts): for a small command, this
   * and its example are its end-to-end test.
   */
  outputs?: Readonly<Record<string, string>>
}

/** A file the repository ships under __fixtures__/, by its absolute path. */
export function fixture(path: string): string {
  return fileURLToPath(new URL(`../../__fixtures__/${path}`, import.meta.url))
}

/**
 * The commit tools/run-action.ts gives as GITHUB_SHA: the commit the examples are about, and
 * the trail name a build-side command takes when no trail is given.
 */
export const RUN_SHA = 'f'.repeat(40)

/** A GitHub API with one merged, approved pull request of the run's commit. */
export const EXAMPLE_GITHUB: GitHubEmulatorOptions = {
  pullRequests: [
    {
      number: 7,
      title: 'Add the checkout',
      state: 'closed',
      user: 'alice',
      created_at: '2026-11-20T08:00:00Z',
      merged_at: '2026-11-21T09:00:00Z',
      merge_commit_sha: RUN_SHA,
      head: { sha: 'e'.repeat(40), ref: 'feature/checkout' },
      commits: [{ sha: 'e'.repeat(40), message: 'Add the checkout', login: 'alice' }],
      reviews: [{ login: 'bob', state: 'APPROVED', submitted_at: '2026-11-21T08:00:00Z' }]
    }
  ]
}

/** Where the evidence examples record: a trail of the seed. */
export const EVIDENCE_TARGET = { flow: WEB_APP_FLOW, trail: COMPLIANT_TRAIL }

/** Where attest-jira attests and the Jira it asks, without key sources. */
export function attestJiraTarget({ jira, jiraUrl }: ExampleServers): Record<string, string> {
  return {
    flow: WEB_APP_FLOW,
    trail: COMPLIANT_TRAIL,
    name: 'jira-issues',
    'jira-base-url': jiraUrl ?? jira.baseUrl,
    'jira-username': jira.username,
    'jira-api-token': jira.apiToken
  }
}

/** Overrides the seed's failing attestation (of the non-compliant artifact's trail) to compliant. */
export const OVERRIDE_EXAMPLE: Readonly<Record<string, string>> = {
  flow: WEB_APP_FLOW,
  trail: NON_COMPLIANT_TRAIL,
  name: FAILING_ATTESTATION.name,
  'attestation-type': FAILING_ATTESTATION.type,
  compliant: 'true',
  reason: 'False positive'
}
