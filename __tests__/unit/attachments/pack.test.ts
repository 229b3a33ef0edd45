/**
 * The streamed packer (files read straight into batches) writes the same archive as the
 * one-buffer tar writer, across batch boundaries, and lists names in the order of their bytes.
 */
import { randomBytes } from 'node:crypto'
import { readdirSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { byUtf8Bytes, gzipTar, PackedTooLarge, walkTree } from '../../../src/attachments/pack.js'
import { tarArchive, type TarEntry } from '../../kit/tar-archive.js'

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pack-stream-'))
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('gzipTar', () => {
  it('writes the bytes tarArchive writes, for files smaller and larger than a batch', async () => {
    const tree = join(dir, 'tree')
    await mkdir(join(tree, 'sub'), { recursive: true })
    // Sizes around the 512 KiB batch and the 512-byte block, an empty file, a long and a
    // non-ASCII name, a time before 1970 and a link inside the tree.
    const files: Record<string, Buffer> = {
      'a.txt': Buffer.from('a'),
      empty: Buffer.alloc(0),
      'block.bin': randomBytes(512),
      'near-batch.bin': randomBytes(512 * 1024 - 1024),
      'over-batch.bin': randomBytes(512 * 1024 + 1),
      'big.bin': randomBytes(3 * 1024 * 1024 + 7),
      [`sub/${'n'.repeat(150)}.txt`]: Buffer.from('long'),
      'sub/café.txt': Buffer.from('é')
    }
    for (const [name, content] of Object.entries(files)) await writeFile(join(tree, name), content)
    await utimes(join(tree, 'a.txt'), -3600 * 24 * 365, -3600 * 24 * 365)
    await symlink('../a.txt', join(tree, 'sub', 'link'))

    const walked = walkTree(tree, tree, 'evidence')
    const streamed = gunzipSync(await gzipTar(walked.items, 1 << 30))

    const expected: TarEntry[] = walked.items.map(item => {
      if (item.linkTarget !== undefined) {
        return { name: item.name, linkTarget: item.linkTarget, mtime: item.linkMtime ?? 0 }
      }
      const info = statSync(item.path)
      return {
        name: item.name,
        content: files[item.name.slice('evidence/'.length)],
        mtime: Math.floor(info.mtimeMs / 1000),
        mode: info.mode & 0o777
      }
    })
    expect(walked.items.map(item => item.name)).toEqual([
      'evidence/a.txt',
      'evidence/big.bin',
      'evidence/block.bin',
      'evidence/empty',
      'evidence/near-batch.bin',
      'evidence/over-batch.bin',
      'evidence/sub/café.txt',
      'evidence/sub/link',
      `evidence/sub/${'n'.repeat(150)}.txt`
    ])
    expect(streamed.equals(tarArchive(expected))).toBe(true)
  })
})

describe('gzipTar stopped partway', () => {
  const openFiles = () => readdirSync('/proc/self/fd').length

  it('stops at the limit while batches wait for gzip, and leaves no file open', async () => {
    // Incompressible, and more batches than are ever in use at once: the limit is passed
    // while some wait for gzip and the walk waits for a batch to come back.
    await writeFile(join(dir, 'noise.bin'), randomBytes(8 * 1024 * 1024))
    const before = openFiles()
    const packing = gzipTar([{ path: join(dir, 'noise.bin'), name: 'noise.bin' }], 1024 * 1024)
    await expect(packing).rejects.toBeInstanceOf(PackedTooLarge)
    expect(openFiles()).toBe(before)
  })

  it('names a file that cannot be read, and packs nothing after it', async () => {
    await writeFile(join(dir, 'a.bin'), randomBytes(3 * 1024 * 1024))
    const before = openFiles()
    const packing = gzipTar(
      [
        { path: join(dir, 'a.bin'), name: 'a.bin' },
        { path: join(dir, 'gone.bin'), name: 'gone.bin' }
      ],
      1 << 30
    )
    await expect(packing).rejects.toMatchObject({ path: join(dir, 'gone.bin') })
    expect(openFiles()).toBe(before)
  })
})

describe('byUtf8Bytes', () => {
  it('orders names as their UTF-8 bytes compare, characters past U+FFFF included', () => {
    const names = [
      'b',
      'a',
      'Z',
      'é',
      'e\u0301',
      '\uE000x',
      '😀',
      '\uFFFD',
      'a😀',
      'a\uF8FF',
      '',
      'ab'
    ]
    const byBytes = [...names].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    expect([...names].sort(byUtf8Bytes)).toEqual(byBytes)
    // Plain UTF-16 order differs exactly there: the check above could fail.
    expect([...names].sort()).not.toEqual(byBytes)
  })
})
