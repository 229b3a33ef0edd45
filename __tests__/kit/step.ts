/**
 * Runs a step in this process, on the sources: run() of src/main.ts with a runner in memory
 * (src/runner/runner.ts is the seam). The step gets the environment the workflow runner
 * would give it (tools/run-action.ts builds it for both), and its log is written as
 * @actions/core writes it to stdout, so a test reads the same exit code, log, annotations,
 * outputs and summary as from the bundle run as a process, and every run is checked the same
 * way (no secret shown, at most 10 annotations of a kind, no workflow command the action
 * never issues). A step that needs what only a process has runs as one (runAction): a test
 * that signals it or picks another Node, and an environment that Node or a library reads from
 * the process itself (NODE_OPTIONS, NODE_EXTRA_CA_CERTS, and the proxy variables, which
 * @actions/http-client reads from process.env).
 */
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { run } from '../../src/main.js'
import { LOADERS } from '../../src/commands/loaders.js'
import type { AnnotationProperties, Runner } from '../../src/runner/runner.js'
import {
  checkRun,
  inputVariable,
  runAction,
  secretsGiven,
  stepEnvironment,
  type ActionRun,
  type RunOptions
} from '../../tools/run-action.js'

const READ_FROM_THE_PROCESS = /^(NODE_|UV_|SSL_CERT_)|^(https?|no|all)_proxy$/i

/** A step that only a process of its own can run as the runner runs it. */
export function needsProcess(options: RunOptions): boolean {
  return (
    options.onSpawn !== undefined ||
    options.node !== undefined ||
    Object.keys(options.env ?? {}).some(name => READ_FROM_THE_PROCESS.test(name))
  )
}

/** A step run in this process: what runAction gives, and the waits before each retry. */
export interface StepRun extends ActionRun {
  /**
   * Each wait the step's transports asked for before a retry, in ms, in order. A step in this
   * process waits no real time for them (the runner's sleep returns at once), so a test
   * checks the retry policy's waits themselves; undefined for a step run as a process.
   */
  waits?: number[]
}

export async function runStep(options: RunOptions): Promise<StepRun> {
  if (needsProcess(options)) return runAction(options)
  const work = await mkdtemp(join(tmpdir(), 'action-step-'))
  try {
    const { env } = await stepEnvironment(options, work)
    // A sub-action's entry fixes its command so (dist/commands/<name>.js).
    if (options.subAction) env.INPUT_COMMAND = options.subAction
    await loadModulesOf(env.INPUT_COMMAND)
    const runner = new MemoryRunner(env)
    const started = Date.now()
    await withinTime(
      options.timeoutMs,
      inWorkingDirectory(options.cwd, () => run(runner))
    )
    const step: StepRun = {
      ...runner.written(),
      durationMs: Date.now() - started,
      waits: runner.waits
    }
    checkRun(step, secretsGiven(env))
    return step
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

/** A step that does not end in time fails its test, as a killed process would. */
async function withinTime<T>(timeoutMs: number | undefined, step: Promise<T>): Promise<T> {
  if (timeoutMs === undefined) return step
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the step did not end within ${timeoutMs} ms`)),
      timeoutMs
    )
  })
  try {
    return await Promise.race([step, late])
  } finally {
    clearTimeout(timer)
  }
}

const LAZY_MODULES = [
  () => import('../../src/github/event.js'),
  // What every resource's answer schemas are built from, on a step's first read (zod with it).
  () => import('../../src/service/answer-parts.js'),
  () => import('../../src/http/download.js'),
  () => import('../../src/http/multipart.js'),
  () => import('../../src/fingerprint/fingerprint-artifact.js')
]

let loading: Promise<unknown> = Promise.resolve()

/** Imports one module graph at a time, after those asked before it. */
function inTurn(load: () => Promise<unknown>): Promise<unknown> {
  loading = loading.then(load, load)
  return loading
}

/**
 * The modules a step imports when it needs them (its command, and what only some steps use):
 * imported first, one graph at a time, since jest's ES modules fail to link a module that two
 * steps side by side import at once ("can not be resolved on module ... that is not linked").
 */
async function loadModulesOf(command: string | undefined): Promise<void> {
  for (const load of LAZY_MODULES) await inTurn(load)
  const loader = command === undefined ? undefined : LOADERS[command]
  if (loader) await inTurn(loader)
}

let directoryInUse: Promise<unknown> = Promise.resolve()

/**
 * The runner starts a step in the workspace, and a path input is relative to it: a step
 * given `cwd` runs there, one such step at a time (the working directory is the process's).
 */
function inWorkingDirectory<T>(cwd: string | undefined, work: () => Promise<T>): Promise<T> {
  if (cwd === undefined) return work()
  const turn = directoryInUse.then(async () => {
    const before = process.cwd()
    process.chdir(cwd)
    try {
      return await work()
    } finally {
      process.chdir(before)
    }
  })
  directoryInUse = turn.catch(() => undefined)
  return turn
}

/** @actions/core's escaping of a command's data and of its properties. */
const escapeData = (text: string) =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

/** The workflow runner's side of the seam, in memory, printing as @actions/core prints. */
class MemoryRunner implements Runner {
  private stdout = ''
  private summary = ''
  private outputText = ''
  private readonly outputs: Record<string, string> = {}
  private failed = false
  readonly waits: number[] = []

  constructor(readonly env: Record<string, string>) {}

  input(name: string): string | undefined {
    return this.env[inputVariable(name)]?.trim() || undefined
  }

  info(line: string): void {
    this.stdout += `${line}\n`
  }

  debug(line: string): void {
    this.command('debug', line)
  }

  warning(message: string): void {
    this.command('warning', message)
  }

  error(message: string, properties: AnnotationProperties = {}): void {
    const shown = [
      ['title', properties.title],
      ['file', properties.file],
      ['line', properties.startLine]
    ].filter(([, value]) => value)
    this.command(
      'error',
      message,
      shown.map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
    )
  }

  async group<T>(title: string, work: () => Promise<T>): Promise<T> {
    this.command('group', title)
    try {
      return await work()
    } finally {
      this.command('endgroup', '')
    }
  }

  mask(secret: string): void {
    this.command('add-mask', secret)
  }

  setOutput(name: string, value: string): void {
    const delimiter = `ghadelimiter_${randomUUID()}`
    this.outputText += `${name}<<${delimiter}\n${value}\n${delimiter}\n`
    this.outputs[name] = value
  }

  async appendSummary(markdown: string): Promise<void> {
    if (!this.env.GITHUB_STEP_SUMMARY) {
      throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY.')
    }
    this.summary += `${markdown}\n`
  }

  async sleep(ms: number): Promise<void> {
    this.waits.push(ms)
  }

  fail(message: string): void {
    this.failed = true
    this.command('error', message)
  }

  written(): Omit<ActionRun, 'durationMs'> {
    return {
      exitCode: this.failed ? 1 : 0,
      stdout: this.stdout,
      stderr: '',
      outputs: { ...this.outputs },
      outputText: this.outputText,
      summary: this.summary
    }
  }

  private command(name: string, data: string, properties: string[] = []): void {
    const props = properties.length > 0 ? ` ${properties.join(',')}` : ''
    this.stdout += `::${name}${props}::${escapeData(data)}\n`
  }
}
