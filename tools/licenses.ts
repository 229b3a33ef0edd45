/**
 * The third-party licence notices of the bundle (dist/licenses.txt), in ncc's format: for
 * each package its name, its licence identifier and the text of its licence file, entries
 * separated by a blank line and sorted by name.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface BundledPackage {
  name: string
  /** Folder of the package, relative to the project root, e.g. node_modules/@actions/core. */
  dir: string
}

interface StatsModule {
  name?: string
  modules?: StatsModule[]
  /** In no chunk: webpack read it, and left it out of the bundle as nothing uses it. */
  orphan?: boolean
}

/** `./node_modules/a/node_modules/@b/c/lib/x.js` → the innermost package: `@b/c`. */
export function packageOfModule(moduleName: string): BundledPackage | undefined {
  const match = /^(?:\.\/)?((?:.*\/)?node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(moduleName)
  if (!match) return undefined
  // The greedy prefix makes group 1 end at the last node_modules/<package>.
  return { dir: match[1] as string, name: match[2] as string }
}

/**
 * Every package with a module in the bundle, from webpack stats (ncc --stats-out): the
 * modules of every chunk, and the modules inside each concatenated module. An orphan is not
 * in the bundle (its code is in no file of dist/), so its package is not listed for it.
 */
export function bundledPackages(stats: unknown): BundledPackage[] {
  const found = new Map<string, BundledPackage>()
  const visit = (module: StatsModule): void => {
    const pkg = module.name ? packageOfModule(module.name) : undefined
    if (pkg && !found.has(pkg.dir)) found.set(pkg.dir, pkg)
    for (const inner of module.modules ?? []) visit(inner)
  }
  const { modules = [], chunks = [] } = stats as {
    modules?: StatsModule[]
    chunks?: { modules?: StatsModule[] }[]
  }
  for (const module of modules) if (!module.orphan) visit(module)
  for (const chunk of chunks) for (const module of chunk.modules ?? []) visit(module)
  return [...found.values()].sort((a, b) => compare(a.name, b.name) || compare(a.dir, b.dir))
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

const LICENSE_FILE = /^(licen[cs]e|copying)(\.(md|txt|markdown))?$/i

/** The licences file: one entry per package, read from its package.json and licence file. */
export function renderLicenses(packages: BundledPackage[], root = process.cwd()): string {
  const entries = packages.map(pkg => {
    const dir = join(root, pkg.dir)
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      license?: string
    }
    const licenseFile = readdirSync(dir)
      .filter(file => LICENSE_FILE.test(file))
      .sort()[0]
    const text = licenseFile
      ? readFileSync(join(dir, licenseFile), 'utf8')
          .replace(/^(\s*\n)+/, '')
          .trimEnd()
      : `(${pkg.name} ships no licence file; its package.json declares ${manifest.license ?? 'no licence'}.)`
    return `${pkg.name}\n${manifest.license ?? 'UNKNOWN'}\n${text}`
  })
  // Two bundled versions of a package with the same licence read as one entry.
  return `${[...new Set(entries)].join('\n\n')}\n`
}

/** The package names a licences file lists (the line before each licence identifier). */
export function licensedPackageNames(licenses: string): string[] {
  const lines = licenses.split('\n')
  const names: string[] = []
  for (let i = 0; i + 1 < lines.length; i++) {
    const starts = i === 0 || lines[i - 1] === ''
    if (starts && /^(@[a-z0-9._-]+\/)?[a-z0-9._-]+$/.test(lines[i] as string)) {
      if (/^[A-Za-z0-9.+()\s-]+$/.test(lines[i + 1] as string)) names.push(lines[i] as string)
    }
  }
  return names
}
