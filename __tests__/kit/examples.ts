/**
 * Valid inputs for every command, against the sandbox's seed and the Jira emulator: the
 * base the reliability suites break one thing of, or run as they are. Each command's example
 * is in `__tests__/commands/<name>/example.ts`, found by the command's name: a command without
 * one fails every suite that iterates over the commands, naming it.
 */
import { COMMAND_CATALOG, COMMAND_NAMES } from '../../src/commands/catalog.js'
import { COMPLIANT_FINGERPRINT, COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../sandbox/fixtures.js'
import type { GitHubEmulator, GitHubPullRequestDefinition } from '../../sandbox/github.js'
import type { Sandbox } from '../../sandbox/server.js'
import { EVIDENCE_TARGET, type CommandExample, type ExampleServers } from './example-parts.js'

export * from './example-parts.js'

async function loadExample(command: string): Promise<[string, CommandExample | undefined]> {
  try {
    const module = (await import(`../commands/${command}/example.js`)) as {
      example?: CommandExample
    }
    return [command, module.example]
  } catch {
    return [command, undefined]
  }
}

const EXAMPLES: Readonly<Record<string, CommandExample | undefined>> = Object.fromEntries(
  await Promise.all(COMMAND_NAMES.map(loadExample))
)

/**
 * The commands that talk to the service (they read api-token), from the catalog: a local
 * command (fingerprint) takes no token and sends nothing, so suites about the service's
 * answers, or the token's masking, leave it out.
 */
export const SERVICE_COMMANDS: readonly string[] = COMMAND_NAMES.filter(
  command => COMMAND_CATALOG[command]?.inputs.includes('api-token') ?? false
)

/** The commands that have examples, to check against the registry. */
export const COMMANDS_WITH_EXAMPLES: readonly string[] = Object.keys(EXAMPLES).filter(
  command => EXAMPLES[command] !== undefined
)

function exampleOf(command: string): CommandExample {
  const example = EXAMPLES[command]
  if (!example) {
    throw new Error(
      `Command "${command}" has no examples: export its valid inputs as \`example\` from ` +
        `__tests__/commands/${command}/example.ts.`
    )
  }
  return example
}

/** What a command's example needs in the environment besides its inputs. */
export function exampleEnv(command: string, servers: ExampleServers): Record<string, string> {
  return exampleOf(command).env?.(servers) ?? {}
}

/** The outputs the command's example says its run sets, if it says any. */
export function exampleOutputs(command: string): Readonly<Record<string, string>> {
  return exampleOf(command).outputs ?? {}
}

/** The command's own valid inputs; throws, naming the command, when it has none. */
export function exampleInputs(command: string, servers: ExampleServers): Record<string, string> {
  return exampleOf(command).inputs(servers)
}

/**
 * The inputs every run against the sandbox needs: command, token, org and base URL, each
 * only where the command reads it (a local command reads none of them).
 */
export function serviceInputs(
  sandbox: Pick<Sandbox, 'token' | 'org' | 'baseUrl'>,
  command: string,
  extra: Record<string, string> = {}
): Record<string, string> {
  const service: Record<string, string> = {
    'api-token': sandbox.token,
    org: sandbox.org,
    'base-url': sandbox.baseUrl
  }
  const reads = COMMAND_CATALOG[command]?.inputs
  return {
    command,
    ...Object.fromEntries(
      Object.entries(service).filter(([name]) => reads === undefined || reads.includes(name))
    ),
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

/** The head commit of the push event __fixtures__/events/push-commits.json. */
export const PUSH_HEAD = '3333333333333333333333333333333333333333'

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
