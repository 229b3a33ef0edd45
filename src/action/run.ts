/** Facts about the current workflow run, from the runner's environment. */
import { posix } from 'node:path'
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
 * relative to the workspace (GITHUB_WORKSPACE), with forward slashes. Undefined when it is not
 * in the workspace: an absolute path outside it, any absolute path when the workspace is
 * unknown, or a relative path that climbs out of it. Backslashes count as separators whatever
 * the runner's system: a report written on Windows says `..\..\secrets`, and the file it
 * names must not be taken for one inside the workspace.
 */
export function workspacePath(path: string, env: Env = stepEnv()): string | undefined {
  let inside = withSlashes(path)
  if (isAbsoluteAnywhere(inside)) {
    const workspace = env.GITHUB_WORKSPACE
    if (!workspace) return undefined
    const root = withSlashes(workspace).replace(/\/+$/, '')
    const within = DRIVE.test(root)
      ? inside.toLowerCase().startsWith(`${root.toLowerCase()}/`)
      : inside.startsWith(`${root}/`)
    if (!within) return undefined
    inside = inside.slice(root.length + 1)
  }
  inside = posix.normalize(inside)
  if (inside === '.' || inside === '..' || inside.startsWith('../')) return undefined
  return inside
}

/** A Windows drive's root (`C:/`), which is absolute on every system that reads the path. */
const DRIVE = /^[A-Za-z]:\//

const withSlashes = (path: string) => path.replace(/\\/g, '/')

const isAbsoluteAnywhere = (path: string) => posix.isAbsolute(path) || DRIVE.test(path)
