/**
 * Every default of a command's own inputs is stated once, in its declaration, and parseInputs
 * reads it from there. For every command and every input whose declaration gives a default:
 * a copy of the catalog with another default makes parseInputs read that other value, exactly
 * as if a step gave it; and without the declared default the reader has none of its own to
 * fall back on (it fails as a fault of the action, or reads nothing).
 */
import type { CommonInputs } from '../../../src/action/common-inputs.js'
import { COMMAND_CATALOG, COMMAND_NAMES } from '../../../src/commands/catalog.js'
import { loadCommand } from '../../../src/commands/registry.js'
import { commonInputs } from '../../../src/declarations/common.js'
import { inputsFromRecord, isRunnerExpression, withDefaults } from '../../../src/inputs/source.js'
import { exampleInputs, fixture } from '../../kit/examples.js'
import { PROCESS_STEP } from '../../kit/sentences.js'

const servers = { jira: { baseUrl: 'http://127.0.0.1:1/', username: 'u', apiToken: 't' } }

/**
 * Another valid value for each declared default that is not a boolean (a boolean takes the
 * other one): a newly declared default needs one here, and the test says so.
 */
const OTHER_VALUES: Readonly<Record<string, string>> = {
  'per-page': '7',
  'key-sources': 'branch',
  'results-dir': fixture('demo/junit-failing'),
  visibility: 'public',
  snapshot: '~1',
  name: 'build-provenance',
  'predicate-type': 'https://slsa.dev/provenance/v0.2'
}

function otherValue(input: string, declared: string): string {
  if (declared === 'true') return 'false'
  if (declared === 'false') return 'true'
  const other = OTHER_VALUES[input]
  if (other === undefined) throw new Error(`Give OTHER_VALUES a valid value of ${input}.`)
  return other
}

function without(values: Readonly<Record<string, string>>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => key !== name))
}

/** [command, input, declared default]: the command's own inputs, not the common ones. */
const CASES: [string, string, string][] = COMMAND_NAMES.flatMap(command => {
  const entry = COMMAND_CATALOG[command]
  if (!entry) return []
  const common = new Set(Object.keys(commonInputs(entry.kind)))
  return Object.entries(entry.defaults)
    .filter(([input, value]) => !common.has(input) && !isRunnerExpression(value))
    .map(([input, value]): [string, string, string] => [command, input, value])
})

describe('declared defaults of the commands', () => {
  it('covers the commands that declare defaults of their own', () => {
    expect(new Set(CASES.map(([command]) => command))).toEqual(
      new Set([
        'assert-artifact',
        'get-approval',
        'get-trail',
        'list-attestations',
        'list-builds',
        'list-trails',
        'attest-jira',
        'attest-junit',
        'attest-provenance',
        'attest-pull-request',
        'attest-snyk',
        'check-readiness',
        'create-flow',
        'get-snapshot',
        'log-environment'
      ])
    )
  })

  it.each(CASES)('%s reads the default of %s (%s) from its declaration', async (name, input) => {
    const command = await loadCommand(name)
    const declared = COMMAND_CATALOG[name]?.defaults ?? {}
    // The example's inputs, without this one: only a default gives it.
    const values = without(exampleInputs(name, servers), input)
    const parse = (given: Record<string, string>, defaults: Record<string, string>) =>
      command.parseInputs(
        withDefaults(inputsFromRecord(given), defaults),
        {} as CommonInputs,
        PROCESS_STEP
      )

    const read = parse(values, declared)
    const other = otherValue(input, declared[input] ?? '')
    const readOther = parse(values, { ...declared, [input]: other })
    expect(readOther).not.toEqual(read)
    expect(readOther).toEqual(parse({ ...values, [input]: other }, declared))

    let readWithout: unknown
    try {
      readWithout = parse(values, without(declared, input))
    } catch (error) {
      expect(String(error)).toMatch(
        new RegExp(`^Error: Input "${input}" has no value although its declaration gives a default`)
      )
      return
    }
    expect(readWithout).not.toEqual(read)
  })
})
