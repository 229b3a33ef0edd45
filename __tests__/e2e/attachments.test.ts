/**
 * End to end: attest-jira's attachments as steps. Several paths, or a
 * directory, arrive as one evidence.tgz whose entries are checked with the system's tar; what
 * packs to more than 10 MB is refused before any request.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes, createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startJiraEmulator, type JiraEmulator } from '../../sandbox/jira.js'
import { startSandbox, type RecordedRequest, type Sandbox } from '../../sandbox/server.js'
import { COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../sandbox/fixtures.js'
import { type ActionRun } from '../../tools/run-action.js'
import { runStep } from '../kit/step.js'
import { expectConformingRequests } from '../kit/openapi.js'

const EVENTS = join(process.cwd(), '__fixtures__', 'events')
const PUSH_HEAD = '3333333333333333333333333333333333333333'

let sandbox: Sandbox
let jira: JiraEmulator
let work: string

beforeAll(async () => {
  ;[sandbox, jira] = await Promise.all([startSandbox(), startJiraEmulator()])
  work = await mkdtemp(join(tmpdir(), 'e2e-attachments-'))
  await mkdir(join(work, 'reports', 'unit'), { recursive: true })
  await writeFile(join(work, 'reports', 'unit', 'junit.xml'), '<testsuite tests="1"/>')
  await writeFile(join(work, 'reports', 'coverage.txt'), '92%\n')
  await writeFile(join(work, 'release-notes.md'), '# 1.4.0\n')
})

afterAll(async () => {
  await Promise.all([sandbox.close(), jira.close()])
  await rm(work, { recursive: true, force: true })
})

beforeEach(() => {
  sandbox.reset()
  jira.clearRequests()
})

function attest(inputs: Record<string, string>): Promise<ActionRun> {
  return runStep({
    inputs: {
      command: 'attest-jira',
      'api-token': sandbox.token,
      org: sandbox.org,
      'base-url': sandbox.baseUrl,
      flow: WEB_APP_FLOW,
      trail: COMPLIANT_TRAIL,
      name: 'jira-issues',
      'jira-base-url': jira.baseUrl,
      'jira-username': jira.username,
      'jira-api-token': jira.apiToken,
      'key-sources': 'commits,branch',
      ...inputs
    },
    event: JSON.parse(readFileSync(join(EVENTS, 'push-commits.json'), 'utf8')),
    eventName: 'push',
    env: { GITHUB_SHA: PUSH_HEAD },
    cwd: work
  })
}

/** The attachment_file part of the one POST: its file name and bytes. */
async function postedAttachment(): Promise<{ name: string; type: string; bytes: Buffer }> {
  const posts = sandbox.requests.filter(request => request.method === 'POST')
  expect(posts).toHaveLength(1)
  const post = posts[0] as RecordedRequest
  const form = await new Response(new Uint8Array(post.body), {
    headers: { 'content-type': post.contentType ?? '' }
  }).formData()
  const file = form.get('attachment_file')
  if (!(file instanceof File)) throw new Error('attachment_file did not arrive as a file part')
  return { name: file.name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) }
}

function tarEntries(archive: Buffer): string[] {
  return execFileSync('tar', ['-tzf', '-'], { input: archive, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
}

/** What the sandbox stored for the attestation's attachment (name, size, SHA-256). */
function storedAttachment() {
  const stored = sandbox.store
    .attestationsNewestFirst(WEB_APP_FLOW)
    .filter(attestation => attestation.attachment !== undefined)
  expect(stored).toHaveLength(1)
  return stored[0]?.attachment
}

const expectValidRequests = (): Promise<void> => expectConformingRequests(sandbox.requests)

describe('attest-jira attachments as steps', () => {
  it('packs several paths into evidence.tgz, each under the path it was given', async () => {
    const run = await attest({ attachments: 'release-notes.md,\nreports' })
    expect(run.exitCode).toBe(0)
    const posted = await postedAttachment()
    expect(posted.name).toBe('evidence.tgz')
    expect(posted.type).toBe('application/octet-stream')
    expect(tarEntries(posted.bytes)).toEqual([
      'release-notes.md',
      'reports/coverage.txt',
      'reports/unit/junit.xml'
    ])
    expect(storedAttachment()).toEqual({
      filename: 'evidence.tgz',
      size: posted.bytes.length,
      sha256: createHash('sha256').update(posted.bytes).digest('hex')
    })
    expect(run.stdout).toContain(
      `Attachment: evidence.tgz (${posted.bytes.length} bytes: release-notes.md, reports/coverage.txt, reports/unit/junit.xml).`
    )
    expect(run.summary).toContain(
      `**Attachment:** evidence.tgz (${posted.bytes.length} bytes: release-notes.md, reports/coverage.txt, reports/unit/junit.xml)`
    )
    await expectValidRequests()
  })

  it('packs a directory as its contents, through the older input name attachment', async () => {
    const run = await attest({ attachment: join(work, 'reports') })
    expect(run.exitCode).toBe(0)
    const posted = await postedAttachment()
    expect(posted.name).toBe('evidence.tgz')
    expect(tarEntries(posted.bytes)).toEqual(['coverage.txt', 'unit/junit.xml'])
    expect(
      execFileSync('tar', ['-xzO', '-f', '-', 'unit/junit.xml'], {
        input: posted.bytes,
        encoding: 'utf8'
      })
    ).toBe('<testsuite tests="1"/>')
    expect(storedAttachment()?.filename).toBe('evidence.tgz')
  })

  it('sends one file as it is', async () => {
    const run = await attest({ attachments: 'release-notes.md' })
    expect(run.exitCode).toBe(0)
    const posted = await postedAttachment()
    expect(posted).toMatchObject({ name: 'release-notes.md' })
    expect(posted.bytes.toString()).toBe('# 1.4.0\n')
  })

  it('prints the attachment in a dry run and sends nothing', async () => {
    const run = await attest({ attachments: 'reports', 'dry-run': 'true' })
    expect(run.exitCode).toBe(0)
    expect(run.stdout).toMatch(
      /Dry run: would POST \/attestations\/\S+\/jira as multipart\/form-data: data_json, attachment_file evidence\.tgz \(\d+ bytes: coverage\.txt, unit\/junit\.xml\); nothing was sent/
    )
    expect(sandbox.requests.filter(request => request.method === 'POST')).toHaveLength(0)
  })

  it('refuses what packs to more than 10 MB before any request, naming the input', async () => {
    const noise = join(work, 'noise')
    await mkdir(noise, { recursive: true })
    for (let i = 0; i < 6; i++)
      await writeFile(join(noise, `${i}.bin`), randomBytes(2 * 1024 * 1024))
    const run = await attest({ attachments: 'release-notes.md,noise' })
    expect(run.exitCode).not.toBe(0)
    const errors = run.stdout.split('\n').filter(line => line.startsWith('::error'))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(
      `Input "attachments" packs into evidence.tgz of more than 10 MB (10485760 bytes), over the service's limit`
    )
    expect(sandbox.requests).toHaveLength(0)
    expect(jira.requests).toHaveLength(0)
  })
})
