/**
 * What an attached tree may carry: its own regular files, and its links that stay inside it
 * (as links). A link out of it (/proc/self/environ, a checkout's .git/config, any file
 * beside it), a FIFO and a device never lend their bytes to evidence.tgz; each is named in a
 * warning. Times the classic tar header cannot hold, long and non-ASCII names unpack with
 * the system's tar as they were.
 */
import { execFileSync } from 'node:child_process'
import { gunzipSync } from 'node:zlib'
import {
  lstat,
  mkdir,
  readFile,
  readlink,
  stat,
  symlink,
  utimes,
  writeFile
} from 'node:fs/promises'
import { join } from 'node:path'
import { packAttachments, readAttachments } from '../../../src/attachments/attachments.js'
import { tarArchive } from '../../kit/tar-archive.js'
import { readRegularFile } from '../../../src/files/regular-file.js'
import { inputsFromRecord } from '../../../src/inputs/source.js'
import { useTempDir } from '../../kit/temp.js'
import { writeHostileWorkspace } from '../../kit/hostile-tree.js'
import { writeTree } from '../../kit/temp-tree.js'
import { refusal } from '../../kit/sentences.js'

const temp = useTempDir('hostile-trees-')
const SECRET = 'ghp_0123456789abcdefTOKENlikeSECRET'
const EXTRAHEADER = 'AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46c2VjcmV0'

let workspace: string
let tree: string
const savedWorkspace = process.env.GITHUB_WORKSPACE

beforeAll(() => {
  ;({ workspace, tree } = writeHostileWorkspace(temp.path, {
    token: SECRET,
    extraheader: EXTRAHEADER
  }))
  writeTree(tree, {
    logs: { 'build.log': 'built\n' },
    dangling: { symlink: 'nowhere' },
    'logs-link': { symlink: join(tree, 'logs') }
  })
  process.env.GITHUB_WORKSPACE = workspace
  // A step's environment holds its tokens: the archive must not carry them.
  process.env.INPUT_API_TOKEN = SECRET
})

afterAll(() => {
  if (savedWorkspace === undefined) delete process.env.GITHUB_WORKSPACE
  else process.env.GITHUB_WORKSPACE = savedWorkspace
  delete process.env.INPUT_API_TOKEN
})

async function packed(paths: string[]) {
  const result = await packAttachments({ input: 'attachments', paths })
  return { ...result, archive: Buffer.from(await result.content.arrayBuffer()) }
}

async function unpack(archive: Buffer, name: string): Promise<string> {
  const out = join(temp.path, name)
  await mkdir(out)
  execFileSync('tar', ['-xzf', '-', '-C', out, '--warning=no-timestamp'], { input: archive })
  return out
}

describe('an attached directory with links out of it, a FIFO and a device link', () => {
  it('packs its own files, keeps its inside links as links, and carries no outside bytes', async () => {
    const { archive, entries } = await packed([tree])
    const tar = gunzipSync(archive)
    for (const secret of [SECRET, EXTRAHEADER, 'root:x:0:0', 'INPUT_API_TOKEN']) {
      expect(tar.includes(Buffer.from(secret))).toBe(false)
    }
    expect(entries).toEqual(['logs/build.log', 'logs/report-link.txt', 'logs-link', 'report.txt'])
    const out = await unpack(archive, 'unpacked-tree')
    expect(await readFile(join(out, 'report.txt'), 'utf8')).toBe('all good\n')
    expect(await readFile(join(out, 'logs', 'build.log'), 'utf8')).toBe('built\n')
    expect(await readlink(join(out, 'logs', 'report-link.txt'))).toBe('../report.txt')
    expect(await readFile(join(out, 'logs', 'report-link.txt'), 'utf8')).toBe('all good\n')
    // An absolute link inside the tree is written relative, so it unpacks anywhere.
    expect(await readlink(join(out, 'logs-link'))).toBe('logs')
  })

  it('names every path left out, and why, in one sentence each', async () => {
    const { leftOut } = await packed([tree])
    const named = (name: string, why: RegExp) =>
      expect.stringMatching(
        new RegExp(
          `^Input "attachments": ".*/evidence/${name}" was left out of the attachments: it is ${why.source}; only regular files`
        )
      )
    expect(leftOut).toEqual([
      named('dangling', /a link that leads to nothing/),
      named('environ', /a link to "\/proc\/[^"]+", outside the directory/),
      named('git-config', /a link to ".*\/workspace\/\.git\/config", outside the directory/),
      named('logs/passwd', /a link to "\/etc\/passwd", outside the directory/),
      named('null', /a link to "\/dev\/null", outside the directory/),
      named('pipe', /a FIFO, not a regular file/),
      named('token', /a link to ".*token\.txt", outside the directory/)
    ])
    for (const sentence of leftOut) expect(sentence).not.toMatch(/[\r\n]/)
  })

  it('does the same for a directory named among several paths', async () => {
    const other = join(temp.path, 'notes.md')
    await writeFile(other, '# notes\n')
    const { archive, entries, leftOut } = await packed([tree, other])
    expect(gunzipSync(archive).includes(Buffer.from(SECRET))).toBe(false)
    expect(entries).toContain(`${tree.slice(1)}/logs/report-link.txt`)
    expect(leftOut).toHaveLength(7)
    const out = await unpack(archive, 'unpacked-several')
    expect(await readFile(join(out, tree, 'logs', 'report-link.txt'), 'utf8')).toBe('all good\n')
  })

  it('names eight paths left out, and counts the rest in one sentence', async () => {
    const many = join(temp.path, 'many-links')
    await mkdir(many)
    await writeFile(join(many, 'kept.txt'), 'kept')
    for (let i = 0; i < 12; i++) await symlink('/etc/passwd', join(many, `l${i}`))
    const { leftOut, entries } = await packed([many])
    expect(entries).toEqual(['kept.txt'])
    expect(leftOut).toHaveLength(9)
    expect(leftOut[8]).toBe(
      'Input "attachments": 4 more paths were left out of the attachments, each a link out of its directory or to nothing, a FIFO, a socket or a device.'
    )
  })

  it('never waits on a FIFO: reading one is refused at once', async () => {
    await expect(readRegularFile(join(tree, 'pipe'))).rejects.toThrow(/is not a regular file/)
    await expect(readRegularFile(join(tree, 'token'))).rejects.toMatchObject({ code: 'ELOOP' })
  })
})

