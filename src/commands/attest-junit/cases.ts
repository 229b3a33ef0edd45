/**
 * The test cases a reader is shown by name: the first failing ones (failures and errors, in
 * the order of the files) and, when asked, the first skipped ones. Only these few are kept,
 * however many results there are: every other case is only counted, in the totals.
 */
import { traceFrames, type TraceFrame } from './trace-frames.js'
import { detached, type XmlElement } from './xml.js'

/** Failing (and skipped) cases kept to be named; the rest are counted. */
export const MAX_NAMED_CASES = 50
/** A suite's, class's or test's name is cut to this many characters. */
const MAX_NAME_CHARS = 300
/** The message's first line, as the summary shows it. */
const MAX_MESSAGE_CHARS = 300
/** The message's first lines, as an annotation shows them. */
const MAX_DETAIL_LINES = 10
const MAX_DETAIL_CHARS = 1000

export type CaseStatus = 'failure' | 'error' | 'skipped'

export interface NamedCase {
  status: CaseStatus
  /** The case's class, else (when it has none, or repeats the test's name) its suite's name. */
  suite: string
  name: string
  /** The first line of its message (the `message` attribute, else its text, else its `type`). */
  message: string
  /** The first lines of the same message. */
  detail: string
  /**
   * Where the test is: the case's `file` (else its suite's) and `line`, as the result file
   * says; what they leave out, the failure's stack trace may give (locate.ts).
   */
  file?: string
  line?: number
  /** The frames of the test's own code in its failure's trace, when its place is not complete. */
  trace?: { frames: TraceFrame[]; resultFile: string }
}

/** The suite a case sits in: its name, the `file` it or an enclosing suite gives, its file. */
export interface SuiteContext {
  name: string
  file?: string
  resultFile: string
}

export class CaseCollector {
  readonly failing: NamedCase[] = []
  readonly skipped: NamedCase[] = []

  constructor(
    private readonly listSkipped = false,
    private readonly limit = MAX_NAMED_CASES
  ) {}

  /** Whether a case of this status is still kept: asked before anything is read from it. */
  wants(status: CaseStatus): boolean {
    if (status === 'skipped') return this.listSkipped && this.skipped.length < this.limit
    return this.failing.length < this.limit
  }

  add(testcase: XmlElement, outcome: XmlElement & { name: CaseStatus }, suite: SuiteContext): void {
    const name = testcase.attributes.name ?? ''
    const className = testcase.attributes.classname ?? ''
    const message = messageOf(outcome)
    const named: NamedCase = {
      status: outcome.name,
      suite: cut(className !== '' && className !== name ? className : suite.name, MAX_NAME_CHARS),
      name: cut(name, MAX_NAME_CHARS),
      message: cut(firstLines(message, 1), MAX_MESSAGE_CHARS),
      detail: cut(firstLines(message, MAX_DETAIL_LINES), MAX_DETAIL_CHARS)
    }
    const file = testcase.attributes.file || suite.file
    if (file) named.file = cut(file, MAX_NAME_CHARS * 4)
    const line = lineNumber(testcase.attributes.line, suite.name === PYTEST_SUITE)
    if (file && line !== undefined) named.line = line
    else if (outcome.name !== 'skipped') {
      const frames = traceFrames(outcome.text, className)
      if (frames.length > 0) named.trace = { frames, resultFile: suite.resultFile }
    }
    ;(outcome.name === 'skipped' ? this.skipped : this.failing).push(named)
  }
}

function messageOf(outcome: XmlElement): string {
  return outcome.attributes.message?.trim() || outcome.text || outcome.attributes.type?.trim() || ''
}

/**
 * The first `count` lines of a trimmed text (\r\n and \r end a line too). Only its start is
 * read: what is kept is cut to MAX_DETAIL_CHARS anyway, and a message can be megabytes.
 */
function firstLines(text: string, count: number): string {
  const lines = text
    .slice(0, MAX_DETAIL_CHARS + 1)
    .replace(/\r\n?/g, '\n')
    .split('\n', count)
  return lines.join('\n').trimEnd()
}

/**
 * At most `max` characters, with an ellipsis when cut (never inside a surrogate pair), copied
 * out of the file's text: a named case is kept for the step, its file's text is not.
 */
function cut(text: string, max: number): string {
  if (text.length <= max) return detached(text)
  let end = max - 1
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end--
  return `${text.slice(0, end)}…`
}

/**
 * pytest names its suite "pytest" (unless junit_suite_name says otherwise) and writes the
 * line of a test's `def` counted from 0, as its own reports locate a test; other reporters
 * count from 1, as an annotation does.
 */
const PYTEST_SUITE = 'pytest'

function lineNumber(value: string | undefined, countedFromZero: boolean): number | undefined {
  if (value === undefined || !/^\s*\d{1,9}\s*$/.test(value)) return undefined
  const line = Number(value) + (countedFromZero ? 1 : 0)
  return line > 0 ? line : undefined
}
