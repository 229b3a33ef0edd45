/**
 * Jest's Node environment, with four changes:
 *
 * - Its context is an ordinary one (`vm.constants.DONT_CONTEXTIFY`), not an object
 *   contextified with interceptors. In a contextified object every global a test or the code
 *   under test reads (`Math`, `JSON`, `Buffer`, ...) goes through an interceptor, which made
 *   CPU-bound code run several times slower under jest than the same code in plain Node. The
 *   suite is still a realm of its own, with jest's globals installed the same way.
 * - A CommonJS file (jest's own expect and snapshot modules, yaml, ajv, ...) is compiled once
 *   per jest worker, not once per suite: the compiled script is kept and run again in the next
 *   suite's context, as a fresh module with fresh state, as before. Jest compiles each file
 *   again for every suite, and V8 keeps no compiled script past the suite that held it.
 * - An ES module (each TypeScript file a suite imports) is compiled with V8's code cache of
 *   the same file and code compiled before in this worker: each suite still links and runs a
 *   module of its own, but V8 no longer parses the same text for every suite that imports it.
 * - The idle step hosts of this jest worker (tools/run-action.ts) outlive a suite. Jest gives
 *   every suite fresh modules, so a pool held in a module would be started again for each of
 *   them; this module is loaded once per worker, so the Node 24 processes that run steps are
 *   started once per worker instead of once per suite. Each step still loads a module
 *   graph of its own (tools/step-host.js).
 */
import vm from 'node:vm'
import { TestEnvironment } from 'jest-environment-node'
import { IDLE_STEP_HOSTS } from '../../tools/idle-step-hosts.js'

const { Script } = vm
/** The options jest compiles a CommonJS file with: a script compiled with them is shareable. */
const SHAREABLE_OPTIONS = new Set([
  'columnOffset',
  'displayErrors',
  'filename',
  'importModuleDynamically'
])
/** @type {Map<string, { code: string, script: vm.Script }>} */
const compiledScripts = new Map()

/**
 * vm.Script as jest-runtime constructs it, returning the script compiled earlier from the same
 * file and code. A file that imports dynamically is compiled each time: its callback is bound
 * to the suite that loads it. Anything else goes to vm.Script unchanged.
 * @param {string} code
 * @param {vm.ScriptOptions} [options]
 */
function SharedScript(code, options = {}) {
  const { filename } = options
  const shareable =
    filename !== undefined &&
    !code.includes('import(') &&
    Object.keys(options).every(option => SHAREABLE_OPTIONS.has(option))
  if (!shareable) return new Script(code, options)
  const key = `${filename}\0${options.columnOffset ?? 0}`
  const known = compiledScripts.get(key)
  if (known?.code === code) return known.script
  // Without the callback bound to the suite that compiled it first.
  const script = new Script(code, { ...options, importModuleDynamically: undefined })
  compiledScripts.set(key, { code, script })
  return script
}
SharedScript.prototype = Script.prototype
vm.Script = /** @type {typeof vm.Script} */ (/** @type {unknown} */ (SharedScript))

const { SourceTextModule } = vm
/** @type {Map<string, { code: string, cachedData: Buffer }>} */
const compiledModules = new Map()

/**
 * vm.SourceTextModule as jest-runtime constructs it, given V8's code cache of the module
 * compiled first from the same file and code. The cache holds compiled code only, made before
 * the first module ran; the module built from it is a new one, with no state and no context
 * of the first. A file whose code changed is compiled afresh.
 * @param {string} code
 * @param {vm.SourceTextModuleOptions} [options]
 */
function CachedSourceTextModule(code, options = {}) {
  const { identifier } = options
  if (identifier === undefined || options.cachedData !== undefined) {
    return new SourceTextModule(code, options)
  }
  const known = compiledModules.get(identifier)
  if (known?.code === code) {
    return new SourceTextModule(code, { ...options, cachedData: known.cachedData })
  }
  const module = new SourceTextModule(code, options)
  compiledModules.set(identifier, { code, cachedData: module.createCachedData() })
  return module
}
if (SourceTextModule) {
  CachedSourceTextModule.prototype = SourceTextModule.prototype
  vm.SourceTextModule = /** @type {typeof vm.SourceTextModule} */ (
    /** @type {unknown} */ (CachedSourceTextModule)
  )
}

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
