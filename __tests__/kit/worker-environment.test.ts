/**
 * The suites' environment (__tests__/kit/worker-environment.js) compiles a CommonJS file once
 * per jest worker. What runs is unchanged: each load is a fresh module with fresh state, and a
 * file that imports dynamically keeps the callback of the suite that loads it.
 */
import { createRequire } from 'node:module'
import vm from 'node:vm'

/** jest's object, which an ES module reaches through import.meta. */
const jestObject = import.meta.jest as unknown as { isolateModules(load: () => void): void }
const require = createRequire(import.meta.url)
const COUNTER = '../../__fixtures__/kit/counter.cjs'

it('gives each load of a CommonJS module fresh state, the compiled script being shared', () => {
  const counts: number[] = []
  for (let load = 0; load < 2; load++) {
    jestObject.isolateModules(() => {
      const counter = require(COUNTER) as { next(): number }
      counts.push(counter.next(), counter.next())
    })
  }
  expect(counts).toEqual([1, 2, 1, 2])
})

it('compiles the same file and code once, and anything else again', () => {
  const options = { filename: '/shared-script-check.js', displayErrors: true }
  const first = new vm.Script('1 + 1', options)
  expect(new vm.Script('1 + 1', options)).toBe(first)
  expect(first).toBeInstanceOf(vm.Script)
  expect(new vm.Script('2 + 2', options)).not.toBe(first)
  const importing = { filename: '/dynamic-import-check.js' }
  const dynamic = 'import("node:path")'
  expect(new vm.Script(dynamic, importing)).not.toBe(new vm.Script(dynamic, importing))
})
