/**
 * End to end, through the bundled action: a downloaded audit package or PDF is whole, or it is
 * not there. A front on loopback passes the trail read to the sandbox and answers the
 * downloads itself, the way a broken server or proxy would: a body without a declared length
 * cut half-way, a declared length never met, an attempt that fails after some bytes, a body
 * trickling while the job is cancelled. After every failure the folder holds neither the file
 * nor a temporary one.
 */
import type { ChildProcess } from 'node:child_process'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { mkdir, readFile, readdir, rm, symlink } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { type RunOptions } from '../../../tools/run-action.js'
import { runStep } from '../../kit/step.js'
import { annotations, expectOneError } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { listenOnLoopback, type LoopbackServer } from '../../kit/loopback.js'
import { useSandboxSuite } from '../../kit/sandbox-suite.js'

const { sandbox, work: workspace } = useSandboxSuite('whole-downloads-')

/** Answers one download request itself; `index` counts the download requests, from 0. */
type DownloadHandler = (
  full: Buffer,
  req: IncomingMessage,
  res: ServerResponse,
  index: number
) => void

let fronts: LoopbackServer[] = []

beforeEach(async () => {
  await rm(join(workspace.path, 'audit'), { recursive: true, force: true })
  await mkdir(join(workspace.path, 'audit'), { recursive: true })
})

afterEach(async () => {
  await Promise.all(fronts.map(front => front.close()))
  fronts = []
})

/**
 * A front that forwards every request to the sandbox, except the downloads: those it reads
 * whole from the sandbox, then hands to `handle` with the bytes the sandbox served.
 */
async function startFront(handle: DownloadHandler): Promise<string> {
  const backend = new URL(sandbox.baseUrl)
  let downloads = 0
  const server = createServer((req, res) => {
    const path = req.url ?? '/'
    const headers = { authorization: req.headers.authorization ?? '', accept: '*/*' }
    void fetch(new URL(path, backend.origin), { headers }).then(async answer => {
      const body = Buffer.from(await answer.arrayBuffer())
      if (/\/audit_(package|pdf)$/.test(path) && answer.ok) {
        handle(body, req, res, downloads++)
        return
      }
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' })
      res.end(body)
    })
  })
  const front = await listenOnLoopback(server)
  fronts.push(front)
  return `${front.origin}${backend.pathname}`
}

/** Headers then the first half of `full`, with no Content-Length, then the socket dropped. */
function cutWithoutLength(contentType: string): DownloadHandler {
  return (full, req) => {
    const socket = req.socket
    socket.write(`HTTP/1.1 200 OK\r\ncontent-type: ${contentType}\r\nconnection: close\r\n\r\n`)
    socket.write(full.subarray(0, Math.floor(full.length / 2)), () => socket.destroy())
  }
}

async function getTrail(
  baseUrl: string,
  extra: Record<string, string>,
  options: Partial<RunOptions> = {}
) {
  const run = await runStep({
    inputs: serviceInputs(sandbox, 'get-trail', {
      flow: WEB_APP_FLOW,
      trail: COMPLIANT_TRAIL,
      'base-url': baseUrl,
      'max-retries': '0',
      ...extra
    }),
    cwd: workspace.path,
    ...options
  })
  return { run, left: await leftIn('audit') }
}

async function leftIn(folder: string): Promise<string[]> {
  return (await readdir(join(workspace.path, folder)).catch(() => [])).sort()
}

describe('a download cut where its end cannot be seen', () => {
  it('fails on a gzipped tarball without Content-Length whose connection drops half-way, leaving nothing', async () => {
    const baseUrl = await startFront(cutWithoutLength('application/gzip'))
    const { run, left } = await getTrail(baseUrl, { 'audit-package': 'audit/package.tgz' })
    expect(expectOneError(run)[0]).toMatch(
      /^The compliance service could not be reached for GET \/api\/v2\/trails\/.+\/audit_package: the answer ended before the whole gzipped tarball arrived \(its gzip stream stops before its end\), so nothing was written\. /
    )
    expect(left).toEqual([])
    expect(run.outputs['audit-package']).toBeUndefined()
  })

  it('fails on a PDF without Content-Length whose connection drops half-way, leaving nothing', async () => {
    const baseUrl = await startFront(cutWithoutLength('application/pdf'))
    const { run, left } = await getTrail(baseUrl, { 'audit-pdf': 'audit/report.pdf' })
    expect(expectOneError(run)[0]).toMatch(
      /the answer ended before the whole PDF arrived \(no %%EOF in its last 1024 bytes\), so nothing was written\. /
    )
    expect(left).toEqual([])
  })

  it('fails when the declared Content-Length is not met before the server closes, leaving nothing', async () => {
    const baseUrl = await startFront((full, req) => {
      const socket = req.socket
      socket.write(
        `HTTP/1.1 200 OK\r\ncontent-type: application/pdf\r\ncontent-length: ${full.length}\r\n\r\n`
      )
      // A clean close (FIN), not a reset, after all but the last bytes.
      socket.end(full.subarray(0, full.length - 8))
    })
    const { run, left } = await getTrail(baseUrl, { 'audit-pdf': 'audit/report.pdf' })
    expect(expectOneError(run)[0]).toMatch(
      /^The compliance service could not be reached for GET \/api\/v2\/trails\/.+\/audit_pdf: /
    )
    expect(left).toEqual([])
  })

  it('keeps the whole package when a retry follows a cut, with one temporary file at a time', async () => {
    const seenBeforeRetry: string[][] = []
    const baseUrl = await startFront((full, req, res, index) => {
      if (index === 0) {
        cutWithoutLength('application/gzip')(full, req, res, index)
        return
      }
      void leftIn('audit').then(left => {
        seenBeforeRetry.push(left)
        res.writeHead(200, { 'content-type': 'application/gzip' })
        res.end(full)
      })
    })
    const { run, left } = await getTrail(baseUrl, {
      'audit-package': 'audit/package.tgz',
      'max-retries': '1'
    })
    expect(run.exitCode).toBe(0)
    expect(seenBeforeRetry).toEqual([[]])
    expect(left).toEqual(['package.tgz'])
    expect(
      gunzipSync(await readFile(join(workspace.path, 'audit', 'package.tgz'))).length
    ).toBeGreaterThan(1024)
  })
})

