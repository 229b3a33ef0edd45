/** Attachments: input checks, packing as the vendor CLI packs, the 10 MB limit, the tar writer. */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ARCHIVE_NAME,
  MAX_ATTACHMENT_BYTES,
  archivePath,
  packAttachments,
  readAttachments
} from '../../../src/attachments/attachments.js'
import { attachmentFilePart } from '../../../src/attachments/attachment-part.js'
import { tarArchive } from '../../kit/tar-archive.js'
import { inputsFromRecord } from '../../../src/inputs/source.js'
import { refusal } from '../../kit/sentences.js'

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'attachments-'))
  await mkdir(join(dir, 'reports', 'nested'), { recursive: true })
  await writeFile(join(dir, 'summary.txt'), 'all good\n')
  await writeFile(join(dir, 'reports', 'b.xml'), '<b/>')
  await writeFile(join(dir, 'reports', 'a.xml'), '<a/>')
  await writeFile(join(dir, 'reports', 'nested', 'c.json'), '{"c":1}')
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function read(values: Record<string, string>, alias?: string) {
  return readAttachments(inputsFromRecord(values), 'attachments', alias)
}

/** The entries of a .tgz as the system's tar lists them, and one entry's content. */
async function tarList(archive: Buffer): Promise<string[]> {
  const path = join(dir, 'listed.tgz')
  await writeFile(path, archive)
  return execFileSync('tar', ['-tzf', path], { encoding: 'utf8' }).split('\n').filter(Boolean)
}

function tarCat(archive: Buffer, entry: string): string {
  return execFileSync('tar', ['-xzO', '-f', '-', entry], { input: archive, encoding: 'utf8' })
}

describe('readAttachments', () => {
  it('reads comma- and newline-separated paths, once each', () => {
    const a = join(dir, 'summary.txt')
    const b = join(dir, 'reports')
    expect(read({ attachments: `${a}, ${b}\n${a}` })).toEqual({
      input: 'attachments',
      paths: [a, b]
    })
    expect(read({})).toBeUndefined()
  })

  it('reads the older name when the new one is empty, and refuses both at once', () => {
    const a = join(dir, 'summary.txt')
    expect(read({ attachment: a }, 'attachment')).toEqual({ input: 'attachment', paths: [a] })
    expect(refusal(() => read({ attachment: a, attachments: a }, 'attachment'))).toBe(
      'Input "attachment" is set together with attachments; expected only attachments (attachment is its older name).'
    )
  })

  it('names the input and the path that does not exist', () => {
    const missing = join(dir, 'nope.txt')
    expect(refusal(() => read({ attachments: `${join(dir, 'summary.txt')},${missing}` }))).toBe(
      `Input "attachments" names ${JSON.stringify(missing)}, which does not exist; expected readable files or directories, comma- or newline-separated, at most 10 MB (10485760 bytes) once packed.`
    )
  })

  it('refuses a path that cannot be read', async () => {
    if (process.getuid?.() === 0) return // root reads everything
    const locked = join(dir, 'locked.txt')
    await writeFile(locked, 'x')
    await chmod(locked, 0o000)
    expect(refusal(() => read({ attachments: locked }))).toMatch(
      /names ".*locked\.txt", which cannot be read;/
    )
  })

  it('refuses one file over the limit at input time', async () => {
    const big = join(dir, 'big.bin')
    await writeFile(big, Buffer.alloc(MAX_ATTACHMENT_BYTES + 1))
    expect(refusal(() => read({ attachments: big }))).toMatch(
      /^Input "attachments" names ".*big\.bin", which is 10485761 bytes, over the service's limit; expected/
    )
  })

  it('refuses two paths that would land on the same archive entry', () => {
    const a = join(dir, 'reports', 'a.xml')
    const same = `${join(dir, 'reports', 'nested')}/../a.xml`
    expect(refusal(() => read({ attachments: `${a},${same}` }))).toMatch(/which would both be/)
  })
})

describe('archivePath', () => {
  it.each([
    ['reports/a.xml', 'reports/a.xml'],
    ['./reports/', 'reports'],
    ['/tmp/x/y.txt', 'tmp/x/y.txt'],
    ['../up/file', 'up/file'],
    ['a\\b', 'a/b']
  ])('%s -> %s', (given, expected) => {
    expect(archivePath(given)).toBe(expected)
  })
})

