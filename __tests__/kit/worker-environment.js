/**
 * Jest's Node environment, with two changes:
 *
 * - Its context is an ordinary one (`vm.constants.DONT_CONTEXTIFY`), not an object
 *   contextified with interceptors. In a contextified object every global a test or the code
 *   under test reads (`Math`, `JSON`, `Buffer`, ...) goes through an interceptor, which made
 *   CPU-bound code run several times slower under jest than the same code in plain Node. The
 *   suite is still a realm of its own, with jest's globals installed the same way.
 * - The idle step hosts of this jest worker (tools/run-action.ts) outlive a suite. Jest gives
 *   every suite fresh modules, so a pool held in a module would be started again for each of
 *   them; this module is loaded once per worker, so the Node 24 processes that run steps are
 *   started once per worker instead of once per suite. Each step still runs in a worker
 *   thread of its own.
 */
import vm from 'node:vm'
import { TestEnvironment } from 'jest-environment-node'
import { IDLE_STEP_HOSTS } from '../../tools/idle-step-hosts.js'

/** @type {Map<string, import('node:child_process').ChildProcess[]>} */
const idleHostsOfThisWorker = new Map()

export default class WorkerEnvironment extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    // Jest's environment creates its context in its constructor and has no option for the
    // kind: vm.createContext() makes an ordinary one while it runs.
    const { createContext, constants } = vm
    vm.createContext = () => createContext(constants.DONT_CONTEXTIFY)
    try {
      super(...args)
    } finally {
      vm.createContext = createContext
    }
    this.global[IDLE_STEP_HOSTS] = idleHostsOfThisWorker
  }
}
