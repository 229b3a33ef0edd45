/**
 * Valid inputs for every command, against the sandbox's seed and the Jira emulator: the
 * base the reliability suites break one thing of, or run as they are. A command in the
 * registry without an entry here fails `__tests__/kit/examples.test.ts`, and every suite
 * that iterates over the registry fails with the command's name.
 */
import {
  APPROVAL_FLOW,
  COMPLIANT_FINGERPRINT,
  COMPLIANT_TRAIL,
  FAILING_ATTESTATION,
  NON_COMPLIANT_TRAIL,
  REPLACING_DEPLOYMENT,
  WEB_APP_FLOW
} from '../../sandbox/fixtures.js'
import { fileURLToPath } from 'node:url'
import type {
  GitHubEmulator,
  GitHubEmulatorOptions,
  GitHubPullRequestDefinition
} from '../../sandbox/github.js'
import type { JiraEmulator } from '../../sandbox/jira.js'
import type { Sandbox } from '../../sandbox/server.js'

export interface ExampleServers {
  jira: Pick<JiraEmulator, 'baseUrl' | 'username' | 'apiToken'>
  /** The GitHub API the pull request reads go to (`useGitHub()`); absent where none is sent. */
  github?: Pick<GitHubEmulator, 'apiUrl' | 'token'>
  /** Where the action reaches Jira when not at jira.baseUrl (a proxy in front of it). */
  jiraUrl?: string
}

type Example = (servers: ExampleServers) => Record<string, string>

