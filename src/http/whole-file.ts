/**
 * Whether a downloaded file is whole. A body without a declared length ends the same way when
 * the server finishes and when the connection drops half-way, so the file's own end is read
 * instead: a gzip stream must inflate to its trailer (its CRC and length checked) and hold a
 * tar archive that reaches its end-of-archive blocks; a PDF must end with %%EOF. The checks
 * see the bytes as they are written, so nothing is read twice and nothing is held whole.
 */
import { once } from 'node:events'
import { createGunzip } from 'node:zlib'
import { createTarEnd, TarFormatError } from './tar-end.js'

/** A file that stops before its end: the connection was cut, so another attempt may succeed. */
export class CutFileError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CutFileError'
  }
}

/** A file that is whole but not of its kind (a gzip stream that does not hold a tar). */
export class MalformedFileError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MalformedFileError'
  }
}

/** Reads a file's bytes in order and says, at the end, whether it was whole. */
export interface EndCheck {
  update(chunk: Buffer): Promise<void>
  /** Resolves when the file is whole; throws CutFileError or MalformedFileError otherwise. */
  finish(): Promise<void>
  /** Stops the check when the download stops early. */
  dispose(): void
}

/** How far from the end a PDF's %%EOF may be (what PDF readers accept after it). */
const PDF_TAIL_BYTES = 1024
const PDF_END = Buffer.from('%%EOF', 'latin1')

export function pdfEndCheck(): EndCheck {
  let tail: Buffer = Buffer.alloc(0)
  return {
    async update(chunk) {
      tail = Buffer.concat([tail, chunk])
      if (tail.length > PDF_TAIL_BYTES) tail = tail.subarray(tail.length - PDF_TAIL_BYTES)
    },
    async finish() {
      if (!tail.includes(PDF_END)) {
        throw new CutFileError(`no %%EOF in its last ${PDF_TAIL_BYTES} bytes`)
      }
    },
    dispose() {
      tail = Buffer.alloc(0)
    }
  }
}

export function gzippedTarEndCheck(): EndCheck {
  const gunzip = createGunzip()
  const tar = createTarEnd()
  let failure: Error | undefined
  gunzip.on('data', (chunk: Buffer) => {
    if (failure) return
    try {
      tar.update(chunk)
    } catch (error) {
      failure = error as Error
      gunzip.destroy()
    }
  })
  gunzip.on('error', (error: Error) => (failure ??= error))
  const closed = once(gunzip, 'close').catch(() => undefined)
  const fail = (error: Error): never => {
    if (error instanceof TarFormatError) {
      throw new MalformedFileError(`its tar archive has ${error.message}`)
    }
    // zlib says "unexpected end of file" when the stream stops before its trailer.
    if ((error as { code?: unknown }).code === 'Z_BUF_ERROR') {
      throw new CutFileError('its gzip stream stops before its end')
    }
    throw new MalformedFileError(`its gzip stream is damaged: ${error.message}`)
  }
  return {
    async update(chunk) {
      if (failure) fail(failure)
      if (!gunzip.write(chunk)) {
        await Promise.race([once(gunzip, 'drain'), closed])
      }
      if (failure) fail(failure)
    },
    async finish() {
      if (!failure) {
        gunzip.end()
        await closed
      }
      if (failure) fail(failure)
      // A whole gzip stream around a tar cut short: the server's own output was cut.
      if (!tar.ended)
        throw new CutFileError('its tar archive stops before its end-of-archive blocks')
    },
    dispose() {
      gunzip.destroy()
    }
  }
}
