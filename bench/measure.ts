/**
 * How the bench times things: every sample is a fresh process, started and waited for the
 * same way whether it is the action or its reference, and timed from spawn to exit (stdout
 * and stderr drained, as the runner drains them). Rows alternate action and reference runs so
 * that a busy moment on the machine hits both, and report medians.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { actionDefaults, BUNDLE, node24Path, parseOutputFile } from '../tools/run-action.js'

export interface ProcessSpec {
  command: string
  args: string[]
  env: Record<string, string>
  cwd?: string
  /** Where the usage probe (or GNU time, for a program not run by Node) writes. */
  usageFile?: string
  /** Kills the process after this long; the sample then says it timed out. */
  timeoutMs?: number
}

export interface Sample {
  ms: number
  exitCode: number | null
  /** Killed after ProcessSpec.timeoutMs. */
  timedOut?: boolean
  stdout: string
  stderr: string
  /** Peak resident set size in KiB, when the process was run with the usage probe. */
  maxRssKb?: number
  /** CPU time of all its threads (user + system), when run with the usage probe. */
  cpuMs?: number
}

let bundle = BUNDLE

/** The bundle under test: dist/index.js unless `--bundle` named another build. */
export function currentBundle(): string {
  return bundle
}

export function useBundle(path: string): void {
  bundle = path
}

const REFERENCE_DIR = join(import.meta.dirname, 'reference')
const probe = (name: string) => pathToFileURL(join(REFERENCE_DIR, name)).href
const SAMPLE_TIMEOUT_MS = 120_000

let scratch: string | undefined
let scratchCount = 0
/** A fresh path in the bench's scratch directory (removed at exit). */
export function scratchFile(name: string): string {
  if (!scratch) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-scratch-'))
    scratch = dir
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  }
  return join(scratch, `${scratchCount++}-${name}`)
}

/** The environment every process starts from: nothing of the bench's own. */
export function baseEnv(): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? tmpdir() }
}

