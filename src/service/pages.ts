/**
 * The list endpoints answer one page in a common shape (items, total, page count), so one
 * paging loop (src/lists/paging.ts) serves every list.
 */
import type { Pagination } from './answer-parts.js'

/** One page of a listing. */
export interface Page<T> {
  items: T[]
  /** Items in the whole listing, when the service says. */
  total?: number
  /** Pages in the whole listing, when the service says (or the answer was the whole list). */
  pageCount?: number
}

export interface PageQuery {
  org: string
  page: number
  /** Undefined: no page size is sent. */
  perPage?: number
}

/** The page a query asks for, in the service's parameter names. */
export const pageParams = (query: PageQuery) => ({ page: query.page, per_page: query.perPage })

export const known = (value: number | null | undefined) => (value == null ? undefined : value)

export function fromPagination(pagination: Pagination): { total?: number; pageCount?: number } {
  return { total: known(pagination.total), pageCount: known(pagination.page_count) }
}
