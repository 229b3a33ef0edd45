/**
 * `npm run demo`: the whole loop against the local sandbox service and Jira emulator, with
 * the bundled action run the way the runner runs it. A build records its evidence
 * (create-flow with a template, begin-trail, attest-artifact, attest-junit, attest-jira),
 * then the environment: create-environment makes it, create-policy writes its policy
 * (provenance, a compliant trail, passing unit tests) and attach-policy attaches it.
 * get-trail shows what the trail still lacks, and check-readiness shows it where the change
 * is reviewed, before any deploy: a check run on the commit and a comment on its pull request
 * (written to a loopback double of GitHub's API) naming the rules the commit does not meet
 * yet. The deployment gate (assert-artifact, at the environment's scope) refuses the artifact
 * for those rules, the failing tests among them; the fixed tests are recorded, the gate lets
 * it through, and get-trail saves the trail's audit package. The build is deployed (copied
 * into a deployed folder) and snapshot-paths reports that folder. A file patched by hand on the server has no provenance,
 * so get-snapshot's gate fails; once the build is deployed again, the next snapshot passes it.
 * Each step prints the `with:` block
 * a workflow would give it (secrets as `${{ secrets.* }}`, never the sandbox's token),
 * then its verdict, its outputs and its job summary, as a workflow would see them.
 *
 * Each step runs the command's sub-action in a working directory of its own, so the paths it
 * shows are the relative ones a workflow would write. With `--summaries <dir>` it also writes
 * each step's job summary there (`NN-<command>.md`, and `steps.json` listing them), and the
 * check run and comment check-readiness wrote (`readiness-check-run.md`,
 * `readiness-comment.md`): the Markdown `npm run picture` renders. Without Node 24 it runs the bundle on
 * the Node running it when that is 22 or later, else says in one sentence what to install.
 */
import { cp, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stringify } from 'yaml'
import { startGitHubEmulator } from '../sandbox/github.js'
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
/** What the environment asks of everything that runs there. */
const POLICY = `_schema: https://kosli.com/schemas/policy/environment/v1

artifacts:
  provenance:
    required: true
  trail-compliance:
    required: true
  attestations:
    - name: unit-tests
      type: junit
`
const ENVIRONMENT = 'web-servers'
/** The build: a folder the deploy copies as it is. */
const BUILD = 'build/checkout'
const DEPLOYED = 'deployed/checkout'
/** Commands about an environment, which every flow deploys to: no flow input. */
const ENVIRONMENT_COMMANDS = new Set([
  'create-environment',
  'create-policy',
  'attach-policy',
  'snapshot-paths',
  'get-snapshot'
])
const PUSH_EVENT = {
  ref: 'refs/heads/main',
  after: COMMIT,
  commits: [{ id: COMMIT, message: 'ABC-12 Apply the discount before tax' }],
  head_commit: { id: COMMIT, message: 'ABC-12 Apply the discount before tax' }
}
/** The pull request the commit is reviewed in: where check-readiness comments. */
const PULL_REQUEST = 7
const PULL_REQUEST_EVENT = {
  number: PULL_REQUEST,
  pull_request: {
    number: PULL_REQUEST,
    head: { sha: COMMIT, ref: 'discount-before-tax' },
    base: { ref: 'main' }
  }
}
/** Outputs not worth a line here: long JSON and paths under the run's temp directory. */
// Paths under the demo's temporary folder say nothing to a reader: the demo names the file.
const QUIET_OUTPUTS = new Set(['result', 'result-file', 'audit-package', 'audit-pdf'])

