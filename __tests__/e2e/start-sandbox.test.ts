/**
 * scripts/start-sandbox.ts, which the end-to-end workflow runs on Linux, macOS and Windows:
 * it returns once the sandbox listens, leaves it running, and hands its address, pid and the
 * compliant fingerprint to later steps through GITHUB_OUTPUT.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { COMPLIANT_FINGERPRINT } from '../../sandbox/fixtures.js'

let work: string
let sandboxPid: number | undefined

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'start-sandbox-'))
})

afterAll(async () => {
  if (sandboxPid) {
    try {
      process.kill(sandboxPid)
    } catch {
      // already gone
    }
  }
  await rm(work, { recursive: true, force: true })
})

it('starts the sandbox in the background and writes its outputs', async () => {
  const outputFile = join(work, 'output')
  await writeFile(outputFile, '')
  const env = {
    ...process.env,
    GITHUB_OUTPUT: outputFile,
    SANDBOX_LOG: join(work, 'sandbox.log'),
    SANDBOX_TOKEN: 'start-sandbox-token',
    SANDBOX_PORT: '0',
    SANDBOX_JIRA_PORT: '0'
  }
  const code = await new Promise<number | null>(done => {
    const child = spawn('npx', ['tsx', 'scripts/start-sandbox.ts'], { env, stdio: 'ignore' })
    child.on('close', done)
  })
  const outputs = Object.fromEntries(
    (await readFile(outputFile, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map(line => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
  )
  sandboxPid = Number(outputs.pid) || undefined

  expect(code).toBe(0)
  expect(outputs.compliant).toBe(COMPLIANT_FINGERPRINT)
  expect(outputs['base-url']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v2$/)
  // Still running after the script exited: it answers an assertion.
  const response = await fetch(
    `${outputs['base-url']}/asserts/acme/fingerprint/${COMPLIANT_FINGERPRINT}`,
    { headers: { authorization: 'Bearer start-sandbox-token' } }
  )
  expect(response.status).toBe(200)
}, 90_000)
