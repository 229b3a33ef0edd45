/**
 * Where a failing test is, read from its failure's stack trace, for result files that give no
 * `file` and `line` (Maven Surefire and Gradle never do). Each form yields the frames of the
 * test's own code, in the order the trace lists them:
 *
 * - Java and the JVM (`at com.acme.PriceTest.total(PriceTest.java:21)`): only frames of the
 *   test's class (its `classname`, nested classes `Outer$Inner` included), never a framework's;
 *   such a frame names a package and a file name, which the workspace is then searched for.
 * - Python (`File "tests/test_x.py", line 12`, and pytest's own `tests/test_x.py:12: Error`),
 *   JavaScript (`at fn (/path/x.test.js:10:5)`, vitest's `❯ src/x.test.ts:10:5`) and .NET
 *   (`at A.B.C() in /path/File.cs:line 42`): frames that name a path, library code left out.
 *
 * A trace is text from a file: only its start is read, each line is cut before it is matched,
 * and every pattern is linear, so a hostile trace costs no more than a long one.
 */
import { fileURLToPath } from 'node:url'
import { detached } from './xml.js'

/** A frame that names a package and a file name, as the JVM prints them (no folder). */
export interface ClassFrame {
  kind: 'class'
  /** The package as folders: `com/acme`; empty for the default package. */
  packagePath: string
  fileName: string
  line: number
}

/** A frame that names a path, relative or absolute, as the trace wrote it. */
export interface PathFrame {
  kind: 'path'
  path: string
  line: number
}

export type TraceFrame = ClassFrame | PathFrame

/** How much of a failure's text is read for frames, and how long one line may be. */
const MAX_TRACE_CHARS = 256 * 1024
const MAX_LINE_CHARS = 2000
/** Frames kept per failing test: the first one is used, or the first in the result file's file. */
const MAX_FRAMES = 8

/**
 * Packages of test frameworks, assertion libraries, runners and reflection. A frame locates a
 * test when its class is the test's; a classname written without its package (some reporters
 * write the simple name) is matched by name, and then never to a class of these.
 */
const JVM_FRAMEWORK_PACKAGES = [
  'org.junit.',
  'junit.',
  'org.testng.',
  'org.opentest4j.',
  'org.assertj.',
  'org.hamcrest.',
  'org.mockito.',
  'org.spockframework.',
  'kotlin.',
  'kotlinx.',
  'scala.',
  'org.scalatest.',
  'org.gradle.',
  'org.apache.maven.',
  'sun.',
  'java.',
  'javax.',
  'jdk.',
  'com.sun.',
  'worker.org.gradle.'
]

/** A line number as frames write it. */
const DIGITS = /^\d{1,9}$/

/** A JVM source file name as frames write it: no folder, an extension. */
const JVM_FILE_NAME = /^[A-Za-z0-9_$][A-Za-z0-9_$.-]*\.[A-Za-z]{1,10}$/

/** The frames of a test's own code in its failure's text, the first first; at most MAX_FRAMES. */
export function traceFrames(text: string | undefined, className: string): TraceFrame[] {
  if (!text) return []
  const frames: TraceFrame[] = []
  const testClass = topLevelClass(className)
  for (const raw of text.slice(0, MAX_TRACE_CHARS).split('\n')) {
    const line = raw.length > MAX_LINE_CHARS ? raw.slice(0, MAX_LINE_CHARS) : raw
    const frame = jvmFrame(line, testClass) ?? pathFrame(line, className)
    if (frame === undefined) continue
    frames.push(frame)
    if (frames.length === MAX_FRAMES) break
  }
  return frames
}

/** `Outer` of `com.acme.Outer$Inner`: the class its source file is named for. */
function topLevelClass(name: string): string {
  const dollar = name.indexOf('$')
  return (dollar === -1 ? name : name.slice(0, dollar)).trim()
}

/**
 * `at [loader/][module@version/]com.acme.PriceTest$Inner.method(PriceTest.java:21)`: a frame of
 * the test's class. Read from the line's ends, not matched by one pattern: a Kotlin method may
 * hold spaces, and a pattern with two open-ended groups backtracks on a line of brackets.
 */
function jvmFrame(line: string, testClass: string): ClassFrame | undefined {
  if (testClass === '') return undefined
  const text = line.trim()
  if (!text.startsWith('at ') || !text.endsWith(')')) return undefined
  const open = text.lastIndexOf('(')
  if (open === -1) return undefined
  const place = text.slice(open + 1, -1)
  const colon = place.lastIndexOf(':')
  const fileName = place.slice(0, colon)
  const lineText = place.slice(colon + 1)
  if (colon === -1 || !DIGITS.test(lineText) || !JVM_FILE_NAME.test(fileName)) return undefined
  const method = text.slice(3, open).trim()
  const qualified = method.slice(method.lastIndexOf('/') + 1)
  const dotBeforeMethod = qualified.lastIndexOf('.')
  if (dotBeforeMethod <= 0) return undefined
  const frameClass = topLevelClass(qualified.slice(0, dotBeforeMethod))
  if (!isTestClass(frameClass, testClass)) return undefined
  const number = Number(lineText)
  if (number < 1) return undefined
  const dot = frameClass.lastIndexOf('.')
  return {
    kind: 'class',
    packagePath: dot === -1 ? '' : detached(frameClass.slice(0, dot).replaceAll('.', '/')),
    fileName: detached(fileName),
    line: number
  }
}

