import { getHeapStatistics } from 'node:v8'
import { HeapGrowthLimit } from '../../src/memory/heap.js'

const MiB = 1024 * 1024
const used = () => getHeapStatistics().used_heap_size

describe('HeapGrowthLimit', () => {
  it('does nothing while the heap has not grown past its allowance', () => {
    const limit = new HeapGrowthLimit()
    limit.check()
    limit.check()
    expect(limit.collections).toBe(0)
  })

  it('runs a full collection once the heap has grown, and the garbage is gone after it', () => {
    const limit = new HeapGrowthLimit()
    // Objects alive long enough to leave the young generation, then dropped: the garbage a
    // walk leaves behind, which V8 would keep until its own limit.
    let held: { at: number; text: string }[] | undefined = Array.from(
      { length: 200_000 },
      (_, at) => ({ at, text: `entry-${at}` })
    )
    expect(held).toHaveLength(200_000)
    const grown = used()
    held = undefined

    limit.check()
    expect(limit.collections).toBe(1)
    expect(used()).toBeLessThan(grown - 4 * MiB)

    // The allowance starts again from what the collection kept.
    limit.check()
    expect(limit.collections).toBe(1)
  })
})
