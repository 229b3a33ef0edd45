/**
 * What an end-to-end suite against the sandbox sets up together: the sandbox service, reset
 * before every test so each test starts from the seed, and a workspace directory for the files
 * its steps read and write. One call instead of the same three declarations in every suite.
 */
import type { Sandbox } from '../../sandbox/server.js'
import { serviceInputs } from './examples.js'
import { useSandbox } from './servers.js'
import { runStep, type StepRun } from './step.js'
import { useTempDir, type TempDir } from './temp.js'

export interface SandboxSuite {
  readonly sandbox: Sandbox
  /** The suite's workspace; steps run by `step` run in it. */
  readonly work: TempDir
  /** Runs `command` as a step in the workspace, with the sandbox's service inputs and `extra`. */
  step(command: string, extra?: Record<string, string>): Promise<StepRun>
}

/** The sandbox (reset before each test) and a workspace named from `prefix`, for this suite. */
export function useSandboxSuite(prefix: string): SandboxSuite {
  const sandbox = useSandbox({ resetEach: true })
  const work = useTempDir(prefix)
  return {
    sandbox,
    work,
    step: (command, extra = {}) =>
      runStep({ inputs: serviceInputs(sandbox, command, extra), cwd: work.path })
  }
}
