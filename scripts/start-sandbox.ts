/**
 * `npx tsx scripts/start-sandbox.ts`: starts `npm run sandbox` in the background, waits until
 * it listens, prints its banner, and (in a workflow) writes the compliant artifact's
 * fingerprint to GITHUB_OUTPUT as `compliant`. The same on Linux, macOS and Windows runners:
 * no shell job control, no grep. The sandbox keeps running after this process exits, until
 * the job ends. SANDBOX_TOKEN, SANDBOX_PORT and SANDBOX_JIRA_PORT pass through.
 */
import { spawn } from 'node:child_process'
import { appendFileSync, openSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { COMPLIANT_FINGERPRINT } from '../sandbox/fixtures.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const logFile = join(root, 'sandbox.log')
const log = openSync(logFile, 'w')
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')

const child = spawn(process.execPath, [tsx, join(root, 'sandbox', 'cli.ts')], {
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
if (process.env.GITHUB_OUTPUT) {
  appendFileSync(process.env.GITHUB_OUTPUT, `compliant=${COMPLIANT_FINGERPRINT}\n`)
}
