/**
 * `npm run demo`: the whole loop against the local sandbox service and Jira emulator, with
 * the bundled action run the way the runner runs it. A build records its evidence
 * (create-flow with a template, begin-trail, attest-artifact, attest-junit, attest-jira),
 * get-trail shows what the trail still lacks, the deployment gate (assert-artifact) refuses
 * the artifact and names the failing tests; the fixed tests are recorded, the gate lets it
 * through, and get-trail saves the trail's audit package; after the deploy (reported through
 * the sandbox's own route), get-snapshot asserts production runs only compliant artifacts. Each step prints the `with:` block
 * a workflow would give it (secrets as `${{ secrets.* }}`, never the sandbox's token),
 * then its verdict, its outputs and its job summary, as a workflow would see them.
 *
 * Each step runs the command's sub-action in a working directory of its own, so the paths it
 * shows are the relative ones a workflow would write. With `--summaries <dir>` it also writes
 * each step's job summary there (`NN-<command>.md`, and `steps.json` listing them), the
 * Markdown `npm run picture` renders. Without Node 24 it runs the bundle on
 * the Node running it when that is 22 or later, else says in one sentence what to install.
 */
import { cp, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stringify } from 'yaml'
import { startJiraEmulator } from '../sandbox/jira.js'
import { startSandbox } from '../sandbox/server.js'
import { findNodeForDemo } from '../tools/node24.js'
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
// Paths under the demo's temporary folder say nothing to a reader: the demo names the file.
const QUIET_OUTPUTS = new Set(['result', 'result-file', 'audit-package', 'audit-pdf'])

/** How a workflow gives these inputs: from its secrets, or from an earlier step's output. */
const AS_WRITTEN: Record<string, string> = {
  'api-token': '${{ secrets.KOSLI_API_TOKEN }}',
  'jira-api-token': '${{ secrets.JIRA_API_TOKEN }}',
  fingerprint: '${{ needs.build.outputs.fingerprint }}'
}

const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text)

function errorLines(run: ActionRun): string[] {
  return run.stdout
    .split('\n')
    .filter(line => line.startsWith('::error'))
    .map(line => line.replace(/^::error[^:]*::/, '').replace(/%0A/g, '\n  '))
}

/** The step as a workflow writes it: its sub-action and its `with:` block, secrets hidden. */
function stepYaml(command: string, inputs: Record<string, string>): string {
  const given = Object.fromEntries(
    Object.entries(inputs).map(([name, value]) => [name, AS_WRITTEN[name] ?? value])
  )
  const step = [{ uses: `kosli-dev/compliance-action/${command}@v1`, with: given }]
  return stringify(step, { lineWidth: 0 }).trimEnd().replace(/^/gm, '  ')
}

const PRODUCTION = 'production'

/**
 * Records a deploy as an environment reports it: what ran before, plus the artifacts given,
 * through the sandbox's server report route (the snapshot commands will send this).
 */
async function recordDeploy(
  service: { baseUrl: string; token: string; org: string },
  environment: string,
  deployed: Record<string, string>
): Promise<void> {
  const headers = { authorization: `Bearer ${service.token}`, 'content-type': 'application/json' }
  const env = `${encodeURIComponent(service.org)}/${encodeURIComponent(environment)}`
  const latest = await fetch(`${service.baseUrl}/snapshots/${env}/-1`, { headers })
  const snapshot = (await latest.json()) as {
    artifacts: { name: string; fingerprint: string; annotation?: { now: number } }[]
  }
  const running = snapshot.artifacts
    .filter(artifact => artifact.annotation?.now !== 0)
    .map(artifact => ({ [artifact.name]: artifact.fingerprint }))
  const now = Math.floor(Date.now() / 1000)
  const report = await fetch(`${service.baseUrl}/environments/${env}/report/server`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      artifacts: [...running, deployed].map(digests => ({ digests, creationTimestamp: now }))
    })
  })
  if (!report.ok) throw new Error(`the sandbox refused the deploy's report (${report.status})`)
}

interface Step {
  command: string
  inputs: Record<string, string>
  run: ActionRun
}

/** What `--summaries` lists in steps.json: each step shown, and the file of its summary. */
interface ShownStep {
  number: number
  title: string
  command: string
  failed: boolean
  summary: string
}
const shown: ShownStep[] = []
/** Each shown step's job summary, by its file name. */
const summaries = new Map<string, string>()

function show(number: number, title: string, { command, inputs, run }: Step): ActionRun {
  const summary = `${String(number).padStart(2, '0')}-${command}.md`
  shown.push({ number, title, command, failed: run.exitCode !== 0, summary })
  summaries.set(summary, run.summary)
  console.log(`\n${bold(`=== ${number}. ${title} ===`)}`)
  console.log(`${stepYaml(command, inputs)}\n`)
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

/** Where `--summaries <dir>` asks for each step's job summary. */
const summariesArgument = process.argv.indexOf('--summaries')
const summariesDir = summariesArgument === -1 ? undefined : process.argv[summariesArgument + 1]

async function writeSummaries(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true })
  for (const [file, markdown] of summaries) await writeFile(join(dir, file), markdown)
  await writeFile(join(dir, 'steps.json'), `${JSON.stringify(shown, null, 2)}\n`)
}

