/**
 * Reads path and query parameters the way FastAPI does: the last of repeated values wins,
 * every problem of a request is collected, and all are reported in one 422.
 */
import { RequestValidationError } from './errors.js'
import type { ValidationIssue } from './errors.js'

const INTEGER = /^\s*[+-]?\d+\s*$/
const NUMBER = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/

export interface IntegerRule {
  min?: number
  max?: number
}

export class ParamReader {
  readonly issues: ValidationIssue[] = []

  constructor(
    private readonly where: 'query' | 'path',
    private readonly lookup: (name: string) => string[]
  ) {}

  static query(query: URLSearchParams): ParamReader {
    return new ParamReader('query', name => query.getAll(name))
  }

  static path(params: Record<string, string>): ParamReader {
    return new ParamReader('path', name => (params[name] === undefined ? [] : [params[name]]))
  }

  has(name: string): boolean {
    return this.lookup(name).length > 0
  }

  string(name: string): string | undefined {
    return this.lookup(name).at(-1)
  }

  strings(name: string): string[] {
    return this.lookup(name)
  }

  integer(name: string, rule: IntegerRule = {}): number | undefined {
    const raw = this.string(name)
    if (raw === undefined) return undefined
    if (!INTEGER.test(raw)) {
      this.#fail(
        name,
        'int_parsing',
        'Input should be a valid integer, unable to parse string as an integer',
        raw
      )
      return undefined
    }
    return this.#inRange(name, Number(raw), raw, rule)
  }

  number(name: string): number | undefined {
    const raw = this.string(name)
    if (raw === undefined) return undefined
    if (!NUMBER.test(raw)) {
      this.#fail(
        name,
        'float_parsing',
        'Input should be a valid number, unable to parse string as a number',
        raw
      )
      return undefined
    }
    return Number(raw)
  }

  /** Throws one RequestValidationError listing every problem found so far. */
  check(): void {
    if (this.issues.length > 0) throw new RequestValidationError(this.issues)
  }

  #inRange(name: string, value: number, raw: string, rule: IntegerRule): number | undefined {
    if (rule.min !== undefined && value < rule.min) {
      this.#fail(
        name,
        'greater_than_equal',
        `Input should be greater than or equal to ${rule.min}`,
        raw,
        {
          ge: rule.min
        }
      )
      return undefined
    }
    if (rule.max !== undefined && value > rule.max) {
      this.#fail(
        name,
        'less_than_equal',
        `Input should be less than or equal to ${rule.max}`,
        raw,
        {
          le: rule.max
        }
      )
      return undefined
    }
    return value
  }

  #fail(
    name: string,
    type: string,
    msg: string,
    input: string,
    ctx?: Record<string, unknown>
  ): void {
    this.issues.push({ loc: [this.where, name], msg, type, input, ...(ctx ? { ctx } : {}) })
  }
}
