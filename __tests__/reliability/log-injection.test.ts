/**
 * The log is not an injection point: every command as steps run in-process (kit/step.ts), with
 * every string the service and Jira answer (names, states, summaries, messages, error
 * bodies) carrying forged workflow commands. A proxy in front of the sandbox and the Jira
 * emulator rewrites each string of each JSON answer; the run's stdout and stderr must hold
 * no command the runner would execute that the action did not mean to issue.
 *
 * Assertions print forged lines as JSON, never as a line starting with `::`, so the test
 * runner's own log stays free of commands.
 */
import {
  APPROVAL_FLOW,
  APPROVAL_NUMBERS,
  COMPLIANT_FINGERPRINT,
  NON_COMPLIANT_FINGERPRINT,
  NON_COMPLIANT_TRAIL,
  REPLACING_DEPLOYMENT,
  WEB_APP_FLOW
} from '../../sandbox/fixtures.js'
import { startJiraEmulator, type JiraEmulator } from '../../sandbox/jira.js'
import { API_ROOT, startSandbox, type Sandbox } from '../../sandbox/server.js'
import { checkRun, type ActionRun } from '../../tools/run-action.js'
import { runStep } from '../kit/step.js'
import { COMMAND_CATALOG } from '../../src/commands/catalog.js'
import { OVERRIDE_EXAMPLE, SERVICE_COMMANDS, exampleEnv, exampleInputs } from '../kit/examples.js'
import { useGitHub } from '../kit/servers.js'
import { rewriteJsonStrings, startRewritingProxy } from '../kit/rewriting-proxy.js'
import { forgedCommands, pool } from '../kit/reliability.js'

/** The GitHub API the examples of attest-pull-request read. */
const github = useGitHub()

const MARKER = 'FORGED'
/** Forgeries after a line break of every kind, and the legacy form mid-line. */
const TAIL = [
  '\n::error::FORGED-error',
  '\n::add-mask::FORGED-mask',
  '\r\n::stop-commands::FORGEDtoken',
  '\r::set-output name=forged::FORGED-output',
  '\u2028::warning::FORGED-warning',
  '\u2029::notice::FORGED-notice',
  '\u0085::error::FORGED-nel',
  ' ##[error]FORGED-legacy ##[add-mask]FORGED-legacy-mask'
].join('')
/** A forgery at the start of the value too: some messages begin with a name. */
const hostile = (value: string) => `::error::FORGED-lead ${value}${TAIL}`

/**
 * Every string of every JSON answer, forged, but those the request named (org, flow, trail,
 * fingerprint, id): an answer naming another record than asked is refused before any of its
 * text is logged (`__tests__/e2e/wrong-record.test.ts`), so forging those would leave the
 * rest unlogged.
 */
/** Every string of the answer made hostile, but for what the request named and `honest`. */
const forgeEveryString =
  (honest: readonly string[] = []) =>
  (json: unknown, requestUrl: string) => {
    const kept = new Set([...namedBy(requestUrl), ...honest])
    return rewriteJsonStrings(json, text => (kept.has(text) ? text : hostile(text)))
  }

/** The path segments and query values of a request's URL, decoded. */
function namedBy(url: string): Set<string> {
  const parsed = new URL(url, 'http://proxy.invalid')
  return new Set([
    ...parsed.pathname.split('/').filter(Boolean).map(decodeURIComponent),
    ...parsed.searchParams.values()
  ])
}

interface Servers {
  sandbox: Sandbox
  jira: JiraEmulator
  serviceUrl: string
  jiraUrl: string
}

interface InjectionCase {
  name: string
  command: string
  inputs?: (servers: Servers) => Record<string, string>
  /** Error answers instead of the real ones: every request is answered 500. */
  failing?: boolean
  event?: unknown
  exitCode: number
  /** False where the command logs no text of the answer (list items go to outputs only). */
  logsAnswer?: false
  /**
   * Words of the answer left as they are: a value the action reads as a word of the
   * service's vocabulary (assert's scope), so that the case reaches the text it logs.
   */
  honest?: readonly string[]
}

