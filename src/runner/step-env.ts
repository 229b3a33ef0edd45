/**
 * The environment of the step running now. run() is given its runner's environment and
 * runs the step inside it, so every module that reads a GITHUB_*, RUNNER_* or KOSLI_*
 * variable reads the step's, even when several steps run in one process (as tests run
 * them), and the workflow runner's process environment otherwise.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Env } from './runner.js'

const current = new AsyncLocalStorage<Env>()

export function inStepEnv<T>(env: Env, work: () => Promise<T>): Promise<T> {
  return current.run(env, work)
}

export function stepEnv(): Env {
  return current.getStore() ?? process.env
}
