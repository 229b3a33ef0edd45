/**
 * Runs the bundled action the way the runner does: inputs as INPUT_* variables, a
 * GITHUB_OUTPUT file, a GITHUB_STEP_SUMMARY file and an event payload, under Node 24.
 * Shared by the end-to-end tests, the demo and the benchmarks. Step debugging is on, and
 * every run is checked: it rejects when a secret it was given shows anywhere it printed or
 * wrote, when it printed more annotations than the runner shows, or when its output holds a
 * workflow command the action never issues.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { appendFileSync } from 'node:fs'
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ACTION_METADATA_CACHE, BUNDLE_PROCESS_LOG, findNode24 } from './node24.js'
import { SECRET_INPUTS } from '../src/inputs/tokens.js'
import { variableName } from '../src/declarations/variable-name.js'

/** The vendor CLI's variables of the secret inputs (each flag has the input's name). */
const SECRET_VARIABLES = new Set(SECRET_INPUTS.map(variableName))

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url))
export const BUNDLE = join(PROJECT_ROOT, 'dist', 'index.js')

/** The Node the action declares (runs.using: node24): see tools/node24.js. */
export function node24Path(): string {
  const found = findNode24()
  if ('missing' in found) throw new Error(found.missing)
  return found.path
}

export interface ActionRun {
  exitCode: number | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  /** GITHUB_OUTPUT as written, to count how often an output was set. */
  outputText: string
  summary: string
  durationMs: number
}

export interface RunOptions {
  inputs: Record<string, string>
  /**
   * Run a command's own action (`<command>/action.yml`) instead of the root one: its defaults
   * and its `runs.main`, as `uses: owner/repo/<command>@v1` would, with no command input.
   */
  subAction?: string
  /** GitHub event payload written to GITHUB_EVENT_PATH. */
  event?: unknown
  eventName?: string
  env?: Record<string, string>
  cwd?: string
  timeoutMs?: number
  /**
   * Variables the runner would set but this run leaves out, e.g. GITHUB_STEP_SUMMARY (absent
   * on older GitHub Enterprise Server, act, Gitea and Forgejo runners) or RUNNER_TEMP.
   */
  unsetEnv?: string[]
  /** Called with the running action, e.g. to signal it. */
  onSpawn?: (child: ChildProcess) => void
  /** The node binary to run the bundle with; Node 24 (node24Path()) unless given. */
  node?: string
}

/** The variable the runner passes an input in, as @actions/core's getInput reads it. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`
}

/** The files a step's runner gives it: GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, the event payload. */
export interface StepFiles {
  work: string
  outputFile: string
  summaryFile: string
}

/**
 * The environment the runner gives a step: its inputs as INPUT_* (the action's declared
 * defaults first), the run's GITHUB_* facts, RUNNER_TEMP, the files, and step debugging on,
 * as a user re-running a failed job would have it (debug lines must not leak secrets either).
 */
export async function stepEnvironment(
  options: RunOptions,
  work: string
): Promise<{ env: Record<string, string>; files: StepFiles; main: string }> {
  const files = { work, outputFile: join(work, 'output'), summaryFile: join(work, 'summary') }
  const eventFile = join(work, 'event.json')
  await writeFile(files.outputFile, '')
  await writeFile(files.summaryFile, '')
  await writeFile(eventFile, JSON.stringify(options.event ?? {}))
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? work,
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: files.outputFile,
    GITHUB_STEP_SUMMARY: files.summaryFile,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_EVENT_NAME: options.eventName ?? 'push',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'acme/web-app',
    GITHUB_REPOSITORY_ID: '123456',
    GITHUB_RUN_ID: '987654321',
    GITHUB_SHA: 'ffffffffffffffffffffffffffffffffffffffff',
    GITHUB_REF_NAME: 'main',
    GITHUB_WORKSPACE: options.cwd ?? work,
    RUNNER_TEMP: work,
    ACTIONS_STEP_DEBUG: 'true',
    RUNNER_DEBUG: '1',
    ...options.env
  }
  for (const name of options.unsetEnv ?? []) delete env[name]
  const metadata = await actionMetadata(options.subAction)
  for (const [name, value] of Object.entries({ ...metadata.defaults, ...options.inputs })) {
    env[inputVariable(name)] = value
  }
  return { env, files, main: metadata.main }
}