const jiraInputs = (servers: Servers) => ({
  flow: WEB_APP_FLOW,
  trail: NON_COMPLIANT_TRAIL,
  name: 'jira-issues',
  'jira-base-url': servers.jiraUrl,
  'jira-username': servers.jira.username,
  'jira-api-token': servers.jira.apiToken,
  'key-sources': 'commits'
})
const pushEvent = {
  head_commit: { id: 'a'.repeat(40), message: 'OPS-42 and ABC-12: a change' },
  commits: [{ id: 'a'.repeat(40), message: 'OPS-42 and ABC-12: a change' }]
}
const overrideInputs = () => ({
  ...OVERRIDE_EXAMPLE,
  reason: 'False positive'
})

const answered: InjectionCase[] = [
  {
    // The scope is the one text of a compliant answer the step logs: forged, it is refused.
    name: 'assert-artifact, compliant at a scope it does not know (scope in the refusal)',
    command: 'assert-artifact',
    inputs: () => ({ fingerprint: COMPLIANT_FINGERPRINT }),
    exitCode: 1
  },
  {
    name: 'assert-artifact, not compliant (failure message)',
    command: 'assert-artifact',
    inputs: () => ({ fingerprint: NON_COMPLIANT_FINGERPRINT }),
    exitCode: 1
  },
  {
    name: 'assert-artifact, not compliant, reported only (warning)',
    command: 'assert-artifact',
    inputs: () => ({ fingerprint: NON_COMPLIANT_FINGERPRINT, 'fail-on-non-compliant': 'false' }),
    honest: ['flow'],
    exitCode: 0
  },
  {
    name: 'get-deployment (artifact_name logged)',
    command: 'get-deployment',
    inputs: () => ({
      environment: REPLACING_DEPLOYMENT.environment,
      fingerprint: REPLACING_DEPLOYMENT.fingerprint
    }),
    exitCode: 0
  },
  {
    name: 'get-approval (state logged)',
    command: 'get-approval',
    inputs: () => ({ flow: APPROVAL_FLOW, 'approval-number': String(APPROVAL_NUMBERS.APPROVED) }),
    exitCode: 0
  },
  {
    name: 'get-approval, a gate (refusal message)',
    command: 'get-approval',
    inputs: () => ({
      flow: APPROVAL_FLOW,
      'approval-number': String(APPROVAL_NUMBERS.APPROVED),
      'fail-unless-approved': 'true'
    }),
    exitCode: 1
  },
  { name: 'list-builds', command: 'list-builds', logsAnswer: false, exitCode: 0 },
  {
    name: 'list-trails',
    command: 'list-trails',
    logsAnswer: false,
    inputs: () => ({ flow: WEB_APP_FLOW }),
    exitCode: 0
  },
  {
    name: 'list-attestations',
    command: 'list-attestations',
    inputs: () => ({ flow: WEB_APP_FLOW }),
    logsAnswer: false,
    exitCode: 0
  },
  { name: 'list-actions (failing names warned)', command: 'list-actions', exitCode: 0 },
  {
    name: 'override-attestation',
    command: 'override-attestation',
    inputs: overrideInputs,
    logsAnswer: false,
    exitCode: 0
  },
  {
    name: 'attest-jira (the service answer)',
    command: 'attest-jira',
    inputs: servers => ({ ...jiraInputs(servers), 'jira-issue-fields': 'summary,status' }),
    event: pushEvent,
    exitCode: 0,
    logsAnswer: false
  },
  {
    name: 'attest-jira, dry run (data_json printed with Jira summaries)',
    command: 'attest-jira',
    inputs: servers => ({
      ...jiraInputs(servers),
      'jira-issue-fields': 'summary,status',
      'dry-run': 'true'
    }),
    event: pushEvent,
    exitCode: 0
  }
]

/**
 * The writes that ask neither the service nor Jira anything first (attest-pull-request reads
 * only GitHub): in a dry run they send nothing, so no error body comes back.
 */
