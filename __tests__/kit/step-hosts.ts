/**
 * For suites that run commands many times (commands/, reliability/): their steps run in
 * worker threads of shared Node 24 step hosts (tools/step-host.js) instead of a process
 * each, which on two cores is most of what such a suite costs. __tests__/kit/step-hosts.test.ts shows a step gives the
 * same exit code, log, outputs and summary either way.
 */
import { shareStepHosts } from '../../tools/run-action.js'

export function useStepHosts(): void {
  let stop: (() => void) | undefined
  beforeAll(() => {
    stop = shareStepHosts()
  })
  afterAll(() => stop?.())
}
