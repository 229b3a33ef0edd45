/**
 * Reads an answer's body: decoded by its Content-Encoding (a server or proxy may compress
 * whatever the request offered), and never more than MAX_RESPONSE_BYTES, compressed or not,
 * so a runaway or hostile answer cannot exhaust the runner's memory. readBodyBytes gives the
 * bytes as sent (what a digest is taken over); bodyText their text, without a leading
 * UTF-8 byte-order mark and with invalid UTF-8 replaced.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import { Transform, type Readable } from 'node:stream'
import {
  constants,
  createBrotliDecompress,
  createGunzip,
  createInflate,
  createInflateRaw
} from 'node:zlib'

/** The largest answer the action reads, before and after decompression: 64 MiB. */
export const MAX_RESPONSE_BYTES = 64 * 1024 * 1024

/** The encodings offered in Accept-Encoding, all of which decodedBody decodes. */
export const ACCEPTED_ENCODINGS = 'gzip, deflate, br'

/** An answer the action will not read; the same answer would come again, so not retried. */
export class UnreadableBodyError extends Error {
  constructor(
    readonly reason: 'too-large' | 'encoding',
    message: string
  ) {
    super(message)
    this.name = 'UnreadableBodyError'
  }
}

/** What a receiver is told of the answer besides its body. */
export interface ReceivedAnswer {
  status: number
  headers: IncomingHttpHeaders
}

/** Takes a successful body as it arrives (the transport's download). */
export type BodyReceiver = (body: AsyncIterable<Buffer>, answer: ReceivedAnswer) => Promise<void>

/**
 * A refused answer: not what was asked for (a receiver's sign-in page), or JSON too deep to
 * read; the same answer would come again, so not retried.
 */
export class RefusedBodyError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RefusedBodyError'
  }
}

/** A receiver's own failure (the runner's disk): passed on as it is, not retried. */
export class ReceiverError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'ReceiverError'
  }
}

function describeLimit(bytes: number): string {
  return `${bytes / (1024 * 1024)} MiB`
}

/** The text of a body's bytes: UTF-8, a leading byte-order mark dropped. */
export function bodyText(bytes: Buffer): string {
  return withoutByteOrderMark(bytes.toString('utf8'))
}

/** The body's bytes after content decoding, before any text decoding. */
export async function readBodyBytes(
  message: IncomingMessage,
  limit: number = MAX_RESPONSE_BYTES
): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of decodedBody(message, limit)) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/**
 * The body's bytes after content decoding, chunk by chunk, for answers written to disk as
 * they arrive: the same limit, decoding and clean-up as readBodyBytes. Stopping the
 * iteration early (or an error) closes the connection.
 */
export async function* decodedBody(
  message: IncomingMessage,
  limit: number = MAX_RESPONSE_BYTES
): AsyncGenerator<Buffer> {
  const declared = Number(message.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) {
    message.destroy()
    throw tooLarge(limit, `it announced ${declared} bytes`)
  }
  const encoding = String(message.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase()
  let decoder: Transform | undefined
  let complete = false
  try {
    let size = 0
    for await (const chunk of decode(message, encoding, limit, created => (decoder = created))) {
      const bytes = chunk as Buffer
      size += bytes.length
      if (size > limit) throw tooLarge(limit, 'it was not read further')
      yield bytes
    }
    complete = true
  } catch (error) {
    if (error instanceof UnreadableBodyError) throw error
    if (decoder !== undefined && isZlibError(error)) {
      throw new UnreadableBodyError(
        'encoding',
        `its ${encoding} body could not be decoded (${(error as Error).message})`
      )
    }
    throw error
  } finally {
    // Stop the download: destroying the message closes its socket, so nothing more arrives.
    if (!complete) {
      message.destroy()
      decoder?.destroy()
    }
  }
}

function decode(
  message: IncomingMessage,
  encoding: string,
  limit: number,
  onDecoder: (decoder: Transform) => void
): AsyncIterable<unknown> {
  if (encoding === '' || encoding === 'identity') return message
  const decoder = createDecoder(encoding)
  if (!decoder) {
    message.destroy()
    throw new UnreadableBodyError(
      'encoding',
      `it is encoded as "${encoding.slice(0, 40)}", which the action cannot decode (it reads ${ACCEPTED_ENCODINGS})`
    )
  }
  onDecoder(decoder)
  // The compressed bytes count against the limit too, before they are inflated.
  let received = 0
  message.on('data', (chunk: Buffer) => {
    received += chunk.length
    if (received > limit) decoder.destroy(tooLarge(limit, 'it was not read further'))
  })
  message.on('error', error => decoder.destroy(error))
  ;(message as Readable).pipe(decoder)
  return decoder
}

function createDecoder(encoding: string): Transform | undefined {
  // Incomplete streams (a proxy's cut) are reported by the socket, not the decoder.
  const lenient = { finishFlush: constants.Z_SYNC_FLUSH }
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip(lenient)
    case 'deflate':
      return inflateEitherForm()
    case 'br':
      return createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH })
    default:
      return undefined
  }
}

/**
 * "deflate" is meant to be zlib-wrapped, but some servers send raw deflate: a zlib stream's
 * first byte names method 8 in its low bits; anything else is read as raw.
 */
function inflateEitherForm(): Transform {
  const lenient = { finishFlush: constants.Z_SYNC_FLUSH }
  let chosen: Transform | undefined
  const router: Transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!chosen) {
        chosen =
          ((chunk[0] ?? 0) & 0x0f) === 0x08 ? createInflate(lenient) : createInflateRaw(lenient)
        chosen.on('data', (data: Buffer) => router.push(data))
        chosen.on('error', error => router.destroy(error))
      }
      chosen.write(chunk, () => callback())
    },
    flush(callback) {
      if (!chosen) return callback()
      chosen.once('end', () => callback())
      chosen.end()
    }
  })
  // A body stopped at the limit destroys the router: free the inflater behind it too.
  router.on('close', () => chosen?.destroy())
  return router
}

function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

function tooLarge(limit: number, detail: string): UnreadableBodyError {
  return new UnreadableBodyError(
    'too-large',
    `the answer is larger than ${describeLimit(limit)}, the most the action reads; ${detail}`
  )
}

function isZlibError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.startsWith('Z_')
}
