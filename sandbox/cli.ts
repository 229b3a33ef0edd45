/**
 * `npm run sandbox`: the sandbox service and the Jira emulator on loopback until Ctrl-C.
 *
 *   npm run sandbox -- --port 4010 --jira-port 4011
 *
 * Ports also come from SANDBOX_PORT and SANDBOX_JIRA_PORT (defaults 4010 and 4011);
 * SANDBOX_TOKEN fixes the service token (random by default), for workflows that start it.
 * It prints the token and the Jira credentials: they are random, local and thrown away
 * when the process ends.
 */
import { startJiraEmulator } from './jira.js'
import { startSandbox } from './server.js'
import {
  ALLOWLISTED_FINGERPRINT,
  COMPLIANT_ARTIFACT_CONTENT,
  COMPLIANT_FINGERPRINT,
  INCOMPLETE_FINGERPRINT,
  JIRA_UNKNOWN_KEY,
  NON_COMPLIANT_FINGERPRINT,
  PRODUCTION_ENVIRONMENT,
  STAGING_ENVIRONMENT
} from './fixtures.js'

function portFrom(flag: string, envName: string, fallback: number): number {
  const args = process.argv.slice(2)
  const index = args.indexOf(flag)
  const inline = args.find(arg => arg.startsWith(`${flag}=`))?.slice(flag.length + 1)
  const raw = inline ?? (index >= 0 ? args[index + 1] : undefined) ?? process.env[envName]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${flag} / ${envName} must be a port number (0-65535), got "${raw}"`)
    process.exit(2)
  }
  return port
}

const host = process.env.SANDBOX_HOST ?? '127.0.0.1'
const ports = {
  sandbox: portFrom('--port', 'SANDBOX_PORT', 4010),
  jira: portFrom('--jira-port', 'SANDBOX_JIRA_PORT', 4011)
}

async function started<T>(what: string, port: number, start: () => Promise<T>): Promise<T> {
  try {
    return await start()
  } catch (error) {
    const inUse = (error as { code?: string }).code === 'EADDRINUSE'
    console.error(
      inUse
        ? `Port ${port} is in use; the ${what} needs another one (--port / --jira-port, 0 for any).`
        : `Could not start the ${what}: ${(error as Error).message}`
    )
    process.exit(1)
  }
}

const jira = await started('Jira emulator', ports.jira, () =>
  startJiraEmulator({ host, port: ports.jira })
)
const sandbox = await started('sandbox service', ports.sandbox, () =>
  startSandbox({
    host,
    port: ports.sandbox,
    jiraBaseUrl: jira.baseUrl,
    token: process.env.SANDBOX_TOKEN || undefined
  })
)
const basic = Buffer.from(`${jira.username}:${jira.apiToken}`).toString('base64')

console.log(`Compliance service sandbox
  base URL   ${sandbox.baseUrl}
  org        ${sandbox.org}
  token      ${sandbox.token}
  try        curl -H 'Authorization: Bearer ${sandbox.token}' ${sandbox.baseUrl}/asserts/${sandbox.org}/fingerprint/${COMPLIANT_FINGERPRINT}

Artifacts
  compliant       ${COMPLIANT_FINGERPRINT}  (SHA-256 of ${JSON.stringify(COMPLIANT_ARTIFACT_CONTENT)})
  non-compliant   ${NON_COMPLIANT_FINGERPRINT}  (a failing attestation)
  incomplete      ${INCOMPLETE_FINGERPRINT}  (a missing attestation)
  allowlisted     ${ALLOWLISTED_FINGERPRINT}  (in ${PRODUCTION_ENVIRONMENT})
  environments    ${PRODUCTION_ENVIRONMENT} (uses policies), ${STAGING_ENVIRONMENT} (no policies)

Jira emulator
  base URL   ${jira.baseUrl}
  username   ${jira.username}
  api token  ${jira.apiToken}   (Basic ${basic})
  PAT        ${jira.pat}   (Bearer)
  issues     ${Object.keys(jira.issues).join(', ')}  (anything else, e.g. ${JIRA_UNKNOWN_KEY}, is a 404)

Local throwaway credentials. Ctrl-C to stop.`)

let stopping = false
async function stop(): Promise<void> {
  if (stopping) return
  stopping = true
  await Promise.all([sandbox.close(), jira.close()])
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
