/**
 * The bundle row: how big dist/ is, and what a step running assert-artifact actually loads
 * (recorded by a module hook inside the action's process, not guessed from the source).
 */
import { readdir, readFile, stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { COMPLIANT_FINGERPRINT } from '../sandbox/fixtures.js'
import { actionProcess, currentBundle, expectSample } from './measure.js'
import type { RowResult } from './rows.js'
import type { BenchServices } from './setup.js'

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`

/** What must never load on the assert path, and how to recognise it in a bundle file. */
const FORBIDDEN: [string, RegExp][] = [
  ['Octokit', /node_modules\/@octokit\//],
  ['the Jira client', /\.\/src\/jira\//],
  ['the multipart encoder', /\.\/src\/service\/multipart\.ts|new FormData\(\)/]
]

export async function bundleRow(services: BenchServices): Promise<RowResult> {
  const { sandbox } = services
  const action = await actionProcess(
    {
      command: 'assert-artifact',
      'api-token': sandbox.token,
      org: sandbox.org,
      'base-url': sandbox.baseUrl,
      fingerprint: COMPLIANT_FINGERPRINT
    },
    { recordModules: true }
  )
  try {
    const sample = await action.run()
    expectSample('assert-artifact', sample, sample.exitCode === 0 && sample.modules !== undefined)
    const dist = dirname(currentBundle())
    const all = (await readdir(dist)).filter(name => name.endsWith('.js'))
    const loaded = (sample.modules ?? [])
      .filter(url => url.startsWith('file:'))
      .map(url => fileURLToPath(url))
      .filter(path => dirname(path) === dist)
    const texts = await Promise.all(loaded.map(path => readFile(path, 'utf8')))
    const loadedBytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0)
    const allBytes = (await Promise.all(all.map(name => stat(join(dist, name))))).reduce(
      (sum, info) => sum + info.size,
      0
    )
    const packages = new Set<string>()
    let sourceModules = 0
    for (const text of texts) {
      for (const match of text.matchAll(/node_modules\/((?:@[\w.-]+\/)?[\w.-]+)\//g)) {
        packages.add(match[1] as string)
      }
      sourceModules += text.match(/^;\/\/ CONCATENATED MODULE: \.\/src\//gm)?.length ?? 0
    }
    const present = FORBIDDEN.filter(([, pattern]) => texts.some(text => pattern.test(text)))
    const builtins = new Set((sample.modules ?? []).filter(url => url.startsWith('node:')))
    const indexBytes = (await stat(currentBundle())).size
    return {
      row: 'bundle',
      measured: `dist/index.js ${kb(indexBytes)}; dist/*.js ${kb(allBytes)} in ${all.length} files`,
      reference: `assert path loads ${loaded.length} of ${all.length} files, ${kb(loadedBytes)}`,
      ratio: 'n/a',
      target: 'report',
      met: present.length === 0 ? undefined : false,
      notes: [
        `bundle: the assert path loads ${loaded.map(path => basename(path)).join(', ')}; ` +
          `packages in them: ${[...packages].sort().join(', ') || 'none'}; ` +
          `${sourceModules} concatenated src modules; ${builtins.size} Node builtins.`,
        present.length === 0
          ? `bundle: not loaded on the assert path: ${FORBIDDEN.map(([name]) => name).join(', ')}.`
          : `bundle: LOADED on the assert path: ${present.map(([name]) => name).join(', ')}.`
      ]
    }
  } finally {
    await action.dispose()
  }
}
