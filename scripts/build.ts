/**
 * `npm run build` (and `scripts/check-dist.sh`, into a temporary folder): bundles src/ with
 * ncc into OUT_DIR (default dist/), then rewrites OUT_DIR/licenses.txt so it lists every
 * package in the bundle.
 *
 * ncc's `--license` misses packages whose modules webpack concatenated into another
 * module (scope hoisting): its license plugin sees only the concatenation's root. That
 * left out @actions/core, @actions/exec, @actions/io and tunnel. The webpack stats list
 * every module, concatenated ones included, so the packages are read from there.
 *
 * Each command's own action.yml (<name>/action.yml) runs OUT_DIR/commands/<name>.js: a
 * two-line entry that fixes the command and runs the one bundle.
 *
 * Last, OUT_DIR/build-stamp.json records what was bundled (tools/dist-stamp.ts).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stampBuild } from '../tools/dist-stamp.js'
import { bundledPackages, renderLicenses } from '../tools/licenses.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = resolve(root, process.argv[2] ?? 'dist')
const require = createRequire(import.meta.url)
const work = mkdtempSync(join(tmpdir(), 'ncc-stats-'))

try {
  rmSync(outDir, { recursive: true, force: true })
  const statsFile = join(work, 'stats.json')
  const ncc = require.resolve('@vercel/ncc/dist/ncc/cli.js')
  const args = ['build', 'src/index.ts', '-o', outDir, '--license', 'licenses.txt']
  const build = spawnSync(process.execPath, [ncc, ...args, '--stats-out', statsFile], {
    cwd: root,
    stdio: 'inherit'
  })
  if (build.status !== 0) process.exit(build.status ?? 1)

  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as unknown
  const packages = bundledPackages(stats)
  writeFileSync(join(outDir, 'licenses.txt'), renderLicenses(packages, root))
  console.log(`licenses.txt: ${packages.length} packages`)
  writeCommandEntries()
  await stampBuild(root, outDir)
} finally {
  rmSync(work, { recursive: true, force: true })
}

function writeCommandEntries(): void {
  const catalog = JSON.parse(
    readFileSync(join(root, 'src', 'commands', 'catalog.json'), 'utf8')
  ) as Record<string, unknown>
  mkdirSync(join(outDir, 'commands'), { recursive: true })
  for (const name of Object.keys(catalog)) {
    const entry = [
      `// Entry of ${name}/action.yml: the one bundle, with its command fixed to ${name}.`,
      `process.env.INPUT_COMMAND = '${name}'`,
      "await import('../index.js')",
      ''
    ].join('\n')
    writeFileSync(join(outDir, 'commands', `${name}.js`), entry)
  }
}
