/**
 * The evidence rows' inputs under bench/.work/, deterministic and reused between runs like
 * fixtures.ts's: JUnit results, files to attach, a tree of 200,000 small files, and one file
 * for each file input at its documented size limit.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  MAX_JSON_FILE_BYTES,
  MAX_RESULT_FILE_BYTES,
  MAX_SCAN_FILE_BYTES,
  MAX_SCHEMA_BYTES,
  MAX_TEMPLATE_BYTES,
  MAX_USER_DATA_FILE_BYTES,
  manySuitesJUnit,
  wideSchema
} from '../__tests__/kit/large-inputs.js'
import { WORK_DIR } from './fixtures.js'

export const JUNIT_FILES = 2_000
export const JUNIT_CASES = 50
export const ATTACHMENT_FILES = 5_000
export const WIDE_TREE_FILES = 200_000

/** Builds `path` once: `make` runs when the marker beside it is missing or says otherwise. */
async function once(path: string, version: string, make: () => Promise<void>): Promise<string> {
  const marker = `${path}.done`
  if (existsSync(marker) && (await readFile(marker, 'utf8')) === version) return path
  await rm(marker, { force: true })
  await rm(path, { recursive: true, force: true })
  await make()
  await writeFile(marker, version)
  return path
}

/** Writes files a directory at a time, a few hundred writes in flight. */
async function writeAll(files: [string, string | Buffer][]): Promise<void> {
  for (let at = 0; at < files.length; at += 256) {
    await Promise.all(files.slice(at, at + 256).map(([path, data]) => writeFile(path, data)))
  }
}

const junitHead = (index: number, cases: number) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  `<testsuites name="bench" tests="${cases}">\n` +
  `  <testsuite name="com.example.Suite${index}" tests="${cases}" timestamp="2026-11-23T12:00:00" time="1.5">\n`
const JUNIT_TAIL = '  </testsuite>\n</testsuites>\n'

/** One test case as a runner writes it; a few fail or are skipped. */
function junitCase(index: number, n: number): string {
  const open = `    <testcase classname="com.example.Suite${index}" name="case_${n} handles &lt;input&gt; #${n}" time="0.0${n % 10}${n % 7}">`
  if (n % 17 === 3) {
    return (
      `${open}\n      <failure message="expected 1 but was ${n}" type="AssertionError">` +
      `at Suite${index}.case_${n}(Suite.java:${n})\n      at org.junit.Assert.fail(Assert.java:89)</failure>\n    </testcase>\n`
    )
  }
  if (n % 23 === 5) return `${open}\n      <skipped/>\n    </testcase>\n`
  return `${open}</testcase>\n`
}

/** One JUnit file of `cases` cases. */
export function junitFile(index: number, cases: number): string {
  let text = junitHead(index, cases)
  for (let n = 0; n < cases; n++) text += junitCase(index, n)
  return text + JUNIT_TAIL
}

/** 2,000 JUnit files of 50 cases in 20 directories. */
export function junitResults(): Promise<string> {
  const root = join(WORK_DIR, 'junit-2000')
  return once(root, `${JUNIT_FILES}x${JUNIT_CASES}, v1`, async () => {
    const files: [string, string][] = []
    for (let dir = 0; dir < 20; dir++) await mkdir(join(root, `module-${dir}`), { recursive: true })
    for (let index = 0; index < JUNIT_FILES; index++) {
      const path = join(root, `module-${index % 20}`, `TEST-Suite${index}.xml`)
      files.push([path, junitFile(index, JUNIT_CASES)])
    }
    await writeAll(files)
  })
}

/** 5,000 text files of about 1.6 KB (8 MB) in 50 directories: a report directory. */
export function attachmentTree(): Promise<string> {
  const root = join(WORK_DIR, 'attachments-5000')
  return once(root, `${ATTACHMENT_FILES}, v1`, async () => {
    const files: [string, string][] = []
    for (let dir = 0; dir < 50; dir++) await mkdir(join(root, `page-${dir}`), { recursive: true })
    for (let index = 0; index < ATTACHMENT_FILES; index++) {
      const line = `<tr><td>${index}</td><td>check ${(index * 7919) % 10007}</td><td>ok</td></tr>\n`
      const body = line.repeat(Math.ceil(1600 / line.length)).slice(0, 1200 + (index % 800))
      files.push([join(root, `page-${index % 50}`, `report-${index}.html`), body])
    }
    await writeAll(files)
  })
}

