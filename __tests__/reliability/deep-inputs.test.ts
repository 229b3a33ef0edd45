/**
 * A file input nested deeply enough to overflow the stack (JSON.stringify of every request
 * body gives up near 100,000 levels) is refused while the inputs are read: for every command
 * in the registry that reads such an input (the input catalog says which), as a step run
 * in-process (kit/step.ts), with its valid example and the one file made deep. The step fails
 * with one sentence naming the input, even in a dry run, and no request reaches the service,
 * Jira or GitHub.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type ActionRun } from '../../tools/run-action.js'
import { runStep } from '../kit/step.js'
import { commandsReading } from '../../src/commands/catalog.js'
import { MAX_JSON_DEPTH } from '../../src/inputs/nesting.js'
import { expectOneError } from '../kit/annotations.js'
import { exampleEnv, exampleRun } from '../kit/examples.js'
import { useGitHub, useJira, useSandbox } from '../kit/servers.js'
import { useTempDir } from '../kit/temp.js'
import { pool } from '../kit/reliability.js'

const sandbox = useSandbox()
const jira = useJira()
const github = useGitHub()
const work = useTempDir('deep-inputs-')

const LEVELS = 100_000

/**
 * Each file input the action parses, with a document of the shape it expects (an object; a
 * SARIF log; a YAML mapping) holding one value nested LEVELS deep, and what the refusal says.
 */
const DEEP_FILES: Record<string, { file: string; text: string; problem: RegExp }> = {
  'user-data': {
    file: 'user-data.json',
    text: `{"build": 42, "deep": ${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}}`,
    problem: new RegExp(
      `whose JSON is nested ${LEVELS + 1} levels deep, over the limit of ${MAX_JSON_DEPTH}`
    )
  },
  'attestation-data': {
    file: 'attestation-data.json',
    text: `{"coverage": 80, "deep": ${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}}`,
    problem: new RegExp(`whose JSON is nested ${LEVELS + 1} levels deep`)
  },
  'scan-results': {
    file: 'scan.sarif',
    text: `{"version": "2.1.0", "runs": [], "deep": ${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}}`,
    problem: new RegExp(`whose JSON is nested ${LEVELS + 1} levels deep`)
  },
  'template-file': {
    file: 'template.yml',
    text: `version: 1\ndeep: ${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}\n`,
    problem: /which nests its collections deeper than the YAML parser can follow/
  }
}

const readers = (input: string): string[] => commandsReading(input)

/** [command, input, dry run] for every command that reads each deep-able input. */
const rows = Object.keys(DEEP_FILES).flatMap(input =>
  readers(input).flatMap(command => [
    [command, input, false] as const,
    [command, input, true] as const
  ])
)
const runs: ActionRun[] = []

beforeAll(async () => {
  for (const { file, text } of Object.values(DEEP_FILES))
    await writeFile(join(work.path, file), text)
  const servers = { sandbox, jira, github }
  runs.push(
    ...(await pool(rows, 4, ([command, input, dryRun]) =>
      runStep({
        inputs: exampleRun(command, servers, {
          [input]: join(work.path, DEEP_FILES[input]?.file ?? ''),
          ...(dryRun ? { 'dry-run': 'true' } : {})
        }),
        env: exampleEnv(command, servers),
        cwd: work.path
      })
    ))
  )
}, 240_000)

it('covers every command that reads a JSON or YAML file, with and without a dry run', () => {
  const commands = new Set(rows.map(([command]) => command))
  for (const command of [
    'attest-custom',
    'attest-snyk',
    'create-flow',
    'begin-trail',
    'attest-jira'
  ]) {
    expect(commands).toContain(command)
  }
  expect(rows.length).toBeGreaterThanOrEqual(2 * 13)
})

describe.each(
  rows.map(
    (row, index) => [`${row[0]} ${row[1]}${row[2] ? ' (dry run)' : ''}`, row, index] as const
  )
)('%s', (_title, [, input], index) => {
  it(`fails the step in one sentence naming ${input}`, () => {
    const run = runs[index] as ActionRun
    const [message] = expectOneError(run)
    expect(message).toMatch(
      new RegExp(`^Input "${input}" names "[^"]+", [^\\n]+; expected [^\\n]+\\.$`)
    )
    expect(message).toMatch(DEEP_FILES[input]?.problem ?? /never/)
    expect(message).not.toMatch(/call stack size/i)
    expect(run.stdout).not.toMatch(/Maximum call stack/)
  })
})

it('sends nothing to the service, Jira or GitHub for any of them', () => {
  expect(runs).toHaveLength(rows.length)
  expect(sandbox.requests).toEqual([])
  expect(jira.requests).toEqual([])
  expect(github.requests).toEqual([])
})
