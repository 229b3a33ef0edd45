/**
 * What a step hears about the keys its command does not read. A gate (assert-artifact, or any
 * step given `assert: true`) is refused before any request: a key it ignores, a misspelt
 * `enviroment` for one, would let it pass at a weaker scope than the user asked for. Any
 * other command warns and goes on, as the key has no effect there.
 */
import { InputError, quote } from '../inputs/input-error.js'
import type { UnreadKey } from '../inputs/step-keys.js'

/** At most this many keys are named; a longer list ends with how many more there are. */
const NAMED_AT_MOST = 5

/** `no command has it; did you mean environment?` */
function origin(unread: UnreadKey): string {
  const whose = unread.readByOthers ? 'an input of other commands' : 'no command has it'
  return unread.nearest ? `${whose}; did you mean ${unread.nearest}?` : whose
}

/** `"enviroment" (no command has it; did you mean environment?)` */
function described(unread: UnreadKey): string {
  return `${quote(unread.key)} (${origin(unread)})`
}

function listed(unread: readonly UnreadKey[]): string {
  const named = unread.slice(0, NAMED_AT_MOST).map(described)
  const more = unread.length - named.length
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ')
}

function reference(command: string): string {
  return `docs/commands/${command}.md lists the inputs it reads`
}

/** The failure of a gate given keys it does not read: one sentence, naming each and its nearest. */
export function unreadInputsOfGate(command: string, unread: readonly UnreadKey[]): InputError {
  const [first, ...others] = unread as [UnreadKey, ...UnreadKey[]]
  const nor = others.length > 0 ? `, nor does it read ${listed(others)}` : ''
  const fix =
    unread.length === 1 && first.nearest
      ? `${first.nearest} in its place, or the key removed`
      : 'each key renamed to an input the command reads, or removed'
  return new InputError(
    first.key.slice(0, 80),
    `is not read by ${command} (${origin(first)})${nor}, ` +
      `so this gate would pass or fail without ${others.length > 0 ? 'them' : 'it'}`,
    `${fix} (${reference(command)})`
  )
}

/** The warning of any other command given keys it does not read: one sentence. */
export function unreadInputsWarning(command: string, unread: readonly UnreadKey[]): string {
  const one = unread.length === 1
  return (
    `${command} does not read ${one ? 'the input' : 'the inputs'} ${listed(unread)}, ` +
    `so ${one ? 'it has' : 'they have'} no effect; rename or remove ${one ? 'it' : 'them'} ` +
    `(${reference(command)}).`
  )
}
