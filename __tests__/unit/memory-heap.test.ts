import { getHeapStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { HeapGrowthLimit } from '../../src/memory/heap.js'

const MiB = 1024 * 1024
const used = () => getHeapStatistics().used_heap_size

/**
 * A full collection before a limit is made: otherwise garbage left by earlier tests in this
 * worker counts in its starting point, and V8 may collect it on its own mid-test, leaving the
 * heap below the limit however much the test holds.
 */
function collectNow(): void {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}

describe('HeapGrowthLimit', () => {
  it('does nothing while the heap has not grown past its allowance', () => {
    const limit = new HeapGrowthLimit()
    limit.check()
    limit.check()
    expect(limit.collections).toBe(0)
  })

  it('runs a full collection once the heap has grown, and the garbage is gone after it', () => {
    collectNow()
    const limit = new HeapGrowthLimit()
    // Objects alive long enough to leave the young generation, then dropped: the garbage a
    // walk leaves behind, which V8 would keep until its own limit.
    let held: { at: number; text: string }[] | undefined = Array.from(
      { length: 200_000 },
      (_, at) => ({ at, text: `entry-${at}` })
    )
    // Only the count goes to expect: a value handed to it may be kept alive by the matcher.
    expect(held.length).toBe(200_000)
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
