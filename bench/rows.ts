/**
 * The rows of the bench table. Each one runs the bundled action and its reference in the same
 * run, alternating, and reports medians and their ratio against the target.
 */
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { COMPLIANT_FINGERPRINT } from '../sandbox/fixtures.js'
import {
  actionProcess,
  alternate,
  expectSample,
  median,
  nodeScript,
  timeProcess,
  baseEnv,
  type ProcessSpec,
  type Sample
} from './measure.js'
import { JIRA_KEYS, LATENCY_MS, PAGES, PER_PAGE, type BenchServices } from './setup.js'

export interface RowResult {
  row: string
  measured: string
  reference: string
  /** "1.32x" (lower is better) or "7.1x faster". */
  ratio: string
  target: string
  /** Undefined when the row only reports, or its reference could not run. */
  met?: boolean
  /** Peak RSS of the action and of its reference, the highest of their runs. */
  rss?: string
  notes: string[]
}

export interface RowContext {
  services: BenchServices
  runs: number
  bigFile: string
  bigFileFingerprint: string
  tree: string
  treeFingerprint: string
  openssl: string | undefined
}

export const ms = (value: number) => `${value < 100 ? value.toFixed(1) : Math.round(value)} ms`
export const spread = (samples: readonly Sample[]) => {
  const times = samples.map(sample => sample.ms)
  return `${ms(Math.min(...times))} to ${ms(Math.max(...times))}`
}

export function commonInputs(services: BenchServices): Record<string, string> {
  const { sandbox } = services
  return { 'api-token': sandbox.token, org: sandbox.org, 'base-url': sandbox.baseUrl }
}

/** "64 MiB / 11 MiB": the highest peak RSS of each side's runs. */
export function rssPair(measured: readonly Sample[], reference: readonly Sample[]): string {
  return `${peakRss(measured)} / ${peakRss(reference)}`
}

/** Lower is better: measured / reference. */
export function slowdownRow(
  row: string,
  measured: readonly Sample[],
  reference: readonly Sample[],
  referenceName: string,
  limit: number
): RowResult {
  const ratio = median(measured.map(s => s.ms)) / median(reference.map(s => s.ms))
  return {
    row,
    measured: ms(median(measured.map(s => s.ms))),
    reference: `${ms(median(reference.map(s => s.ms)))} (${referenceName})`,
    ratio: `${ratio.toFixed(2)}x`,
    target: `<= ${limit}x`,
    met: ratio <= limit,
    rss: rssPair(measured, reference),
    notes: [
      `${row}: ${measured.length} runs each; action ${spread(measured)}, reference ${spread(reference)}.`
    ]
  }
}

/** Higher is better: reference / measured. */
export function speedupRow(
  row: string,
  measured: readonly Sample[],
  reference: readonly Sample[],
  referenceName: string,
  minimum: number
): RowResult {
  const speedup = median(reference.map(s => s.ms)) / median(measured.map(s => s.ms))
  return {
    row,
    measured: ms(median(measured.map(s => s.ms))),
    reference: `${ms(median(reference.map(s => s.ms)))} (${referenceName})`,
    ratio: `${speedup.toFixed(1)}x faster`,
    target: `>= ${minimum}x faster`,
    met: speedup >= minimum,
    rss: rssPair(measured, reference),
    notes: [
      `${row}: ${measured.length} runs each; action ${spread(measured)}, reference ${spread(reference)}.`
    ]
  }
}

export async function coldStart(context: RowContext): Promise<RowResult> {
  const { sandbox } = context.services
  const action = await actionProcess({
    ...commonInputs(context.services),
    command: 'assert-artifact',
    fingerprint: COMPLIANT_FINGERPRINT
  })
  const url = `${sandbox.baseUrl}/asserts/${sandbox.org}/fingerprint/${COMPLIANT_FINGERPRINT}`
  const reference = nodeScript('get-once.mjs', [url], { BENCH_TOKEN: sandbox.token })
  try {
    const result = await alternate({
      runs: context.runs * 3,
      warmups: 2,
      measured: () => action.run(),
      reference: () => timeProcess(reference),
      checkMeasured: s =>
        expectSample('assert-artifact', s, s.exitCode === 0 && s.outputs.compliant === 'true'),
      checkReference: s =>
        expectSample('get-once.mjs', s, s.exitCode === 0 && s.stdout.includes('compliant=true')),
      between: () => sandbox.clearRequests()
    })
    return slowdownRow('cold start', result.measured, result.reference, 'one GET with fetch', 1.2)
  } finally {
    await action.dispose()
  }
}

