/**
 * `pretest`: the end-to-end tests run dist/index.js, so `npm test` first makes sure dist/ is
 * the bundle of the current sources, running `npm run build` unless nothing changed since
 * the build that stamped dist/ (tools/dist-stamp.ts). A fresh clone does not build.
 */
import { spawnSync } from 'node:child_process'
import { distIsCurrent } from '../tools/dist-stamp.js'
import { PROJECT_ROOT } from '../tools/run-action.js'

if (await distIsCurrent(PROJECT_ROOT)) {
  console.log('dist/ is up to date with src/')
} else {
  console.log('dist/ may be older than src/: running npm run build before the tests')
  const build = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('npm run build failed; fix it before npm test (the end-to-end tests run dist/).')
    process.exit(build.status ?? 1)
  }
}
