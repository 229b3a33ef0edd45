/**
 * Writes a list command's result to a JSON file under RUNNER_TEMP, for results too large
 * for a step output. Each step gets its own file, so two steps of a job never overwrite
 * each other's result.
 */
import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runnerTemp } from '../github/run.js'

export async function writeResultFile(command: string, json: string): Promise<string> {
  const directory = runnerTemp() ?? tmpdir()
  const path = join(directory, `kosli-${command}-${randomUUID()}.json`)
  // `wx`: never replace a file that is already there.
  await writeFile(path, json, { encoding: 'utf8', flag: 'wx' })
  return path
}
