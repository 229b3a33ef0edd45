import {
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { fingerprintDirectory } from '../../../src/fingerprint/directory.js'
import { FingerprintError } from '../../../src/fingerprint/fingerprint-error.js'
import { tempDirs, type TreeSpec } from '../../kit/temp-tree.js'
import { sha256 } from '../../kit/sha256.js'

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

/**
 * The vendor CLI's directory-fingerprint algorithm written as plainly as possible, sequentially, as an independent check:
 * entries sorted by name bytes, hex(sha256(name)) then content / link text / descent.
 * `excluded` receives slash-separated paths relative to the root.
 */
function referenceDigest(root: string, excluded: (relative: string) => boolean = () => false) {
  let concatenated = ''
  const visit = (dir: string, relative: string): void => {
    const names = readdirSync(dir, { encoding: 'buffer' }).sort(Buffer.compare)
    for (const name of names) {
      const childRelative = relative === '' ? name.toString() : `${relative}/${name.toString()}`
      if (excluded(childRelative)) continue
      const path = join(dir, name.toString())
      concatenated += sha256(name)
      if (lstatSync(path).isSymbolicLink() && statSync(path).isDirectory()) {
        concatenated += sha256(readlinkSync(path, { encoding: 'buffer' }))
      } else if (lstatSync(path).isDirectory()) {
        visit(path, childRelative)
      } else {
        concatenated += sha256(readFileSync(path))
      }
    }
  }
  visit(root, '')
  return sha256(concatenated)
}

const dirs = tempDirs()
afterEach(() => dirs.cleanup())

describe('fingerprintDirectory', () => {
  it('gives the SHA-256 of nothing for an empty directory', async () => {
    const root = dirs.make()
    await expect(fingerprintDirectory(root)).resolves.toBe(EMPTY_SHA256)
    expect(sha256('')).toBe(EMPTY_SHA256)
  })

  it('matches a digest computed with printf and sha256sum', async () => {
    // printf '%s%s' "$(printf 'sample.txt' | sha256sum | cut -c1-64)" \
    //               "$(printf 'some content.' | sha256sum | cut -c1-64)" | sha256sum
    // = 388ab801..., which is also the golden value in the Kosli CLI's own digest tests.
    const root = dirs.make({ 'sample.txt': 'some content.' })
    await expect(fingerprintDirectory(root)).resolves.toBe(
      '388ab80164bbd9d96f132b046b8d09354f68b79a3668da7b507625cd1230dddf'
    )
  })

  it('does not depend on the name of the root directory', async () => {
    const spec: TreeSpec = { 'sample.yaml': 'some content. And some more.' }
    const first = dirs.make({ one: spec })
    const second = dirs.make({ 'another-name': spec })
    const digest = await fingerprintDirectory(join(first, 'one'))
    expect(digest).toBe('c38fbc1a99dad628142d0b7e2e05901362623d2b81e316d2cf650b08e93e0cef')
    await expect(fingerprintDirectory(join(second, 'another-name'))).resolves.toBe(digest)
  })

  it('sorts entries by the bytes of their names', async () => {
    const names = ['B', 'a', 'Z', '_x', 'é', '10', '9']
    const root = dirs.make(Object.fromEntries(names.map(name => [name, `${name}\n`])))
    const byteOrder = [...names].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    expect(byteOrder).toEqual(['10', '9', 'B', 'Z', '_x', 'a', 'é'])

    const digest = await fingerprintDirectory(root)
    expect(digest).toBe(referenceDigest(root))
    // Independently, in a shell:
    //   for n in $(ls | LC_ALL=C sort); do printf '%s' "$n" | sha256sum | cut -c1-64
    //     sha256sum < "$n" | cut -c1-64; done | tr -d '\n' | sha256sum
    expect(digest).toBe('3871c333f11e278f12aa5a256f7275d5b8435ebf837fded639de30ca45d3d416')

    // The order matters: a locale-aware sort would give another digest.
    const localeOrder = [...names].sort((a, b) => a.localeCompare(b))
    expect(localeOrder).not.toEqual(byteOrder)
    const localeDigest = sha256(
      localeOrder.map(name => sha256(name) + sha256(`${name}\n`)).join('')
    )
    expect(localeDigest).not.toBe(digest)
  })

  it('hashes the raw bytes of a name that is not valid UTF-8', async () => {
    const root = dirs.make()
    const name = Buffer.from([0xff, 0x61])
    writeFileSync(Buffer.concat([Buffer.from(`${root}/`), name]), 'x')
    await expect(fingerprintDirectory(root)).resolves.toBe(sha256(sha256(name) + sha256('x')))
  })

  it('hashes nested directories depth first, in pre-order', async () => {
    const root = dirs.make({
      'sample.yaml': 'some content. And some more.',
      'nested-dir': { file1: 'content1', file2: 'content2' }
    })
    const digest = await fingerprintDirectory(root)
    expect(digest).toBe(referenceDigest(root))
    // Golden value from the Kosli CLI's digest tests for this exact tree.
    expect(digest).toBe('5d3c17dae9e208bbb92ee04ff8342abf77cb0959764def4af3ccfe9a2109d4a7')
  })

  it('hashes a link to a directory by its target text and a link to a file by content', async () => {
    // The Kosli CLI's testdata/folder-with-symlinks-1 and -2, with the CLI's golden digests.
    const tree = (pointToDir: string): TreeSpec => ({
      a: {
        b: {
          'bob.txt': 'bob\n',
          c: { d: { 'dorris.txt': 'dorris\n' }, 'point-to-dir': { symlink: pointToDir } },
          'point-to-dorris': { symlink: 'c/d/dorris.txt' }
        }
      }
    })
    const first = dirs.make(tree('../../../a'))
    const second = dirs.make(tree('../../b'))

    const firstDigest = await fingerprintDirectory(first)
    expect(firstDigest).toBe(referenceDigest(first))
    expect(firstDigest).toBe('1c0740265b38509fb9ce7babf00d7eb57e7e08b59dad8be66897c1ebb5b36409')
    await expect(fingerprintDirectory(second)).resolves.toBe(
      '2a5fe76bc616a97b2ff6f30f46380f1230b98a58df8aec6e96c1fb0e03b41fd9'
    )
  })

  it('does not descend into a linked directory, and hashes a linked file like a copy', async () => {
    const root = dirs.make({
      real: { 'inside.txt': 'inside' },
      'link-to-real': { symlink: 'real' },
      'file.txt': 'content',
      'link-to-file': { symlink: 'file.txt' }
    })
    const expected = sha256(
      [
        sha256('file.txt') + sha256('content'),
        sha256('link-to-file') + sha256('content'),
        sha256('link-to-real') + sha256('real'),
        sha256('real') + sha256('inside.txt') + sha256('inside')
      ].join('')
    )
    await expect(fingerprintDirectory(root)).resolves.toBe(expected)
  })

  it('keeps the digest order while hashing many files concurrently', async () => {
    const spec: TreeSpec = {}
    for (let d = 0; d < 20; d++) {
      const files: TreeSpec = {}
      for (let f = 0; f < 50; f++) files[`f${f}.txt`] = `file ${d}/${f}\n`.repeat(f % 7)
      spec[`d${d}`] = files
    }
    // Enough files to start the hashing workers; one larger than a read chunk, between small ones.
    spec['d7'] = { ...(spec['d7'] as TreeSpec), big: Buffer.alloc(3 * (1 << 20) + 17, 7) }
    const root = dirs.make(spec)
    await expect(fingerprintDirectory(root)).resolves.toBe(referenceDigest(root))
  })
})

describe('fingerprintDirectory exclusions', () => {
  const logsTree: TreeSpec = {
    'sample.yaml': 'some content. And some more.',
    'nested-dir': {
      file1: 'content1',
      file2: 'content2',
      logs: { 'log.txt': 'this is a log' }
    },
    logs: { file1: 'content1' }
  }

  it('drops the whole subtree of an excluded directory', async () => {
    const root = dirs.make(logsTree)
    const digest = await fingerprintDirectory(root, { exclude: ['logs', '*/logs'] })
    expect(digest).toBe(referenceDigest(root, path => path === 'logs' || path.endsWith('/logs')))
    // Kosli CLI golden: the same as the tree without any logs directory.
    expect(digest).toBe('5d3c17dae9e208bbb92ee04ff8342abf77cb0959764def4af3ccfe9a2109d4a7')
  })

  it('excludes single files by path relative to the root', async () => {
    const root = dirs.make({
      'sample.yaml': 'some content. And some more.',
      'nested-dir': { file1: 'content1', file2: 'content2' },
      logs: { file1: 'content1' }
    })
    const digest = await fingerprintDirectory(root, { exclude: ['logs', 'nested-dir/file1'] })
    expect(digest).toBe('2acbc9efc1f86f89086a9539244946839599b3639da7f4959744c20234cb4f40')
    expect(digest).toBe(
      referenceDigest(root, path => path === 'logs' || path === 'nested-dir/file1')
    )
  })

  it('matches "*" within one path segment only, as Go filepath.Match does', async () => {
    const root = dirs.make({ 'a.log': '1', 'b.txt': '2', sub: { 'c.log': '3' } })
    const digest = await fingerprintDirectory(root, { exclude: ['*.log'] })
    expect(digest).toBe(referenceDigest(root, path => path === 'a.log'))
  })

  it('matches "**" across any number of directories', async () => {
    const root = dirs.make({
      'a.log': '1',
      'b.txt': '2',
      sub: { 'c.log': '3', deep: { 'd.log': '4' } }
    })
    const digest = await fingerprintDirectory(root, { exclude: ['**/*.log'] })
    expect(digest).toBe(referenceDigest(root, path => path.endsWith('.log')))
    expect(digest).not.toBe(referenceDigest(root))
  })

  it('reproduces the CLI quirk where "**/name" keeps a top-level entry\'s name', async () => {
    // The CLI compares paths as strings; for the top level, filepathx's Glob returns
    // "root//logs", which never equals the walked "root/logs", while everything below it is
    // matched. Verified against the CLI's algorithm compiled with Go and filepathx v1.0.0.
    const root = dirs.make({ logs: { f: '1\n' }, a: { logs: { g: '2\n' } }, top: '3\n' })
    const digest = await fingerprintDirectory(root, { exclude: ['**/logs'] })
    expect(digest).toBe(sha256(sha256('a') + sha256('logs') + sha256('top') + sha256('3\n')))
    expect(digest).toBe('fff802722b1619255da31e043e6bc76c5c6be17fdfa49863c1b7f7141a3091b5')
  })

  it('reads .kosli_ignore, skipping comments and blank lines, and hashes the file itself', async () => {
    const ignore = 'logs\n\n   \n# a comment line\n*/logs # trailing comment\r\n'
    const root = dirs.make({ ...logsTree, '.kosli_ignore': ignore })
    const digest = await fingerprintDirectory(root)
    expect(digest).toBe(
      referenceDigest(root, path => path === 'logs' || path === 'nested-dir/logs')
    )
    // The ignore file's own name and content are part of the digest.
    const withoutIgnoreFile = referenceDigest(
      root,
      path => path === 'logs' || path === 'nested-dir/logs' || path === '.kosli_ignore'
    )
    expect(digest).not.toBe(withoutIgnoreFile)
  })

  it('matches the CLI golden for a .kosli_ignore in the root', async () => {
    const root = dirs.make({ ...logsTree, '.kosli_ignore': 'logs\n*/logs' })
    await expect(fingerprintDirectory(root)).resolves.toBe(
      '4048004ce6f91e8ce27c35e5e857948a46750567cf7c873ee32b120f4318363c'
    )
  })

  it('does not hash .kosli_ignore when a pattern excludes it', async () => {
    const root = dirs.make({
      'keep.txt': 'keep',
      'drop.txt': 'drop',
      '.kosli_ignore': 'drop.txt\n.kosli_ignore\n'
    })
    await expect(fingerprintDirectory(root)).resolves.toBe(
      sha256(sha256('keep.txt') + sha256('keep'))
    )
  })

  it('combines the exclude input with .kosli_ignore', async () => {
    const root = dirs.make({ a: '1', b: '2', c: '3', '.kosli_ignore': 'a' })
    const digest = await fingerprintDirectory(root, { exclude: ['b'] })
    expect(digest).toBe(referenceDigest(root, path => path === 'a' || path === 'b'))
  })

  it('refuses an invalid glob, naming the input', async () => {
    const root = dirs.make({ a: '1' })
    const failure = fingerprintDirectory(root, { exclude: ['[abc'] })
    await expect(failure).rejects.toThrow(FingerprintError)
    await expect(failure).rejects.toThrow(/exclude pattern "\[abc" is not a valid glob/)
  })

  it('refuses a .kosli_ignore that is a FIFO at once, instead of waiting for a writer', async () => {
    const root = dirs.make({ a: '1' })
    execFileSync('mkfifo', [join(root, '.kosli_ignore')])
    await expect(fingerprintDirectory(root)).rejects.toThrow(
      /^Cannot read \.kosli_ignore in artifact-path ".*" because it is not a regular file \(a FIFO or a device\); make it a file the runner can read, or remove it\.$/
    )
  })

  it('reads a .kosli_ignore that is a link to a file, as Go opens it: b is left out', async () => {
    const linked = dirs.make({
      a: '1',
      b: '2',
      rules: 'b\n',
      '.kosli_ignore': { symlink: 'rules' }
    })
    const copied = dirs.make({ a: '1', b: '2', rules: 'b\n', '.kosli_ignore': 'b\n' })
    expect(await fingerprintDirectory(linked)).toBe(await fingerprintDirectory(copied))
  })

  it('refuses an invalid glob in .kosli_ignore, naming the file', async () => {
    const root = dirs.make({ a: '1', '.kosli_ignore': 'a\\' })
    await expect(fingerprintDirectory(root)).rejects.toThrow(/\.kosli_ignore pattern "a\\"/)
  })

  it('refuses an empty exclude pattern as the CLI does', async () => {
    const root = dirs.make({ a: '1' })
    await expect(fingerprintDirectory(root, { exclude: ['a', ''] })).rejects.toThrow(
      /exclude contains an empty pattern/
    )
  })
})

describe('fingerprintDirectory failures', () => {
  it('names a broken symbolic link and how to fix it', async () => {
    const root = dirs.make({ ok: '1', dangling: { symlink: 'nowhere' } })
    await expect(fingerprintDirectory(root)).rejects.toThrow(
      /contains the broken symbolic link ".*dangling".*list it in exclude/
    )
    await expect(fingerprintDirectory(root, { exclude: ['dangling'] })).resolves.toBe(
      sha256(sha256('ok') + sha256('1'))
    )
  })

  it("names the inputs of the command that asked, not fingerprint's own", async () => {
    const root = dirs.make({ ok: '1', dangling: { symlink: 'nowhere' } })
    const inputs = { path: 'path', exclude: 'ignore' }
    await expect(fingerprintDirectory(root, { inputs })).rejects.toThrow(
      /^path ".*" contains the broken symbolic link ".*dangling".*list it in ignore\.$/
    )
    await expect(fingerprintDirectory(root, { exclude: ['['], inputs })).rejects.toThrow(
      /^The ignore pattern "\[" is not a valid glob/
    )
    await expect(fingerprintDirectory(join(root, 'none'), { inputs })).rejects.toThrow(
      /^path ".*none" does not exist/
    )
  })

  it('refuses a file, a missing path and a link to a directory as the root', async () => {
    const root = dirs.make({ file: 'x', real: { 'in.txt': 'in' }, link: { symlink: 'real' } })
    await expect(fingerprintDirectory(join(root, 'file'))).rejects.toThrow(
      /artifact-path ".*file" is not a directory; set artifact-type: file/
    )
    await expect(fingerprintDirectory(join(root, 'missing'))).rejects.toThrow(
      /artifact-path ".*missing" does not exist/
    )
    await expect(fingerprintDirectory(join(root, 'link'))).rejects.toThrow(
      /symbolic link to a directory/
    )
    // With a trailing slash the link resolves to the directory, as in the CLI.
    await expect(fingerprintDirectory(join(root, 'link') + '/')).resolves.toBe(
      sha256(sha256('in.txt') + sha256('in'))
    )
  })
})
