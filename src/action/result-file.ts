/**
 * Writes a list command's result to a JSON file under RUNNER_TEMP, for results too large
 * for a step output. Each step gets its own file, so two steps of a job never overwrite
 * each other's result. The file appears whole or not at all: it is written under a
 * temporary name and renamed, and a failed write (a missing or read-only directory, a full
 * disk) removes what it left, so no empty or cut file ever carries the final name.
 */
import { randomUUID } from 'node:crypto'
import { open, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runnerTemp } from './run.js'

/** The file operations used, replaceable in tests (a full disk cannot be made on demand). */
export interface ResultFileSystem {
  writeFile: typeof writeFile
  rename: typeof rename
  rm: typeof rm
  /** For a result written as it arrives (ResultFileStream); node's own when left out. */
  open?: typeof open
}

const nodeFileSystem: ResultFileSystem = { writeFile, rename, rm, open }

function resultPaths(command: string): { path: string; partial: string } {
  const directory = runnerTemp() ?? tmpdir()
  const name = `kosli-${command}-${randomUUID()}.json`
  return { path: join(directory, name), partial: join(directory, `.${name}.partial`) }
}

/** The result file could not be written; the message names the path and why. */
export class ResultFileWriteError extends Error {
  constructor(
    readonly path: string,
    readonly code: string | undefined,
    options: { cause: unknown }
  ) {
    super(
      `The result file ${path} could not be written: ${reasonFor(code, options.cause)}`,
      options
    )
    this.name = 'ResultFileWriteError'
  }
}

function reasonFor(code: string | undefined, cause: unknown): string {
  switch (code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return 'its directory (RUNNER_TEMP) does not exist'
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return 'its directory (RUNNER_TEMP) is not writable'
    case 'ENOSPC':
    case 'EDQUOT':
      return 'the disk is full'
    default:
      return cause instanceof Error ? cause.message : String(cause)
  }
}

export async function writeResultFile(
  command: string,
  json: string,
  fs: ResultFileSystem = nodeFileSystem
): Promise<string> {
  const { path, partial } = resultPaths(command)
  try {
    // `wx`: never replace a file that is already there.
    await fs.writeFile(partial, json, { encoding: 'utf8', flag: 'wx' })
    await fs.rename(partial, path)
    return path
  } catch (error) {
    await fs.rm(partial, { force: true }).catch(() => undefined)
    throw new ResultFileWriteError(path, (error as NodeJS.ErrnoException).code, { cause: error })
  }
}

export interface SavedResult {
  /** The result file, or '' when it could not be written. */
  path: string
  /** Set when the file could not be written but the result output holds the result. */
  warning?: string
}

/**
 * Writes the result file. When that fails and the result fits in the `result` output, the
 * step goes on with a warning and an empty `result-file`; when it does not fit, nothing
 * would hold the result, so the step fails, naming the directory and what avoids the file:
 * `smallerWith`, the input that makes the result smaller, when the command has one.
 */
export async function saveResult(
  command: string,
  json: string,
  options: { fitsInOutput: boolean; smallerWith?: string },
  fs: ResultFileSystem = nodeFileSystem
): Promise<SavedResult> {
  try {
    return { path: await writeResultFile(command, json, fs) }
  } catch (error) {
    return unsaved(error, options)
  }
}

/** A result file that could not be written: a warning when the output holds the result. */
function unsaved(
  error: unknown,
  options: { fitsInOutput: boolean; smallerWith?: string }
): SavedResult {
  if (!(error instanceof ResultFileWriteError)) throw error
  if (options.fitsInOutput) {
    return {
      path: '',
      warning:
        `${error.message}; the result output holds the whole result and result-file is ` +
        `empty. Point RUNNER_TEMP at a writable directory with free space to get the file too.`
    }
  }
  const smaller = options.smallerWith
    ? `, or set ${options.smallerWith} so the result fits in the result output`
    : ''
  throw new Error(
    `${error.message}, and the result is over the 1 MB limit of a step output, so no output ` +
      `can hold it: point RUNNER_TEMP at a writable directory with free space${smaller}.`,
    { cause: error }
  )
}

/**
 * A result file written as the result arrives, with what writeResultFile promises: it
 * appears whole under its final name or not at all. A failed write is kept, not thrown, so
 * the listing goes on (its result may still fit in the output); `finish` then answers as
 * saveResult does.
 */
export class ResultFileStream {
  private readonly path: string
  private readonly partial: string
  private handle: Awaited<ReturnType<typeof open>> | undefined
  private failure: ResultFileWriteError | undefined
  private opened = false

  constructor(
    command: string,
    private readonly fs: ResultFileSystem = nodeFileSystem
  ) {
    ;({ path: this.path, partial: this.partial } = resultPaths(command))
  }

  async write(text: string): Promise<void> {
    if (this.failure) return
    try {
      if (!this.opened) {
        this.opened = true
        // `wx`: never replace a file that is already there.
        this.handle = await (this.fs.open ?? open)(this.partial, 'wx')
      }
      await this.handle?.writeFile(text, 'utf8')
    } catch (error) {
      await this.fail(error)
    }
  }

  /** Renames the finished file into place, or answers for the failed write as saveResult. */
  async finish(options: { fitsInOutput: boolean; smallerWith?: string }): Promise<SavedResult> {
    if (!this.failure) {
      try {
        await this.handle?.close()
        this.handle = undefined
        await this.fs.rename(this.partial, this.path)
        return { path: this.path }
      } catch (error) {
        await this.fail(error)
      }
    }
    return unsaved(this.failure, options)
  }

  /** Removes what was written: the listing failed, so no result is handed back. */
  async abandon(): Promise<void> {
    await this.handle?.close().catch(() => undefined)
    this.handle = undefined
    if (this.opened) await this.fs.rm(this.partial, { force: true }).catch(() => undefined)
  }

  private async fail(error: unknown): Promise<void> {
    this.failure = new ResultFileWriteError(this.path, (error as NodeJS.ErrnoException).code, {
      cause: error
    })
    await this.abandon()
  }
}
