/** The workflow runner, through @actions/core: the only module of the action that uses it. */
import * as core from '@actions/core'
import type { Runner } from './runner.js'

export function actionsRunner(): Runner {
  return {
    env: process.env,
    // Empty counts as unset everywhere in the action, so a default applies.
    input: name => core.getInput(name) || undefined,
    info: line => core.info(line),
    debug: line => core.debug(line),
    warning: message => core.warning(message),
    error: (message, properties) => core.error(message, properties),
    group: (title, work) => core.group(title, work),
    mask: secret => core.setSecret(secret),
    setOutput: (name, value) => core.setOutput(name, value),
    appendSummary: async markdown => {
      try {
        await core.summary.addRaw(markdown, true).write()
      } finally {
        core.summary.emptyBuffer()
      }
    },
    fail: message => core.setFailed(message)
  }
}
