/**
 * Writes a list command's result to a JSON file under RUNNER_TEMP, for results too large
 * for a step output. Each step gets its own file, so two steps of a job never overwrite
 * each other's result. The file appears whole or not at all: it is written under a
 * temporary name and renamed, and a failed write (a missing or read-only directory, a full
 * disk) removes what it left, so no empty or cut file ever carries the final name.
 */
import { randomUUID } from 'node:crypto'
import { rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runnerTemp } from './run.js'

/** The file operations used, replaceable in tests (a full disk cannot be made on demand). */
export interface ResultFileSystem {
  writeFile: typeof writeFile
  rename: typeof rename
  rm: typeof rm
}

const nodeFileSystem: ResultFileSystem = { writeFile, rename, rm }

/** The result file could not be written; the message names the path and why. */
export class ResultFileError extends Error {
  constructor(
    readonly path: string,
    readonly code: string | undefined,
    options: { cause: unknown }
  ) {
    super(
      `The result file ${path} could not be written: ${reasonFor(code, options.cause)}`,
      options
    )
    this.name = 'ResultFileError'
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
  const directory = runnerTemp() ?? tmpdir()
  const name = `kosli-${command}-${randomUUID()}.json`
  const path = join(directory, name)
  const partial = join(directory, `.${name}.partial`)
  try {
    // `wx`: never replace a file that is already there.
    await fs.writeFile(partial, json, { encoding: 'utf8', flag: 'wx' })
    await fs.rename(partial, path)
    return path
  } catch (error) {
    await fs.rm(partial, { force: true }).catch(() => undefined)
    throw new ResultFileError(path, (error as NodeJS.ErrnoException).code, { cause: error })
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
    if (!(error instanceof ResultFileError)) throw error
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
}