if (summariesArgument !== -1 && !summariesDir) {
  console.log(
    '--summaries needs a folder to write the summaries to: npm run demo -- --summaries <dir>.'
  )
  process.exit(1)
}

const node = findNodeForDemo()
if ('missing' in node) {
  console.log(node.missing)
  process.exit(1)
}
if (node.note) console.log(node.note)

const [sandbox, jira] = await Promise.all([startSandbox(), startJiraEmulator()])
const work = await mkdtemp(join(tmpdir(), 'demo-'))
try {
  console.log(
    `Sandbox service at ${sandbox.baseUrl} (org "${sandbox.org}"), Jira at ${jira.baseUrl}`
  )
  await mkdir(join(work, '.kosli'))
  await writeFile(join(work, '.kosli', 'template.yml'), TEMPLATE)
  await writeFile(join(work, 'checkout.tar'), 'the checkout service, built\n')

  const step = async (command: string, given: Record<string, string> = {}): Promise<Step> => {
    const inputs = {
      'api-token': sandbox.token,
      org: sandbox.org,
      'base-url': sandbox.baseUrl,
      // An environment's snapshot is about every flow deployed there.
      ...(command === 'get-snapshot' ? {} : { flow: FLOW }),
      ...given
    }
    const run = await runAction({
      inputs,
      subAction: command,
      node: node.path,
      cwd: work,
      event: PUSH_EVENT,
      eventName: 'push',
      env: { GITHUB_SHA: COMMIT }
    })
    return { command, inputs, run }
  }
  /** The test runner's report, as the build would leave it in test-results/. */
  const unitTests = async (results: string) => {
    await rm(join(work, 'test-results'), { recursive: true, force: true })
    await cp(join(FIXTURES, results), join(work, 'test-results'), { recursive: true })
    return step('attest-junit', {
      name: 'unit-tests',
      'artifact-path': 'checkout.tar',
      'results-dir': 'test-results'
    })
  }

  show(
    1,
    'create-flow: the flow and what each trail must hold',
    await step('create-flow', {
      description: 'The checkout service',
      'template-file': '.kosli/template.yml'
    })
  )
  show(2, `begin-trail: the trail of commit ${COMMIT.slice(0, 7)}`, await step('begin-trail'))
  const reported = show(
    3,
    'attest-artifact: the artifact the build made',
    await step('attest-artifact', { 'artifact-path': 'checkout.tar', 'artifact-name': 'checkout' })
  )
  show(4, 'attest-junit: the test results, one test failing', await unitTests('junit-failing'))
  show(
    5,
    'attest-jira: the issue the commit references',
    await step('attest-jira', {
      name: 'jira-issues',
      'jira-base-url': jira.baseUrl,
      'jira-username': jira.username,
      'jira-api-token': jira.apiToken,
      'key-sources': 'commits'
    })
  )
  show(6, 'get-trail: what the trail still lacks, before the gate', await step('get-trail'))
  const fingerprint = reported.outputs.fingerprint ?? ''
  show(7, 'assert-artifact: the deployment gate', await step('assert-artifact', { fingerprint }))
  show(8, 'attest-junit: the fixed test results', await unitTests('junit-passing'))
  show(9, 'assert-artifact: the gate again', await step('assert-artifact', { fingerprint }))
  const audit = show(
    10,
    'get-trail: the audit package, for the release to carry',
    await step('get-trail', { 'audit-package': 'audit/trail.tgz' })
  )
  if (audit.exitCode === 0) {
    const saved = await stat(join(work, 'audit', 'trail.tgz'))
    console.log(`\n  Saved audit/trail.tgz (${saved.size} bytes) for actions/upload-artifact.`)
  }
  await recordDeploy(sandbox, PRODUCTION, { checkout: fingerprint })
  console.log(
    `\n${bold(`--- The deploy: ${PRODUCTION} now runs checkout too (reported to the sandbox) ---`)}`
  )
  show(
    11,
    `get-snapshot: what ${PRODUCTION} runs, asserted after the deploy`,
    await step('get-snapshot', { environment: PRODUCTION, assert: 'true' })
  )
  console.log(
    `\nget-trail showed unit-tests not compliant (step 6), so the gate failed step 7 and named ` +
      `it; once the fixed results were recorded (step 8), it let the same artifact through ` +
      `(step 9), and the trail's audit package was saved with the run (step 10). After the ` +
      `deploy, ${PRODUCTION}'s snapshot shows it runs only compliant artifacts (step 11).`
  )
  if (summariesDir) {
    await writeSummaries(summariesDir)
    console.log(`\nEach step's job summary is in ${summariesDir} (steps.json lists them).`)
  }
} catch (error) {
  // One sentence, not a stack trace: the demo is often the first thing a user runs.
  console.log(`The demo stopped: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await rm(work, { recursive: true, force: true })
  await Promise.all([sandbox.close(), jira.close()])
}
