/** A bad input value: its message is one sentence naming the input, the problem and the fix. */
export class InputError extends Error {
  constructor(
    readonly input: string,
    readonly problem: string,
    readonly expected: string
  ) {
    // One line, whatever the parts quote: JSON.parse's message, for one, quotes the input
    // with its line breaks, and an annotation must stay one sentence.
    super(
      `Input "${input}" ${problem}; expected ${expected}.`.replace(/\s*[\r\n\u2028\u2029]\s*/g, ' ')
    )
    this.name = 'InputError'
  }

  /** The same refusal, naming the variable the value was read from (unless it does). */
  readFrom(variable: string): InputError {
    if (this.problem.includes(variable)) return this
    return new InputError(this.input, `(read from ${variable}) ${this.problem}`, this.expected)
  }
}

const MAX_QUOTED = 80

/** Quotes a user value for a message, shortened and on one line. */
export function quote(value: string): string {
  const flat = value.replace(/\s+/g, ' ')
  return JSON.stringify(flat.length > MAX_QUOTED ? `${flat.slice(0, MAX_QUOTED)}…` : flat)
}
