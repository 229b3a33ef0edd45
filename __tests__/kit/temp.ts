/**
 * A temporary directory for a suite's files, made in beforeAll and removed with everything in
 * it in afterAll, the way kit/servers.ts starts and stops the servers.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface TempDir {
  /** The directory's path; read inside tests and hooks only (it is made in beforeAll). */
  readonly path: string
}

/** A directory under the system's temporary folder, named from `prefix`, for this suite. */
export function useTempDir(prefix: string): TempDir {
  let path: string | undefined
  beforeAll(async () => {
    path = await mkdtemp(join(tmpdir(), prefix))
  })
  afterAll(async () => {
    if (path) await rm(path, { recursive: true, force: true })
    path = undefined
  })
  return {
    get path() {
      if (!path) throw new Error(`the ${prefix} directory is used outside the suite's hooks`)
      return path
    }
  }
}
