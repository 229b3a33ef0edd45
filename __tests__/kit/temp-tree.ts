import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A directory layout: a string is file content, `{ symlink }` a link, an object a directory. */
export interface TreeSpec {
  [name: string]: string | Buffer | { symlink: string } | TreeSpec
}

function isSymlink(value: TreeSpec[string]): value is { symlink: string } {
  return typeof value === 'object' && !Buffer.isBuffer(value) && typeof value.symlink === 'string'
}

export function writeTree(root: string, spec: TreeSpec): void {
  mkdirSync(root, { recursive: true })
  for (const [name, value] of Object.entries(spec)) {
    const path = join(root, name)
    if (typeof value === 'string' || Buffer.isBuffer(value)) writeFileSync(path, value)
    else if (isSymlink(value)) symlinkSync(value.symlink, path)
    else writeTree(path, value)
  }
}

/** Temp directories under os.tmpdir(), removed by cleanup(). */
export function tempDirs(): { make: (spec?: TreeSpec) => string; cleanup: () => void } {
  const made: string[] = []
  return {
    make(spec = {}) {
      const dir = mkdtempSync(join(tmpdir(), 'fingerprint-test-'))
      made.push(dir)
      writeTree(dir, spec)
      return dir
    },
    cleanup() {
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
    }
  }
}
