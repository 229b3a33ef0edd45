/** The bench's table, the machine it ran on, and bench/RESULTS.md. */
import { execFileSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { node24Path, PROJECT_ROOT } from '../tools/run-action.js'
import type { RowResult } from './rows.js'
import { JIRA_KEYS, LATENCY_MS, PAGES, PER_PAGE } from './setup.js'
import { ATTACHMENT_FILES, JUNIT_CASES, JUNIT_FILES, WIDE_TREE_FILES } from './evidence-fixtures.js'
import { TRAIL_PAGES, TRAILS_PER_PAGE } from './evidence-rows.js'
import {
  MAX_JSON_FILE_BYTES,
  MAX_RESULT_FILE_BYTES,
  MAX_SCAN_FILE_BYTES,
  MAX_SCHEMA_BYTES,
  MAX_TEMPLATE_BYTES,
  MAX_USER_DATA_FILE_BYTES
} from '../__tests__/kit/large-inputs.js'

const mib = (bytes: number) => `${bytes / 1024 / 1024} MiB`

export const RESULTS_FILE = join(PROJECT_ROOT, 'bench', 'RESULTS.md')

export interface Machine {
  cpu: string
  cores: number
  memory: string
  node: string
  openssl: string
  date: string
  loadBefore: string
  loadAfter?: string
}

const load = () =>
  loadavg()
    .map(value => value.toFixed(2))
    .join(' ')

export function describeMachine(openssl: string | undefined): Machine {
  let opensslVersion = 'not found'
  if (openssl) {
    try {
      opensslVersion = execFileSync(openssl, ['version'], { encoding: 'utf8' })
        .trim()
        .replace(/ \(Library: .*\)$/, '')
    } catch {
      opensslVersion = 'not runnable'
    }
  }
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: execFileSync(node24Path(), ['--version'], { encoding: 'utf8' }).trim(),
    openssl: opensslVersion,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    loadBefore: load()
  }
}

export function finishMachine(machine: Machine): void {
  machine.loadAfter = load()
}

const verdict = (row: RowResult) => (row.met === undefined ? '—' : row.met ? 'yes' : 'NO')

export function renderTable(rows: readonly RowResult[]): string {
  const lines = [
    '| Row | Action (median) | Reference (median) | Ratio | Peak RSS (action / reference) | Target | Met |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      row =>
        `| ${row.row} | ${row.measured} | ${row.reference} | ${row.ratio} | ${row.rss ?? '—'} | ${row.target} | ${verdict(row)} |`
    )
  ]
  return lines.join('\n')
}

export function renderMachine(machine: Machine): string {
  return [
    `- CPU: ${machine.cpu}, ${machine.cores} cores; memory ${machine.memory}`,
    `- Node ${machine.node} (the runtime action.yml declares); ${machine.openssl}`,
    `- ${machine.date}; load average ${machine.loadBefore} before, ${machine.loadAfter ?? '?'} after`
  ].join('\n')
}

