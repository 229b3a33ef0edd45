/**
 * What only a process has: its signals and its warnings. The entry (src/index.ts) installs
 * these for the workflow runner's process; a step run in memory has neither.
 */
import { constants } from 'node:os'
import { removeFilesInFlight, writesInFlight } from '../http/in-flight.js'
import type { Logger } from './command.js'

/**
 * Node prints a process warning (`process.emitWarning`, from Node itself or a library) to
 * stderr as it is, and a library may quote a server's text in one (a deprecation notice
 * naming a header's value): the runner would read a `::` or `##[` in it as a workflow
 * command. Node's printer is removed and each warning goes through the safe logger, as a
 * debug line: it concerns the action's code, not the user's workflow.
 */
export function routeProcessWarnings(log: Logger): void {
  process.removeAllListeners('warning')
  process.on('warning', warning => {
    log.debug(`Node.js warning: ${warning.name}: ${warning.message}`)
  })
}

/**
 * A cancelled job sends SIGINT, then SIGTERM. Cut off while a write is on its way, the action
 * cannot know whether the server applied it: it says so, naming the request. Cut off while a
 * download is being written, it removes the partial file, so no half file stays in the
 * workspace. Then it exits non-zero as a cancelled step does.
 */
export function handleCancellation(log: Logger): void {
  let cancelling = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // A second signal while exiting (SIGINT, then SIGTERM) must not repeat the line.
      if (cancelling) return
      cancelling = true
      for (const write of writesInFlight()) {
        log.warning(
          `Cancelled (${signal}) while ${write.method} ${write.target} was on its way to ` +
            `${write.system}: the write may or may not have been recorded; check it in ` +
            `${write.system} before re-running, so it is not recorded twice.`
        )
      }
      // Removed now, and again just before exiting: a download may start its file between.
      for (const target of removeFilesInFlight()) {
        log.info(`Cancelled (${signal}) while downloading ${target}: its partial file was removed.`)
      }
      // Exit once stdout has taken the line (pipes may be asynchronous).
      process.stdout.write('', () => {
        removeFilesInFlight()
        process.exit(128 + constants.signals[signal])
      })
    })
  }
}
