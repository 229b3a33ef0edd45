import { MAX_PAGES, collectPages, type PageRequest } from '../../../src/lists/paging.js'
import type { Page } from '../../../src/service/pages.js'
import type { PagingInputs } from '../../../src/lists/paging-inputs.js'

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

/** A fake paged service over `total` numbered items, recording every request. */
function fakeService(
  total: number,
  answer: Partial<{ withTotal: boolean; withPageCount: boolean }> = {}
) {
  const requests: PageRequest[] = []
  let inFlight = 0
  let maxInFlight = 0
  const fetchPage = async (request: PageRequest): Promise<Page<number>> => {
    requests.push(request)
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    // Later pages answer sooner, so arrival order is the reverse of page order.
    await sleep(Math.max(1, 30 - request.page * 2))
    inFlight--
    const size = request.perPage ?? 10
    const start = (request.page - 1) * size
    const items = Array.from(
      { length: Math.max(0, Math.min(size, total - start)) },
      (_, i) => start + i
    )
    return {
      items,
      total: answer.withTotal === false ? undefined : total,
      pageCount: answer.withPageCount ? Math.ceil(total / size) : undefined
    }
  }
  return { fetchPage, requests, maxInFlight: () => maxInFlight }
}

const paging = (values: Partial<PagingInputs>): PagingInputs => ({ allPages: false, ...values })

