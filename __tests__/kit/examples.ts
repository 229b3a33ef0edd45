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
import type { JiraEmulator } from '../../sandbox/jira.js'
import type { Sandbox } from '../../sandbox/server.js'

export interface ExampleServers {
  jira: Pick<JiraEmulator, 'baseUrl' | 'username' | 'apiToken'>
  /** Where the action reaches Jira when not at jira.baseUrl (a proxy in front of it). */
  jiraUrl?: string
}

type Example = (servers: ExampleServers) => Record<string, string>

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
  })
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

/** A command's example with the common inputs, plus `extra` over both. */
export function exampleRun(
  command: string,
  servers: ExampleServers & { sandbox: Pick<Sandbox, 'token' | 'org' | 'baseUrl'> },
  extra: Record<string, string> = {}
): Record<string, string> {
  return serviceInputs(servers.sandbox, command, { ...exampleInputs(command, servers), ...extra })
}