describe('a failed attempt before a retry', () => {
  it('is removed before the next attempt starts, and a last failure leaves nothing', async () => {
    const seenBeforeRetry: string[][] = []
    const baseUrl = await startFront((full, req, _res, index) => {
      void leftIn('audit').then(left => {
        if (index > 0) seenBeforeRetry.push(left)
        const socket = req.socket
        socket.write(
          `HTTP/1.1 200 OK\r\ncontent-type: application/gzip\r\ncontent-length: ${full.length}\r\n\r\n`
        )
        socket.write(full.subarray(0, 100), () => setTimeout(() => socket.destroy(), 50))
      })
    })
    const { run, left } = await getTrail(baseUrl, {
      'audit-package': 'audit/package.tgz',
      'max-retries': '2'
    })
    expect(expectOneError(run)[0]).toMatch(/audit_package after 3 attempts: /)
    expect(seenBeforeRetry).toEqual([[], []])
    expect(left).toEqual([])
  })
})

describe('a job cancelled while a download trickles in', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'removes the partial file before exiting (%s)',
    async signal => {
      let child: ChildProcess | undefined
      const baseUrl = await startFront((full, _req, res) => {
        res.writeHead(200, { 'content-type': 'application/pdf' })
        let sent = 0
        const trickle = setInterval(() => {
          if (res.destroyed || sent >= full.length) return clearInterval(trickle)
          res.write(full.subarray(sent, sent + 16))
          sent += 16
        }, 40)
        res.on('close', () => clearInterval(trickle))
      })
      const watch = setInterval(() => {
        void leftIn('audit').then(left => {
          if (left.some(name => name.endsWith('.part'))) {
            clearInterval(watch)
            child?.kill(signal)
          }
        })
      }, 20)
      try {
        const { run, left } = await getTrail(
          baseUrl,
          { 'audit-pdf': 'audit/report.pdf', 'timeout-seconds': '60' },
          { onSpawn: spawned => (child = spawned), timeoutMs: 30_000 }
        )
        expect(run.exitCode).not.toBe(0)
        expect(left).toEqual([])
      } finally {
        clearInterval(watch)
      }
    }
  )
})

describe('where a download may go', () => {
  it('saves to a 255-byte file name, the longest a folder entry may have', async () => {
    const name = `${'r'.repeat(251)}.pdf`
    const { run, left } = await getTrail(sandbox.baseUrl, { 'audit-pdf': `audit/${name}` })
    expect(run.exitCode).toBe(0)
    expect(left).toEqual([name])
    expect(run.outputs['audit-pdf']).toBe(join(workspace.path, 'audit', name))
  })

  it('refuses a file name longer than 255 bytes before any request, naming the input', async () => {
    const { run } = await getTrail(sandbox.baseUrl, { 'audit-pdf': `audit/${'r'.repeat(256)}.pdf` })
    expect(expectOneError(run)[0]).toMatch(
      /^Input "audit-pdf" has ".*", whose name .*longer than 255 bytes/
    )
    expect(sandbox.requests).toEqual([])
  })

  it('saves under RUNNER_TEMP, given as an absolute path', async () => {
    const temp = join(workspace.path, 'runner-temp')
    await mkdir(temp, { recursive: true })
    const target = join(temp, 'evidence', 'report.pdf')
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'get-trail', {
        flow: WEB_APP_FLOW,
        trail: COMPLIANT_TRAIL,
        'audit-pdf': target
      }),
      cwd: join(workspace.path, 'audit'),
      env: { RUNNER_TEMP: temp }
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['audit-pdf']).toBe(target)
    expect((await readFile(target)).subarray(0, 5).toString()).toBe('%PDF-')
  })

  it.each([
    ['.git/report.pdf', /inside a \.git folder/],
    ['sub/.GIT/hooks/post-checkout', /inside a \.git folder/],
    ['git-link/report.pdf', /inside a \.git folder/],
    ['dangling/report.pdf', /through a link that points nowhere/]
  ])('refuses %s before any request, naming the input', async (path, problem) => {
    await mkdir(join(workspace.path, 'audit', '.git'), { recursive: true })
    await symlink('.git', join(workspace.path, 'audit', 'git-link')).catch(() => undefined)
    await symlink('no-such-folder', join(workspace.path, 'audit', 'dangling')).catch(
      () => undefined
    )
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'get-trail', {
        flow: WEB_APP_FLOW,
        trail: COMPLIANT_TRAIL,
        'audit-pdf': path
      }),
      cwd: join(workspace.path, 'audit')
    })
    const [error] = expectOneError(run)
    expect(error).toMatch(/^Input "audit-pdf" has /)
    expect(error).toMatch(problem)
    expect(sandbox.requests).toEqual([])
    expect(annotations(run.stdout, 'warning')).toEqual([])
  })
})
