/** Facts about the current workflow run, from the runner's environment. */
import { isAbsolute, normalize, relative } from 'node:path'
import { stepEnv } from '../runner/step-scope.js'

type Env = Record<string, string | undefined>

/** `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`, when known. */
export function runUrl(env: Env = stepEnv()): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env
  if (!server || !repository || !runId) return undefined
  return `${server.replace(/\/+$/, '')}/${repository}/actions/runs/${runId}`
}

/** RUNNER_TEMP on a runner; the system temp directory elsewhere. */
export function runnerTemp(env: Env = stepEnv()): string | undefined {
  return env.RUNNER_TEMP || undefined
}

/**
 * A path a tool wrote (a test's file in a JUnit report) as the runner places an annotation:
 * relative to the workspace (GITHUB_WORKSPACE). Undefined when it is not in the workspace: an
 * absolute path outside it, any absolute path when the workspace is unknown, or a relative
 * path that climbs out of it.
 */
export function workspacePath(path: string, env: Env = stepEnv()): string | undefined {
  let inside = path
  if (isAbsolute(path)) {
    const workspace = env.GITHUB_WORKSPACE
    if (!workspace) return undefined
    inside = relative(workspace, path)
    if (isAbsolute(inside)) return undefined
  }
  inside = normalize(inside)
  if (inside === '.' || inside === '..' || inside.startsWith('../')) return undefined
  return inside
}
