// @ts-check
/**
 * SHA-256 of a file, read synchronously, as the main thread and the hashing threads of
 * hash-pool.ts both compute it: this module is the one implementation, imported by the main
 * thread and started as a thread's module.
 *
 * JavaScript that imports only Node's own modules, so that a thread runs this very file: from
 * src/ (tests and tsx, where no TypeScript loader reaches a thread) and from dist/, where the
 * bundler copies it beside the chunks because hash-pool.ts names it with
 * `new URL('./hash-worker.js', import.meta.url)`. tsconfig.json checks it (`allowJs`).
 */
import { createHash, hash as oneShotHash } from 'node:crypto'
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'

/** Read size, as in file.ts. */
export const CHUNK_BYTES = 1 << 20

/** What hash-pool.ts hands a thread as `workerData`, so that only its threads serve batches. */
export const HASH_WORKER = 'compliance-action:hash-files'

const buffer = Buffer.allocUnsafe(CHUNK_BYTES)

/**
 * Opened without waiting: a file the walk saw as a regular file but swapped for a FIFO
 * before it was hashed would otherwise block the thread, and the step, for ever (not even
 * SIGTERM ends a process whose thread waits in a read). O_NONBLOCK changes nothing for a
 * regular file; a FIFO then fails its first read (ESPIPE, as reads here name a position;
 * EAGAIN), and a device that reads as empty fails the check of an empty file.
 */
export const OPEN_WITHOUT_WAITING = constants.O_RDONLY | constants.O_NONBLOCK

/**
 * The error a file that is not a regular file when it is read fails with: the code of
 * src/files/regular-file.ts's NotRegularFileError, which a thread running this file as is
 * cannot import.
 * @param {string | Buffer} path
 */
function notRegularFile(path) {
  return Object.assign(new Error(`${path.toString()} is not a regular file`), {
    code: 'ENOTREGULAR'
  })
}

/** What a read of a FIFO fails with: it cannot be read at a position, or has no data yet. */
const FIFO_READ_CODES = new Set(['ESPIPE', 'EAGAIN'])

/**
 * readSync, with a FIFO's failed read reported as what it means here: not a regular file.
 * @param {number} fd
 * @param {Buffer} into
 * @param {number} offset
 * @param {number} length
 * @param {number} position
 * @param {string | Buffer} path
 */
function readOrRefuse(fd, into, offset, length, position, path) {
  try {
    return readSync(fd, into, offset, length, position)
  } catch (error) {
    const { code } = /** @type {{ code?: string }} */ (error)
    if (code !== undefined && FIFO_READ_CODES.has(code)) throw notRegularFile(path)
    throw error
  }
}

const NOT_ASCII = /[^\x20-\x7e]/

/**
 * A byte string as the file system takes it: as is when printable ASCII, else its bytes.
 * @param {string} path
 * @returns {string | Buffer}
 */
function fsPath(path) {
  return NOT_ASCII.test(path) ? Buffer.from(path, 'latin1') : path
}

/**
 * SHA-256 in one call (crypto.hash, Node 21.7+), without a Hash object per input.
 * @type {(data: Buffer) => string}
 */
export const sha256Hex =
  typeof oneShotHash === 'function'
    ? data => oneShotHash('sha256', data)
    : data => createHash('sha256').update(data).digest('hex')

/**
 * Lowercase hex SHA-256 of a file and its size, read in 1 MiB reads into one reused buffer
 * until a read returns 0 bytes (as Go's io.Copy does); `path` is a byte string.
 * @param {string} path
 * @returns {{ hex: string, bytes: number }}
 */
export function hashFileSync(path) {
  const fd = openSync(fsPath(path), OPEN_WITHOUT_WAITING)
  try {
    /** @type {import('node:crypto').Hash | undefined} */
    let hash
    let filled = 0
    let position = 0
    for (;;) {
      const bytesRead = readOrRefuse(fd, buffer, filled, CHUNK_BYTES - filled, position, path)
      if (bytesRead === 0) {
        // Only a file that reads as empty is checked: one system call less per file.
        if (position === 0 && !fstatSync(fd).isFile()) throw notRegularFile(path)
        break
      }
      filled += bytesRead
      position += bytesRead
      if (filled === CHUNK_BYTES) {
        hash ??= createHash('sha256')
        hash.update(buffer)
        filled = 0
      }
    }
    if (!hash) return { hex: sha256Hex(buffer.subarray(0, filled)), bytes: position }
    hash.update(buffer.subarray(0, filled))
    return { hex: hash.digest('hex'), bytes: position }
  } finally {
    closeSync(fd)
  }
}

/**
 * Lowercase hex SHA-256 of a file; `path` is a byte string.
 * @param {string} path
 * @returns {string}
 */
export function sha256OfFileSync(path) {
  return hashFileSync(path).hex
}

/**
 * A thread's answer for one file: its digest, or the file system's failure.
 * @param {string} path
 * @returns {string | { code?: string, message: string }}
 */
function answer(path) {
  try {
    return sha256OfFileSync(path)
  } catch (error) {
    const { code, message } = /** @type {{ code?: string, message?: string }} */ (error ?? {})
    return { code, message: String(message) }
  }
}

if (parentPort && workerData === HASH_WORKER) {
  const port = parentPort
  port.on('message', (/** @type {string[]} */ paths) => port.postMessage(paths.map(answer)))
}
