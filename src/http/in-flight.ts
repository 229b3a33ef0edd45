/**
 * The writes on their way to a server right now. A job cancelled while one is in flight
 * cannot know whether the server applied it; the action's signal handler reads this to say
 * so, naming the request, rather than leaving the user to guess.
 */

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
