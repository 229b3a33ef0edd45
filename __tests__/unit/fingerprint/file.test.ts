import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { closeSync, constants, openSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { FingerprintError } from '../../../src/fingerprint/fingerprint-error.js'
import { fingerprintFile } from '../../../src/fingerprint/file.js'
import { tempDirs } from '../../kit/temp-tree.js'

const dirs = tempDirs()
afterEach(() => dirs.cleanup())

describe('fingerprintFile', () => {
  it.each([
    // FIPS 180-2 test vectors.
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    // The Kosli CLI's golden values (testdata/file1 and its digest tests).
    ['hello world!', '7509e5bda0c762d2bac7f90d758b5b2263fa01ccbc542ab5e3df163be08e6ca9'],
    ['this is non empty', '1256d6510a6606ad61a4f6104243a291b18383b456d50205eba893b51e1807bc']
  ])('hashes %j to the known digest', async (content, digest) => {
    const path = join(dirs.make(), 'file')
    writeFileSync(path, content)
    await expect(fingerprintFile(path)).resolves.toBe(digest)
  })

  it.each([
    ['one byte less than a chunk', (1 << 20) - 1],
    ['exactly one chunk', 1 << 20],
    ['several chunks and a bit', 3 * (1 << 20) + 5]
  ])('agrees with node:crypto on a file of %s', async (_label, size) => {
    const bytes = Buffer.alloc(size)
    for (let index = 0; index < size; index++) bytes[index] = (index * 31 + (index >> 11)) & 0xff
    const path = join(dirs.make(), 'data.bin')
    writeFileSync(path, bytes)
    const expected = createHash('sha256').update(bytes).digest('hex')
    await expect(fingerprintFile(path)).resolves.toBe(expected)
  })

  it('says the path does not exist', async () => {
    const path = join(dirs.make(), 'missing.bin')
    const failure = fingerprintFile(path)
    await expect(failure).rejects.toThrow(FingerprintError)
    await expect(failure).rejects.toThrow(/artifact-path ".*missing\.bin".*does not exist/)
  })

  // A writer holds the FIFO, so that a regression fails rather than blocking this thread.
  it('refuses a FIFO put where the file was checked, as not a regular file', async () => {
    const path = join(dirs.make(), 'app.bin')
    execFileSync('mkfifo', [path])
    const writer = openSync(path, constants.O_RDWR)
    try {
      await expect(fingerprintFile(path)).rejects.toThrow(
        /^Cannot read artifact-path ".*app\.bin" because it is not a regular file \(a FIFO or a device\);/
      )
    } finally {
      closeSync(writer)
    }
  })

  it('tells how to fingerprint a directory instead', async () => {
    await expect(fingerprintFile(dirs.make())).rejects.toThrow(/set artifact-type: dir/)
  })
})
