/**
 * The packer's archives as two other readers see them: tar-stream's extractor and GNU tar
 * (`tar -tvzf`). Each lists every entry of a tree with long and non-ASCII names, times
 * before 1970 and past ustar's eleven octal digits, a link and files across a batch, with the
 * name, size, mode, time and content the file system holds.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { lstatSync, readFileSync, readlinkSync } from 'node:fs'
import { mkdir, symlink, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { extract } from 'tar-stream'
import { gzipTar, walkTree } from '../../../src/attachments/pack.js'
import { useTempDir } from '../../kit/temp.js'

const temp = useTempDir('tar-readers-')

interface Listed {
  name: string
  type: string
  size: number
  mode: number
  mtime: number
  linkname?: string
  content?: string
}

const FUTURE = Date.UTC(2300, 0, 2) / 1000
const LATE = Date.UTC(2100, 0, 1) / 1000
const PAST = Date.UTC(1960, 5, 1) / 1000

async function packedTree(): Promise<{ tree: string; archive: Buffer; names: string[] }> {
  const tree = join(temp.path, 'tree')
  const long = `${'very-long-directory-name/'.repeat(6)}résumé-日本語.txt`
  const files: Record<string, Buffer> = {
    'a.txt': Buffer.from('a'),
    empty: Buffer.alloc(0),
    'big.bin': randomBytes(512 * 1024 + 513),
    [`${'n'.repeat(150)}.txt`]: Buffer.from('long'),
    'café.txt': Buffer.from('é'),
    'future.txt': Buffer.from('future'),
    'late.txt': Buffer.from('late'),
    'past.txt': Buffer.from('past'),
    [long]: Buffer.from('deep')
  }
  for (const [name, content] of Object.entries(files)) {
    await mkdir(join(tree, name, '..'), { recursive: true })
    await writeFile(join(tree, name), content)
  }
  execFileSync('chmod', ['0750', join(tree, 'a.txt')])
  await utimes(join(tree, 'future.txt'), FUTURE, FUTURE)
  await utimes(join(tree, 'late.txt'), LATE, LATE)
  execFileSync('touch', ['-d', '@' + String(PAST), join(tree, 'past.txt')])
  await symlink('a.txt', join(tree, 'link'))
  const walked = walkTree(tree, tree, 'evidence')
  const archive = await gzipTar(walked.items, 1 << 30)
  return { tree, archive, names: walked.items.map(item => item.name) }
}

/** What the file system holds for each entry, as a reader should list it. */
function expected(tree: string, names: string[]): Listed[] {
  return names.map(name => {
    const path = join(tree, name.slice('evidence/'.length))
    const info = lstatSync(path)
    const mtime = Math.floor(info.mtimeMs / 1000)
    if (info.isSymbolicLink()) {
      return { name, type: 'symlink', size: 0, mode: 0o777, mtime, linkname: readlinkSync(path) }
    }
    const content = readFileSync(path).toString('latin1')
    return { name, type: 'file', size: info.size, mode: info.mode & 0o777, mtime, content }
  })
}

function paxTime(pax: unknown): string | undefined {
  return (pax as Record<string, string> | null)?.mtime
}

async function extracted(archive: Buffer): Promise<Listed[]> {
  const reader = extract()
  const listed: Listed[] = []
  const done = (async () => {
    for await (const entry of reader) {
      const chunks: Buffer[] = []
      for await (const chunk of entry) chunks.push(chunk as Buffer)
      const { header } = entry
      listed.push({
        name: header.name,
        type: header.type ?? '',
        size: header.size,
        mode: header.mode,
        // tar-stream reads a PAX `mtime` record into `pax` and leaves the ustar time alone.
        mtime: Number(paxTime(header.pax) ?? header.mtime.getTime() / 1000),
        ...(header.type === 'symlink'
          ? { linkname: header.linkname }
          : { content: Buffer.concat(chunks).toString('latin1') })
      })
    }
  })()
  reader.end(gunzipSync(archive))
  await done
  return listed
}

describe('packed archives, read by other readers', () => {
  let packed: Awaited<ReturnType<typeof packedTree>>
  beforeAll(async () => {
    packed = await packedTree()
  })

  it('tar-stream extracts every entry with its name, size, mode, time and content', async () => {
    const { tree, archive, names } = packed
    const read = await extracted(archive)
    const times = expected(tree, names).map(entry => [entry.name, entry.mtime])
    expect(times).toContainEqual([expect.stringContaining('future'), FUTURE])
    expect(times).toContainEqual([expect.stringContaining('past'), PAST])
    expect(read).toEqual(expected(tree, names))
  })

  it('GNU tar lists every entry with its mode, size, time and name', async () => {
    const { tree, archive, names } = packed
    const path = join(temp.path, 'evidence.tgz')
    await writeFile(path, archive)
    const listing = execFileSync('tar', ['-tvzf', path, '--numeric-owner', '--full-time'], {
      encoding: 'utf8',
      env: { ...process.env, TZ: 'UTC' }
    })
    const lines = listing.split('\n').filter(Boolean)
    const modeText = (mode: number, type: string) =>
      (type === 'symlink' ? 'l' : '-') +
      [6, 3, 0]
        .map(shift => {
          const bits = (mode >> shift) & 7
          return `${bits & 4 ? 'r' : '-'}${bits & 2 ? 'w' : '-'}${bits & 1 ? 'x' : '-'}`
        })
        .join('')
    const stamp = (seconds: number) =>
      new Date(seconds * 1000).toISOString().replace('T', ' ').replace('.000Z', '')
    expect(lines.map(line => line.replace(/ +/g, ' ').replace(/^(\S+) 0\/0 /, '$1 '))).toEqual(
      expected(tree, names).map(
        entry =>
          `${modeText(entry.mode, entry.type)} ${entry.size} ${stamp(entry.mtime)} ${entry.name}` +
          (entry.linkname === undefined ? '' : ` -> ${entry.linkname}`)
      )
    )
  })
})
