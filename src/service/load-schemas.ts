/**
 * The response schemas, loaded on first use. They bring zod, the largest module a step
 * needs; loaded while the first request is in flight (ServiceClient.get takes a schema that
 * is still loading), they cost a step nothing on a real network.
 */
export type Schemas = typeof import('./schemas.js')

let loading: Promise<Schemas> | undefined

export function loadSchemas(): Promise<Schemas> {
  loading ??= import('./schemas.js')
  return loading
}