/** 200,000 files of 0 to 511 bytes, 1,000 to a directory (about 50 MB of content). */
export function wideTree(): Promise<string> {
  const root = join(WORK_DIR, 'tree-200000')
  return once(root, `${WIDE_TREE_FILES}, v1`, async () => {
    const pool = Buffer.alloc(512)
    for (let at = 0; at < pool.length; at++) pool[at] = (at * 31 + 7) & 0xff
    for (let dir = 0; dir < WIDE_TREE_FILES / 1000; dir++) {
      const path = join(root, `d-${String(dir).padStart(3, '0')}`)
      await mkdir(path, { recursive: true })
      const files: [string, Buffer][] = []
      for (let file = 0; file < 1000; file++) {
        const index = dir * 1000 + file
        const content = Buffer.concat([Buffer.from(`${index}\n`), pool.subarray(0, index % 500)])
        files.push([join(path, `f-${String(file).padStart(4, '0')}.bin`), content])
      }
      await writeAll(files)
    }
  })
}

export interface LimitFile {
  /** The input, as the row names it. */
  input: string
  path: string
  bytes: number
}

/** Repeats `unit(n)` until the text would pass `limit` bytes. */
function fill(limit: number, head: string, tail: string, unit: (n: number) => string): string {
  const parts = [head]
  let size = Buffer.byteLength(head) + Buffer.byteLength(tail)
  for (let n = 0; ; n++) {
    const next = unit(n)
    const bytes = Buffer.byteLength(next)
    if (size + bytes > limit) break
    parts.push(next)
    size += bytes
  }
  parts.push(tail)
  return parts.join('')
}

/**
 * One file per file input, each just under its documented limit: the limits are the code's
 * own constants, so a limit that changes changes the row with it.
 */
export async function limitFiles(): Promise<LimitFile[]> {
  const root = join(WORK_DIR, 'limits')
  const specs: [string, string, number, () => string][] = [
    [
      'template-file (create-flow)',
      'template.yml',
      MAX_TEMPLATE_BYTES,
      () =>
        fill(MAX_TEMPLATE_BYTES, 'version: 1\ntrail:\n  attestations:\n', '', n =>
          n % 2 === 0
            ? `    - name: check-${n}\n      type: generic\n`
            : `    - name: tests-${n}\n      type: junit\n`
        )
    ],
    [
      'user-data (attest-generic)',
      'user-data.json',
      MAX_USER_DATA_FILE_BYTES,
      () =>
        fill(
          MAX_USER_DATA_FILE_BYTES,
          '{"runs":[',
          '{}]}',
          n => `{"id":${n},"name":"run ${n}","ok":${n % 3 > 0}},`
        )
    ],
    [
      'attestation-data (attest-custom)',
      'attestation-data.json',
      MAX_JSON_FILE_BYTES,
      () =>
        fill(
          MAX_JSON_FILE_BYTES,
          '{"findings":{',
          '"end":0}}',
          n => `"finding-${n}":{"score":${n % 97}},`
        )
    ],
    [
      'scan-results, SARIF (attest-snyk)',
      'scan.sarif',
      MAX_SCAN_FILE_BYTES,
      () =>
        fill(
          MAX_SCAN_FILE_BYTES,
          '{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"SnykCode","rules":[]}},"results":[',
          '{"ruleId":"end","level":"note","message":{"text":"end"}}]}]}',
          n =>
            `{"ruleId":"js/rule-${n % 50}","level":"${['error', 'warning', 'note'][n % 3]}","message":{"text":"finding ${n}"},"locations":[{"physicalLocation":{"artifactLocation":{"uri":"src/file-${n}.js"},"region":{"startLine":${n % 900}}}}]},`
        )
    ],
    [
      'schema-file (create-attestation-type)',
      'schema.json',
      MAX_SCHEMA_BYTES,
      () => wideSchema(MAX_SCHEMA_BYTES)
    ],
    [
      'results-dir, one JUnit file (attest-junit)',
      'junit/TEST-big.xml',
      MAX_RESULT_FILE_BYTES,
      () => fill(MAX_RESULT_FILE_BYTES, junitHead(0, 0), JUNIT_TAIL, n => junitCase(0, n))
    ],
    [
      // Hundreds of thousands of one-case suites: the most elements and runs of text a byte,
      // the shape a scan that rereads the rest of the file per run of text is quadratic on.
      'results-dir, one JUnit file of small suites (attest-junit)',
      'junit-suites/TEST-suites.xml',
      MAX_RESULT_FILE_BYTES,
      () => manySuitesJUnit(MAX_RESULT_FILE_BYTES)
    ]
  ]
  const files: LimitFile[] = []
  for (const [input, name, limit, make] of specs) {
    const path = join(root, name)
    await once(path, `${limit}, v1`, async () => {
      await mkdir(join(path, '..'), { recursive: true })
      await writeFile(path, make())
    })
    files.push({ input, path, bytes: Buffer.byteLength(await readFile(path)) })
  }
  return files
}
