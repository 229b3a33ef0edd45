import { InputError } from '../../src/inputs/errors.js'

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
