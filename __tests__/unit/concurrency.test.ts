import { mapBounded } from '../../src/concurrency.js'

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

describe('mapBounded: order and limit', () => {
  it('returns results in input order whatever order they finish in', async () => {
    const results = await mapBounded([30, 5, 20, 1], 4, async ms => {
      await sleep(ms)
      return ms * 2
    })
    expect(results).toEqual([60, 10, 40, 2])
  })

  it('never runs more than the limit at once', async () => {
    let running = 0
    let most = 0
    await mapBounded(
      Array.from({ length: 12 }, (_, i) => i),
      2,
      async () => {
        running++
        most = Math.max(most, running)
        await sleep(2)
        running--
      }
    )
    expect(most).toBe(2)
  })

  it('handles an empty list', async () => {
    expect(await mapBounded([], 3, async () => 1)).toEqual([])
  })
})

describe('mapBounded: limit and failures', () => {
  it('never has more than the limit in flight and keeps results in order', async () => {
    let inFlight = 0
    let peak = 0
    const results = await mapBounded([5, 1, 4, 2, 3, 6, 7], 3, async n => {
      inFlight++
      peak = Math.max(peak, inFlight)
      await new Promise(resolve => setTimeout(resolve, n * 3))
      inFlight--
      return n * 10
    })
    expect(results).toEqual([50, 10, 40, 20, 30, 60, 70])
    expect(peak).toBe(3)
  })

  it('waits for the work in flight before throwing the first error', async () => {
    let settled = 0
    const error = await mapBounded([1, 2, 3], 3, async n => {
      await new Promise(resolve => setTimeout(resolve, n * 10))
      settled++
      if (n === 1) throw new Error('first')
      return n
    }).catch((e: unknown) => e)
    expect((error as Error).message).toBe('first')
    expect(settled).toBe(3)
  })

  it('handles an empty list', async () => {
    expect(await mapBounded([], 8, async () => 1)).toEqual([])
  })
})
