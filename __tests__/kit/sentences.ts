import type { Command } from '../../src/action/command.js'
import type { CommonInputs } from '../../src/action/common-inputs.js'
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

/**
 * A command's own inputs, read from `values` by its parseInputs. The common inputs are left
 * empty: a command reads only its own while parsing them.
 */
export function ownInputs<T>(command: Command<T>, values: Record<string, string>): T {
  return command.parseInputs(inputsFromRecord(values), {} as CommonInputs)
}

/** The command refuses `values` in one sentence that names `input` and says `problem`. */
export function expectRefused(
  command: Command<unknown>,
  values: Record<string, string>,
  input: string,
  problem: RegExp
): void {
  const error = inputError(() => ownInputs(command, values))
  expectOneSentence(error, input)
  expect(error.message).toMatch(problem)
}
