/**
 * `npm run bench`: the action side by side with the physical limits. Prints the table and
 * writes it, with the machine's description, to bench/RESULTS.md.
 *
 *   npm run bench                       every row, 7 runs each (about 10 minutes)
 *   npm run bench -- --runs 3           fewer runs
 *   npm run bench -- --only cold,pages  some rows (RESULTS.md is then left alone)
 *   npm run bench -- --only snapshot-paths --runs 1   one row, fewest runs
 *   npm run bench -- --bundle other/index.js   another build (RESULTS.md is left alone)
 *   npm run bench -- --strict           exit 1 when a row misses its target
 *
 * Run `npm run build` first: the bench measures dist/, as the runner runs it.
 */
import { createHash } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { bundleRow } from './bundle.js'
import { dockerRow, startDockerBench, type DockerBench } from './docker-row.js'
import {
  attachmentTree,
  junitResults,
  limitFiles,
  wideTree,
  type LimitFile
} from './evidence-fixtures.js'
import { attachmentsRow, junitRow, limitRow, trailPagesRow, wideTreeRow } from './evidence-rows.js'
import { bigFile, fileTree } from './fixtures.js'
import { currentBundle, nodeScript, timeProcess, useBundle } from './measure.js'
import {
  describeMachine,
  finishMachine,
  renderMachine,
  renderTable,
  RESULTS_FILE,
  writeResults
} from './report.js'
import {
  allPages,
  coldStart,
  directoryFingerprint,
  fileFingerprint,
  findOpenssl,
  jiraLookups,
  type RowContext,
  type RowResult
} from './rows.js'
import { startServices } from './setup.js'
import { snapshotPathsRow } from './snapshot-rows.js'

const ROWS = [
  'cold',
  'file',
  'dir',
  'jira',
  'pages',
  'bundle',
  'junit',
  'attachments',
  'wide',
  'trails',
  'limits',
  'snapshot-paths',
  'docker'
] as const
type RowName = (typeof ROWS)[number]

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    only: { type: 'string' },
    bundle: { type: 'string' },
    strict: { type: 'boolean', default: false }
  }
})
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error('--runs takes 1 to 50')
const only = values.only?.split(',').map(name => name.trim()) ?? [...ROWS]
for (const name of only) {
  if (!(ROWS as readonly string[]).includes(name)) {
    throw new Error(`--only takes ${ROWS.join(', ')}; not ${name}`)
  }
}
const selected = (name: RowName) => only.includes(name)

if (values.bundle) useBundle(resolve(values.bundle))
if (!existsSync(currentBundle())) {
  throw new Error(`${currentBundle()} is missing: run npm run build first.`)
}

const openssl = findOpenssl()
const machine = describeMachine(openssl)
console.log(`Bench on ${renderMachine(machine).replace(/\n- /g, '; ').slice(2)}\n`)

const log = (message: string) => console.log(message)
const artifacts: Record<string, string> = {}
let bigFilePath = ''
let treePath = ''
if (selected('file')) {
  log('Preparing the 1 GiB file (reused between runs)...')
  bigFilePath = await bigFile()
  artifacts.file = await sha256File(bigFilePath)
}
if (selected('dir')) {
  log('Preparing the 20,000-file tree (reused between runs)...')
  treePath = await fileTree()
  const sample = await timeProcess(nodeScript('directory-sequential.mjs', [treePath]))
  if (sample.exitCode !== 0) throw new Error(`directory-sequential.mjs failed: ${sample.stderr}`)
  artifacts.tree = sample.stdout.trim()
}

let wideTreePath = ''
if (selected('wide') || selected('snapshot-paths')) {
  log('Preparing the 200,000-file tree (reused between runs; the first time takes a minute)...')
  wideTreePath = await wideTree()
}
if (selected('wide')) {
  const sample = await timeProcess(nodeScript('directory-sequential.mjs', [wideTreePath]))
  if (sample.exitCode !== 0) throw new Error(`directory-sequential.mjs failed: ${sample.stderr}`)
  artifacts.wide = sample.stdout.trim()
}
let junitPath = ''
if (selected('junit')) {
  log('Preparing 2,000 JUnit files (reused between runs)...')
  junitPath = await junitResults()
}
let attachmentsPath = ''
if (selected('attachments')) {
  log('Preparing 5,000 files to attach (reused between runs)...')
  attachmentsPath = await attachmentTree()
}
let limits: LimitFile[] = []
if (selected('limits')) {
  log('Preparing each file input at its size limit (reused between runs)...')
  limits = await limitFiles()
}

let dockerBench: DockerBench | undefined
if (selected('docker')) {
  log('Starting a Docker engine and registry with 50 containers from 10 images...')
  dockerBench = await startDockerBench(log)
}

const services = await startServices(artifacts)
const context: RowContext = {
  services,
  runs,
  bigFile: bigFilePath,
  bigFileFingerprint: artifacts.file ?? '',
  tree: treePath,
  treeFingerprint: artifacts.tree ?? '',
  openssl
}
const rows: RowResult[] = []
const steps: [RowName, () => Promise<RowResult>][] = [
  ['cold', () => coldStart(context)],
  ['file', () => fileFingerprint(context)],
  ['dir', () => directoryFingerprint(context)],
  ['jira', () => jiraLookups(context)],
  ['pages', () => allPages(context)],
  ['bundle', () => bundleRow(services)],
  ['junit', () => junitRow(context, junitPath)],
  ['attachments', () => attachmentsRow(context, attachmentsPath)],
  ['wide', () => wideTreeRow(context, wideTreePath, artifacts.wide ?? '')],
  ['trails', () => trailPagesRow(context)],
  ['snapshot-paths', () => snapshotPathsRow(context, wideTreePath)]
]
try {
  for (const [name, step] of steps) {
    if (!selected(name)) continue
    log(`Measuring ${name}...`)
    const row = await step()
    rows.push(row)
    log(`  ${row.measured} vs ${row.reference}: ${row.ratio} (target ${row.target})`)
  }
  if (selected('docker') && dockerBench) {
    log('Measuring docker...')
    const row = await dockerRow(context, dockerBench)
    rows.push(row)
    log(`  ${row.measured} vs ${row.reference}: ${row.ratio} (target ${row.target})`)
  }
  if (selected('limits')) {
    for (const file of limits) {
      log(`Measuring ${file.input} at its limit...`)
      const row = await limitRow(context, file)
      rows.push(row)
      log(`  ${row.measured} vs ${row.reference}: ${row.ratio} (target ${row.target})`)
    }
  }
} finally {
  await services.close()
  await dockerBench?.engine.stop()
}
finishMachine(machine)

console.log(`\n${renderTable(rows)}\n`)
for (const row of rows) for (const note of row.notes) console.log(`- ${note}`)
if (only.length === ROWS.length && !values.bundle) {
  await writeResults(rows, machine, runs)
  console.log(`\nWritten to ${RESULTS_FILE}.`)
}
const missed = rows.filter(row => row.met === false)
if (missed.length > 0) {
  console.log(`\nTargets missed: ${missed.map(row => row.row).join(', ')}.`)
  if (values.strict) process.exitCode = 1
}

/** The big file's SHA-256, for the seed; both sides of the file row must print it too. */
async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) hash.update(chunk)
  return hash.digest('hex')
}
