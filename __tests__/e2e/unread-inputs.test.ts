/**
 * A misspelt `with:` key, for every command of the catalog, through the bundled action as the
 * runner runs it (the runner passes every key as INPUT_<KEY>, declared or not). On a gate
 * (a gate command, or a command that reads assert, given assert: true) the step fails before
 * any request, in one sentence naming the key and the input it most likely meant. On any
 * other command one warning names both and the step runs as without the key. One run a
 * command, through its sub-action or through command: in turn; the slips users make
 * (`enviroment`, `results_dir`) are run by name.
 *
 * Gate runs come first, all of them, so that "no request" is a count over every server.
 */
import { COMMAND_CATALOG, COMMAND_NAMES } from '../../src/commands/catalog.js'
import { type ActionRun } from '../../tools/run-action.js'
import { runStep } from '../kit/step.js'
import { COMPLIANT_FINGERPRINT, PRODUCTION_ENVIRONMENT } from '../../sandbox/fixtures.js'
import { annotations } from '../kit/annotations.js'
import { exampleEnv, exampleRun } from '../kit/examples.js'
import { useGitHub, useJira, useSandbox } from '../kit/servers.js'
import { pool } from '../kit/reliability.js'

const sandbox = useSandbox()
const jira = useJira()
const github = useGitHub()

const readsAssert = (command: string) =>
  COMMAND_CATALOG[command]?.inputs.includes('assert') ?? false
const isGate = (command: string) =>
  COMMAND_CATALOG[command]?.kind === 'gate' || readsAssert(command)

/**
 * The input a slip is made of: the command's longest hyphenated input beyond the limits
 * every command reads (often its own; api-token for a command that has none).
 */
function meantInput(command: string): string {
  const common = COMMAND_CATALOG.fingerprint?.inputs ?? []
  const own = (COMMAND_CATALOG[command]?.inputs ?? []).filter(
    name => name.includes('-') && !common.includes(name)
  )
  return own.sort((a, b) => b.length - a.length)[0] ?? 'max-retries'
}

interface Row {
  command: string
  via: 'sub-action' | 'command:'
  key: string
  meant: string
}

/** One run a command, through its sub-action and through command: in turn. */
const rows: Row[] = COMMAND_NAMES.map((command, index) => {
  const meant = meantInput(command)
  return {
    command,
    via: index % 2 === 0 ? 'sub-action' : 'command:',
    key: meant.replace(/-/g, '_'),
    meant
  }
})

function runRow(row: Row, extra: Record<string, string>): Promise<ActionRun> {
  const servers = { sandbox, jira, github }
  const inputs = { ...exampleRun(row.command, servers), ...extra }
  if (row.via === 'sub-action') delete inputs.command
  return runStep({
    inputs,
    subAction: row.via === 'sub-action' ? row.command : undefined,
    env: exampleEnv(row.command, servers)
  })
}

const requestsSoFar = () => sandbox.requests.length + jira.requests.length + github.requests.length

const runs = new Map<Row, ActionRun>()
let requestsOfGates = -1

beforeAll(async () => {
  const gates = rows.filter(row => isGate(row.command))
  const before = requestsSoFar()
  await pool(gates, 2, async row => {
    const assert: Record<string, string> = readsAssert(row.command) ? { assert: 'true' } : {}
    runs.set(row, await runRow(row, { ...assert, [row.key]: 'x' }))
  })
  requestsOfGates = requestsSoFar() - before
  const others = rows.filter(row => !isGate(row.command))
  await pool(others, 2, async row => {
    runs.set(row, await runRow(row, { [row.key]: 'x' }))
  })
}, 240_000)

const label = (row: Row) => `${row.command} through ${row.via}: ${row.key}`

describe.each(rows.filter(row => isGate(row.command)).map(row => [label(row), row] as const))(
  'a gate given a misspelt key (%s)',
  (_label, row) => {
    it('fails before any request, naming the key and the input it meant', () => {
      const run = runs.get(row) as ActionRun
      expect(run.exitCode).not.toBe(0)
      expect(run.outputs.outcome).toBe('error')
      expect(annotations(run.stdout)).toEqual([
        `Input "${row.key}" is not read by ${row.command} (no command has it; did you mean ${row.meant}?), ` +
          `so this gate would pass or fail without it; expected ${row.meant} in its place, or the key ` +
          `removed (docs/commands/${row.command}.md lists the inputs it reads).`
      ])
      expect(requestsOfGates).toBe(0)
    })
  }
)

describe.each(rows.filter(row => !isGate(row.command)).map(row => [label(row), row] as const))(
  'any other command given a misspelt key (%s)',
  (_label, row) => {
    it('warns once, naming the key and the input it meant, and goes on', () => {
      const run = runs.get(row) as ActionRun
      expect({ exitCode: run.exitCode, errors: annotations(run.stdout) }).toEqual({
        exitCode: 0,
        errors: []
      })
      expect(run.outputs.outcome).toBe('ok')
      expect(
        annotations(run.stdout, 'warning').filter(line => line.includes('does not read'))
      ).toEqual([
        `${row.command} does not read the input "${row.key}" (no command has it; did you mean ${row.meant}?), ` +
          `so it has no effect; rename or remove it (docs/commands/${row.command}.md lists the inputs it reads).`
      ])
    })
  }
)

describe('the slips users make', () => {
  it.each(['sub-action', 'command:'] as const)(
    'enviroment: production on assert-artifact through %s fails, and nothing is asked',
    async via => {
      const before = requestsSoFar()
      const run = await runRow(
        { command: 'assert-artifact', via, key: 'enviroment', meant: 'environment' },
        { fingerprint: COMPLIANT_FINGERPRINT, enviroment: PRODUCTION_ENVIRONMENT }
      )
      expect(run.exitCode).not.toBe(0)
      expect(run.outputs.outcome).toBe('error')
      expect(annotations(run.stdout)).toEqual([
        'Input "enviroment" is not read by assert-artifact (no command has it; did you mean environment?), ' +
          'so this gate would pass or fail without it; expected environment in its place, or the key ' +
          'removed (docs/commands/assert-artifact.md lists the inputs it reads).'
      ])
      expect(requestsSoFar()).toBe(before)
    }
  )

  it('results_dir on attest-junit is a warning naming results-dir', async () => {
    const run = await runRow(
      { command: 'attest-junit', via: 'command:', key: 'results_dir', meant: 'results-dir' },
      { results_dir: 'build/test-results' }
    )
    expect(run.exitCode).toBe(0)
    expect(annotations(run.stdout, 'warning')).toContain(
      'attest-junit does not read the input "results_dir" (no command has it; did you mean results-dir?), ' +
        'so it has no effect; rename or remove it (docs/commands/attest-junit.md lists the inputs it reads).'
    )
  })

  it('an input of another command fails a gate too: it would be ignored as well', async () => {
    const before = requestsSoFar()
    const run = await runRow(
      { command: 'assert-artifact', via: 'command:', key: 'trail', meant: '' },
      { trail: 'release-1' }
    )
    expect(run.exitCode).not.toBe(0)
    expect(annotations(run.stdout)).toEqual([
      'Input "trail" is not read by assert-artifact (an input of other commands), so this gate ' +
        'would pass or fail without it; expected each key renamed to an input the command reads, ' +
        'or removed (docs/commands/assert-artifact.md lists the inputs it reads).'
    ])
    expect(requestsSoFar()).toBe(before)
  })
})
