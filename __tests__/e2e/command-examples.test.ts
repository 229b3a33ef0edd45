/**
 * Every command in the registry, run with its example, once through its own action
 * (`uses: …/compliance-action/<command>@v1`: the defaults and `runs.main` of
 * `<command>/action.yml`, no `command` input), as a process of the bundle the way the runner
 * runs it, and once through the root action's `command` input: in-process on the sources,
 * and for the first command as a process too, so the bundle's own dispatch is run. Every check that reads an example run reads these two:
 * - the sub-action sets only the outputs its command declares, and the same ones as `command:`;
 * - the requests `command:` sends validate against the published OpenAPI description;
 * - the api-token is masked and no secret shows (the leak check on every run rejects one);
 * - the result is also in result-file, and no output or summary is over its limit.
 * A command added to the registry is covered by its example without editing this suite.
 */
import { parse } from 'yaml'
import { readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RecordedRequest, type Sandbox } from '../../sandbox/server.js'
import { COMMAND_CATALOG, COMMAND_NAMES } from '../../src/commands/catalog.js'
import { PROJECT_ROOT, runAction, type ActionRun } from '../../tools/run-action.js'
import { annotations } from '../kit/annotations.js'
import { runStep } from '../kit/step.js'
import { SERVICE_COMMANDS, exampleEnv, exampleOutputs, exampleRun } from '../kit/examples.js'
import {
  createRequestValidator,
  isDeploymentRequest,
  loadSpec,
  matchOperation,
  specIt,
  type Spec
} from '../kit/openapi.js'
import { useGitHub, useJira, useSandbox } from '../kit/servers.js'

const MIB = 1024 * 1024

const sandbox = useSandbox()
const jira = useJira()
const github = useGitHub()

/**
 * The sub-action runs are processes that mostly wait (on Node starting, on the sandbox): they
 * run SUB_ACTION_LANES at a time, each lane with a sandbox of its own, reset before each run as
 * the one sandbox was, so no run sees another's records.
 */
const SUB_ACTION_LANES = 4
const lanes = Array.from({ length: SUB_ACTION_LANES }, () => useSandbox())

/** A command's run through its own action, with the token of the sandbox it ran against. */
interface SubRun {
  run: ActionRun
  token: string
}
const subRuns = new Map<string, Promise<SubRun>>()

// Every run has ended (or failed, which its command's tests report) before the first test.
beforeAll(async () => {
  const queue = [...COMMAND_NAMES]
  const lane = async (laneSandbox: Sandbox) => {
    for (let command = queue.shift(); command !== undefined; command = queue.shift()) {
      const servers = { sandbox: laneSandbox, jira, github }
      const subInputs = Object.fromEntries(
        Object.entries(exampleRun(command, servers)).filter(([name]) => name !== 'command')
      )
      laneSandbox.reset()
      const started = runAction({
        subAction: command,
        inputs: subInputs,
        env: exampleEnv(command, servers)
      }).then(run => ({ run, token: laneSandbox.token }))
      subRuns.set(command, started)
      // The lane's next run waits for this one; its failure is its command's, read there.
      await started.catch(() => undefined)
    }
  }
  await Promise.all(lanes.map(lane))
}, 120_000)

function declaredOutputs(command: string): string[] {
  const yml = parse(readFileSync(join(PROJECT_ROOT, command, 'action.yml'), 'utf8')) as {
    outputs: Record<string, unknown>
  }
  return Object.keys(yml.outputs)
}

/** attest-decision's endpoint, absent from the description: its own contract test checks it. */
const isDecision = (request: RecordedRequest) =>
  request.method === 'POST' &&
  /^\/api\/v2\/attestations\/[^/]+\/[^/]+\/trail\/[^/]+\/system$/.test(request.path)
/** Requests to endpoints the description lacks, each checked against the notes elsewhere. */
const checkedAgainstNotes = (request: RecordedRequest) =>
  isDeploymentRequest(request) || isDecision(request)

/**
 * One description and one validator for every command: compiling the description's schemas
 * costs far more than checking a request, and a compiled schema serves every command.
 */
let conformance: { spec: Spec; validate: ReturnType<typeof createRequestValidator> } | undefined
function requestConformance() {
  if (!conformance) {
    const spec = loadSpec()
    conformance = { spec, validate: createRequestValidator(spec) }
  }
  return conformance
}

