/**
 * The bench's inputs on disk, under bench/.work/ (gitignored): a 1 GiB file and a tree of
 * 20,000 files in nested directories. Both are deterministic and reused between runs; a
 * marker file written last says a fixture is complete, so an interrupted run is redone.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../tools/run-action.js'

export const WORK_DIR = join(PROJECT_ROOT, 'bench', '.work')

export const BIG_FILE_BYTES = 1 << 30
export const TREE_FILES = 20_000

/** Pseudo-random but repeatable bytes (xorshift), so runs on any machine hash the same. */
function patternBuffer(bytes: number, seed: number): Buffer {
  const buffer = Buffer.allocUnsafe(bytes)
  let state = seed >>> 0 || 1
  for (let offset = 0; offset + 4 <= bytes; offset += 4) {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    buffer.writeUInt32LE(state >>> 0, offset)
  }
  for (let offset = bytes - (bytes % 4); offset < bytes; offset++) buffer[offset] = offset & 0xff
  return buffer
}

async function ready(marker: string, expected: string): Promise<boolean> {
  if (!existsSync(marker)) return false
  return (await readFile(marker, 'utf8')) === expected
}

/** A 1 GiB file; returns its path. */
export async function bigFile(): Promise<string> {
  const path = join(WORK_DIR, 'big-1gib.bin')
  const marker = `${path}.done`
  const description = `${BIG_FILE_BYTES} bytes, v1`
  if (await ready(marker, description)) return path
  await mkdir(WORK_DIR, { recursive: true })
  await rm(marker, { force: true })
  const block = patternBuffer(8 << 20, 0x9e3779b9)
  const handle = await open(path, 'w')
  try {
    for (let written = 0, index = 0; written < BIG_FILE_BYTES; index++) {
      // A different first word per block keeps the file from repeating itself exactly.
      block.writeUInt32LE(index, 0)
      const { bytesWritten } = await handle.write(block, 0, block.length, written)
      written += bytesWritten
    }
  } finally {
    await handle.close()
  }
  await writeFile(marker, description)
  return path
}

/**
 * 20,000 files in nested directories, shaped like a build output: 20 top directories of 10
 * subdirectories of 100 files; sizes from 256 bytes to 16 KiB, and every 1000th file 2 MiB
 * (about 200 MB in all). Returns the root.
 */
export async function fileTree(): Promise<string> {
  const root = join(WORK_DIR, 'tree-20000')
  const marker = `${root}.done`
  const description = `${TREE_FILES} files, v1`
  if (await ready(marker, description)) return root
  await rm(marker, { force: true })
  await rm(root, { recursive: true, force: true })
  const pool = patternBuffer(4 << 20, 0x2545f491)
  let index = 0
  for (let top = 0; top < 20; top++) {
    for (let sub = 0; sub < 10; sub++) {
      const dir = join(root, `module-${String(top).padStart(2, '0')}`, `part-${sub}`)
      await mkdir(dir, { recursive: true })
      const writes: Promise<void>[] = []
      for (let file = 0; file < 100; file++, index++) {
        const size = index % 1000 === 999 ? 2 << 20 : 256 + ((index * 7919) % 16128)
        const start = (index * 4099) % (pool.length - size)
        const content = Buffer.concat([
          Buffer.from(`${index}\n`),
          pool.subarray(start, start + size)
        ])
        writes.push(writeFile(join(dir, `file-${String(file).padStart(3, '0')}.dat`), content))
      }
      await Promise.all(writes)
    }
  }
  await writeFile(marker, description)
  return root
}

/** SHA-256 of a string, lowercase hex. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