/** The frame's class is the test's: the same, or (a classname without package) of that name. */
function isTestClass(frameClass: string, testClass: string): boolean {
  if (frameClass === testClass) return true
  return (
    !testClass.includes('.') &&
    frameClass.endsWith(`.${testClass}`) &&
    !JVM_FRAMEWORK_PACKAGES.some(framework => frameClass.startsWith(framework))
  )
}

/** Folders of installed packages and runtimes: a test's own code is never there. */
const LIBRARY_PATH =
  /(^|[\\/])(node_modules|site-packages|dist-packages|_pytest|pluggy|unittest|\.venv|venv)[\\/]|^node:|^internal[\\/]|^<|[\\/]lib[\\/]python\d/

/**
 * A frame that names a path: each form is recognised by how its line starts, and its parts
 * are cut at fixed marks (the last bracket, quote or colon), so matching stays linear.
 */
function pathFrame(line: string, className: string): PathFrame | undefined {
  const text = line.trim()
  if (text.startsWith('File "')) return pythonFrame(text)
  if (text.startsWith('at ')) return dotnetFrame(text, className) ?? v8Frame(text)
  // vitest: `❯ src/x.test.ts:10:5`, a function's name sometimes before the path.
  if (text.startsWith('❯ ')) return located(text.slice(text.lastIndexOf(' ') + 1))
  // pytest's long form ends each entry with `path.py:N: ` (the last with the error's type),
  // at the start of a line.
  if (line.trimEnd() === text) return pytestFrame(text)
  return undefined
}

/** Python's `File "path", line N, in name`. */
function pythonFrame(text: string): PathFrame | undefined {
  const close = text.indexOf('"', 6)
  const rest = /^, line (\d{1,9})/.exec(text.slice(close + 1))
  if (close === -1 || !rest) return undefined
  return frameAt(text.slice(6, close), rest[1] as string)
}

function pytestFrame(text: string): PathFrame | undefined {
  const end = text.indexOf('.py:')
  if (end <= 0) return undefined
  const rest = /^(\d{1,9}):(?: |$)/.exec(text.slice(end + 4))
  if (!rest || /[\s"<>]/.test(text.slice(0, end))) return undefined
  return frameAt(text.slice(0, end + 3), rest[1] as string)
}

/** .NET's `at Namespace.Class.Method() in /path/File.cs:line N`: only the test class's frames. */
function dotnetFrame(text: string, className: string): PathFrame | undefined {
  const marker = text.lastIndexOf(':line ')
  const within = text.lastIndexOf(' in ', marker)
  if (marker === -1 || within === -1 || !DIGITS.test(text.slice(marker + 6))) return undefined
  // A frame of another class (the framework's, a helper's) is no place of the test.
  const method = text.slice(3, within).trim()
  if (className !== '' && !method.startsWith(`${className}.`)) return undefined
  return frameAt(text.slice(within + 4, marker), text.slice(marker + 6))
}

/** V8's `at fn (path:N:C)`, or `at path:N:C` for an anonymous function. */
function v8Frame(text: string): PathFrame | undefined {
  if (!text.endsWith(')')) return located(text.slice(3))
  const open = text.lastIndexOf('(')
  return open === -1 ? undefined : located(text.slice(open + 1, -1))
}

/** `path:N:C`, as V8 and vitest write a place. */
function located(place: string): PathFrame | undefined {
  const end = place.lastIndexOf(':')
  if (end === -1 || !DIGITS.test(place.slice(end + 1))) return undefined
  const colon = place.lastIndexOf(':', end - 1)
  const lineText = place.slice(colon + 1, end)
  if (colon <= 0 || !DIGITS.test(lineText)) return undefined
  return frameAt(place.slice(0, colon), lineText)
}

function frameAt(written: string, lineText: string): PathFrame | undefined {
  let path = written.trim()
  if (path.startsWith('file://')) {
    try {
      path = fileURLToPath(path)
    } catch {
      return undefined
    }
  }
  const line = Number(lineText)
  if (path === '' || line < 1 || LIBRARY_PATH.test(path)) return undefined
  // A `..` between either separator climbs out on some runner: a frame of the test never does.
  if (path.split(/[\\/]/).includes('..')) return undefined
  return { kind: 'path', path: detached(path), line }
}
