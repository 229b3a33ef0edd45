// Preloaded with `node --import` into the action's process by the bench: records every module
// the process loads (files and builtins, in order) and writes them to BENCH_MODULES_FILE at exit.
import { writeFileSync } from 'node:fs'
import { registerHooks } from 'node:module'

const file = process.env.BENCH_MODULES_FILE
if (file) {
  const loaded = []
  registerHooks({
    load(url, context, nextLoad) {
      loaded.push(url)
      return nextLoad(url, context)
    }
  })
  process.on('exit', () => writeFileSync(file, loaded.join('\n')))
}
