/** Facts about the current workflow run, from the runner's environment. */

type Env = Record<string, string | undefined>

/** `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`, when known. */
export function runUrl(env: Env = process.env): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env
  if (!server || !repository || !runId) return undefined
  return `${server.replace(/\/+$/, '')}/${repository}/actions/runs/${runId}`
}

/** RUNNER_TEMP on a runner; the system temp directory elsewhere. */
export function runnerTemp(env: Env = process.env): string | undefined {
  return env.RUNNER_TEMP || undefined
}
