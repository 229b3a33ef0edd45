/**
 * Runs a step in this process, on the sources: run() of src/main.ts with a runner in memory
 * (src/runner/runner.ts is the seam). The step gets the environment the workflow runner
 * would give it (tools/run-action.ts builds it for both), and its log is written as
 * @actions/core writes it to stdout, so a test reads the same exit code, log, annotations,
 * outputs and summary as from the bundle run as a process, and every run is checked the same
 * way (no secret shown, at most 10 annotations of a kind, no workflow command the action
 * never issues). What only a process has (signals, NODE_* variables, another Node, chunk
 * loading) is run as a process with runAction.
 */
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { run } from '../../src/main.js'
import type { AnnotationProperties, Runner } from '../../src/runner/runner.js'
import {
  checkRun,
  secretsGiven,
  stepEnvironment,
  type ActionRun,
  type RunOptions
} from '../../tools/run-action.js'

/** The options of a step in this process: those of runAction that need no process of its own. */
export type StepOptions = Omit<RunOptions, 'onSpawn' | 'node' | 'timeoutMs'>

export async function runStep(options: StepOptions): Promise<ActionRun> {
  if ('NODE_OPTIONS' in (options.env ?? {})) {
    throw new Error('NODE_OPTIONS acts on a process: run this step with runAction')
  }
  const work = await mkdtemp(join(tmpdir(), 'action-step-'))
  try {
    const { env } = await stepEnvironment(options, work)
    // A sub-action's entry fixes its command so (dist/commands/<name>.js).
    if (options.subAction) env.INPUT_COMMAND = options.subAction
    const runner = new MemoryRunner(env)
    const started = Date.now()
    await inWorkingDirectory(options.cwd, () => run(runner))
    const step: ActionRun = { ...runner.written(), durationMs: Date.now() - started }
    checkRun(step, secretsGiven(env))
    return step
  } finally {
    await rm(work, { recursive: true, force: true })
  }
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

  constructor(readonly env: Record<string, string>) {}

  input(name: string): string | undefined {
    return this.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`]?.trim() || undefined
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