/** The 1 GiB row's memory goal: 100 MB, which the table shows in MiB as every RSS figure. */
const FILE_RSS_LIMIT_BYTES = 100e6
const FILE_TARGET = `<= 1.25x wall, peak RSS <= ${(FILE_RSS_LIMIT_BYTES / 2 ** 20).toFixed(1)} MiB`

export async function fileFingerprint(context: RowContext): Promise<RowResult> {
  const action = await actionProcess(
    {
      ...commonInputs(context.services),
      command: 'assert-artifact',
      'artifact-path': context.bigFile
    },
    { measureUsage: true }
  )
  const checkMeasured = (s: Sample & { outputs: Record<string, string> }) =>
    expectSample(
      'assert-artifact on the 1 GiB file',
      s,
      s.exitCode === 0 &&
        s.outputs.fingerprint === context.bigFileFingerprint &&
        s.outputs.compliant === 'true'
    )
  try {
    if (!context.openssl) {
      const samples = []
      for (let index = 0; index < context.runs; index++) {
        const sample = await action.run()
        checkMeasured(sample)
        samples.push(sample)
      }
      return {
        row: 'file fingerprint (1 GiB)',
        measured: `${ms(median(samples.map(s => s.ms)))}, peak RSS ${peakRss(samples)}`,
        reference: 'openssl not found on this machine',
        ratio: 'n/a',
        target: FILE_TARGET,
        notes: ['file fingerprint: install openssl to compare with `openssl dgst -sha256`.']
      }
    }
    const reference: ProcessSpec = {
      command: context.openssl,
      args: ['dgst', '-sha256', context.bigFile],
      env: baseEnv()
    }
    const result = await alternate({
      runs: context.runs,
      measured: () => action.run(),
      reference: () => timeProcess(reference),
      checkMeasured,
      checkReference: s =>
        expectSample(
          'openssl dgst',
          s,
          s.exitCode === 0 && s.stdout.includes(context.bigFileFingerprint)
        )
    })
    const row = slowdownRow(
      'file fingerprint (1 GiB)',
      result.measured,
      result.reference,
      'openssl dgst -sha256',
      1.25
    )
    const rssKb = Math.max(...result.measured.map(s => s.maxRssKb ?? Infinity))
    row.measured += `, peak RSS ${peakRss(result.measured)}`
    row.target = FILE_TARGET
    row.met = row.met === true && rssKb * 1024 <= FILE_RSS_LIMIT_BYTES
    return row
  } finally {
    await action.dispose()
  }
}

/** The highest peak RSS of the samples, in MiB (the probe reports KiB). */
export function peakRss(samples: readonly Sample[]): string {
  const kb = Math.max(...samples.map(s => s.maxRssKb ?? NaN))
  return Number.isFinite(kb) ? `${(kb / 1024).toFixed(0)} MiB` : 'unknown'
}

function medianCpu(samples: readonly Sample[]): number {
  return median(samples.map(s => s.cpuMs ?? NaN))
}

export async function directoryFingerprint(context: RowContext): Promise<RowResult> {
  const action = await actionProcess(
    {
      ...commonInputs(context.services),
      command: 'assert-artifact',
      'artifact-path': context.tree
    },
    { measureUsage: true }
  )
  const scratch = await mkdtemp(join(tmpdir(), 'bench-reference-'))
  const reference = nodeScript(
    'directory-sequential.mjs',
    [context.tree],
    {},
    join(scratch, 'usage')
  )
  try {
    const result = await alternate({
      runs: context.runs,
      measured: () => action.run(),
      reference: () => timeProcess(reference),
      checkMeasured: s =>
        expectSample(
          'assert-artifact on the tree',
          s,
          s.exitCode === 0 &&
            s.outputs.fingerprint === context.treeFingerprint &&
            s.outputs.compliant === 'true'
        ),
      checkReference: s =>
        expectSample(
          'directory-sequential.mjs',
          s,
          s.exitCode === 0 && s.stdout.trim() === context.treeFingerprint
        )
    })
    const row = slowdownRow(
      'directory fingerprint (20,000 files)',
      result.measured,
      result.reference,
      'sequential, same algorithm',
      0.7
    )
    // CPU time bounds what more cores can do: the wall time cannot go below CPU / cores.
    const cores = availableParallelism()
    const actionCpu = medianCpu(result.measured)
    row.notes.push(
      `directory fingerprint: CPU time (all threads, user + system, median): action ` +
        `${ms(actionCpu)}, reference ${ms(medianCpu(result.reference))}; on ${cores} cores ` +
        `the action cannot finish in less than ${ms(actionCpu / cores)}.`
    )
    return row
  } finally {
    await action.dispose()
    await rm(scratch, { recursive: true, force: true })
  }
}