/** A file the repository ships under __fixtures__/, by its absolute path. */
function fixture(path: string): string {
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
const EVIDENCE_TARGET = { flow: WEB_APP_FLOW, trail: COMPLIANT_TRAIL }

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

const EXAMPLES: Record<string, Example> = {
  'assert-artifact': () => ({ fingerprint: COMPLIANT_FINGERPRINT }),
  'list-builds': () => ({}),
  'list-trails': () => ({ flow: WEB_APP_FLOW }),
  'get-deployment': () => ({
    environment: REPLACING_DEPLOYMENT.environment,
    fingerprint: REPLACING_DEPLOYMENT.fingerprint
  }),
  'override-attestation': () => ({ ...OVERRIDE_EXAMPLE }),
  'list-attestations': () => ({ flow: WEB_APP_FLOW }),
  'get-approval': () => ({ flow: APPROVAL_FLOW, 'approval-number': '1' }),
  'list-actions': () => ({}),
  'attest-jira': servers => ({
    ...attestJiraTarget(servers),
    'key-sources': 'none',
    'secondary-source': 'ABC-1'
  }),
  'create-flow': () => ({ flow: 'example-flow', description: 'An example flow' }),
  'begin-trail': () => ({ ...EVIDENCE_TARGET, trail: 'example-trail' }),
  'attest-artifact': () => ({
    ...EVIDENCE_TARGET,
    fingerprint: COMPLIANT_FINGERPRINT,
    'artifact-name': 'example-artifact',
    filename: 'app.tar.gz'
  }),
  'attest-generic': () => ({ ...EVIDENCE_TARGET, name: 'code-review', compliant: 'true' }),
  'attest-custom': () => ({
    ...EVIDENCE_TARGET,
    name: 'coverage',
    'type-name': 'coverage-report',
    'attestation-data': fixture('evidence/coverage.json')
  }),
  'attest-junit': () => ({
    ...EVIDENCE_TARGET,
    name: 'unit-tests',
    'results-dir': fixture('demo/junit-passing')
  }),
  'attest-snyk': () => ({
    ...EVIDENCE_TARGET,
    name: 'snyk-code',
    'scan-results': fixture('snyk/code-test.sarif')
  }),
  'attest-pull-request': ({ github }) => ({
    ...EVIDENCE_TARGET,
    name: 'pull-request',
    'commit-sha': RUN_SHA,
    // Bad-input rows never reach GitHub: they need no emulator behind the token.
    'github-token': github?.token ?? 'ghs_example_never_sent_000000000000'
  })
}

/** What a command's example needs in the environment besides its inputs. */
export function exampleEnv(command: string, { github }: ExampleServers): Record<string, string> {
  return command === 'attest-pull-request' && github ? { GITHUB_API_URL: github.apiUrl } : {}
}

/** The commands that have examples, to check against the registry. */
export const COMMANDS_WITH_EXAMPLES: readonly string[] = Object.keys(EXAMPLES)

/** The command's own valid inputs; throws, naming the command, when it has none. */
export function exampleInputs(command: string, servers: ExampleServers): Record<string, string> {
  const example = EXAMPLES[command]
  if (!example) {
    throw new Error(
      `Command "${command}" has no examples: add its valid inputs to __tests__/kit/examples.ts.`
    )
  }
  return example(servers)
}

/** The inputs every run against the sandbox needs: command, token, org and base URL. */
export function serviceInputs(
  sandbox: Pick<Sandbox, 'token' | 'org' | 'baseUrl'>,
  command: string,
  extra: Record<string, string> = {}
): Record<string, string> {
  return {
    command,
    'api-token': sandbox.token,
    org: sandbox.org,
    'base-url': sandbox.baseUrl,
    ...extra
  }
}

/**
 * The common inputs and the evidence examples' target (web-app's compliant trail), plus
 * `extra`.
 */
export function evidenceInputs(
  sandbox: Pick<Sandbox, 'token' | 'org' | 'baseUrl'>,
  command: string,
  extra: Record<string, string> = {}
): Record<string, string> {
  return serviceInputs(sandbox, command, { ...EVIDENCE_TARGET, ...extra })
}

/**
 * Every evidence input the attestation commands share, each given, on the evidence examples'
 * target: what a request contract checks, so that no field goes out unchecked.
 */
export function everyEvidenceInput(sandbox: Pick<Sandbox, 'store'>): Record<string, string> {
  return {
    ...EVIDENCE_TARGET,
    'target-artifacts': sandbox.store.artifacts.get(COMPLIANT_FINGERPRINT)?.name ?? '',
    description: 'Results of release 1.4.0',
    'origin-url': 'https://ci.acme.example/runs/1',
    'user-data': '{"build": 42}',
    annotations: 'team=payments',
    'external-urls': 'dashboard=https://grafana.acme.example/d/1'
  }
}

/**
 * assert-artifact on the seed's compliant artifact in web-app, the flow the evidence examples
 * record to: the gate a later job runs, which sees what an attestation changed.
 */
export function evidenceGateInputs(
  sandbox: Pick<Sandbox, 'token' | 'org' | 'baseUrl'>
): Record<string, string> {
  return serviceInputs(sandbox, 'assert-artifact', {
    fingerprint: COMPLIANT_FINGERPRINT,
    flow: WEB_APP_FLOW
  })
}

/** A command's example with the common inputs, plus `extra` over both. */
export function exampleRun(
  command: string,
  servers: ExampleServers & { sandbox: Pick<Sandbox, 'token' | 'org' | 'baseUrl'> },
  extra: Record<string, string> = {}
): Record<string, string> {
  return serviceInputs(servers.sandbox, command, { ...exampleInputs(command, servers), ...extra })
}

/** The attestation the pull-request suites record: on web-app's compliant trail, read from `github`. */
export function pullRequestTarget(github: Pick<GitHubEmulator, 'token'>): Record<string, string> {
  return {
    flow: WEB_APP_FLOW,
    trail: COMPLIANT_TRAIL,
    name: 'pull-request',
    'github-token': github.token
  }
}

/** The head of the open pull request #12 the pull-request suites serve. */
export const OPEN_PULL_REQUEST_HEAD = '6666666666666666666666666666666666666666'

/**
 * Pull request #12, still open: its merge_commit_sha is GitHub's test merge, never recorded.
 * Suites give it the commits and reviews they need.
 */
export const OPEN_PULL_REQUEST: Omit<GitHubPullRequestDefinition, 'commits' | 'reviews'> = {
  number: 12,
  title: 'ABC-123: dark mode',
  state: 'open',
  user: 'alice',
  created_at: '2026-11-21T08:00:00Z',
  merge_commit_sha: '7777777777777777777777777777777777777777',
  head: { sha: OPEN_PULL_REQUEST_HEAD, ref: 'feature/abc-12-checkout' }
}
