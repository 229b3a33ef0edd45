/**
 * Paging inputs of the list commands: `page`, `per-page`, `all-pages` and `max-items`, each
 * checked against the limits of the operation it pages through before any request. Their
 * defaults (a command's page size among them) are declared with the inputs, in
 * src/declarations/shared-inputs.ts.
 */
import { InputError } from '../inputs/input-error.js'
import { readBoolean, readInteger } from '../inputs/parse.js'
import type { InputSource } from '../inputs/source.js'

export interface PageLimits {
  /** Smallest and largest page size the operation accepts. */
  minPerPage: number
  maxPerPage: number
}

export interface PagingInputs {
  /** First page to fetch (1-based); undefined when the input is unset. */
  page?: number
  /**
   * Undefined when per-page is unset and declares no default: no page size is sent, so the
   * service's own default (or, for list-trails, the unpaged answer) applies.
   */
  perPage?: number
  /** Fetch every page from `page` on. */
  allPages: boolean
  /** Stop once this many items are collected. */
  maxItems?: number
}

/** Far above any real listing; keeps a typo from asking for page 10^15. */
const MAX_PAGE = 1_000_000
const MAX_ITEMS = 1_000_000

export function readPaging(source: InputSource, limits: PageLimits): PagingInputs {
  const page = readInteger(source, 'page', { min: 1, max: MAX_PAGE })
  const perPage = readInteger(source, 'per-page', {
    min: limits.minPerPage,
    max: limits.maxPerPage
  })
  const allPages = readBoolean(source, 'all-pages')
  const maxItems = readInteger(source, 'max-items', { min: 1, max: MAX_ITEMS })
  if (allPages && perPage === 0) {
    throw new InputError(
      'per-page',
      'is 0 with all-pages true, so no page would ever hold an item',
      `a page size from 1 to ${limits.maxPerPage} with all-pages`
    )
  }
  return { page, perPage, allPages, maxItems }
}
