/**
 * JUnit results as the reference client computes them, so the service judges the same
 * numbers: every `*.xml` under the directory, one result per outermost `<testsuite>` (found
 * depth first under any root: `<testsuites>`, a bare `<testsuite>`, or another wrapper).
 * The numbers are counted from the test cases, the suite's own and those of nested suites,
 * not taken from the suite's header attributes. A test case counts once, by its last
 * `failure`, `error` or `skipped` child. The duration is the sum of the cases' `time`.
 * The first failing cases (and, when asked, skipped ones) are kept by name as they are counted.
 */
import { closeSync, readSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { openRegularFileSync } from '../../files/regular-file.js'
import type { JUnitResult } from '../../service/attestation-types.js'
import { CaseCollector, type CaseStatus, type NamedCase, type SuiteContext } from './cases.js'
import { parseSuiteTimestamp } from './timestamp.js'
import {
  MAX_RESULT_FILE_BYTES,
  JUnitFileError,
  decodeXml,
  detached,
  parseXml,
  type XmlElement
} from './xml.js'

export interface SuiteResult extends JUnitResult {
  /** The file the suite came from. */
  file: string
  /** The suite's header counts, when it has them and they differ from the counted ones. */
  headerMismatch?: string
}

export interface ResultSet {
  /** The JUnit files read: the ones counted and attached. */
  files: string[]
  suites: SuiteResult[]
  /** Well-formed XML files that are not JUnit (a pom.xml, a coverage report), and why. */
  skipped: { file: string; reason: string }[]
  /** The first failing cases, and the first skipped ones when asked for; the rest are counted. */
  cases: { failing: NamedCase[]; skipped: NamedCase[] }
}

/**
 * A well-formed XML file that is not JUnit. It is left out, as the reference client leaves it
 * out, since it holds no test results; a file that is not well-formed still fails the step.
 */
export class NotJUnitFileError extends JUnitFileError {
  constructor(
    readonly file: string,
    readonly reason: string
  ) {
    super(`${file} is not a JUnit result file (${reason})`)
  }
}

/** Every regular `*.xml` file under `dir`, sorted; symbolic links are not followed. */
export async function findResultFiles(dir: string): Promise<string[]> {
  const found: string[] = []
  const visit = async (current: string): Promise<void> => {
    const entries = await readdir(current, { withFileTypes: true })
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries) {
      const path = join(current, entry.name)
      if (entry.isDirectory()) await visit(path)
      else if (entry.isFile() && entry.name.endsWith('.xml')) found.push(path)
    }
  }
  await visit(dir)
  return found
}

interface Counts {
  total: number
  failures: number
  errors: number
  skipped: number
  /** Integer nanoseconds, summed as the reference client sums durations. */
  nanoseconds: number
}

const STATUS_CHILDREN: ReadonlySet<string> = new Set<CaseStatus>(['failure', 'error', 'skipped'])

/** A case's last `failure`, `error` or `skipped` child: the one it counts by. */
function outcomeOf(testcase: XmlElement): (XmlElement & { name: CaseStatus }) | undefined {
  for (let i = testcase.children.length - 1; i >= 0; i--) {
    const child = testcase.children[i] as XmlElement
    if (STATUS_CHILDREN.has(child.name)) return child as XmlElement & { name: CaseStatus }
  }
  return undefined
}

function countSuite(
  suite: XmlElement,
  named: CaseCollector,
  enclosing: Pick<SuiteContext, 'file' | 'resultFile'>
): Counts {
  const counts: Counts = { total: 0, failures: 0, errors: 0, skipped: 0, nanoseconds: 0 }
  const context: SuiteContext = {
    name: suite.attributes.name ?? '',
    file: suite.attributes.file || enclosing.file,
    resultFile: enclosing.resultFile
  }
  for (const child of suite.children) {
    if (child.name === 'testcase') {
      counts.total++
      counts.nanoseconds += caseNanoseconds(child.attributes.time)
      const outcome = outcomeOf(child)
      if (outcome === undefined) continue
      if (outcome.name === 'failure') counts.failures++
      else if (outcome.name === 'error') counts.errors++
      else counts.skipped++
      if (named.wants(outcome.name)) named.add(child, outcome, context)
    } else if (child.name === 'testsuite') {
      const nested = countSuite(child, named, context)
      counts.total += nested.total
      counts.failures += nested.failures
      counts.errors += nested.errors
      counts.skipped += nested.skipped
      counts.nanoseconds += nested.nanoseconds
    }
  }
  return counts
}

