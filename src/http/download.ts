/**
 * Downloads a file through the transport without holding it in memory, and never leaves a
 * partial file behind. Each attempt writes to its own temporary file beside the target,
 * opened only once the body has begun with the expected bytes; the last complete one is
 * renamed over the target, and every other is removed, whatever failed (a sign-in page, a
 * body over the limit, a cut connection, a timeout, a redirect elsewhere).
 */
import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { ReceiverError, RefusedBodyError, type ReceivedAnswer } from './body.js'
import type { HttpTransport } from './transport.js'

/** What a downloaded file must be: its media types and the bytes it starts with. */
export interface FileKind {
  /** How messages name it: "a gzipped tarball", "a PDF". */
  what: string
  accept: string
  /** Content types taken as this kind (besides none at all); others are refused. */
  contentTypes: readonly string[]
  magic: Buffer
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
  const temporary = new Set<string>()
  let complete: DownloadedFile | undefined
  try {
    await transport.download({
      url: request.url,
      accept: kind.accept,
      limit: request.limit,
      receive: async (body, answer) => {
        const path = join(
          dirname(target),
          `.${basename(target)}.${randomBytes(6).toString('hex')}.part`
        )
        temporary.add(path)
        complete = undefined
        const bytes = await receiveFile(body, answer, kind, { path, target })
        complete = { path, bytes }
      }
    })
    if (!complete) throw new Error(`The download of ${target} ended without a body.`)
    const done: DownloadedFile = complete
    await rename(done.path, target).catch((error: unknown) => {
      throw new ReceiverError(`${target} could not be written (${describe(error)}).`)
    })
    temporary.delete(done.path)
    return { path: target, bytes: done.bytes }
  } finally {
    await Promise.all([...temporary].map(path => rm(path, { force: true })))
  }
}

/** One attempt's body: checked, then written to `path`; the file is removed on any failure. */
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
  try {
    file = await open(path, 'wx')
    await file.write(head)
    written = head.length
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      await file.write(next.value)
      written += next.value.length
    }
    await file.close()
    file = undefined
    return written
  } catch (error) {
    await iterator.return?.(undefined)
    throw isFileSystemError(error)
      ? new ReceiverError(`${target} could not be written (${describe(error)}).`, { cause: error })
      : error
  } finally {
    await file?.close().catch(() => undefined)
  }
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
