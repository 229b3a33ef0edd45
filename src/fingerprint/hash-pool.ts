/**
 * Hashes the files of a directory fingerprint on every core: worker threads and the main
 * thread take files from one queue, each file read and hashed whole by one thread. Results
 * land on the job objects; the caller feeds them to its digest in walk order.
 *
 * Hashing is CPU-bound (SHA-256 of every byte) and so are the open/read/close calls of small
 * files, so the libuv pool alone cannot help: hashing would stay on the main thread. Workers
 * start only once a directory shows enough files to pay for their start-up (~30 ms each), and
 * the main thread hashes too, so a small directory never waits for a worker.
 */
import { availableParallelism } from 'node:os'
import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { CHUNK_BYTES, HASH_WORKER, hashFileSync } from './hash-worker.js'

/** Queued files that make starting the workers worth it (or any file over one read). */
const START_WORKERS_AT = 16
/** How long the main thread hashes before it lets the walk and the workers' answers run. */
const MAIN_SLICE_MS = 4
/** Files per message to a worker, and messages in flight per worker. */
const WORKER_BATCH = 64
const BATCHES_IN_FLIGHT = 2
const MAX_WORKERS = 3
/** Taken jobs the queue may keep before it drops them (see compact). */
const COMPACT_AFTER = 1024
/**
 * A worker holds a batch of paths and a 1 MiB read buffer (outside its heap): a small heap
 * is plenty, and without limits each worker's young generation grows as the main thread's
 * does, which peak RSS (all threads together) shows on a tree of 200,000 files. A worker
 * that runs out is retired and its files are hashed by the others.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 16 }

/**
 * The module each worker runs: the file hash the main thread uses, which answers batches of
 * paths in a thread. The bundler copies it beside the chunk that holds this module (dist/),
 * and from src/ it is the file itself.
 */
const WORKER_MODULE = new URL('./hash-worker.js', import.meta.url)

/** One file to hash; the hasher sets `hex` or `error`. */
export interface FileJob {
  /** Byte string. */
  readonly path: string
  hex?: string
  error?: unknown
}

interface PoolWorker {
  worker: Worker
  ready: boolean
  inFlight: FileJob[][]
}

type WorkerAnswer = string | { code?: string; message: string }

export interface FileHasherOptions {
  /** Worker threads besides the main thread; default: one per further core, at most 3. */
  workers?: number
}

export class FileHasher {
  private queue: FileJob[] = []
  private head = 0
  private readonly workers: PoolWorker[] = []
  private readonly maxWorkers: number
  private started = false
  private closed = false
  /** A file over one read was seen: big files make workers worth starting for a few. */
  private sawLargeFile = false
  /** Called on the main thread after a worker settled a batch (or stopped with one). */
  onSettled: () => void = () => undefined

  constructor(options: FileHasherOptions = {}) {
    this.maxWorkers =
      options.workers ?? Math.max(0, Math.min(MAX_WORKERS, availableParallelism() - 1))
  }

  /** Files queued, not yet taken by a thread. */
  get queued(): number {
    return this.queue.length - this.head
  }

  /** Jobs the queue still references, taken or not: bounded, however long the walk runs. */
  get retained(): number {
    return this.queue.length
  }

  add(job: FileJob): void {
    this.queue.push(job)
  }

  /** Hands queued files to idle workers (starting them when worth it). */
  feed(): void {
    if (this.closed) return
    const worthIt = this.queued >= START_WORKERS_AT || (this.sawLargeFile && this.queued > 0)
    if (!this.started && worthIt) this.startWorkers()
    for (const entry of this.workers) {
      while (entry.ready && entry.inFlight.length < BATCHES_IN_FLIGHT && this.queued > 0) {
        const batch = this.take(WORKER_BATCH)
        entry.inFlight.push(batch)
        entry.worker.postMessage(batch.map(job => job.path))
      }
    }
  }

  /**
   * Hashes up to `count` queued files on the main thread, one at a time, and stops early
   * after MAIN_SLICE_MS so that a few big files do not keep the workers waiting for work.
   */
  hashHere(count: number): void {
    const deadline = performance.now() + MAIN_SLICE_MS
    for (let done = 0; done < count && this.queued > 0; done++) {
      const job = this.queue[this.head++] as FileJob
      try {
        const { hex, bytes } = hashFileSync(job.path)
        job.hex = hex
        if (bytes > CHUNK_BYTES) this.sawLargeFile = true
      } catch (error) {
        job.error = error
      }
      if (performance.now() > deadline) break
    }
    this.compact()
  }

  /** Stops the workers; files still queued are left unhashed. */
  close(): void {
    this.closed = true
    for (const { worker } of this.workers) void worker.terminate()
    this.workers.length = 0
  }

  private take(count: number): FileJob[] {
    const jobs = this.queue.slice(this.head, this.head + count)
    this.head += jobs.length
    this.compact()
    return jobs
  }

  /**
   * Drops the jobs already taken. The walk keeps adding while threads take, so the queue
   * may never drain before the end: waiting for it to empty would keep every finished job
   * (and its path and digest) alive for the whole walk, and memory would grow with the tree.
   */
  private compact(): void {
    if (this.head === this.queue.length) {
      this.queue = []
      this.head = 0
    } else if (this.head >= COMPACT_AFTER) {
      this.queue = this.queue.slice(this.head)
      this.head = 0
    }
  }

  private startWorkers(): void {
    this.started = true
    for (let index = 0; index < this.maxWorkers; index++) {
      let worker: Worker
      try {
        worker = new Worker(WORKER_MODULE, {
          workerData: HASH_WORKER,
          resourceLimits: WORKER_LIMITS
        })
      } catch {
        return // the main thread carries on alone
      }
      const entry: PoolWorker = { worker, ready: false, inFlight: [] }
      worker.on('online', () => {
        entry.ready = true
        this.feed()
      })
      worker.on('message', (answers: WorkerAnswer[]) => {
        const batch = entry.inFlight.shift() ?? []
        batch.forEach((job, at) => settle(job, answers[at]))
        this.feed()
        this.onSettled()
      })
      worker.on('error', () => this.retire(entry))
      worker.on('exit', () => this.retire(entry))
      this.workers.push(entry)
    }
  }

  /** A worker that failed or stopped early: its files go back to the queue for the others. */
  private retire(entry: PoolWorker): void {
    const at = this.workers.indexOf(entry)
    if (at === -1) return
    this.workers.splice(at, 1)
    const orphans = entry.inFlight.flat()
    entry.inFlight = []
    this.queue = [...orphans, ...this.queue.slice(this.head)]
    this.head = 0
    this.onSettled()
  }
}

function settle(job: FileJob, answer: WorkerAnswer | undefined): void {
  if (typeof answer === 'string') {
    job.hex = answer
    return
  }
  const error = new Error(answer?.message ?? 'the hashing thread gave no answer') as Error & {
    code?: string
  }
  if (answer?.code) error.code = answer.code
  job.error = error
}