export async function writeResults(
  rows: readonly RowResult[],
  machine: Machine,
  runs: number
): Promise<void> {
  const text = `# Benchmark results

Written by \`npm run bench\` (bench/run.ts); do not edit by hand.

${renderMachine(machine)}

${renderTable(rows)}

Every row runs the bundled action (\`node dist/index.js\`, inputs as the runner passes them)
and its reference in the same run, alternating, as fresh processes timed from spawn to exit;
figures are medians of ${runs} runs each (${runs * 3} for cold start; the 200,000-file and
list-trails rows ${Math.max(3, Math.ceil(runs / 2))}; the file-input rows 3), after a warm-up. Peak RSS is the highest of
each side's runs: the process's own high-water mark (VmHWM), read by a \`--import\` probe in
Node processes, and GNU time for tar. The
services are the sandbox and the Jira emulator on loopback. Ratios are the point: absolute
times on a shared machine move from run to run, the ratio to a reference measured alongside
much less.

## What each row runs

- **cold start**: \`assert-artifact\` with \`fingerprint\` (a compliant artifact of the seed),
  job summary and outputs included. Reference: \`reference/get-once.mjs\`, one GET of the
  same URL with \`fetch\`, its JSON read.
- **file fingerprint**: \`assert-artifact\` with \`artifact-path\` on a 1 GiB file. Reference:
  \`openssl dgst -sha256\` on it. Peak RSS of the action's process from a \`--import\` probe
  (\`reference/usage-probe.mjs\`).
- **directory fingerprint**: \`assert-artifact\` on 20,000 files in 220 nested directories
  (256 bytes to 16 KiB each, every 1000th 2 MiB; 208 MB). Reference:
  \`reference/directory-sequential.mjs\`, the same algorithm with \`readFileSync\` and one hash
  per file, one file after the other. (A loop awaiting \`fs/promises\` \`readFile\` takes about
  8 s here; the stronger reference is the one kept.)
- **Jira lookups**: \`attest-jira\` with \`dry-run: true\`, \`key-sources: none\` and
  \`secondary-source\` naming ${JIRA_KEYS.length} keys, against the Jira emulator answering each GET
  after ${LATENCY_MS} ms. Reference: \`reference/jira-sequential.mjs\`, the same GETs one at a time.
- **all pages**: \`list-builds\` with \`all-pages: true\` and \`per-page: ${PER_PAGE}\` over
  ${PAGES * PER_PAGE} builds (${PAGES} pages), the sandbox answering each \`/builds/\` request after
  ${LATENCY_MS} ms. Reference:
  \`reference/pages-sequential.mjs\`, the same pages one after another.
- **bundle**: the files of \`dist/\` that a step running \`assert-artifact\` loads, recorded by
  a module hook inside its process (\`reference/modules-probe.mjs\`).
- **attest-junit**: \`attest-junit\` in a dry run with \`upload-results: false\` over
  ${JUNIT_FILES.toLocaleString('en-US')} JUnit files of ${JUNIT_CASES} cases in 20 directories. Reference:
  \`reference/junit-sequential.mjs\`, the ingestion as the action did it before (one file after the
  other: lstat, read, validate in a full pass, parse, count). The goal is the vendor CLI's
  ingestion, which took 0.37x of the action at main on this fixture: no vendor code is built or
  run, so the row asks for <= 0.37x of the sequential script.
- **attachments**: \`attest-generic\` in a dry run with \`attachments\` naming a directory of
  ${ATTACHMENT_FILES.toLocaleString('en-US')} files (8 MB), packed into evidence.tgz, and the same step without \`attachments\`,
  one after the other. Reference: \`tar czf\` of the same directory (its peak RSS through GNU
  time). The target is on the packing: the step's median less the bare step's, since starting
  Node and loading the bundle (the cold start row) is a cost \`tar\` does not have. The whole
  step's ratio is shown beside it.
- **directory fingerprint, memory**: \`assert-artifact\` on ${WIDE_TREE_FILES.toLocaleString('en-US')} files of 0 to 511 bytes,
  1,000 to a directory. The goal is the action's peak RSS (the vendor CLI: 11 MiB); wall time
  against \`reference/directory-sequential.mjs\`.
- **list-trails all pages, memory**: \`list-trails\` with \`all-pages: true\`, \`per-page: ${TRAILS_PER_PAGE}\`,
  ${TRAIL_PAGES.few} and ${TRAIL_PAGES.many} pages of generated trails from a loopback server (bench/trail-server.ts). The goal
  is the action's peak RSS; wall time against \`reference/trails-streamed.mjs\`, the same pages
  one after the other, each written to a file as it arrives.
- **file inputs at their limits**: one file per file input at its documented size limit
  (template-file ${mib(MAX_TEMPLATE_BYTES)}, user-data ${mib(MAX_USER_DATA_FILE_BYTES)}, attestation-data ${mib(MAX_JSON_FILE_BYTES)},
  a SARIF scan ${mib(MAX_SCAN_FILE_BYTES)}, schema-file ${mib(MAX_SCHEMA_BYTES)}, one JUnit file ${mib(MAX_RESULT_FILE_BYTES)}: the constants the code
  checks), each read by a dry run of its command; a run over 60 s is stopped. Reference:
  \`reference/parse-file.mjs\`, the file read and parsed by Node (JSON.parse, the yaml package
  without its duplicate-key check, fast-xml-parser).

## Details

${rows.flatMap(row => row.notes.map(note => `- ${note}`)).join('\n')}
`
  await writeFile(RESULTS_FILE, text)
}
