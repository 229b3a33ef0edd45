/**
 * `npm run demo`: the whole loop against the local sandbox service and Jira emulator, with
 * the bundled action run the way the runner runs it. A build records its evidence
 * (create-flow with a template, begin-trail, attest-artifact, attest-junit, attest-jira),
 * the deployment gate (assert-artifact) refuses the artifact and names the failing tests;
 * the fixed tests are recorded, and the gate lets it through. Each step prints its verdict,
 * its outputs and its job summary, as a workflow would see them.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startJiraEmulator } from '../sandbox/jira.js'
import { startSandbox } from '../sandbox/server.js'
import { runAction, type ActionRun } from '../tools/run-action.js'

const FIXTURES = fileURLToPath(new URL('../__fixtures__/demo/', import.meta.url))
const FLOW = 'checkout'
const COMMIT = '4f3c2b1a09e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4'
const TEMPLATE = `version: 1
trail:
  attestations:
    - name: jira-issues
      type: jira
  artifacts:
    - name: checkout
      attestations:
        - name: unit-tests
          type: junit
`
const PUSH_EVENT = {
  ref: 'refs/heads/main',
  after: COMMIT,
  commits: [{ id: COMMIT, message: 'ABC-12 Apply the discount before tax' }],
  head_commit: { id: COMMIT, message: 'ABC-12 Apply the discount before tax' }
}
/** Outputs not worth a line here: long JSON and paths under the run's temp directory. */
const QUIET_OUTPUTS = new Set(['result', 'result-file'])

const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text)

function errorLines(run: ActionRun): string[] {
  return run.stdout
    .split('\n')
    .filter(line => line.startsWith('::error'))
    .map(line => line.replace(/^::error[^:]*::/, '').replace(/%0A/g, '\n  '))
}

function show(step: number, title: string, run: ActionRun): ActionRun {
  console.log(`\n${bold(`=== ${step}. ${title} ===`)}`)
  const failed = run.exitCode !== 0
  console.log(failed ? `Step FAILED (exit code ${run.exitCode}):` : 'Step passed (exit code 0).')
  for (const line of errorLines(run)) console.log(`  ${line}`)
  const outputs = Object.entries(run.outputs).filter(([name]) => !QUIET_OUTPUTS.has(name))
  console.log(`\n${bold('Outputs')}`)
  for (const [name, value] of outputs) console.log(`  ${name} = ${value}`)
  console.log(`\n${bold('Job summary')}`)
  console.log(run.summary.trim().replace(/^/gm, '  '))
  return run
}

const [sandbox, jira] = await Promise.all([startSandbox(), startJiraEmulator()])
const work = await mkdtemp(join(tmpdir(), 'demo-'))
try {
  console.log(
    `Sandbox service at ${sandbox.baseUrl} (org "${sandbox.org}"), Jira at ${jira.baseUrl}`
  )
  const template = join(work, 'kosli.yml')
  const artifact = join(work, 'checkout.tar')
  await writeFile(template, TEMPLATE)
  await writeFile(artifact, 'the checkout service, built\n')

  const step = (command: string, inputs: Record<string, string> = {}) =>
    runAction({
      inputs: {
        command,
        'api-token': sandbox.token,
        org: sandbox.org,
        'base-url': sandbox.baseUrl,
        flow: FLOW,
        ...inputs
      },
      event: PUSH_EVENT,
      eventName: 'push',
      env: { GITHUB_SHA: COMMIT }
    })
  const unitTests = (results: string) =>
    step('attest-junit', {
      name: 'unit-tests',
      'artifact-path': artifact,
      'results-dir': join(FIXTURES, results)
    })

  show(
    1,
    'create-flow: the flow and what each trail must hold',
    await step('create-flow', {
      description: 'The checkout service',
      'template-file': template
    })
  )
  show(2, `begin-trail: the trail of commit ${COMMIT.slice(0, 7)}`, await step('begin-trail'))
  const reported = show(
    3,
    'attest-artifact: the artifact the build made',
    await step('attest-artifact', { 'artifact-path': artifact, 'artifact-name': 'checkout' })
  )
  show(4, 'attest-junit: the test results, one test failing', await unitTests('junit-failing'))
  show(
    5,
    'attest-jira: the issue the commit references',
    await step('attest-jira', {
      trail: COMMIT,
      name: 'jira-issues',
      'jira-base-url': jira.baseUrl,
      'jira-username': jira.username,
      'jira-api-token': jira.apiToken,
      'key-sources': 'commits'
    })
  )
  const fingerprint = reported.outputs.fingerprint ?? ''
  show(6, 'assert-artifact: the deployment gate', await step('assert-artifact', { fingerprint }))
  show(7, 'attest-junit: the fixed test results', await unitTests('junit-passing'))
  show(8, 'assert-artifact: the gate again', await step('assert-artifact', { fingerprint }))
  console.log(
    `\nThe gate failed step 6 because unit-tests recorded a failing test, and named it; once ` +
      `the fixed results were recorded (step 7), it let the same artifact through (step 8).`
  )
} finally {
  await rm(work, { recursive: true, force: true })
  await Promise.all([sandbox.close(), jira.close()])
}
