/**
 * Reading a file that must be a regular file, and nothing else: opened without following a
 * final link and without blocking, then checked, so a FIFO or a device is refused at once.
 * A read that waited on a FIFO would hang the step, and not even SIGTERM would end it: Node
 * waits, on exit, for the thread blocked in the read.
 */
import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readFileSync,
  readSync,
  realpathSync,
  type Stats
} from 'node:fs'
import { open } from 'node:fs/promises'

/** What is read from a file: its bytes and the status of the very file they came from. */
export interface ReadFile {
  content: Buffer
  info: Stats
}

/**
 * Not a regular file when opened: a directory, a FIFO, a device, or one that changed after
 * it was checked.
 */
export class NotRegularFileError extends Error {
  readonly code = 'ENOTREGULAR'
  constructor(path: string | Buffer) {
    super(`${path.toString()} is not a regular file`)
  }
}

/**
 * Opening without following a final link and without blocking (a FIFO would wait for a
 * writer), then checking what was opened, closes the gap between a check and a read.
 */
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK

export async function readRegularFile(path: string | Buffer): Promise<ReadFile> {
  const handle = await open(path, OPEN_FLAGS)
  try {
    const info = await handle.stat()
    if (!info.isFile()) throw new NotRegularFileError(path)
    return { content: await handle.readFile(), info }
  } finally {
    await handle.close()
  }
}

const READ_CHUNK_BYTES = 1024 * 1024

/**
 * Reads a regular file whole; with `maxBytes`, reads at most one byte more than that, so a
 * file that grew past its limit after it was measured is never held whole (the caller
 * refuses content longer than its limit).
 */
export function readRegularFileSync(path: string, maxBytes?: number): ReadFile {
  const { fd, info } = openRegularFileSync(path)
  try {
    if (maxBytes === undefined) return { content: readFileSync(fd), info }
    const chunks: Buffer[] = []
    let length = 0
    while (length <= maxBytes) {
      const chunk = Buffer.allocUnsafe(Math.min(READ_CHUNK_BYTES, maxBytes + 1 - length))
      const read = readSync(fd, chunk, 0, chunk.length, null)
      if (read === 0) break
      chunks.push(chunk.subarray(0, read))
      length += read
    }
    return { content: Buffer.concat(chunks, length), info }
  } finally {
    closeSync(fd)
  }
}

/** Opens a regular file as readRegularFileSync does, for a caller that reads and closes it. */
export function openRegularFileSync(path: string): { fd: number; info: Stats } {
  const fd = openSync(path, OPEN_FLAGS)
  try {
    const info = fstatSync(fd)
    if (!info.isFile()) throw new NotRegularFileError(path)
    return { fd, info }
  } catch (error) {
    closeSync(fd)
    throw error
  }
}

/**
 * A file named by the runner's environment or by another file (a kubeconfig, DOCKER_CERT_PATH's
 * PEM files), read through its links as the tools that write them expect, but only when it is
 * a regular file, and refused past `maxBytes` with a FileTooLargeError.
 */
export function readLinkedFileSync(path: string, maxBytes: number): Buffer {
  const { content } = readRegularFileSync(realpathSync(path), maxBytes)
  if (content.length > maxBytes) throw new FileTooLargeError(path, maxBytes)
  return content
}

export class FileTooLargeError extends Error {
  readonly code = 'ETOOLARGE'
  constructor(path: string, maxBytes: number) {
    super(`${path} is over ${maxBytes / (1024 * 1024)} MiB`)
  }
}
