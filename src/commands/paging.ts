/**
 * The one paging loop of the list commands. The first page is fetched alone, because only
 * its answer tells how many pages there are; the rest are then fetched in parallel, up to
 * DEFAULT_CONCURRENCY at a time so the service is not flooded, and joined in page order
 * whatever order they arrive in. `maxItems` keeps pages that would only be thrown away from being asked for.
 */
import { mapBounded } from '../concurrency.js'
import type { PagingInputs } from '../inputs/paging.js'

export interface PageRequest {
  page: number
  /** Undefined: send no page size and let the service choose. */
  perPage: number | undefined
}

export interface PageAnswer<T> {
  items: T[]
  /** Items in the whole listing, when the service says. */
  total?: number
  /** Pages in the whole listing, when the service says (or the answer was the whole list). */
  pageCount?: number
}

export type PageFetcher<T> = (request: PageRequest) => Promise<PageAnswer<T>>

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
  /**
   * When the service gives neither a total nor a page count, pages are read one after the
   * other until a short one; this caps that walk so a misbehaving service cannot loop it.
   */
  maxUnknownPages?: number
}

/**
 * Each page costs a round trip, and only the first is unavoidably alone: with 20 in flight, a
 * listing of up to 21 pages takes two round trips (bench/RESULTS.md: 4 in flight took six for
 * 20 pages). A service that finds it too much answers 429, and retries honour Retry-After.
 */
export const DEFAULT_CONCURRENCY = 20
const DEFAULT_MAX_UNKNOWN_PAGES = 1000

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

function lastPageOf(first: PageAnswer<unknown>, perPage: number): number | undefined {
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
  const limit = options.maxUnknownPages ?? DEFAULT_MAX_UNKNOWN_PAGES
  let collected = firstItems.length
  let previous = firstItems
  for (let page = start + 1; previous.length >= perPage && pages.length < limit; page++) {
    if (enough(collected, paging.maxItems)) break
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
