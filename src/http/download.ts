/**
 * Downloads a file through the transport without holding it in memory, and never leaves a
 * partial file behind. Each attempt writes to a temporary file beside the target, opened only
 * once the body has begun with the expected bytes, and checked to be whole when the body ends
 * (its own end, and the length the server declared): a failed attempt's file is removed
 * before the next attempt, so there is at most one; a whole one is renamed over the target.
 * Whatever failed (a sign-in page, a body over the limit, a cut connection, a file that stops
 * before its end, a timeout, a redirect elsewhere), nothing is left. The temporary file is
 * marked in flight so that a cancelled job removes it too.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { ReceiverError, RefusedBodyError, type ReceivedAnswer } from './body.js'
import { trackFile, untrackFile } from './in-flight.js'
import type { HttpTransport } from './transport.js'
import { CutFileError, MalformedFileError, type EndCheck } from './whole-file.js'

/** What a downloaded file must be: its media types, the bytes it starts with, how it ends. */
export interface FileKind {
  /** How messages name it: "a gzipped tarball", "a PDF". */
  what: string
  accept: string
  /** Content types taken as this kind (besides none at all); others are refused. */
  contentTypes: readonly string[]
  magic: Buffer
  /** A fresh check that the file reaches its end (see whole-file.ts). */
  endCheck: () => EndCheck
}

/**
 * A cut answer: the body stopped before the file's end, or before the length the server
 * declared. Not a refusal: the transport retries it as it does a cut connection.
 */
export class CutBodyError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CutBodyError'
  }
}

/** The largest file the action downloads (an audit package with its attachments): 512 MiB. */
export const MAX_DOWNLOAD_BYTES = 512 * 1024 * 1024

/** How much of a refused body is read to name it (an HTML page's title). */
const SNIFF_BYTES = 16 * 1024

export interface DownloadedFile {
  path: string
  bytes: number
}

export async function downloadToFile(
  transport: HttpTransport,
  request: { url: URL; target: string; kind: FileKind; limit: number }
): Promise<DownloadedFile> {
  const { target, kind } = request
  await mkdir(dirname(target), { recursive: true }).catch((error: unknown) => {
    throw new ReceiverError(`The folder of ${target} could not be created (${describe(error)}).`)
  })
  let complete: DownloadedFile | undefined
  try {
    await transport.download({
      url: request.url,
      accept: kind.accept,
      limit: request.limit,
      receive: async (body, answer) => {
        complete = undefined
        const path = temporaryPath(target)
        const bytes = await receiveFile(body, answer, kind, { path, target })
        complete = { path, bytes }
      }
    })
    if (!complete) throw new Error(`The download of ${target} ended without a body.`)
    const done: DownloadedFile = complete
    await rename(done.path, target).catch((error: unknown) => {
      throw new ReceiverError(`${target} could not be written (${describe(error)}).`)
    })
    untrackFile(done.path)
    complete = undefined
    return { path: target, bytes: done.bytes }
  } finally {
    if (complete) await removeTemporary((complete as DownloadedFile).path)
  }
}

/**
 * A temporary name of bounded length beside the target: a target name may take all 255
 * bytes a folder entry allows, so the temporary name is never derived from it.
 */
function temporaryPath(target: string): string {
  return join(dirname(target), `.kosli-${randomBytes(8).toString('hex')}.part`)
}

async function removeTemporary(path: string): Promise<void> {
  await rm(path, { force: true })
  untrackFile(path)
}

/**
 * One attempt's body: its first bytes checked, then written to `path` and checked to its end;
 * the file is removed on any failure, before the transport tries again.
 */