/** How a workflow gives these inputs: from its secrets, or from an earlier step's output. */
const AS_WRITTEN: Record<string, string> = {
  'api-token': '${{ secrets.KOSLI_API_TOKEN }}',
  'jira-api-token': '${{ secrets.JIRA_API_TOKEN }}',
  'github-token': '${{ github.token }}',
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

/** The deploy: the build copied as it is into the folder the server runs. */
async function deploy(work: string): Promise<void> {
  await rm(join(work, DEPLOYED), { recursive: true, force: true })
  await cp(join(work, BUILD), join(work, DEPLOYED), { recursive: true })
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
/** What check-readiness wrote to GitHub, for `npm run picture`. */
let readiness: { checkRun: string; comment: string } | undefined

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
  if (readiness) {
    await writeFile(join(dir, 'readiness-check-run.md'), readiness.checkRun)
    await writeFile(join(dir, 'readiness-comment.md'), readiness.comment)
  }
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

const [sandbox, jira, github] = await Promise.all([
  startSandbox(),
  startJiraEmulator(),
  startGitHubEmulator()
])
const work = await mkdtemp(join(tmpdir(), 'demo-'))
try {
  console.log(
    `Sandbox service at ${sandbox.baseUrl} (org "${sandbox.org}"), Jira at ${jira.baseUrl}`
  )
  await mkdir(join(work, '.kosli'))
  await writeFile(join(work, '.kosli', 'template.yml'), TEMPLATE)
  await writeFile(join(work, '.kosli', 'policy.yml'), POLICY)
  await mkdir(join(work, BUILD), { recursive: true })
  await writeFile(join(work, BUILD, 'server.js'), 'the checkout service, built\n')
  await writeFile(join(work, BUILD, 'config.js'), 'export const taxFirst = false\n')

  const step = async (
    command: string,
    given: Record<string, string> = {},
    env: Record<string, string> = {},
    trigger: { event: unknown; eventName: string } = { event: PUSH_EVENT, eventName: 'push' }
  ): Promise<Step> => {
    const inputs = {
      'api-token': sandbox.token,
      org: sandbox.org,
      'base-url': sandbox.baseUrl,
      // An environment is about every flow deployed there.
      ...(ENVIRONMENT_COMMANDS.has(command) ? {} : { flow: FLOW }),
      ...given
    }
    const run = await runAction({
      inputs,
      subAction: command,
      node: node.path,
      cwd: work,
      ...trigger,
      env: { GITHUB_SHA: COMMIT, ...env }
    })
    return { command, inputs, run }
  }
  /** The test runner's report, as the build would leave it in test-results/. */
  const unitTests = async (results: string) => {
    await rm(join(work, 'test-results'), { recursive: true, force: true })
    await cp(join(FIXTURES, results), join(work, 'test-results'), { recursive: true })
    return step('attest-junit', {
      name: 'unit-tests',
      'artifact-path': BUILD,
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
    await step('attest-artifact', { 'artifact-path': BUILD, 'artifact-name': 'checkout' })
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
  show(
    6,
    `create-environment: ${ENVIRONMENT}, the servers checkout runs on`,
    await step('create-environment', {
      environment: ENVIRONMENT,
      type: 'server',
      description: 'The checkout servers'
    })
  )
  show(
    7,
    'create-policy: what runs there must have provenance, a compliant trail and passing unit tests',
    await step('create-policy', {
      policy: 'provenance-and-trail',
      'policy-file': '.kosli/policy.yml',
      description: 'Built by a known flow, from a compliant trail, its unit tests passing'
    })
  )
  show(
    8,
    `attach-policy: ${ENVIRONMENT} is judged by it`,
    await step('attach-policy', { environment: ENVIRONMENT, policies: 'provenance-and-trail' })
  )
  show(9, 'get-trail: what the trail still lacks, before the gate', await step('get-trail'))
  const fingerprint = reported.outputs.fingerprint ?? ''
  const gate = { fingerprint, environment: ENVIRONMENT }
  show(
    10,
    `check-readiness: on pull request #${PULL_REQUEST}, what the commit lacks for ${ENVIRONMENT}`,
    await step(
      'check-readiness',
      { environments: ENVIRONMENT, 'github-token': github.token },
      { GITHUB_API_URL: github.apiUrl },
      { event: PULL_REQUEST_EVENT, eventName: 'pull_request' }
    )
  )
  const [checkRun] = github.written.checkRuns
  const [comment] = github.written.comments
  if (checkRun && comment) {
    console.log(
      `\n  GitHub (a loopback double of its API) shows check run "${checkRun.name}" on ` +
        `${checkRun.head_sha.slice(0, 7)} (${checkRun.conclusion}) and a comment on pull ` +
        `request #${comment.number}.`
    )
    readiness = { checkRun: checkRun.output?.summary ?? '', comment: comment.body }
  }
  show(
    11,
    `assert-artifact: the deployment gate, may checkout run on ${ENVIRONMENT}?`,
    await step('assert-artifact', gate)
  )
  show(12, 'attest-junit: the fixed test results', await unitTests('junit-passing'))
  show(13, 'assert-artifact: the gate again', await step('assert-artifact', gate))
  const audit = show(
    14,
    'get-trail: the audit package, for the release to carry',
    await step('get-trail', { 'audit-package': 'audit/trail.tgz' })
  )
  if (audit.exitCode === 0) {
    const saved = await stat(join(work, 'audit', 'trail.tgz'))
    console.log(`\n  Saved audit/trail.tgz (${saved.size} bytes) for actions/upload-artifact.`)
  }
  await deploy(work)
  // A change made by hand on the server, outside any build.
  await writeFile(join(work, DEPLOYED, 'config.js'), 'export const taxFirst = true // hotfix\n')
  console.log(
    `\n${bold(`--- The deploy: ${BUILD} copied to ${DEPLOYED}, then config.js patched by hand on the server ---`)}`
  )
  const snapshot = { environment: ENVIRONMENT, path: DEPLOYED, name: 'checkout' }
  show(15, `snapshot-paths: what ${ENVIRONMENT} runs`, await step('snapshot-paths', snapshot))
  show(
    16,
    `get-snapshot: the environment's gate`,
    await step('get-snapshot', { environment: ENVIRONMENT, assert: 'true' })
  )
  await deploy(work)
  console.log(`\n${bold(`--- The deploy again: ${BUILD} copied to ${DEPLOYED}, as built ---`)}`)
  show(17, `snapshot-paths: what ${ENVIRONMENT} runs now`, await step('snapshot-paths', snapshot))
  show(
    18,
    `get-snapshot: the environment's gate again`,
    await step('get-snapshot', { environment: ENVIRONMENT, assert: 'true' })
  )
  console.log(
    `\n${ENVIRONMENT} asks for provenance, a compliant trail and passing unit tests (steps 6 ` +
      `to 8). get-trail showed unit-tests not compliant (step 9), and the pull request's check ` +
      `run and comment said what the commit lacked before any deploy (step 10), so the gate ` +
      `failed step 11 and named the policy's rules it fails; once the fixed results were ` +
      `recorded (step 12), it let the same artifact through (step 13), and the trail's audit ` +
      `package was saved with the run (step 14). The hand-patched deploy matched no build, so ` +
      `its snapshot failed the gate (steps 15 and 16); deployed as built, it passed (steps 17 ` +
      `and 18).`
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
  await Promise.all([sandbox.close(), jira.close(), github.close()])
}
