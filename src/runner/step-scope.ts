/**
 * What the step running now was given by its runner: its environment, and how it waits
 * before a retry. run() runs the step inside its runner's scope, so every module that reads
 * a GITHUB_*, RUNNER_* or KOSLI_* variable reads the step's, and every transport waits as the
 * runner says, even when several steps run in one process (as tests run them); outside a
 * step, the process's environment and real time.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Env, Runner } from './runner.js'

interface StepScope {
  env: Env
  sleep: (ms: number) => Promise<void>
}

const current = new AsyncLocalStorage<StepScope>()

const realSleep = (ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms))

export function inStep<T>(runner: Runner, work: () => Promise<T>): Promise<T> {
  return current.run({ env: runner.env, sleep: runner.sleep?.bind(runner) ?? realSleep }, work)
}

export function stepEnv(): Env {
  return current.getStore()?.env ?? process.env
}

/** The wait before a retry: real time, unless the step's runner waits otherwise. */
export function stepSleep(ms: number): Promise<void> {
  return (current.getStore()?.sleep ?? realSleep)(ms)
}