describe('a path named in attachments that is itself a link, a device or kernel state', () => {
  const read = (attachments: string) =>
    readAttachments(inputsFromRecord({ attachments }), 'attachments')

  it('follows a link that stays inside the workspace', async () => {
    const link = join(workspace, 'report-link.txt')
    await symlink(join(tree, 'report.txt'), link)
    expect(read(link)).toEqual({ input: 'attachments', paths: [link] })
    const result = await packed([link])
    expect(result.filename).toBe('report-link.txt')
    expect(Buffer.from(await result.content.arrayBuffer()).toString()).toBe('all good\n')
  })

  it.each([
    [
      'a link to a token beside the workspace',
      'token',
      /which is a link to ".*token\.txt", outside the workspace ".*workspace"; links are followed only inside it;/
    ],
    [
      'a link to /proc/self/environ',
      'environ',
      /which resolves to "\/proc\/[^"]+", kernel state that is never evidence;/
    ],
    ['a link to /dev/null', 'null', /which is a link to "\/dev\/null", outside the workspace/],
    ['a FIFO', 'pipe', /which is neither a regular file nor a directory;/]
  ])('refuses %s, naming the input and the path', (_case, name, why) => {
    const path = join(tree, name)
    const message = refusal(() => read(path))
    expect(message).toMatch(
      new RegExp(
        `^Input "attachments" names ${JSON.stringify(path).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}, `
      )
    )
    expect(message).toMatch(why)
  })

  it('refuses /proc and /sys named directly, and a device', () => {
    expect(refusal(() => read('/proc/self/environ'))).toMatch(/kernel state that is never evidence/)
    expect(refusal(() => read('/sys/kernel'))).toMatch(/kernel state that is never evidence/)
    expect(refusal(() => read('/dev/null'))).toMatch(
      /which is neither a regular file nor a directory/
    )
  })
})

describe('times, long names and non-ASCII names, unpacked by the system tar', () => {
  const FUTURE = Date.UTC(2300, 0, 2) / 1000 // past the 11 octal digits of ustar (2242)
  const PAST = Date.UTC(1960, 5, 1) / 1000 // before 1970

  it('packs files dated after 2242 and before 1970 with their times', async () => {
    const dir = join(temp.path, 'times')
    await mkdir(dir)
    await writeFile(join(dir, 'future.txt'), 'future')
    await writeFile(join(dir, 'past.txt'), 'past')
    await utimes(join(dir, 'future.txt'), FUTURE, FUTURE)
    // Node reads a negative number of seconds as "now": touch sets a time before 1970.
    execFileSync('touch', ['-d', '@' + String(PAST), join(dir, 'past.txt')])
    expect((await stat(join(dir, 'past.txt'))).mtimeMs / 1000).toBe(PAST)
    const { archive } = await packed([dir])
    const out = await unpack(archive, 'unpacked-times')
    expect((await stat(join(out, 'future.txt'))).mtimeMs / 1000).toBe(FUTURE)
    expect((await stat(join(out, 'past.txt'))).mtimeMs / 1000).toBe(PAST)
    expect(await readFile(join(out, 'future.txt'), 'utf8')).toBe('future')
  })

  it('packs long and non-ASCII names, and many files in order, as they were', async () => {
    const dir = join(temp.path, 'names')
    const long = `${'very-long-directory-name/'.repeat(6)}résumé-日本語.txt`
    await mkdir(join(dir, long, '..'), { recursive: true })
    await writeFile(join(dir, long), 'long')
    const many = Array.from({ length: 300 }, (_, i) => `n/${String(i).padStart(3, '0')}.txt`)
    await mkdir(join(dir, 'n'))
    await Promise.all(many.map(name => writeFile(join(dir, name), `${name}\n`.repeat(50))))
    const { archive, entries } = await packed([dir])
    expect(entries).toEqual([...many, long])
    const out = await unpack(archive, 'unpacked-names')
    expect(await readFile(join(out, long), 'utf8')).toBe('long')
    for (const name of many) {
      expect(await readFile(join(out, name), 'utf8')).toBe(`${name}\n`.repeat(50))
    }
    const listed = execFileSync('tar', ['-tzf', '-'], { input: archive, encoding: 'utf8' })
    expect(listed.split('\n').filter(Boolean)).toEqual([...many, long])
  })

  it('names the entry it cannot write', () => {
    expect(() =>
      tarArchive([{ name: 'odd.txt', content: Buffer.from('x'), mtime: Number.NaN }])
    ).toThrow(/^odd\.txt: /)
  })

  it('writes link entries the system tar reads, with long targets', async () => {
    const target = `${'t'.repeat(120)}/file`
    const archive = tarArchive([{ name: 'link', linkTarget: target, mtime: PAST }])
    const out = join(temp.path, 'unpacked-link')
    await mkdir(out)
    execFileSync('tar', ['-xf', '-', '-C', out, '--warning=no-timestamp'], { input: archive })
    expect(await readlink(join(out, 'link'))).toBe(target)
    expect((await lstat(join(out, 'link'))).isSymbolicLink()).toBe(true)
  })
})
