/**
 * Every command through its own action (`uses: …/compliance-action/<command>@v1`), run the way
 * the runner runs it: the defaults and `runs.main` of `<command>/action.yml`, no `command`
 * input. Each run's outcome and outputs are checked against what the command declares, and
 * the same example through the root action's `command` input must set the same outputs.
 */
import { parse } from 'yaml'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { COMMAND_CATALOG, COMMAND_NAMES } from '../../src/commands/catalog.js'
import { PROJECT_ROOT, runAction, type ActionRun } from '../../tools/run-action.js'
import { annotations } from '../kit/annotations.js'
import { exampleEnv, exampleOutputs, exampleRun } from '../kit/examples.js'
import { useGitHub, useJira, useSandbox } from '../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })
const jira = useJira()
const github = useGitHub()

function declaredOutputs(command: string): string[] {
  const yml = parse(readFileSync(join(PROJECT_ROOT, command, 'action.yml'), 'utf8')) as {
    outputs: Record<string, unknown>
  }
  return Object.keys(yml.outputs)
}

async function runBoth(command: string): Promise<{ sub: ActionRun; root: ActionRun }> {
  const servers = { sandbox, jira, github }
  const inputs = Object.fromEntries(
    Object.entries(exampleRun(command, servers)).filter(([name]) => name !== 'command')
  )
  const env = exampleEnv(command, servers)
  const sub = await runAction({ subAction: command, inputs, env })
  sandbox.reset()
  const root = await runAction({ inputs: { command, ...inputs }, env })
  return { sub, root }
}

describe.each(COMMAND_NAMES.map(command => [command]))('uses: …/%s@v1', command => {
  it('runs its command with no command input, sets only declared outputs, as command: does', async () => {
    const { sub, root } = await runBoth(command)
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
  }, 60_000)
})