async function receiveFile(
  body: AsyncIterable<Buffer>,
  answer: ReceivedAnswer,
  kind: FileKind,
  { path, target }: { path: string; target: string }
): Promise<number> {
  const iterator = body[Symbol.asyncIterator]()
  const contentType = headerText(answer.headers['content-type'])
  let head = Buffer.alloc(0)
  while (head.length < kind.magic.length) {
    const next = await iterator.next()
    if (next.done) break
    head = Buffer.concat([head, next.value])
  }
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  const typeRefused = mediaType !== '' && !kind.contentTypes.includes(mediaType)
  if (typeRefused || !head.subarray(0, kind.magic.length).equals(kind.magic)) {
    throw new RefusedBodyError(await describeRefusal(head, iterator, answer, contentType, kind))
  }
  let file: FileHandle | undefined
  let written = 0
  const end = kind.endCheck()
  trackFile(path, target)
  try {
    const opened = await open(path, 'wx')
    file = opened
    const write = async (chunk: Buffer) => {
      await opened.write(chunk)
      await end.update(chunk)
      written += chunk.length
    }
    await write(head)
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      await write(next.value)
    }
    await opened.close()
    file = undefined
    checkDeclaredLength(answer, written)
    await end.finish()
    return written
  } catch (error) {
    end.dispose()
    await iterator.return?.(undefined)
    await file?.close().catch(() => undefined)
    // Removed now, before any retry: at most one temporary file at a time.
    await removeTemporary(path)
    throw describeReceiveFailure(error, kind, target)
  }
}

/** A body without content coding must hold the bytes its Content-Length declared. */
function checkDeclaredLength(answer: ReceivedAnswer, written: number): void {
  const declared = headerText(answer.headers['content-length']).trim()
  const coding = headerText(answer.headers['content-encoding']).trim().toLowerCase()
  if (!/^\d+$/.test(declared) || (coding !== '' && coding !== 'identity')) return
  if (Number(declared) !== written) {
    throw new CutBodyError(
      `the answer ended after ${written} of the ${declared} bytes it declared, so nothing was written`
    )
  }
}

function describeReceiveFailure(error: unknown, kind: FileKind, target: string): unknown {
  if (error instanceof CutFileError) {
    return new CutBodyError(
      `the answer ended before the whole ${kind.what.replace(/^an? /, '')} arrived (${error.message}), so nothing was written`
    )
  }
  if (error instanceof MalformedFileError) {
    return new RefusedBodyError(
      `a body that is not ${kind.what} throughout (${error.message}), so nothing was written`
    )
  }
  return isFileSystemError(error)
    ? new ReceiverError(`${target} could not be written (${describe(error)}).`, { cause: error })
    : error
}

/** Names what came instead: its status, content type and, for a page, its title. */
async function describeRefusal(
  head: Buffer,
  iterator: AsyncIterator<Buffer>,
  answer: ReceivedAnswer,
  contentType: string,
  kind: FileKind
): Promise<string> {
  let sniffed = head
  while (sniffed.length < SNIFF_BYTES) {
    const next = await iterator.next().catch(() => ({ done: true as const, value: undefined }))
    if (next.done) break
    sniffed = Buffer.concat([sniffed, next.value])
  }
  await iterator.return?.(undefined)
  const text = sniffed.subarray(0, SNIFF_BYTES).toString('utf8')
  const type = contentType
    ? `content type ${JSON.stringify(contentType.slice(0, 80))}`
    : 'no content type'
  const html = /html/i.test(contentType) || /^\s*<(!doctype|html)/i.test(text)
  const title = /<title[^>]*>([^<]{1,200})<\/title>/i.exec(text)?.[1]?.replace(/\s+/g, ' ').trim()
  const what = html
    ? `an HTML page${title ? ` titled ${JSON.stringify(title)}` : ''} (usually a sign-in page from a proxy or SSO gateway in front of it)`
    : sniffed.length === 0
      ? 'an empty body'
      : `a body that does not start as ${kind.what} does`
  return `status ${answer.status} with ${type} and ${what} where ${kind.what} was expected, so nothing was written`
}

function headerText(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

function isFileSystemError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  const syscall = (error as { syscall?: unknown } | null)?.syscall
  return (
    typeof code === 'string' && typeof syscall === 'string' && /^(open|write|close)$/.test(syscall)
  )
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error)
}
