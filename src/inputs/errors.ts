/** A bad input value: its message is one sentence naming the input, the problem and the fix. */
export class InputError extends Error {
  constructor(
    readonly input: string,
    problem: string,
    expected: string
  ) {
    super(`Input "${input}" ${problem}; expected ${expected}.`)
    this.name = 'InputError'
  }
}

const MAX_QUOTED = 80

/** Quotes a user value for a message, shortened and on one line. */
export function quote(value: string): string {
  const flat = value.replace(/\s+/g, ' ')
  return JSON.stringify(flat.length > MAX_QUOTED ? `${flat.slice(0, MAX_QUOTED)}…` : flat)
}