describe.each(COMMAND_NAMES.map(command => [command]))('%s, run with its example', command => {
  let sub: ActionRun
  /** The token of the sandbox the sub-action ran against. */
  let subToken: string
  let root: ActionRun
  /** What the run through `command:` sent the service, and nothing else. */
  let sent: RecordedRequest[]
  /** The root run's RUNNER_TEMP, kept until its result-file is read. */
  let temp: string

  beforeAll(async () => {
    temp = await mkdtemp(join(tmpdir(), 'command-example-'))
    const servers = { sandbox, jira, github }
    const inputs = exampleRun(command, servers)
    const env = exampleEnv(command, servers)
    sandbox.reset()
    const runRoot = command === COMMAND_NAMES[0] ? runAction : runStep
    root = await runRoot({ inputs, env: { ...env, RUNNER_TEMP: temp } })
    sent = [...sandbox.requests]
    ;({ run: sub, token: subToken } = await (subRuns.get(command) as Promise<SubRun>))
  }, 60_000)

  afterAll(() => rm(temp, { recursive: true, force: true }))

  it(`through uses: …/${command}@v1, runs with no command input, sets only declared outputs, as command: does`, () => {
    expect({ exitCode: sub.exitCode, errors: annotations(sub.stdout, 'error') }).toEqual({
      exitCode: 0,
      errors: []
    })
    const expected = COMMAND_CATALOG[command]?.kind === 'gate' ? 'compliant' : 'ok'
    expect(sub.outputs.outcome).toBe(expected)
    expect(sub.stdout).not.toMatch(/does not read the input/)
    const declared = declaredOutputs(command)
    expect(Object.keys(sub.outputs).filter(name => !declared.includes(name))).toEqual([])
    expect(Object.keys(sub.outputs).sort()).toEqual(Object.keys(root.outputs).sort())
    expect(sub.outputs.outcome).toBe(root.outputs.outcome)
    expect(sub.outputs).toMatchObject(exampleOutputs(command))
  })

  specIt(
    'sends only requests the published description accepts (or, absent from it, the notes)',
    async () => {
      const { spec, validate } = requestConformance()
      // A local command sends the service nothing at all.
      if (!SERVICE_COMMANDS.includes(command)) {
        expect(sent).toEqual([])
        return
      }
      expect(sent.length).toBeGreaterThan(0)
      for (const request of sent) {
        const path = request.path.replace(/^\/api\/v2/, '')
        // Endpoints the description lacks are checked against the notes: the deployment one in
        // __tests__/contract/service-commands.test.ts, attest-decision's in
        // __tests__/commands/attest-decision/contract.test.ts.
        if (checkedAgainstNotes(request) && !matchOperation(spec, request.method, path)) continue
        expect({
          request: `${request.method} ${request.path}`,
          errors: await validate(request)
        }).toEqual({
          request: `${request.method} ${request.path}`,
          errors: []
        })
      }
    }
  )

  if (SERVICE_COMMANDS.includes(command)) {
    it('masks the api-token and prints no secret', () => {
      for (const [run, token] of [
        [sub, subToken],
        [root, sandbox.token]
      ] as const) {
        expect(run.stdout.split('\n')).toContain(`::add-mask::${token}`)
        expect(run.outputs.outcome).not.toBe('error')
      }
    })
  } else {
    // Given no token (it reads none), such a command still runs under the leak check.
    it('takes no token and prints no secret', () => {
      for (const [run, token] of [
        [sub, subToken],
        [root, sandbox.token]
      ] as const) {
        expect(run.stdout).not.toContain(token)
        expect(run.outputs.outcome).not.toBe('error')
      }
    })
  }

  it('has its result also in result-file, and no output or summary over its limit', async () => {
    expect(root.exitCode).toBe(0)
    // A command without a result output (fingerprint) has no result-file to check either.
    if (COMMAND_CATALOG[command]?.outputs.includes('result')) {
      const file = root.outputs['result-file'] ?? ''
      expect(file.startsWith(`${temp}/`)).toBe(true)
      expect(await readFile(file, 'utf8')).toBe(root.outputs.result)
    }
    for (const value of Object.values(root.outputs)) {
      expect(Buffer.byteLength(value)).toBeLessThanOrEqual(1_000_000)
    }
    expect(Buffer.byteLength(root.summary)).toBeLessThanOrEqual(MIB)
  })
})