/** Runs the bundle as a process, as the runner does, and checks what it printed and wrote. */
export async function runAction(options: RunOptions): Promise<ActionRun> {
  const work = await mkdtemp(join(tmpdir(), 'action-run-'))
  try {
    const { env, files, main } = await stepEnvironment(options, work)
    const started = Date.now()
    const { exitCode, stdout, stderr } = await spawnNode(
      main,
      env,
      options.cwd ?? work,
      options.timeoutMs,
      options.onSpawn,
      options.node
    )
    const outputText = await readFile(files.outputFile, 'utf8')
    const run: ActionRun = {
      exitCode,
      stdout,
      stderr,
      outputs: parseOutputFile(outputText),
      outputText,
      summary: await readFile(files.summaryFile, 'utf8'),
      durationMs: Date.now() - started
    }
    // Every run, in every test, is checked: a leaked secret or too many annotations rejects.
    checkRun(run, secretsGiven(env))
    return run
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

interface ActionMetadata {
  defaults: Record<string, string>
  /** The script the runner starts: `runs.main`, resolved against the action's folder. */
  main: string
}

const metadataByAction = new Map<string, Promise<ActionMetadata>>()

/**
 * What the runner reads from an action.yml: it sets INPUT_* for every input with a default
 * (expression defaults such as `${{ github.token }}` have no value outside a workflow and are
 * left out), and starts `runs.main` relative to the action's folder.
 */
export function actionMetadata(subAction?: string): Promise<ActionMetadata> {
  const folder = join(PROJECT_ROOT, subAction ?? '')
  let metadata = metadataByAction.get(folder)
  if (!metadata) {
    metadata = readMetadata(folder)
    metadataByAction.set(folder, metadata)
  }
  return metadata
}

/**
 * Parsing the root action.yml costs a suite about 60 ms, and most suites run a step: a test
 * run keeps what it parsed in its own folder (__tests__/kit/global-setup.js names it), by the
 * hash of the folder and the file's text, for the suites after it.
 */
async function readMetadata(folder: string): Promise<ActionMetadata> {
  const text = await readFile(join(folder, 'action.yml'), 'utf8')
  const cache = process.env[ACTION_METADATA_CACHE]
  if (!cache) return parseMetadata(folder, text)
  const kept = join(
    cache,
    `${createHash('sha256').update(`${folder}\0${text}`).digest('hex')}.json`
  )
  const keptText = await readFile(kept, 'utf8').catch(() => undefined)
  if (keptText !== undefined) return JSON.parse(keptText) as ActionMetadata
  const metadata = await parseMetadata(folder, text)
  // Written whole under a name of its own first, so a suite beside this one never reads half.
  const partial = `${kept}.${process.pid}`
  await writeFile(partial, JSON.stringify(metadata))
  await rename(partial, kept)
  return metadata
}

async function parseMetadata(folder: string, text: string): Promise<ActionMetadata> {
  const { parse } = await import('yaml')
  const parsed = parse(text) as {
    inputs?: Record<string, { default?: unknown }>
    runs: { main: string }
  }
  const defaults = Object.fromEntries(
    Object.entries(parsed.inputs ?? {})
      .filter(([, input]) => input.default !== undefined && !String(input.default).includes('${{'))
      .map(([name, input]) => [name, String(input.default)])
  )
  return { defaults, main: resolve(folder, parsed.runs.main) }
}

/** The root action.yml's defaults, which the runner passes on every run through `command`. */
export async function actionDefaults(): Promise<Record<string, string>> {
  return (await actionMetadata()).defaults
}

const DEFAULT_TIMEOUT_MS = 60_000

interface StepResult {
  exitCode: number | null
  stdout: string
  stderr: string
}

function spawnNode(
  main: string,
  env: Record<string, string>,
  cwd: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  onSpawn?: (child: ChildProcess) => void,
  node = node24Path()
): Promise<StepResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(node, [main], { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    const log = process.env[BUNDLE_PROCESS_LOG]
    if (log) appendFileSync(log, `${testFile() ?? '-'} ${main}\n`)
    onSpawn?.(child)
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', chunk => (stdout += chunk))
    child.stderr.on('data', chunk => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('error', reject)
    child.on('close', exitCode => {
      clearTimeout(timer)
      resolvePromise({ exitCode, stdout, stderr })
    })
  })
}

/** The test file running this step, under jest (for the log of bundle processes). */
function testFile(): string | undefined {
  const jest = (globalThis as { expect?: { getState?: () => { testPath?: string } } }).expect
  return jest?.getState?.().testPath
}

/** Parses GITHUB_OUTPUT: `name<<DELIMITER`, value lines, `DELIMITER` (as @actions/core writes). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const header = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '')
    if (header) {
      const [, name, delimiter] = header as unknown as [string, string, string]
      const value: string[] = []
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '')
      outputs[name] = value.join('\n')
      continue
    }
    const simple = /^([^=]+)=(.*)$/.exec(lines[i] ?? '')
    if (simple?.[1]) outputs[simple[1]] = simple[2] ?? ''
  }
  return outputs
}

/** A secret the action was given, by where it came from (never the value, in messages). */
export interface GivenSecret {
  source: string
  value: string
}

/** Shorter values cannot be told apart from ordinary text; real tokens are far longer. */
export const MIN_SECRET_LENGTH = 8
/** The runner shows at most this many error and this many warning annotations per step. */
export const MAX_ANNOTATIONS = 10

/**
 * The secrets in a run's environment: the token inputs, KOSLI_API_TOKEN, and the Basic header
 * values derived from jira-username and jira-api-token, and from registry-username and
 * registry-password (base64 hides the token from a search).
 */
export function secretsGiven(env: Record<string, string | undefined>): GivenSecret[] {
  const input = (name: string) => env[inputVariable(name)]?.trim() || undefined
  const found: GivenSecret[] = []
  for (const name of SECRET_INPUTS) {
    const value = input(name)
    if (value) found.push({ source: `input ${name}`, value })
  }
  // The vendor CLI's variables of those inputs, which a migrating job keeps in its env block.
  for (const [name, value] of Object.entries(env)) {
    const secret = value?.trim()
    if (SECRET_VARIABLES.has(name) && secret) found.push({ source: `env ${name}`, value: secret })
  }
  const username = input('jira-username')
  const jiraToken = input('jira-api-token')
  if (username && jiraToken) {
    const basic = Buffer.from(`${username}:${jiraToken}`, 'utf8').toString('base64')
    found.push({ source: 'the Basic value of jira-username:jira-api-token', value: basic })
  }
  const registryUsername = input('registry-username')
  const registryPassword = input('registry-password')
  if (registryUsername && registryPassword) {
    const basic = Buffer.from(`${registryUsername}:${registryPassword}`, 'utf8').toString('base64')
    found.push({
      source: 'the Basic value of registry-username:registry-password',
      value: basic
    })
  }
  // A secret with a line break in it can only show one line at a time: look for each line too.
  const lines = found.flatMap(secret => {
    const parts = secret.value.split(/\r?\n|\r/)
    return parts.length > 1
      ? parts.map((value, index) => ({ source: `${secret.source} (line ${index + 1})`, value }))
      : []
  })
  return [...found, ...lines].filter(secret => secret.value.length >= MIN_SECRET_LENGTH)
}

/**
 * Where each secret shows in what a run printed or wrote: stdout and stderr line by line
 * (`::add-mask::` lines excepted: that is how the runner learns a secret), every output and
 * the job summary. Empty when nothing leaked.
 */
export function findSecretLeaks(
  run: Pick<ActionRun, 'stdout' | 'stderr' | 'outputs' | 'summary'>,
  secrets: readonly GivenSecret[]
): string[] {
  const places: [string, string][] = []
  for (const stream of ['stdout', 'stderr'] as const) {
    run[stream].split('\n').forEach((line, index) => {
      if (!line.startsWith('::add-mask::')) places.push([`${stream} line ${index + 1}`, line])
    })
  }
  for (const [name, value] of Object.entries(run.outputs)) places.push([`output ${name}`, value])
  places.push(['the job summary', run.summary])
  const leaks: string[] = []
  for (const secret of secrets) {
    for (const [place, text] of places) {
      if (text.includes(secret.value)) leaks.push(`${secret.source} in ${place}`)
    }
  }
  return leaks
}

/** Error and warning annotations a run printed, by kind. */
export function countAnnotations(stdout: string): { errors: number; warnings: number } {
  const lines = stdout.split('\n')
  return {
    errors: lines.filter(line => line.startsWith('::error')).length,
    warnings: lines.filter(line => line.startsWith('::warning')).length
  }
}

/** The commands the runner registers (actions/runner ActionCommandManager), stop-commands included. */
const RUNNER_COMMANDS = new Set([
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'debug',
  'warning',
  'error',
  'notice',
  'group',
  'endgroup',
  'echo',
  'stop-commands'
])

export interface RunnerCommand {
  name: string
  /** The data after the command, undecoded. */
  data: string
  form: '::' | '##['
}

/**
 * The workflow commands the runner would execute from this output, by its own rules: lines
 * split at \n, \r and \r\n (and here also at U+0085, U+2028 and U+2029, which log viewers
 * may break at); `::name ...::data` after leading whitespace; the legacy `##[name ...]data`
 * anywhere in a line; only registered names count.
 */
export function runnerCommands(output: string): RunnerCommand[] {
  const commands: RunnerCommand[] = []
  for (const line of output.split(/\r\n|[\r\n\u0085\u2028\u2029]/)) {
    const trimmed = line.trimStart()
    if (trimmed.startsWith('::')) {
      const end = trimmed.indexOf('::', 2)
      const name = end < 0 ? '' : (trimmed.slice(2, end).split(' ')[0] ?? '').toLowerCase()
      if (RUNNER_COMMANDS.has(name)) {
        commands.push({ name, data: trimmed.slice(end + 2), form: '::' })
        continue
      }
    }
    const prefix = line.indexOf('##[')
    const bracket = prefix < 0 ? -1 : line.indexOf(']', prefix)
    if (bracket < 0) continue
    const name = (line.slice(prefix + 3, bracket).split(' ')[0] ?? '').toLowerCase()
    if (RUNNER_COMMANDS.has(name))
      commands.push({ name, data: line.slice(bracket + 1), form: '##[' })
  }
  return commands
}

/** The commands the action itself issues; anything else in a run's output was forged. */
export const OWN_COMMANDS = new Set([
  'error',
  'warning',
  'notice',
  'debug',
  'add-mask',
  'group',
  'endgroup'
])

/** Commands in a run's output the action never issues, as JSON (never a line starting `::`). */
export function foreignCommands(run: Pick<ActionRun, 'stdout' | 'stderr'>): string[] {
  return [...runnerCommands(run.stdout), ...runnerCommands(run.stderr)]
    .filter(command => command.form === '##[' || !OWN_COMMANDS.has(command.name))
    .map(command => JSON.stringify(command))
}

/**
 * Throws, loudly and without printing a secret, when a run leaked one, over-annotated, or
 * printed a workflow command the action never issues (text from a server forged it).
 */
export function checkRun(run: ActionRun, secrets: readonly GivenSecret[]): void {
  const problems = findSecretLeaks(run, secrets).map(leak => `secret leaked: ${leak}`)
  const { errors, warnings } = countAnnotations(run.stdout)
  if (errors > MAX_ANNOTATIONS) problems.push(`${errors} error annotations (at most 10 show)`)
  if (warnings > MAX_ANNOTATIONS) problems.push(`${warnings} warning annotations (at most 10 show)`)
  const foreign = foreignCommands(run)
  if (foreign.length > 0) problems.push(`workflow commands it never issues: ${foreign.join(', ')}`)
  if (problems.length > 0) {
    throw new Error(`The action run is not clean: ${problems.join('; ')}.`)
  }
}