describe('packAttachments', () => {
  it('sends one file as it is, under its own name', async () => {
    const path = join(dir, 'summary.txt')
    const packed = await packAttachments({ input: 'attachments', paths: [path] })
    expect(packed).toMatchObject({ filename: 'summary.txt', archived: false, size: 9 })
    expect(Buffer.from(await packed.content.arrayBuffer()).toString()).toBe('all good\n')
    const part = attachmentFilePart(packed)
    expect(part).toMatchObject({
      part: 'attachment_file',
      filename: 'summary.txt',
      description: 'summary.txt (9 bytes)'
    })
    expect(await part.load()).toBe(packed.content)
  })

  it('packs one directory as its contents, sorted, into evidence.tgz', async () => {
    const packed = await packAttachments({ input: 'attachments', paths: [join(dir, 'reports')] })
    const archive = Buffer.from(await packed.content.arrayBuffer())
    expect(packed.filename).toBe(ARCHIVE_NAME)
    expect(packed.size).toBe(archive.length)
    expect(await tarList(archive)).toEqual(['a.xml', 'b.xml', 'nested/c.json'])
    expect(packed.entries).toEqual(['a.xml', 'b.xml', 'nested/c.json'])
    expect(tarCat(archive, 'nested/c.json')).toBe('{"c":1}')
  })

  it('packs several paths, each under the path it was given', async () => {
    const cwd = process.cwd()
    process.chdir(dir)
    try {
      const packed = await packAttachments({
        input: 'attachments',
        paths: ['summary.txt', 'reports']
      })
      const archive = Buffer.from(await packed.content.arrayBuffer())
      expect(await tarList(archive)).toEqual([
        'summary.txt',
        'reports/a.xml',
        'reports/b.xml',
        'reports/nested/c.json'
      ])
      expect(tarCat(archive, 'summary.txt')).toBe('all good\n')
    } finally {
      process.chdir(cwd)
    }
  })

  it('keeps a link inside the directory as a link, and leaves out one that leaves it', async () => {
    await symlink(join(dir, 'summary.txt'), join(dir, 'reports', 'link.txt'))
    await symlink(join(dir, 'reports'), join(dir, 'reports', 'nested', 'loop'))
    const packed = await packAttachments({ input: 'attachments', paths: [join(dir, 'reports')] })
    const archive = Buffer.from(await packed.content.arrayBuffer())
    expect(await tarList(archive)).toEqual(['a.xml', 'b.xml', 'nested/c.json', 'nested/loop'])
    expect(execFileSync('tar', ['-tvzf', '-'], { input: archive, encoding: 'utf8' })).toMatch(
      /nested\/loop -> \.\.\n/
    )
    expect(packed.leftOut).toEqual([
      expect.stringMatching(
        /^Input "attachments": ".*reports\/link\.txt" was left out of the attachments: it is a link to ".*summary\.txt", outside the directory;/
      )
    ])
  })

  it('refuses a directory with no files in it', async () => {
    await mkdir(join(dir, 'empty'))
    await expect(
      packAttachments({ input: 'attachments', paths: [join(dir, 'empty')] })
    ).rejects.toThrow(/^Input "attachments" names ".*empty", which holds no files;/)
  })

  it('refuses what packs to more than 10 MB, and packs what compresses below it', async () => {
    const noise = join(dir, 'noise')
    await mkdir(noise)
    // Random bytes do not compress: 11 MB of them cannot fit.
    for (let i = 0; i < 11; i++) await writeFile(join(noise, `${i}.bin`), randomBytes(1024 * 1024))
    await expect(packAttachments({ input: 'attachments', paths: [noise] })).rejects.toThrow(
      /^Input "attachments" packs into evidence\.tgz of more than 10 MB \(10485760 bytes\), over the service's limit;/
    )
    const zeros = join(dir, 'zeros')
    await mkdir(zeros)
    await writeFile(join(zeros, 'big.log'), Buffer.alloc(MAX_ATTACHMENT_BYTES * 2))
    const packed = await packAttachments({ input: 'attachments', paths: [zeros] })
    expect(packed.size).toBeLessThan(MAX_ATTACHMENT_BYTES)
  })
})

describe('tarArchive', () => {
  it('writes archives the system tar reads, long and non-ASCII names included', async () => {
    const long = `${'deep/'.repeat(30)}file.txt`
    const archive = tarArchive([
      { name: 'short.txt', content: Buffer.from('short'), mtime: 1_700_000_000 },
      { name: long, content: Buffer.from('long'), mtime: 1_700_000_000 },
      { name: 'résumé.md', content: Buffer.alloc(0), mtime: 0 }
    ])
    expect(archive.length % 512).toBe(0)
    const path = join(dir, 'plain.tar')
    await writeFile(path, archive)
    const listed = execFileSync('tar', ['-tf', path], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
    expect(listed).toEqual(['short.txt', long, 'résumé.md'])
    const extracted = join(dir, 'out')
    await mkdir(extracted)
    execFileSync('tar', ['-xf', path, '-C', extracted])
    expect(await readFile(join(extracted, long), 'utf8')).toBe('long')
  })
})
