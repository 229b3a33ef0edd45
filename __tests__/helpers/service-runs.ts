/** Shared bits of the end-to-end tests of the read and override commands. */
import type { Sandbox } from '../../sandbox/server.js'

/** Inputs every run against the sandbox needs, plus the command's own. */
export function sandboxInputs(
  sandbox: Sandbox,
  command: string,
  extra: Record<string, string> = {}
) {
  return {
    command,
    'api-token': sandbox.token,
    org: sandbox.org,
    'base-url': sandbox.baseUrl,
    ...extra
  }
}

/** The `::error` workflow commands a run printed (what the runner shows as annotations). */
export /** Parses a JSON output, failing the test with the output's text when it is not JSON. */
function jsonOutput<T = unknown>(outputs: Record<string, string>, name: string): T {
  const text = outputs[name]
  if (text === undefined) throw new Error(`output ${name} is not set`)
  return JSON.parse(text) as T
}
