/**
 * A list command with no inputs of its own whose answer is the org's whole list, in one
 * request (list-actions, list-attestation-types, list-environments, list-policies): in a dry
 * run without a token it skips, else every item is in `result` and in the summary's table.
 */
import { skippedWithoutToken } from '../action/skip.js'
import type { Command, CommandContext } from '../action/command.js'
import type { ServiceClient } from '../service/client.js'
import { listResult, type ListView } from './list-outputs.js'

/** Such a command reads no input besides the common ones. */
export type NoInputs = Record<string, never>

export interface OrgList<T> {
  command: string
  /** What a dry run without a token did not list: "the policies". */
  what: string
  read: (service: ServiceClient, org: string) => Promise<T[]>
  /** How the items read in the summary, and outputs besides the common ones. */
  report: (
    items: readonly T[],
    context: CommandContext
  ) => { view: ListView<T>; outputs?: Record<string, string> }
}

export function orgListCommand<T>(list: OrgList<T>): Command<NoInputs> {
  return {
    parseInputs: () => ({}),
    async run(_inputs, context) {
      const service = context.service
      if (!service) return skippedWithoutToken(context.log, `${list.what} were not listed`)
      const items = await list.read(service, context.common.org)
      const { view, outputs } = list.report(items, context)
      // The answer is the whole list, not a page of it.
      const listing = { items, total: items.length }
      return listResult({ command: list.command, listing, view, outputs }, context.log)
    }
  }
}
