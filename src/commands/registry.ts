/**
 * The commands by name, from their declarations: each is loaded only when chosen, so a step
 * pays for the code of its own command and nothing else.
 */
import type { Command } from '../action/command.js'
import { COMMAND_NAMES } from './catalog.js'
import { LOADERS } from './loaders.js'

export { COMMAND_NAMES }

export function loadCommand(name: string): Promise<Command<unknown>> {
  const loader = LOADERS[name]
  if (!loader) throw new RangeError(`unknown command ${name}`)
  return loader()
}
