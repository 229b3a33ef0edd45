/**
 * What is on its way right now, for the action's signal handler. A write: a job cancelled
 * while one is in flight cannot know whether the server applied it; the handler says so,
 * naming the request, rather than leaving the user to guess. A download's temporary file: a
 * cancelled job would leave it half-written in the workspace; the handler removes it.
 */
import { rmSync } from 'node:fs'

export interface WriteInFlight {
  /** "the compliance service", "Jira". */
  system: string
  method: string
  /** Origin and path, never credentials or the query. */
  target: string
}

const writes = new Set<WriteInFlight>()

/** Runs `work` with `write` marked in flight until it settles. */
export async function trackWrite<T>(write: WriteInFlight, work: () => Promise<T>): Promise<T> {
  writes.add(write)
  try {
    return await work()
  } finally {
    writes.delete(write)
  }
}

export function writesInFlight(): WriteInFlight[] {
  return [...writes]
}

/** The temporary file of each download being written, with the file it becomes. */
const files = new Map<string, string>()

/** Marks `temporary` (becoming `target`) in flight, before it is created. */
export function trackFile(temporary: string, target: string): void {
  files.set(temporary, target)
}

/** Marks `temporary` settled: removed, or renamed into place. */
export function untrackFile(temporary: string): void {
  files.delete(temporary)
}

/**
 * Removes every temporary file in flight, at once (the process is about to exit), and says
 * which files they would have become.
 */
export function removeFilesInFlight(): string[] {
  const targets: string[] = []
  for (const [temporary, target] of files) {
    try {
      rmSync(temporary, { force: true })
    } catch {
      // The process exits either way; the other files must still go.
    }
    targets.push(target)
  }
  files.clear()
  return targets
}
