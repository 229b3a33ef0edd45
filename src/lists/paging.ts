/**
 * The one paging loop of the list commands. The first page is fetched alone, because only
 * its answer tells how many pages there are; the rest are then fetched in parallel, up to
 * DEFAULT_CONCURRENCY at a time so the service is not flooded, and joined in page order
 * whatever order they arrive in. `maxItems` keeps pages that would only be thrown away from being asked for.
 * A listing longer than MAX_PAGES pages fails before the pages beyond the first are asked for.
 */
import { mapBounded } from '../concurrency.js'
import type { Page } from '../service/endpoints.js'
import type { PagingInputs } from './paging-inputs.js'

export interface PageRequest {
  page: number
  /** Undefined: send no page size and let the service choose. */
  perPage: number | undefined
}

export type PageFetcher<T> = (request: PageRequest) => Promise<Page<T>>

export interface Listing<T> {
  items: T[]
  /** From the first page: the size of the whole listing, when the service gave it. */
  total?: number
  /** Pages fetched, first included. */
  pagesFetched: number
}

export interface PagingOptions {
  /** Requests in flight at once after the first page. */
  concurrency?: number
  /** The most pages one listing reads, first included; default MAX_PAGES. */
  maxPages?: number
}

/**
 * The most pages all-pages reads in one step, first included: far beyond a real listing
 * (1,000 pages of 50 builds is 50,000 builds), and a bound on the requests, time and memory
 * a service stating a wrong page count (or never sending a short page) can cost.
 */
export const MAX_PAGES = 1000

/**
 * Each page costs a round trip, and only the first is unavoidably alone: with 20 in flight, a
 * listing of up to 21 pages takes two round trips (bench/RESULTS.md: 4 in flight took six for
 * 20 pages). A service that finds it too much answers 429, and retries honour Retry-After.
 */
export const DEFAULT_CONCURRENCY = 20

/** A listing longer than all-pages reads: it fails rather than end silently incomplete. */
class ListingTooLongError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ListingTooLongError'
  }
}

const READ_IN_PARTS = 'set max-items, or read the listing in parts with page and per-page'

export async function collectPages<T>(
  fetchPage: PageFetcher<T>,
  paging: PagingInputs,
  options: PagingOptions = {}
): Promise<Listing<T>> {
  const start = paging.page ?? 1
  const first = await fetchPage({ page: start, perPage: paging.perPage })
  const total = first.total
  const listing = (items: T[], pagesFetched: number): Listing<T> => ({
    items: paging.maxItems === undefined ? items : items.slice(0, paging.maxItems),
    total,
    pagesFetched
  })
  if (!paging.allPages || enough(first.items.length, paging.maxItems)) {
    return listing(first.items, 1)
  }

  // The page size the service used: the one asked for, else what the first page held.
  const perPage = paging.perPage ?? first.items.length
  if (perPage === 0) return listing(first.items, 1)
  const lastPage = lastPageOf(first, perPage)

  if (lastPage === undefined) {
    const items = await walkUntilShortPage(fetchPage, first.items, start, perPage, paging, options)
    return listing(items.flat(), items.length)
  }

  let last = lastPage
  if (paging.maxItems !== undefined) {
    const stillNeeded = paging.maxItems - first.items.length
    last = Math.min(last, start + Math.ceil(stillNeeded / perPage))
  }
  const maxPages = options.maxPages ?? MAX_PAGES
  // Checked before a single further request, and before a list of page numbers is built.
  if (last - start + 1 > maxPages) {
    const stated = first.pageCount !== undefined ? `${first.pageCount} pages` : `${total} items`
    throw new ListingTooLongError(
      `The service says this listing has ${stated}: pages ${start} to ${last} would be read, ` +
        `more than the ${maxPages} pages all-pages reads in one step; ${READ_IN_PARTS}.`
    )
  }
  const rest = range(start + 1, last)
  const pages = await mapBounded(rest, options.concurrency ?? DEFAULT_CONCURRENCY, async page => {
    const answer = await fetchPage({ page, perPage: paging.perPage })
    return answer.items
  })
  return listing([first.items, ...pages].flat(), 1 + rest.length)
}

function enough(collected: number, maxItems: number | undefined): boolean {
  return maxItems !== undefined && collected >= maxItems
}

function lastPageOf(first: Page<unknown>, perPage: number): number | undefined {
  if (first.pageCount !== undefined) return first.pageCount
  if (first.total !== undefined) return Math.ceil(first.total / perPage)
  return undefined
}

async function walkUntilShortPage<T>(
  fetchPage: PageFetcher<T>,
  firstItems: T[],
  start: number,
  perPage: number,
  paging: PagingInputs,
  options: PagingOptions
): Promise<T[][]> {
  const pages = [firstItems]
  const limit = options.maxPages ?? MAX_PAGES
  let collected = firstItems.length
  let previous = firstItems
  for (let page = start + 1; previous.length >= perPage; page++) {
    if (enough(collected, paging.maxItems)) break
    if (pages.length >= limit) {
      throw new ListingTooLongError(
        `The service gave no page count and page ${page - 1} was still full after ` +
          `${limit} pages, the most all-pages reads in one step; ${READ_IN_PARTS}.`
      )
    }
    previous = (await fetchPage({ page, perPage: paging.perPage })).items
    if (previous.length === 0) break
    pages.push(previous)
    collected += previous.length
  }
  return pages
}

function range(from: number, to: number): number[] {
  return to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index)
}
