/** Bounded parallelism for requests: Jira lookups and pages of a list. */

/**
 * Maps items to results with at most `limit` in flight. After a failure no new work starts;
 * the work in flight is awaited, so nothing is left running, then the first error is thrown.
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  let failure: { error: unknown } | undefined
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const index = next++
      try {
        results[index] = await work(items[index] as T)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
  if (failure) throw failure.error
  return results
}
