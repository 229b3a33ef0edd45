import type { Command, StepContext } from '../../src/action/command.js'
import type { CommonInputs } from '../../src/action/common-inputs.js'
import { COMMAND_CATALOG, withDeclaredDefaults } from '../../src/commands/catalog.js'
import { InputError } from '../../src/inputs/input-error.js'
import { inputsFromRecord } from '../../src/inputs/source.js'

/**
 * A refused input's message is one sentence: `Input "<name>" <what is wrong>; expected
 * <form>.`, with no line break and no sentence break inside.
 */
export function expectOneSentence(error: InputError, input: string): void {
  expect(error.input).toBe(input)
  expect(error.message.startsWith(`Input "${input}" `)).toBe(true)
  expect(error.message).toMatch(/[^.]\.$/)
  expect(error.message).not.toMatch(/\n/)
  expect(error.message.slice(0, -1)).not.toMatch(/[.!?](\s|$)/)
  expect(error.message).toMatch(/; expected /)
}

/** The InputError `run` throws; fails the test when it throws nothing or something else. */
export function inputError(run: () => unknown): InputError {
  try {
    run()
  } catch (error) {
    if (error instanceof InputError) return error
    throw error
  }
  throw new Error('expected an InputError')
}

/** The message of the InputError `run` throws: what a refusal says, to match against. */
export function refusal(run: () => unknown): string {
  return inputError(run).message
}

/** A command with the name it is declared under, by which its declared defaults are found. */
export interface DeclaredCommand<T> {
  name: string
  command: Command<T>
}

export function declaredCommand<T>(name: string, command: Command<T>): DeclaredCommand<T> {
  if (!COMMAND_CATALOG[name]) throw new Error(`No command is declared as "${name}".`)
  return { name, command }
}

/** A step context that masks nothing: these tests print no log. */
export const PROCESS_STEP: StepContext = { mask: () => undefined }

/**
 * A command's own inputs, read from `values` by its parseInputs as main.ts runs it: with the
 * command's declared defaults filled in. The common inputs are left empty: a command reads
 * only its own while parsing them.
 */
export function ownInputs<T>(declared: DeclaredCommand<T>, values: Record<string, string>): T {
  const source = withDeclaredDefaults(inputsFromRecord(values), declared.name)
  return declared.command.parseInputs(source, {} as CommonInputs, PROCESS_STEP)
}

/** The command refuses `values` in one sentence that names `input` and says `problem`. */
export function expectRefused(
  command: DeclaredCommand<unknown>,
  values: Record<string, string>,
  input: string,
  problem: RegExp
): void {
  const error = inputError(() => ownInputs(command, values))
  expectOneSentence(error, input)
  expect(error.message).toMatch(problem)
}
