import { createHash } from 'node:crypto'
import type { FileJob } from './hash-pool.js'

/**
 * A SHA-256 over a sequence of hex strings whose order is fixed by the directory walk while
 * some of them (file contents) are computed on other threads. Values are fed to the hash
 * strictly in the order they were appended, as soon as everything before them is known;
 * what has been fed is dropped, so memory follows the files in flight, not the tree.
 */
export class OrderedDigest {
  private readonly hash = createHash('sha256')
  private items: Array<string | FileJob> = []
  private head = 0

  /** Appends a value that is already known. */
  append(hex: string): void {
    if (this.head === this.items.length) this.hash.update(hex)
    else this.items.push(hex)
  }

  /** Appends a file whose hash will be set on the job later. */
  appendFile(job: FileJob): void {
    this.items.push(job)
  }

  /** True when every appended value has been fed to the hash. */
  get settled(): boolean {
    return this.head === this.items.length
  }

  /**
   * Feeds the known values at the front of the sequence to the hash. A file that failed is
   * returned (the first in walk order), and the sequence stops there.
   */
  drain(): FileJob | undefined {
    while (this.head < this.items.length) {
      const item = this.items[this.head] as string | FileJob
      if (typeof item === 'string') this.hash.update(item)
      else if (item.hex !== undefined) this.hash.update(item.hex)
      else if (item.error !== undefined) return item
      else break
      this.head++
    }
    if (this.head === this.items.length) {
      this.items = []
      this.head = 0
    } else if (this.head >= 4096) {
      this.items = this.items.slice(this.head)
      this.head = 0
    }
    return undefined
  }

  /** The lowercase hex digest; call once `settled`. */
  digest(): string {
    return this.hash.digest('hex')
  }
}
