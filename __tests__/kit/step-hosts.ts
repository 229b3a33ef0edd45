/**
 * For suites that run steps (all but e2e/command-examples, which runs each sub-action as the
 * runner does): their steps run one after another in a worker thread of shared Node 24 step
 * hosts (tools/step-host.js), each step with a module graph of its own, instead of a process
 * each, at about a third of the cost. __tests__/kit/step-hosts.test.ts shows a step gives
 * the same exit code, log, outputs and summary either way. The hosts idle at the end of a
 * suite are kept for the next suites of the jest worker (__tests__/kit/worker-environment.js).
 */
import { shareStepHosts } from '../../tools/run-action.js'

export function useStepHosts(): void {
  let stop: (() => void) | undefined
  beforeAll(() => {
    stop = shareStepHosts()
  })
  afterAll(() => stop?.())
}
