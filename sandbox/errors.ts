/**
 * The error answers of the sandbox, in the shapes the published description gives:
 * `{"message", "errors"}` for 401/404/413 and FastAPI's `{"detail": [...]}` for 422.
 * Handlers throw these; the router turns them into replies.
 */
import { jsonReply } from './loopback-server.js'
import type { HttpReply } from './loopback-server.js'

export type Location = (string | number)[]

/** One item of a FastAPI 422 `detail` list. */
export interface ValidationIssue {
  loc: Location
  msg: string
  type: string
  input?: unknown
  ctx?: Record<string, unknown>
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> | null = null
  ) {
    super(message)
    this.name = 'HttpError'
  }

  toReply(): HttpReply {
    return jsonReply(this.status, { message: this.message, errors: this.errors })
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message)
    this.name = 'NotFoundError'
  }
}

export class RequestValidationError extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super(issues.map(issue => `${issue.loc.join('.')}: ${issue.msg}`).join('; '))
    this.name = 'RequestValidationError'
  }

  toReply(): HttpReply {
    return jsonReply(422, { detail: this.issues })
  }
}

/** FastAPI's answer for a path no route matches (before any authentication). */
export function routeNotFound(): HttpReply {
  return jsonReply(404, { detail: 'Not Found' })
}

export function methodNotAllowed(allowed: string[]): HttpReply {
  return jsonReply(405, { detail: 'Method Not Allowed' }, { allow: allowed.join(', ') })
}

export function unauthorized(message: string): HttpReply {
  return jsonReply(401, { message, errors: null }, { 'www-authenticate': 'Bearer' })
}