export async function jiraLookups(context: RowContext): Promise<RowResult> {
  const { jira } = context.services
  const action = await actionProcess({
    ...commonInputs(context.services),
    command: 'attest-jira',
    'dry-run': 'true',
    flow: 'web-app',
    trail: 'bench',
    name: 'jira-issues',
    'jira-base-url': jira.baseUrl,
    'jira-username': jira.username,
    'jira-api-token': jira.apiToken,
    'key-sources': 'none',
    'secondary-source': JIRA_KEYS.join(' ')
  })
  const basic = Buffer.from(`${jira.username}:${jira.apiToken}`).toString('base64')
  const reference = nodeScript('jira-sequential.mjs', [jira.baseUrl, ...JIRA_KEYS], {
    BENCH_AUTH: `Basic ${basic}`
  })
  try {
    const result = await alternate({
      runs: context.runs,
      measured: () => action.run(),
      reference: () => timeProcess(reference),
      checkMeasured: s =>
        expectSample(
          'attest-jira',
          s,
          s.exitCode === 0 && foundKeys(s.outputs['found-issue-keys']) === JIRA_KEYS.length,
          `found-issue-keys ${s.outputs['found-issue-keys']}`
        ),
      checkReference: s =>
        expectSample(
          'jira-sequential.mjs',
          s,
          s.exitCode === 0 && s.stdout.includes(`found=${JIRA_KEYS.length}`)
        ),
      between: () => jira.clearRequests()
    })
    return speedupRow(
      `Jira lookups (${JIRA_KEYS.length} keys, ${LATENCY_MS} ms each)`,
      result.measured,
      result.reference,
      'one at a time',
      6
    )
  } finally {
    await action.dispose()
  }
}

function foundKeys(output: string | undefined): number {
  try {
    const keys: unknown = JSON.parse(output ?? '')
    return Array.isArray(keys) ? keys.length : -1
  } catch {
    return -1
  }
}

export async function allPages(context: RowContext): Promise<RowResult> {
  const { sandbox } = context.services
  const action = await actionProcess({
    ...commonInputs(context.services),
    command: 'list-builds',
    'per-page': String(PER_PAGE),
    'all-pages': 'true'
  })
  const reference = nodeScript(
    'pages-sequential.mjs',
    [`${sandbox.baseUrl}/builds/${sandbox.org}`, String(PER_PAGE), String(PAGES)],
    { BENCH_TOKEN: sandbox.token }
  )
  const total = PAGES * PER_PAGE
  sandbox.faults.add({ path: '/builds/', times: Infinity }, { delayMs: LATENCY_MS })
  try {
    const result = await alternate({
      runs: context.runs,
      measured: () => action.run(),
      reference: () => timeProcess(reference),
      checkMeasured: s =>
        expectSample(
          'list-builds',
          s,
          s.exitCode === 0 && s.outputs.count === String(total),
          `count ${s.outputs.count}`
        ),
      checkReference: s =>
        expectSample(
          'pages-sequential.mjs',
          s,
          s.exitCode === 0 && s.stdout.includes(`builds=${total}`)
        ),
      between: () => sandbox.clearRequests()
    })
    return speedupRow(
      `all pages (${PAGES} pages, ${LATENCY_MS} ms each)`,
      result.measured,
      result.reference,
      'one after another',
      4
    )
  } finally {
    sandbox.faults.clear()
    await action.dispose()
  }
}

/** `openssl` on PATH, or undefined. */
export function findOpenssl(): string | undefined {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' })
    return 'openssl'
  } catch {
    return undefined
  }
}