const GO_UNITS: Record<string, number> = {
  ns: 1,
  us: 1e3,
  µs: 1e3,
  μs: 1e3,
  ms: 1e6,
  s: 1e9,
  m: 60e9,
  h: 3600e9
}

const DECIMAL_SECONDS = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/

/**
 * A case's `time`: seconds as a decimal (commas dropped, truncated to microseconds), or a
 * Go duration such as `1.5s`; anything else counts as zero.
 */
export function caseNanoseconds(time: string | undefined): number {
  if (time === undefined) return 0
  // Most times have no comma and no spacing: nothing to copy for them.
  const value = time.includes(',') ? time.replace(/,/g, '').trim() : time.trim()
  if (DECIMAL_SECONDS.test(value)) {
    const micro = Math.trunc(Number(value) * 1e6)
    return Number.isFinite(micro) ? micro * 1000 : 0
  }
  const parts = /^([+-]?)((?:(?:\d+\.?\d*|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+)$/.exec(value)
  if (!parts?.[2]) return 0
  let total = 0
  for (const [, amount, unit] of parts[2].matchAll(/(\d+\.?\d*|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g)) {
    total += Number(amount) * (GO_UNITS[unit as string] ?? 0)
  }
  return Math.trunc(parts[1] === '-' ? -total : total)
}

/** Go's Duration.Seconds(): whole seconds plus the remainder, so sums match to the bit. */
export function nanosecondsToSeconds(nanoseconds: number): number {
  const whole = Math.trunc(nanoseconds / 1e9)
  return whole + (nanoseconds - whole * 1e9) / 1e9
}

function outermostSuites(elements: readonly XmlElement[]): XmlElement[] {
  const suites: XmlElement[] = []
  for (const element of elements) {
    if (element.name === 'testsuite') suites.push(element)
    // One by one: spreading a list of 100,000 suites as arguments overflows the stack.
    else for (const suite of outermostSuites(element.children)) suites.push(suite)
  }
  return suites
}

function hasJUnitRoot(elements: readonly XmlElement[]): boolean {
  return elements.some(
    e => e.name === 'testsuites' || e.name === 'testsuite' || hasJUnitRoot(e.children)
  )
}

const HEADER_FIELDS = [
  ['tests', 'total'],
  ['failures', 'failures'],
  ['errors', 'errors'],
  ['skipped', 'skipped']
] as const

/** Says how the header's counts differ from the counted ones, if they do. */
function compareHeader(suite: XmlElement, counts: Counts): string | undefined {
  const differences: string[] = []
  for (const [attribute, field] of HEADER_FIELDS) {
    const given = suite.attributes[attribute]
    if (given === undefined || !/^\d+$/.test(given.trim())) continue
    if (Number(given) !== counts[field]) {
      differences.push(`${attribute}="${given.trim()}" but ${counts[field]} counted`)
    }
  }
  return differences.length > 0 ? differences.join(', ') : undefined
}

/**
 * Reads result files in turn into one buffer, grown to the largest file read: thousands of
 * small files then cost no buffer each (each one allocated outside the heap, and counted
 * against it). What a read returns is valid until the next read; only its decoded text is
 * kept. Reads are synchronous: result files are small and many, and each asynchronous call
 * (open, fstat, read, close) cost the main thread more than the whole read does.
 */
class ResultFileReader {
  private buffer = Buffer.allocUnsafe(0)

  /**
   * A result file's bytes, refused before reading when over the size limit. Opened without
   * following a link or waiting on a FIFO, and measured once opened: a file swapped since it
   * was listed is refused, never read through. A file that grew meanwhile is read as long as
   * it was when opened.
   */
  read(path: string): Buffer {
    const { fd, info } = openRegularFileSync(path)
    try {
      if (info.size > MAX_RESULT_FILE_BYTES) {
        throw new JUnitFileError(
          `${path} is ${info.size} bytes, over the ${MAX_RESULT_FILE_BYTES}-byte limit for one result file; split the results, or point results-dir at a directory without it`
        )
      }
      if (this.buffer.length < info.size) this.buffer = Buffer.allocUnsafe(info.size)
      let length = 0
      while (length < info.size) {
        const read = readSync(fd, this.buffer, length, info.size - length, null)
        if (read === 0) break
        length += read
      }
      return this.buffer.subarray(0, length)
    } finally {
      closeSync(fd)
    }
  }
}

function readResultBytes(path: string, bytes: Buffer, named: CaseCollector): SuiteResult[] {
  const text = decodeXml(bytes, path)
  const elements = parseXml(text, path)
  if (!hasJUnitRoot(elements)) {
    const root = elements[0]?.name
    throw new NotJUnitFileError(
      path,
      `${root ? `its root element is <${root}>` : 'it has no element'}, and it has no <testsuites> or <testsuite>`
    )
  }
  return outermostSuites(elements).map(suite => {
    const counts = countSuite(suite, named, { resultFile: path })
    const result: SuiteResult = {
      // Kept for the step, so copied out of the file's text (see detached).
      name: detached(suite.attributes.name ?? ''),
      failures: counts.failures,
      errors: counts.errors,
      skipped: counts.skipped,
      total: counts.total,
      duration: nanosecondsToSeconds(counts.nanoseconds),
      file: path
    }
    const timestamp = parseSuiteTimestamp(suite.attributes.timestamp)
    if (timestamp !== undefined) result.timestamp = timestamp
    const mismatch = compareHeader(suite, counts)
    if (mismatch) result.headerMismatch = mismatch
    return result
  })
}

/**
 * Reads every result file under `dir`, leaving out well-formed XML that is not JUnit, and
 * keeps the first failing cases by name (and the first skipped ones, with `listSkipped`).
 * Throws a JUnitFileError naming the path when a file cannot be read as XML, or when there
 * is no suite at all: nothing is then sent.
 */
export async function readResultSet(dir: string, listSkipped = false): Promise<ResultSet> {
  const found = await findResultFiles(dir)
  if (found.length === 0) {
    throw new JUnitFileError(
      `No JUnit result file (*.xml) was found under ${dir}; point results-dir at the directory your test runner writes its JUnit XML to`
    )
  }
  const files: string[] = []
  const suites: SuiteResult[] = []
  const skipped: ResultSet['skipped'] = []
  const named = new CaseCollector(listSkipped)
  const reader = new ResultFileReader()
  for (const file of found) {
    try {
      for (const suite of readResultBytes(file, reader.read(file), named)) suites.push(suite)
      files.push(file)
    } catch (error) {
      if (!(error instanceof NotJUnitFileError)) throw error
      skipped.push({ file, reason: error.reason })
    }
  }
  if (files.length === 0) {
    const reasons = skipped.map(
      ({ file, reason }) => `${file} is not a JUnit result file (${reason})`
    )
    throw new JUnitFileError(
      `No JUnit result file was found under ${dir}: ${reasons.join('; ')}. Point results-dir at the directory your test runner writes its JUnit XML to`
    )
  }
  if (suites.length === 0) {
    throw new JUnitFileError(
      `The result files under ${dir} hold no <testsuite>: ${files.join(', ')}; run the tests before this step`
    )
  }
  return { files, suites, skipped, cases: { failing: named.failing, skipped: named.skipped } }
}
