/**
 * `npx tsx scripts/start-sandbox.ts`: starts the sandbox (sandbox/cli.ts) in the background,
 * waits until it listens and prints its banner. In a workflow it writes to GITHUB_OUTPUT
 * the compliant artifact's fingerprint (`compliant`), the service's `base-url` and the
 * sandbox's `pid`. The same on Linux, macOS and Windows runners: no shell job control, no
 * grep. The sandbox runs on after this process exits, until the job ends or it is killed.
 * SANDBOX_TOKEN, SANDBOX_PORT and SANDBOX_JIRA_PORT pass through; SANDBOX_LOG is its log
 * file (default sandbox.log).
 */
import { spawn } from 'node:child_process'
import { appendFileSync, openSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { COMPLIANT_FINGERPRINT } from '../sandbox/fixtures.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const logFile = process.env.SANDBOX_LOG || join(root, 'sandbox.log')
const log = openSync(logFile, 'w')

// One process (tsx as a loader, not its CLI's wrapper process), so `pid` is the sandbox.
const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'sandbox', 'cli.ts')], {
  cwd: root,
  detached: true,
  stdio: ['ignore', log, log],
  windowsHide: true
})
child.unref()

const deadline = Date.now() + 60_000
let banner = ''
while (!banner.includes('/api/v2')) {
  if (child.exitCode !== null || Date.now() > deadline) {
    console.error(`The sandbox did not start:\n${readFileSync(logFile, 'utf8')}`)
    process.exit(1)
  }
  await new Promise(resolve => setTimeout(resolve, 250))
  banner = readFileSync(logFile, 'utf8')
}
console.log(banner)
console.log(`Sandbox process id: ${child.pid}`)
const baseUrl = /base URL\s+(\S+)/.exec(banner)?.[1] ?? ''
if (process.env.GITHUB_OUTPUT) {
  appendFileSync(
    process.env.GITHUB_OUTPUT,
    `compliant=${COMPLIANT_FINGERPRINT}\nbase-url=${baseUrl}\npid=${child.pid}\n`
  )
}