describe('collectPages', () => {
  it('fetches one page unless all-pages is set', async () => {
    const service = fakeService(95)
    const listing = await collectPages(service.fetchPage, paging({ page: 2, perPage: 10 }))
    expect(listing.items).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
    expect(listing.total).toBe(95)
    expect(service.requests).toEqual([{ page: 2, perPage: 10 }])
  })

  it('fetches every page once, in parallel within the bound, and keeps page order', async () => {
    const service = fakeService(95)
    const listing = await collectPages(service.fetchPage, paging({ perPage: 10, allPages: true }), {
      concurrency: 3
    })
    expect(listing.items).toEqual(Array.from({ length: 95 }, (_, i) => i))
    expect(listing.pagesFetched).toBe(10)
    expect(service.requests.map(r => r.page).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ])
    expect(service.maxInFlight()).toBe(3)
  })

  it('keeps 20 pages in flight, fewer when big pages would hold over 300 items waiting', async () => {
    const small = fakeService(30 * 10)
    await collectPages(small.fetchPage, paging({ perPage: 10, allPages: true }))
    expect(small.maxInFlight()).toBe(20)

    const big = fakeService(30 * 100)
    const listing = await collectPages(big.fetchPage, paging({ perPage: 100, allPages: true }))
    expect(listing.items).toHaveLength(3000)
    expect(big.maxInFlight()).toBe(3)
  })

  it('asks for the first page alone: its total decides how many pages follow', async () => {
    const service = fakeService(25)
    await collectPages(service.fetchPage, paging({ perPage: 10, allPages: true }))
    expect(service.requests[0]).toEqual({ page: 1, perPage: 10 })
    expect(service.requests).toHaveLength(3)
  })

  it('prefers the page count the service gives over one computed from the total', async () => {
    const service = fakeService(25, { withPageCount: true })
    const listing = await collectPages(service.fetchPage, paging({ perPage: 10, allPages: true }))
    expect(listing.items).toHaveLength(25)
    expect(service.requests).toHaveLength(3)
  })

  it('starts all-pages at page and reports the total from the first page', async () => {
    const service = fakeService(45)
    const listing = await collectPages(
      service.fetchPage,
      paging({ page: 3, perPage: 10, allPages: true })
    )
    expect(listing.items).toEqual(Array.from({ length: 25 }, (_, i) => 20 + i))
    expect(listing.total).toBe(45)
    expect(service.requests.map(r => r.page).sort()).toEqual([3, 4, 5])
  })

  it('stops early at max-items: no page beyond the ones needed is asked for', async () => {
    const service = fakeService(95)
    const listing = await collectPages(
      service.fetchPage,
      paging({ perPage: 10, allPages: true, maxItems: 23 })
    )
    expect(listing.items).toEqual(Array.from({ length: 23 }, (_, i) => i))
    expect(listing.total).toBe(95)
    expect(service.requests.map(r => r.page).sort()).toEqual([1, 2, 3])
  })

  it('asks for nothing more when the first page already holds max-items', async () => {
    const service = fakeService(95)
    const listing = await collectPages(
      service.fetchPage,
      paging({ perPage: 10, allPages: true, maxItems: 4 })
    )
    expect(listing.items).toEqual([0, 1, 2, 3])
    expect(service.requests).toHaveLength(1)
  })

  it('cuts a single page at max-items', async () => {
    const service = fakeService(95)
    const listing = await collectPages(service.fetchPage, paging({ perPage: 10, maxItems: 3 }))
    expect(listing.items).toEqual([0, 1, 2])
  })

  it('without a total or page count, walks page by page until a short page', async () => {
    const service = fakeService(25, { withTotal: false })
    const listing = await collectPages(service.fetchPage, paging({ perPage: 10, allPages: true }))
    expect(listing.items).toEqual(Array.from({ length: 25 }, (_, i) => i))
    expect(listing.total).toBeUndefined()
    expect(service.requests.map(r => r.page)).toEqual([1, 2, 3])
  })

  it('fails a walk that never ends at the page cap, rather than end it silently short', async () => {
    const requests: number[] = []
    const endless = async ({ page }: PageRequest): Promise<Page<number>> => {
      requests.push(page)
      return { items: [2 * page, 2 * page + 1] }
    }
    await expect(
      collectPages(endless, paging({ perPage: 2, allPages: true }), { maxPages: 5 })
    ).rejects.toThrow(
      /^The service gave no page count and page 5 was still full after 5 pages, the most all-pages reads in one step; set max-items/
    )
    expect(requests).toEqual([1, 2, 3, 4, 5])
  })

  it('refuses a walk whose next page holds the same items, asking for no page after it', async () => {
    const requests: number[] = []
    const pageIgnored = async ({ page }: PageRequest): Promise<Page<number>> => {
      requests.push(page)
      return { items: [1, 2] }
    }
    await expect(collectPages(pageIgnored, paging({ perPage: 2, allPages: true }))).rejects.toThrow(
      /^The compliance service answered page 1 again when asked for page 2, so it did not apply the request as sent and nothing is listed/
    )
    expect(requests).toEqual([1, 2])
  })

  it('reads a walk of exactly the page cap whose last page is short', async () => {
    const fetchPage = async ({ page }: PageRequest): Promise<Page<number>> => ({
      items: page < 5 ? [2 * page, 2 * page + 1] : [1]
    })
    const listing = await collectPages(fetchPage, paging({ perPage: 2, allPages: true }), {
      maxPages: 5
    })
    expect(listing.pagesFetched).toBe(5)
  })

  it.each([
    ['a page count', { items: [1, 2], pageCount: 1e9 }, /says this listing has 1000000000 pages/],
    ['a total', { items: [1, 2], total: 2e9 }, /says this listing has 2000000000 items/]
  ])(
    'fails at once when the service states %s beyond the cap, asking for no other page',
    async (_what, first, message) => {
      const requests: number[] = []
      const fetchPage = async ({ page }: PageRequest): Promise<Page<number>> => {
        requests.push(page)
        return first
      }
      await expect(collectPages(fetchPage, paging({ perPage: 2, allPages: true }))).rejects.toThrow(
        message
      )
      await expect(collectPages(fetchPage, paging({ perPage: 2, allPages: true }))).rejects.toThrow(
        `more than the ${MAX_PAGES} pages all-pages reads in one step; set max-items, or read the listing in parts with page and per-page.`
      )
      expect(requests).toEqual([1, 1])
    }
  )

  it('reads a stated listing of exactly the cap, and a longer one cut by max-items', async () => {
    const service = fakeService(MAX_PAGES * 2, { withPageCount: true })
    const listing = await collectPages(service.fetchPage, paging({ perPage: 2, allPages: true }))
    expect(listing.pagesFetched).toBe(MAX_PAGES)
    const longer = fakeService(MAX_PAGES * 2 + 2, { withPageCount: true })
    const cut = await collectPages(
      longer.fetchPage,
      paging({ perPage: 2, allPages: true, maxItems: 10 })
    )
    expect(cut.items).toHaveLength(10)
    expect(longer.requests).toHaveLength(5)
  })

  it('uses the first page size when none was asked for', async () => {
    const service = fakeService(35)
    const listing = await collectPages(service.fetchPage, paging({ allPages: true }))
    expect(listing.items).toHaveLength(35)
    expect(service.requests.map(r => r.perPage)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined
    ])
  })

  it('fails with the first failing page and starts no further pages', async () => {
    const asked: number[] = []
    const failing = async ({ page }: PageRequest): Promise<Page<number>> => {
      asked.push(page)
      if (page === 2) throw new Error('page 2 broke')
      await sleep(5)
      return { items: [page], total: 50 }
    }
    await expect(
      collectPages(failing, paging({ perPage: 1, allPages: true }), { concurrency: 2 })
    ).rejects.toThrow('page 2 broke')
    expect(asked.length).toBeLessThan(10)
  })
})