function sendsNothingInADryRun(command: string): boolean {
  const entry = COMMAND_CATALOG[command]
  return entry?.kind === 'write' && !entry.inputs.includes('jira-base-url')
}

/**
 * Every command in the registry that talks to the service, with its example inputs, against
 * failing servers (a local command asks no server: there is no answer to forge with).
 */
const failing: InjectionCase[] = SERVICE_COMMANDS.flatMap(command => {
  const inputs = (servers: Servers) => exampleInputs(command, { ...servers, github })
  return [
    { name: `${command}, error body`, command, inputs, failing: true, exitCode: 1 },
    {
      name: `${command}, error body in a dry run (warning)`,
      command,
      inputs: (servers: Servers) => ({ ...inputs(servers), 'dry-run': 'true' }),
      failing: true,
      exitCode: 0,
      // A write in a dry run sends nothing, so no error body comes back.
      ...(sendsNothingInADryRun(command) ? { logsAnswer: false as const } : {})
    }
  ]
})

const CASES = [...answered, ...failing]
const runs = new Map<string, ActionRun>()

beforeAll(async () => {
  await pool(CASES, 2, async testCase => {
    const [sandbox, jira] = await Promise.all([startSandbox(), startJiraEmulator()])
    const [serviceProxy, jiraProxy] = await Promise.all([
      startRewritingProxy(sandbox.origin, forgeEveryString(testCase.honest)),
      startRewritingProxy(jira.baseUrl, forgeEveryString(testCase.honest))
    ])
    try {
      if (testCase.failing) {
        sandbox.faults.add({ times: Infinity }, { status: 500 })
        jira.faults.add({ times: Infinity }, { status: 500 })
      }
      const servers: Servers = {
        sandbox,
        jira,
        serviceUrl: `${serviceProxy.origin}${API_ROOT}`,
        jiraUrl: jiraProxy.origin
      }
      const run = await runStep({
        inputs: {
          command: testCase.command,
          'api-token': sandbox.token,
          org: sandbox.org,
          'base-url': servers.serviceUrl,
          'max-retries': '0',
          ...testCase.inputs?.(servers)
        },
        env: exampleEnv(testCase.command, { ...servers, github }),
        event: testCase.event,
        eventName: 'push'
      })
      runs.set(testCase.name, run)
    } finally {
      await Promise.all([serviceProxy.close(), jiraProxy.close(), sandbox.close(), jira.close()])
    }
  })
}, 180_000)

describe('text from the service and Jira forges no workflow command', () => {
  it.each(CASES.map(testCase => [testCase.name, testCase] as const))('%s', (_name, testCase) => {
    const run = runs.get(testCase.name)
    if (!run) throw new Error(`no run for ${testCase.name}`)
    expect(forgedCommands(run.stdout, MARKER)).toEqual([])
    expect(forgedCommands(run.stderr, MARKER)).toEqual([])
    // The hostile text did reach the log where the command logs it (else the case proves
    // nothing), and the run ended as it would with honest text. Booleans, not the text: a
    // failure must not print the run's output into the test runner's log.
    if (testCase.logsAnswer !== false) expect(run.stdout.includes(MARKER)).toBe(true)
    expect(run.exitCode).toBe(testCase.exitCode)
  })
})

describe('the check every run of the test suite goes through', () => {
  const clean: ActionRun = {
    exitCode: 0,
    stdout: '::add-mask::x\n::warning::ok\nplain\n',
    stderr: '',
    outputs: {},
    outputText: '',
    summary: '',
    durationMs: 1
  }

  it('accepts the commands the action issues', () => {
    expect(() => checkRun(clean, [])).not.toThrow()
  })

  it.each([
    ['a command the action never issues', 'name\n::stop-commands::tok\n'],
    ['a legacy command mid-line', 'name ##[add-mask]x\n'],
    ['a command after a carriage return', 'name\r::set-output name=a::b\n']
  ])('rejects %s', (_what, line) => {
    expect(() => checkRun({ ...clean, stdout: clean.stdout + line }, [])).toThrow(
      /workflow commands it never issues/
    )
  })
})
