/**
 * dist/licenses.txt names every third-party package in the bundle, and only packages the
 * action depends on at run time.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  bundledPackages,
  licensedPackageNames,
  packageOfModule,
  renderLicenses
} from '../../tools/licenses.js'

const root = process.cwd()
const dist = join(root, 'dist')

describe('packageOfModule', () => {
  it('names the innermost package of a module path', () => {
    expect(packageOfModule('./node_modules/tunnel/index.js')).toEqual({
      name: 'tunnel',
      dir: 'node_modules/tunnel'
    })
    expect(packageOfModule('./node_modules/@actions/core/lib/core.js + 16 modules')).toEqual({
      name: '@actions/core',
      dir: 'node_modules/@actions/core'
    })
    expect(
      packageOfModule(
        './node_modules/@actions/github/node_modules/@actions/http-client/lib/index.js'
      )
    ).toEqual({
      name: '@actions/http-client',
      dir: 'node_modules/@actions/github/node_modules/@actions/http-client'
    })
    expect(packageOfModule('./src/main.ts')).toBeUndefined()
  })
})

describe('bundledPackages', () => {
  it('finds the packages inside concatenated modules, which ncc --license misses', () => {
    const stats = {
      modules: [
        {
          name: './src/index.ts + 3 modules',
          modules: [
            { name: './src/main.ts' },
            { name: './node_modules/@actions/core/lib/core.js' },
            { name: './node_modules/@actions/io/lib/io.js' }
          ]
        }
      ],
      chunks: [{ modules: [{ name: './node_modules/tunnel/index.js' }] }]
    }
    expect(bundledPackages(stats).map(pkg => pkg.name)).toEqual([
      '@actions/core',
      '@actions/io',
      'tunnel'
    ])
  })

  it('leaves out packages whose modules webpack read but put in no chunk', () => {
    const stats = {
      modules: [
        { name: './node_modules/@actions/core/lib/core.js' },
        { name: './node_modules/@actions/exec/lib/exec.js', orphan: true, chunks: [] }
      ],
      chunks: [{ modules: [{ name: './node_modules/tunnel/index.js' }] }]
    }
    expect(bundledPackages(stats).map(pkg => pkg.name)).toEqual(['@actions/core', 'tunnel'])
  })

  it('renders one entry per package, in ncc format', () => {
    const text = renderLicenses(
      [
        { name: 'tunnel', dir: 'node_modules/tunnel' },
        { name: '@actions/io', dir: 'node_modules/@actions/io' }
      ],
      root
    )
    expect(text).toMatch(/^tunnel\nMIT\nThe MIT License/)
    expect(text).toMatch(/\n\n@actions\/io\nMIT\n/)
    expect(licensedPackageNames(text)).toEqual(['tunnel', '@actions/io'])
  })
})

describe('dist/licenses.txt', () => {
  const licensed = new Set(licensedPackageNames(readFileSync(join(dist, 'licenses.txt'), 'utf8')))

  it('lists every package whose modules the bundle records', () => {
    const recorded = new Set<string>()
    for (const file of readdirSync(dist).filter(name => name.endsWith('.js'))) {
      const text = readFileSync(join(dist, file), 'utf8')
      // ncc (webpack) names the modules it concatenated: "// CONCATENATED MODULE: ./node_modules/..."
      for (const match of text.matchAll(/\/\/ (?:CONCATENATED|EXTERNAL) MODULE: (\S+)/g)) {
        const pkg = packageOfModule(match[1] as string)
        if (pkg) recorded.add(pkg.name)
      }
    }
    expect(recorded.size).toBeGreaterThan(5)
    expect([...recorded].filter(name => !licensed.has(name))).toEqual([])
  })

  it('lists only packages the action depends on at run time', () => {
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean }>
    }
    const runtime = new Set(
      Object.entries(lock.packages)
        .filter(([path, entry]) => path.includes('node_modules/') && !entry.dev)
        .map(([path]) => packageOfModule(`${path}/`)?.name)
    )
    expect(licensed.size).toBeGreaterThan(5)
    expect([...licensed].filter(name => !runtime.has(name))).toEqual([])
  })
})
