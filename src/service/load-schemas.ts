/**
 * A resource's answer schemas (answers/), loaded on first use. They bring zod, the largest
 * module a step needs; loaded while the first request is in flight (ServiceClient.get takes
 * a schema that is still loading), they cost a step nothing on a real network.
 */
export function schemasLoader<Schemas>(load: () => Promise<Schemas>): () => Promise<Schemas> {
  let loading: Promise<Schemas> | undefined
  return () => {
    // One turn of the event loop first: the caller sends its request in this one, and the
    // chunk's compile (about 10 ms) then overlaps the wait for the answer instead of coming
    // before the request is written.
    loading ??= new Promise(resolve => setImmediate(resolve)).then(load)
    return loading
  }
}
