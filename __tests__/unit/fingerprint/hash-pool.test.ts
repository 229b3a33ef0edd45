import { execFileSync } from 'node:child_process'
import { closeSync, constants, openSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { FileHasher, type FileJob } from '../../../src/fingerprint/hash-pool.js'
import { sha256OfFileSync } from '../../../src/fingerprint/hash-worker.js'
import { toByteString } from '../../../src/fingerprint/bytes.js'
import { tempDirs } from '../../kit/temp-tree.js'
import { sha256 } from '../../kit/sha256.js'

const CHUNK = 1 << 20
const SIZES = [0, 1, 4095, CHUNK - 1, CHUNK, CHUNK + 1, 2 * CHUNK, 2 * CHUNK + 77]

const dirs = tempDirs()
afterEach(() => dirs.cleanup())

/** Files of every interesting size (around the read chunk), with their expected digests. */
function sampleFiles(copies: number): { path: string; expected: string }[] {
  const root = dirs.make()
  const files: { path: string; expected: string }[] = []
  for (let copy = 0; copy < copies; copy++) {
    for (const size of SIZES) {
      const content = Buffer.alloc(size, (copy * 31 + size) & 0xff)
      if (size > 0) content.writeUInt8(copy & 0xff, size - 1)
      const path = join(root, `f-${copy}-${size}`)
      writeFileSync(path, content)
      files.push({ path: toByteString(path), expected: sha256(content) })
    }
  }
  return files
}

/** Queues every path and lets only the workers hash them (the main thread never helps). */
function hashOnWorkers(hasher: FileHasher, paths: string[]): Promise<FileJob[]> {
  const jobs: FileJob[] = paths.map(path => ({ path }))
  for (const job of jobs) hasher.add(job)
  return new Promise(resolve => {
    hasher.onSettled = () => {
      if (jobs.every(job => job.hex !== undefined || job.error !== undefined)) resolve(jobs)
    }
    hasher.feed()
  })
}

describe('sha256OfFileSync', () => {
  it('hashes files of every size around the read chunk', () => {
    for (const { path, expected } of sampleFiles(1)) expect(sha256OfFileSync(path)).toBe(expected)
  })

  it('throws the file system error', () => {
    expect(() => sha256OfFileSync(toByteString(join(dirs.make(), 'missing')))).toThrow(
      expect.objectContaining({ code: 'ENOENT' })
    )
  })

  // The walk saw a regular file; by the time it is hashed, a FIFO may stand in its place.
  // Here a writer holds it, so that a regression fails rather than blocking this thread; the
  // FIFO without a writer is hashed on a worker below.
  it('refuses a FIFO a writer holds, as not a regular file', () => {
    const fifo = fifoIn(dirs.make())
    const writer = openSync(fifo, constants.O_RDWR)
    try {
      writeFileSync(writer, 'written\n')
      expect(() => sha256OfFileSync(fifo)).toThrow(expect.objectContaining({ code: 'ENOTREGULAR' }))
    } finally {
      closeSync(writer)
    }
  })

  it('refuses a device that reads as empty, and hashes an empty file', () => {
    expect(() => sha256OfFileSync('/dev/null')).toThrow(
      expect.objectContaining({ code: 'ENOTREGULAR' })
    )
    const empty = join(dirs.make(), 'empty')
    writeFileSync(empty, '')
    expect(sha256OfFileSync(toByteString(empty))).toBe(sha256(Buffer.alloc(0)))
  })
})

function fifoIn(dir: string): string {
  const path = join(dir, 'was-a-file')
  execFileSync('mkfifo', [path])
  return toByteString(path)
}

/** Hashes `files` on one worker and expects each file's own digest, in order. */
async function expectHashedOnWorker(files: { path: string; expected: string }[]): Promise<void> {
  const hasher = new FileHasher({ workers: 1 })
  try {
    const jobs = await hashOnWorkers(
      hasher,
      files.map(file => file.path)
    )
    expect(jobs.map(job => job.hex)).toEqual(files.map(file => file.expected))
  } finally {
    hasher.close()
  }
}

describe('FileHasher', () => {
  it('hashes on a worker exactly as on the main thread', async () => {
    const files = sampleFiles(3) // 24 files: enough to start a worker
    await expectHashedOnWorker(files)
  })

  it('opens names that are not ASCII by their bytes, on a worker and here', async () => {
    const root = dirs.make()
    const names = [Buffer.from('café.txt'), Buffer.from([0x62, 0xff, 0x2e, 0x62, 0x69, 0x6e])]
    const files = names.map((name, index) => {
      const path = Buffer.concat([Buffer.from(`${root}/`), name])
      const content = Buffer.from(`content ${index}\n`)
      writeFileSync(path, content)
      return { path: path.toString('latin1'), expected: sha256(content) }
    })
    for (const file of files) expect(sha256OfFileSync(file.path)).toBe(file.expected)
    const padding = sampleFiles(2) // enough files to start a worker
    await expectHashedOnWorker([...padding, ...files])
  })

  it('reports a file a worker cannot read, or finds to be a FIFO without a writer, as an error with its code', async () => {
    const files = sampleFiles(2)
    const missing = toByteString(join(dirs.make(), 'gone'))
    const fifo = fifoIn(dirs.make())
    const hasher = new FileHasher({ workers: 1 })
    try {
      const jobs = await hashOnWorkers(hasher, [...files.map(file => file.path), missing, fifo])
      expect(jobs.at(-2)?.error).toMatchObject({ code: 'ENOENT' })
      expect(jobs.at(-1)?.error).toMatchObject({ code: 'ENOTREGULAR' })
      expect(jobs.slice(0, -2).map(job => job.hex)).toEqual(files.map(file => file.expected))
    } finally {
      hasher.close()
    }
  })

  it('hashes everything on the main thread when it has no workers', () => {
    const files = sampleFiles(1)
    const hasher = new FileHasher({ workers: 0 })
    const jobs: FileJob[] = files.map(file => ({ path: file.path }))
    for (const job of jobs) hasher.add(job)
    hasher.feed()
    expect(hasher.queued).toBe(files.length)
    // Each call hashes a few milliseconds' worth, then leaves the rest for the next turn.
    for (let turn = 0; hasher.queued > 0 && turn < 100; turn++) hasher.hashHere(files.length)
    expect(hasher.queued).toBe(0)
    expect(jobs.map(job => job.hex)).toEqual(files.map(file => file.expected))
  })

  it('lets go of hashed files while the walk keeps adding, so memory stays flat', () => {
    const [file] = sampleFiles(1)
    const hasher = new FileHasher({ workers: 0 })
    const jobs: FileJob[] = []
    let mostRetained = 0
    // The walk adds two files for every one hashed: the queue never drains before the end.
    for (let round = 0; round < 5000; round++) {
      for (const job of [{ path: file!.path }, { path: file!.path }]) {
        jobs.push(job)
        hasher.add(job)
      }
      hasher.hashHere(1)
      mostRetained = Math.max(mostRetained, hasher.retained - hasher.queued)
    }
    expect(hasher.queued).toBe(5000)
    expect(mostRetained).toBeLessThanOrEqual(1024)
    expect(jobs.slice(0, 5000).every(job => job.hex === file!.expected)).toBe(true)
  })

  it('starts a worker for a few files once one of them proves big', async () => {
    const root = dirs.make()
    const files = [0, 1, 2, 3].map(index => {
      const content = Buffer.alloc(2 * CHUNK + index, index + 1)
      const path = join(root, `big-${index}`)
      writeFileSync(path, content)
      return { path: toByteString(path), expected: sha256(content) }
    })
    const hasher = new FileHasher({ workers: 1 })
    try {
      const jobs: FileJob[] = files.map(file => ({ path: file.path }))
      for (const job of jobs) hasher.add(job)
      const settled = new Promise<void>(resolve => {
        hasher.onSettled = () => {
          if (jobs.every(job => job.hex !== undefined)) resolve()
        }
      })
      hasher.feed() // four files: not enough to start a worker on their count alone
      expect(hasher.queued).toBe(4)
      hasher.hashHere(1) // a file of two chunks
      hasher.feed() // now the worker starts and takes the rest once online
      await settled
      expect(jobs.map(job => job.hex)).toEqual(files.map(file => file.expected))
    } finally {
      hasher.close()
    }
  })
})
