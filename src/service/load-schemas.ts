/**
 * A resource's answer schemas, built on first use. Each resource module declares them beside
 * its reads, as a function of the zod builders and the shared parts it is given
 * (answer-parts.ts), so that loading the module does not load zod, the largest module a step
 * needs. Built while the first request is in flight (ServiceClient.get takes a schema that is
 * still loading), they cost a step nothing on a real network.
 */
import type * as AnswerParts from './answer-parts.js'

export function answerSchemas<Schemas>(
  build: (z: typeof AnswerParts.builders, parts: typeof AnswerParts) => Schemas
): () => Promise<Schemas> {
  let loading: Promise<Schemas> | undefined
  return () => {
    // One turn of the event loop first: the caller sends its request in this one, and the
    // chunk's compile (about 10 ms) then overlaps the wait for the answer instead of coming
    // before the request is written.
    loading ??= new Promise(resolve => setImmediate(resolve))
      .then(() => import('./answer-parts.js'))
      .then(parts => build(parts.builders, parts))
    return loading
  }
}
