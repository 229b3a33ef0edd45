/**
 * `npm run demo`: starts the local sandbox service and runs the bundled action the way the
 * runner does, once for a compliant and once for a non-compliant artifact, then prints
 * what a workflow would see: the step's verdict, its outputs and its job summary.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSandbox } from '../sandbox/server.js'
import {
  COMPLIANT_ARTIFACT_CONTENT,
  NON_COMPLIANT_FINGERPRINT,
  PRODUCTION_ENVIRONMENT
} from '../sandbox/fixtures.js'
import { runAction, type ActionRun } from '../tools/run-action.js'

const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text)

function errorLines(run: ActionRun): string[] {
  return run.stdout
    .split('\n')
    .filter(line => line.startsWith('::error'))
    .map(line => line.replace(/^::error[^:]*::/, '').replace(/%0A/g, '\n  '))
}

function show(title: string, run: ActionRun): void {
  console.log(`\n${bold(`=== ${title} ===`)}`)
  const failed = run.exitCode !== 0
  console.log(failed ? `Step FAILED (exit code ${run.exitCode}):` : 'Step passed (exit code 0).')
  for (const line of errorLines(run)) console.log(`  ${line}`)
  console.log(`\n${bold('Outputs')}`)
  for (const [name, value] of Object.entries(run.outputs)) {
    const shown = name === 'result' && value.length > 120 ? `${value.slice(0, 117)}...` : value
    console.log(`  ${name} = ${shown}`)
  }
  console.log(`\n${bold('Job summary')}`)
  console.log(run.summary.trim().replace(/^/gm, '  '))
}

const sandbox = await startSandbox()
const work = await mkdtemp(join(tmpdir(), 'demo-'))
try {
  console.log(`Sandbox service at ${sandbox.baseUrl} (org "${sandbox.org}")`)
  const common = {
    'api-token': sandbox.token,
    org: sandbox.org,
    'base-url': sandbox.baseUrl
  }

  const artifact = join(work, 'app.tar')
  await writeFile(artifact, COMPLIANT_ARTIFACT_CONTENT)
  show(
    `1. assert-artifact on ${artifact} (fingerprinted by the action)`,
    await runAction({
      inputs: { ...common, command: 'assert-artifact', 'artifact-path': artifact }
    })
  )

  show(
    `2. assert-artifact on ${NON_COMPLIANT_FINGERPRINT.slice(0, 12)}… for environment ${PRODUCTION_ENVIRONMENT}`,
    await runAction({
      inputs: {
        ...common,
        command: 'assert-artifact',
        fingerprint: NON_COMPLIANT_FINGERPRINT,
        environment: PRODUCTION_ENVIRONMENT
      }
    })
  )
  console.log(
    `\nRun 1 passed because every attestation is compliant; run 2 failed the step because the ` +
      `artifact is not compliant, and its message names what is missing.`
  )
} finally {
  await rm(work, { recursive: true, force: true })
  await sandbox.close()
}
