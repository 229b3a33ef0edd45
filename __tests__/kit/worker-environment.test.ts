/**
 * The suites' environment (__tests__/kit/worker-environment.js) compiles a CommonJS file once
 * per jest worker, and an ES module from the code cache of its first compilation. What runs is
 * unchanged: each load is a fresh module with fresh state, a file that imports dynamically
 * keeps the callback of the suite that loads it, and changed code runs as changed.
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

it('gives each ES module of the same file fresh state, and runs changed code as changed', async () => {
  const identifier = '/cached-module-check.mjs'
  const modules: vm.SourceTextModule[] = []
  const value = async (code: string) => {
    const module = new vm.SourceTextModule(code, { identifier, context: vm.createContext() })
    expect(module).toBeInstanceOf(vm.SourceTextModule)
    expect(modules).not.toContain(module)
    modules.push(module)
    await module.link(() => {
      throw new Error('the module imports nothing')
    })
    await module.evaluate()
    return (module.namespace as { value: number }).value
  }
  const counter = 'let count = 0\nexport const value = ++count + ++count'
  expect(await value(counter)).toBe(3)
  expect(await value(counter)).toBe(3)
  expect(await value('export const value = 42')).toBe(42)
})
