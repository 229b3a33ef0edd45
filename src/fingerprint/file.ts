import { createHash } from 'node:crypto'
import { closeSync, fstatSync, openSync, read, readSync, type PathLike } from 'node:fs'
import { describeFsFailure, errnoCode, FingerprintError } from './fingerprint-error.js'
import { NotRegularFileError } from '../files/regular-file.js'
import { OPEN_WITHOUT_WAITING } from './hash-worker.js'

// Large reads keep the syscall count low on big files; two buffers let the next read run while
// the current chunk is hashed. Memory stays constant: 2 MiB per file being hashed.
const CHUNK_BYTES = 1 << 20
const MAX_SPARE_BUFFERS = 32

// Buffers are reused across files so hashing thousands of small files does not allocate (and
// garbage-collect) megabytes per file.
const spareBuffers: Buffer[] = []

function takeBuffer(): Buffer {
  return spareBuffers.pop() ?? Buffer.allocUnsafe(CHUNK_BYTES)
}

function returnBuffer(buffer: Buffer): void {
  if (spareBuffers.length < MAX_SPARE_BUFFERS) spareBuffers.push(buffer)
}

function readChunk(fd: number, into: Buffer, position: number): Promise<number> {
  return new Promise((resolve, reject) => {
    read(fd, into, 0, CHUNK_BYTES, position, (error, bytesRead) => {
      if (error) reject(error)
      else resolve(bytesRead)
    })
  })
}

/**
 * Lowercase hex SHA-256 of a file's bytes; throws the file system's own errors.
 *
 * A file that fits in one chunk is read synchronously: measured on 20,000 small files, that is
 * several times faster than going through the libuv thread pool (open, read, read, close each a
 * round trip), and hashing runs on the main thread either way. Bigger files continue with
 * asynchronous reads, the next chunk being read while the current one is hashed, so several of
 * them can be in flight at once.
 */
export async function sha256OfFile(path: PathLike): Promise<string> {
  // Checked as opened, without waiting: the path was checked before, and a FIFO put in its
  // place since would block the step for ever. A directory fails its first read (EISDIR).
  const fd = openSync(path, OPEN_WITHOUT_WAITING)
  try {
    const info = fstatSync(fd)
    if (!info.isFile() && !info.isDirectory()) throw new NotRegularFileError(path.toString())
  } catch (error) {
    closeSync(fd)
    throw error
  }
  let filling = takeBuffer()
  let spare = takeBuffer()
  try {
    const hash = createHash('sha256')
    let position = 0
    let bytesRead = readSync(fd, filling, 0, CHUNK_BYTES, position)
    while (bytesRead > 0) {
      position += bytesRead
      const filled = filling
      filling = spare
      spare = filled
      if (bytesRead < CHUNK_BYTES) {
        // Almost certainly the end; a synchronous read confirms it cheaply.
        hash.update(filled.subarray(0, bytesRead))
        bytesRead = readSync(fd, filling, 0, CHUNK_BYTES, position)
      } else {
        const reading = readChunk(fd, filling, position)
        hash.update(filled.subarray(0, bytesRead))
        bytesRead = await reading
      }
    }
    return hash.digest('hex')
  } finally {
    // Every read started above has completed by now, so both buffers are free again.
    returnBuffer(filling)
    returnBuffer(spare)
    closeSync(fd)
  }
}

/** Fingerprint of a file artifact: lowercase hex SHA-256 of its bytes, read in constant memory. */
export async function fingerprintFile(path: string): Promise<string> {
  try {
    return await sha256OfFile(path)
  } catch (error) {
    if (errnoCode(error) === 'EISDIR') {
      throw new FingerprintError(
        `artifact-path "${path}" is a directory, not a file; set artifact-type: dir (or leave artifact-type empty to detect it).`,
        { cause: error }
      )
    }
    throw new FingerprintError(
      `Cannot read artifact-path "${path}" because ${describeFsFailure(error)}; check the path and that an earlier step created the file.`,
      { cause: error }
    )
  }
}
