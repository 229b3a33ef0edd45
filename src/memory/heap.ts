/**
 * Settings that keep a long step's memory flat. Both answer the same V8 habit: the heap is
 * sized for throughput, and a step that allocates many short-lived objects for a long time
 * (page after page of a listing, entry after entry of a huge directory) makes it grow although
 * almost nothing stays alive (bench/RESULTS.md, list-trails and the 200,000-file tree).
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

let youngGenerationKept = false

/**
 * V8 answers a high allocation rate by doubling its young generation again and again.
 * Keeping it at its size makes collections a little more frequent and the memory flat. It is
 * a process-wide V8 setting, changed only by a step that does such work.
 */
export function keepYoungGenerationSmall(): void {
  if (youngGenerationKept) return
  youngGenerationKept = true
  try {
    setFlagsFromString('--semi-space-growth-factor=1')
  } catch {
    // A runtime that refuses the flag runs as before, with more memory.
  }
}

/** Heap growth since the last full collection that makes the next one worth it. */
const GROWTH_BEFORE_COLLECTING = 4 * 1024 * 1024

let fullCollection: (() => void) | undefined | null

/**
 * V8's full collection, or null where the runtime does not offer it. `--expose-gc` set at run
 * time gives `gc` to contexts created afterwards, so a new context hands it over; the main
 * context's globals are left as they were.
 */
function collector(): (() => void) | null {
  if (fullCollection !== undefined) return fullCollection
  try {
    setFlagsFromString('--expose-gc')
    const found: unknown = runInNewContext('typeof gc === "function" ? gc : null')
    fullCollection = typeof found === 'function' ? (found as () => void) : null
  } catch {
    fullCollection = null
  }
  return fullCollection
}

/**
 * Bounds the old generation of a long walk. Objects that live through two young collections
 * (a directory's entries while it is walked, files waiting for a thread) are moved to the old
 * generation, and V8 leaves that garbage there until the old generation reaches a limit set
 * for throughput, tens of MiB later. `check`, called every few hundred entries, runs a full
 * collection once the heap has grown GROWTH_BEFORE_COLLECTING past what the last one kept:
 * the number of collections follows the garbage made, and each costs what is alive, so the
 * time stays proportional to the walk.
 */
export class HeapGrowthLimit {
  private ceiling = getHeapStatistics().used_heap_size + GROWTH_BEFORE_COLLECTING
  /** Full collections run so far. */
  collections = 0

  check(): void {
    if (getHeapStatistics().used_heap_size < this.ceiling) return
    const collect = collector()
    if (!collect) return
    collect()
    this.collections++
    this.ceiling = getHeapStatistics().used_heap_size + GROWTH_BEFORE_COLLECTING
  }
}
