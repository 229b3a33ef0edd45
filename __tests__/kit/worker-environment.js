/**
 * Jest's Node environment, plus one thing that outlives a suite: the idle step hosts of this
 * jest worker (tools/run-action.ts). Jest gives every suite fresh modules, so a pool held in
 * a module would be started again for each of them; this module is loaded once per worker,
 * so the Node 24 processes that run steps are started once per worker instead of once per
 * suite. Each step still runs in a worker thread of its own.
 */
import { TestEnvironment } from 'jest-environment-node'
import { IDLE_STEP_HOSTS } from '../../tools/idle-step-hosts.js'

/** @type {Map<string, import('node:child_process').ChildProcess[]>} */
const idleHostsOfThisWorker = new Map()

export default class WorkerEnvironment extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args)
    this.global[IDLE_STEP_HOSTS] = idleHostsOfThisWorker
  }
}
