import { createHash } from 'node:crypto'

/**
 * A SHA-256 over a sequence of hex strings whose order is fixed by the directory walk while some
 * of them (file contents) are computed concurrently. Values are fed to the hash strictly in the
 * order they were appended; at most `maxPending` computations run at once, and the walk waits for
 * the oldest one when that limit is reached.
 */
export class OrderedDigest {
  private readonly hash = createHash('sha256')
  private readonly queue: Array<string | Promise<string>> = []
  private head = 0
  private pending = 0

  constructor(private readonly maxPending: number) {}

  /** Appends a value that is already known. */
  append(hex: string): void {
    if (this.head === this.queue.length) this.hash.update(hex)
    else this.queue.push(hex)
  }

  /** Appends the result of `compute`, started now or as soon as a slot is free. */
  async appendLater(compute: () => Promise<string>): Promise<void> {
    while (this.pending >= this.maxPending) await this.settleOldest()
    const result = compute()
    // The rejection is rethrown, in walk order, by settleOldest; this only stops Node from
    // reporting it as unhandled while it waits in the queue.
    result.catch(() => undefined)
    this.queue.push(result)
    this.pending++
  }

  /** Waits for every appended value and returns the lowercase hex digest. */
  async digest(): Promise<string> {
    while (this.head < this.queue.length) await this.settleOldest()
    return this.hash.digest('hex')
  }

  /** Feeds queued values to the hash up to and including the oldest pending computation. */
  private async settleOldest(): Promise<void> {
    while (this.head < this.queue.length) {
      const next = this.queue[this.head] as string | Promise<string>
      const hex = typeof next === 'string' ? next : await next
      this.queue[this.head] = '' // let the settled value be collected
      this.head++
      this.hash.update(hex)
      if (typeof next !== 'string') {
        this.pending--
        break
      }
    }
    if (this.head === this.queue.length) {
      this.queue.length = 0
      this.head = 0
    }
  }
}
