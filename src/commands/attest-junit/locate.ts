/**
 * Places failing tests that their result file does not place, from their stack traces
 * (trace-frames.ts). The result file's `file` and `line` win; a `file` without a line takes
 * the line of the first frame in that file. Otherwise the first frame of the test's own code
 * places it: a path inside the workspace (one outside it, or climbing out by `..`, is never
 * used), or a JVM frame's package and file name, searched for in the workspace
 * (`com/acme/PriceTest.java` finds `src/test/java/com/acme/PriceTest.java`), else the bare
 * file name. A test nothing places keeps its name alone. The workspace is listed once, and
 * only when a JVM frame needs it.
 */
import { basename } from 'node:path'
import type { Logger } from '../../action/command.js'
import { workspacePath } from '../../action/run.js'
import type { NamedCase } from './cases.js'
import { findSourceFiles, MAX_ENTRIES } from './source-files.js'
import type { ClassFrame, TraceFrame } from './trace-frames.js'

/** A test placed by a JVM frame, waiting for the workspace's files of that name. */
interface Pending {
  named: NamedCase
  frame: ClassFrame
  resultFile: string
}

export function locateFailingTests(
  failing: readonly NamedCase[],
  workspace: string,
  log: Pick<Logger, 'info'>
): void {
  const pending: Pending[] = []
  for (const named of failing) {
    const trace = named.trace
    delete named.trace
    if (trace === undefined) continue
    if (named.file !== undefined) {
      const line = lineIn(named.file, trace.frames)
      if (line !== undefined) named.line = line
      continue
    }
    for (const frame of trace.frames) {
      if (frame.kind === 'class') {
        pending.push({ named, frame, resultFile: trace.resultFile })
        break
      }
      const inside = workspacePath(frame.path)
      if (inside !== undefined) {
        named.file = inside
        named.line = frame.line
        break
      }
    }
  }
  if (pending.length === 0) return
  const { paths, complete } = findSourceFiles(
    workspace,
    new Set(pending.map(({ frame }) => frame.fileName))
  )
  if (!complete) {
    log.info(
      `The workspace holds more than ${MAX_ENTRIES} files and folders: the source files that stack traces name were looked for among the first ${MAX_ENTRIES}.`
    )
  }
  for (const { named, frame, resultFile } of pending) {
    const candidates = (paths.get(frame.fileName) ?? []).filter(path =>
      inPackage(path, frame.packagePath)
    )
    named.file = nearest(candidates, workspacePath(resultFile)) ?? frame.fileName
    named.line = frame.line
  }
}

/** The line of the first frame in `file` (as the result file names it), if any. */
function lineIn(file: string, frames: readonly TraceFrame[]): number | undefined {
  const inside = workspacePath(file)
  for (const frame of frames) {
    const same =
      frame.kind === 'class'
        ? frame.fileName === basename(file)
        : inside !== undefined && workspacePath(frame.path) === inside
    if (same) return frame.line
  }
  return undefined
}

/** The file's folders end with the package's: `src/test/java/com/acme/X.java` is in `com/acme`. */
function inPackage(path: string, packagePath: string): boolean {
  if (packagePath === '') return true
  const folder = path.slice(0, Math.max(0, path.lastIndexOf('/')))
  return folder === packagePath || folder.endsWith(`/${packagePath}`)
}

/**
 * Of several files of one package and name (modules of one build), the one sharing the most
 * leading folders with the result file that names it (`api/target/surefire-reports/...` picks
 * `api/src/test/java/...`); the first by name when none shares more.
 */
function nearest(
  candidates: readonly string[],
  resultFile: string | undefined
): string | undefined {
  if (candidates.length < 2 || resultFile === undefined) return candidates[0]
  const from = resultFile.split(/[\\/]/)
  let best = candidates[0]
  let bestShared = -1
  for (const candidate of candidates) {
    const parts = candidate.split('/')
    let shared = 0
    while (shared < parts.length && parts[shared] === from[shared]) shared++
    if (shared > bestShared) {
      best = candidate
      bestShared = shared
    }
  }
  return best
}