export async function timeProcess(spec: ProcessSpec): Promise<Sample> {
  if (spec.usageFile) await rm(spec.usageFile, { force: true })
  const started = performance.now()
  let timedOut = false
  const { exitCode, stdout, stderr } = await new Promise<{
    exitCode: number | null
    stdout: string
    stderr: string
  }>((resolve, reject) => {
    const child = spawn(spec.command, spec.args, {
      env: spec.env,
      cwd: spec.cwd,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let out = ''
    let err = ''
    child.stdout.on('data', chunk => (out += chunk))
    child.stderr.on('data', chunk => (err += chunk))
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, spec.timeoutMs ?? SAMPLE_TIMEOUT_MS)
    child.on('error', reject)
    child.on('close', code => {
      clearTimeout(timer)
      resolve({ exitCode: code, stdout: out, stderr: err })
    })
  })
  const ms = performance.now() - started
  const sample: Sample = { ms, exitCode, stdout, stderr }
  if (timedOut) sample.timedOut = true
  if (spec.usageFile) {
    const text = await readFile(spec.usageFile, 'utf8').catch(() => '')
    // The probe writes "<KiB> <ms>"; GNU time "<KiB> <user s> <system s>".
    const probe = /^(\d+) (\d+)$/.exec(text.trim())
    const time = /(\d+) ([\d.]+) ([\d.]+)\s*$/.exec(text)
    if (probe) {
      sample.maxRssKb = Number(probe[1])
      sample.cpuMs = Number(probe[2])
    } else if (time) {
      sample.maxRssKb = Number(time[1])
      sample.cpuMs = (Number(time[2]) + Number(time[3])) * 1000
    }
  }
  return sample
}

const GNU_TIME = '/usr/bin/time'

/**
 * A program that is not Node (tar, sha256sum), run under GNU time when the machine has it, so
 * that its peak RSS is known as the probe knows the action's; without it, RSS is unknown.
 */
export function externalCommand(
  command: string,
  args: string[],
  usageFile: string,
  cwd?: string
): ProcessSpec {
  if (!existsSync(GNU_TIME)) return { command, args, env: baseEnv(), cwd }
  return {
    command: GNU_TIME,
    args: ['-f', '%M %U %S', '-o', usageFile, command, ...args],
    env: baseEnv(),
    cwd,
    usageFile
  }
}

/**
 * A reference script of bench/reference/, run under the same Node 24 as the action; with
 * `usageFile`, it runs with the usage probe as the action does.
 */
export function nodeScript(
  script: string,
  args: string[],
  env: Record<string, string> = {},
  usageFile: string = scratchFile(`${script}.usage`)
): ProcessSpec {
  const spec: ProcessSpec = {
    command: node24Path(),
    args: [join(REFERENCE_DIR, script), ...args],
    env: { ...baseEnv(), ...env }
  }
  if (usageFile) {
    spec.args.unshift('--import', probe('usage-probe.mjs'))
    spec.env.BENCH_USAGE_FILE = usageFile
    spec.usageFile = usageFile
  }
  return spec
}

export interface ActionSample extends Sample {
  outputs: Record<string, string>
  /** URLs of the modules the process loaded, when run with the modules probe. */
  modules?: string[]
}

export interface ActionProcess {
  run(): Promise<ActionSample>
  dispose(): Promise<void>
}

/**
 * `node dist/index.js` as the runner starts it: INPUT_* for the given inputs and for every
 * input with a default in action.yml, fresh GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files for
 * each run, an event payload. Debug logging stays off, as in a normal job.
 */
export async function actionProcess(
  inputs: Record<string, string>,
  options: {
    measureUsage?: boolean
    recordModules?: boolean
    timeoutMs?: number
    /** Variables the step would see besides its inputs (DOCKER_HOST). */
    env?: Record<string, string>
  } = {}
): Promise<ActionProcess> {
  const work = await mkdtemp(join(tmpdir(), 'bench-action-'))
  const outputFile = join(work, 'output')
  const summaryFile = join(work, 'summary')
  const eventFile = join(work, 'event.json')
  const usageFile = join(work, 'usage')
  const modulesFile = join(work, 'modules')
  await writeFile(eventFile, '{}')
  const env: Record<string, string> = {
    ...baseEnv(),
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_EVENT_NAME: 'push',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'acme/web-app',
    GITHUB_REPOSITORY_ID: '123456',
    GITHUB_RUN_ID: '987654321',
    GITHUB_SHA: 'ffffffffffffffffffffffffffffffffffffffff',
    GITHUB_REF_NAME: 'main',
    GITHUB_WORKSPACE: work,
    RUNNER_TEMP: work,
    ...options.env
  }
  for (const [name, value] of Object.entries({ ...(await actionDefaults()), ...inputs })) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
  }
  const args = [bundle]
  // Peak RSS is reported for every row; the probe costs the process about a millisecond.
  if (options.measureUsage !== false) {
    env.BENCH_USAGE_FILE = usageFile
    args.unshift('--import', probe('usage-probe.mjs'))
  }
  if (options.recordModules) {
    env.BENCH_MODULES_FILE = modulesFile
    args.unshift('--import', probe('modules-probe.mjs'))
  }
  const spec: ProcessSpec = {
    command: node24Path(),
    args,
    env,
    cwd: work,
    timeoutMs: options.timeoutMs
  }
  if (options.measureUsage !== false) spec.usageFile = usageFile
  return {
    async run() {
      await writeFile(outputFile, '')
      await writeFile(summaryFile, '')
      const sample: ActionSample = {
        ...(await timeProcess(spec)),
        outputs: parseOutputFile(await readFile(outputFile, 'utf8'))
      }
      if (options.recordModules) {
        sample.modules = (await readFile(modulesFile, 'utf8')).split('\n').filter(Boolean)
      }
      return sample
    },
    dispose: () => rm(work, { recursive: true, force: true })
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

export interface Alternation<A extends Sample, B extends Sample> {
  measured: A[]
  reference: B[]
}

/**
 * Runs `warmups` unrecorded pairs (page cache, sockets, the sandbox's JIT), then `runs`
 * recorded pairs, alternating which side goes first. `check` rejects a wrong answer, so a
 * fast failure can never pass for a fast run.
 */
export async function alternate<A extends Sample, B extends Sample>(options: {
  runs: number
  warmups?: number
  measured: () => Promise<A>
  reference: () => Promise<B>
  checkMeasured: (sample: A) => void
  checkReference: (sample: B) => void
  between?: () => void
}): Promise<Alternation<A, B>> {
  const result: Alternation<A, B> = { measured: [], reference: [] }
  const warmups = options.warmups ?? 1
  for (let index = 0; index < warmups + options.runs; index++) {
    const recorded = index >= warmups
    const takeMeasured = async () => {
      options.between?.()
      const sample = await options.measured()
      options.checkMeasured(sample)
      if (recorded) result.measured.push(sample)
    }
    const takeReference = async () => {
      options.between?.()
      const sample = await options.reference()
      options.checkReference(sample)
      if (recorded) result.reference.push(sample)
    }
    if (index % 2 === 0) {
      await takeMeasured()
      await takeReference()
    } else {
      await takeReference()
      await takeMeasured()
    }
  }
  return result
}

/** Throws with the process's own words when a sample did not do what it should. */
export function expectSample(what: string, sample: Sample, ok: boolean, detail = ''): void {
  if (ok) return
  const tail = (text: string) => text.trim().split('\n').slice(-8).join('\n')
  throw new Error(
    `${what} did not do its work (exit ${sample.exitCode}${detail ? `; ${detail}` : ''}).\n` +
      `stdout:\n${tail(sample.stdout)}\nstderr:\n${tail(sample.stderr)}`
  )
}
