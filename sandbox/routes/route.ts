/**
 * A route of the sandbox: a method, a path pattern and its handler. Each routes module lists
 * its own in ROUTES; the router joins them, so a new endpoint of a resource is one line in
 * that resource's module.
 */
import type { RouteHandler } from './context.js'

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Literal segments, and `:name` for a path parameter. */
  pattern: string[]
  handle: RouteHandler
}

export const route = (method: Route['method'], path: string, handle: RouteHandler): Route => ({
  method,
  pattern: path.split('/').filter(Boolean),
  handle
})
