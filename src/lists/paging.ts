/**
 * The one paging loop of the list commands. The first page is fetched alone, because only
 * its answer tells how many pages there are; the rest are then fetched in parallel, up to
 * DEFAULT_CONCURRENCY at a time so the service is not flooded (fewer for big pages: ITEMS_AHEAD),
 * and handed over in page order
 * whatever order they arrive in, each page as soon as those before it are (streamPages), so
 * a caller can write items out as they come rather than hold the listing. `maxItems` keeps pages that would only be thrown away from being asked for.
 * A listing longer than MAX_PAGES pages fails before the pages beyond the first are asked for.
 */
import type { Page } from '../service/pages.js'
import { refuseListing } from '../service/identity.js'
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

/**
 * Items the pages fetched ahead may hold at once. A page that arrives before those ahead of it
 * waits, parsed, to be handed over in page order; waiting through a few young-generation
 * collections, it is promoted to the old generation, where it stays until a full collection
 * long after it was written out. Twenty waiting pages of 100 trails let V8 grow its heap
 * to about 140 MiB over 800 pages for a live heap of 11 MiB (docs/performance.md); with
 * five the step still peaked at 145 MiB RSS, with three at 119 MiB, and ran faster on
 * loopback for collecting less. So the window is bounded by items as well as by requests:
 * 20 pages of up to 15 items, 12 of 25, 3 of 100.
 */
const ITEMS_AHEAD = 300

/** Requests in flight after the first page, for pages of `perPage` items. */
function pagesAhead(perPage: number): number {
  return Math.max(1, Math.min(DEFAULT_CONCURRENCY, Math.floor(ITEMS_AHEAD / perPage)))
}

/** A listing longer than all-pages reads: it fails rather than end silently incomplete. */
class ListingTooLongError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ListingTooLongError'
  }
}

const READ_IN_PARTS = 'set max-items, or read the listing in parts with page and per-page'

/** What a streamed listing tells once every page has been handed over. */
export interface ListingFacts {
  /** From the first page: the size of the whole listing, when the service gave it. */
  total?: number
  /** Pages fetched, first included. */
  pagesFetched: number
}

/** Receives the items of each page, in page order, already cut at max-items. */
export type ItemSink<T> = (items: readonly T[]) => void | Promise<void>

/** Every item of the listing in memory: for tests and small listings. */
export async function collectPages<T>(
  fetchPage: PageFetcher<T>,
  paging: PagingInputs,
  options: PagingOptions = {}
): Promise<Listing<T>> {
  const items: T[] = []
  const facts = await streamPages(fetchPage, paging, page => void items.push(...page), options)
  return { items, ...facts }
}

/**
 * Fetches the listing and hands each page's items to `sink` as soon as the pages before it
 * are handed over, so the caller can write them out and let them go: memory follows a
 * window of pages, not the listing.
 */
export async function streamPages<T>(
  fetchPage: PageFetcher<T>,
  paging: PagingInputs,
  sink: ItemSink<T>,
  options: PagingOptions = {}
): Promise<ListingFacts> {
  const start = paging.page ?? 1
  const first = await fetchPage({ page: start, perPage: paging.perPage })
  const total = first.total
  let handed = 0
  const hand = async (items: readonly T[]) => {
    const room = paging.maxItems === undefined ? items.length : paging.maxItems - handed
    const kept = room >= items.length ? items : items.slice(0, Math.max(0, room))
    handed += kept.length
    if (kept.length > 0) await sink(kept)
  }
  await hand(first.items)
  if (!paging.allPages || enough(first.items.length, paging.maxItems)) {
    return { total, pagesFetched: 1 }
  }

  // The page size the service used: the one asked for, else what the first page held.
  const perPage = paging.perPage ?? first.items.length
  if (perPage === 0) return { total, pagesFetched: 1 }
  const lastPage = lastPageOf(first, perPage)

  if (lastPage === undefined) {
    const pagesFetched = await walkUntilShortPage(
      fetchPage,
      first.items,
      start,
      perPage,
      paging,
      options,
      hand
    )
    return { total, pagesFetched }
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
  await fetchAhead(
    range(start + 1, last),
    options.concurrency ?? pagesAhead(perPage),
    async page => (await fetchPage({ page, perPage: paging.perPage })).items,
    hand
  )
  return { total, pagesFetched: Math.max(1, last - start + 1) }
}

/**
 * Fetches `pages` with up to `concurrency` requests in flight and hands each page over in
 * page order as soon as the pages before it are handed over. A request starts only for a page
 * within `concurrency` of the next one to hand over, so the pages held waiting stay bounded
 * however long the listing is. After a failure no new request starts; those in flight are
 * awaited, so nothing is left running, then the failure of the first page in order is thrown.
 */
async function fetchAhead<T>(
  pages: readonly number[],
  concurrency: number,
  fetchItems: (page: number) => Promise<T[]>,
  hand: (items: readonly T[]) => Promise<void>
): Promise<void> {
  const pending: Promise<T[]>[] = []
  let next = 0
  try {
    while (next < pages.length || pending.length > 0) {
      while (next < pages.length && pending.length < Math.max(1, concurrency)) {
        const request = fetchItems(pages[next++] as number)
        request.catch(() => undefined) // awaited in order below
        pending.push(request)
      }
      await hand(await (pending.shift() as Promise<T[]>))
    }
  } finally {
    await Promise.allSettled(pending)
  }
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
  options: PagingOptions,
  hand: (items: readonly T[]) => Promise<void>
): Promise<number> {
  let pages = 1
  const limit = options.maxPages ?? MAX_PAGES
  let collected = firstItems.length
  let previous = firstItems
  // Pages without a page number can only be told apart by what they hold: a service or proxy
  // that ignores `page` answers the same page again, which would repeat until the page cap.
  let previousText = JSON.stringify(firstItems)
  for (let page = start + 1; previous.length >= perPage; page++) {
    if (enough(collected, paging.maxItems)) break
    if (pages >= limit) {
      throw new ListingTooLongError(
        `The service gave no page count and page ${page - 1} was still full after ` +
          `${limit} pages, the most all-pages reads in one step; ${READ_IN_PARTS}.`
      )
    }
    previous = (await fetchPage({ page, perPage: paging.perPage })).items
    if (previous.length === 0) break
    const text = JSON.stringify(previous)
    if (text === previousText) refuseListing(`page ${page - 1} again`, `page ${page}`)
    previousText = text
    pages++
    await hand(previous)
    collected += previous.length
  }
  return pages
}

function range(from: number, to: number): number[] {
  return to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index)
}
