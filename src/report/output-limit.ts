/**
 * Keeps every step output of every command under GitHub's 1 MB limit. `result` is also
 * written to a file under RUNNER_TEMP, named by the `result-file` output (the list commands
 * write theirs themselves); when `result` is over the limit it is not set, and one warning
 * points at the file. Any other output over the limit is treated alike: not set, its value
 * in a file the warning names. So no answer from the service can make the runner drop the
 * step's outputs.
 */
import { writeResultFile } from './result-file.js'

/** GitHub limits a step output to 1 MB. */
export const MAX_OUTPUT_BYTES = 1_000_000

export async function fitOutputs(
  command: string,
  outputs: Readonly<Record<string, string>>,
  warn: (message: string) => void
): Promise<Record<string, string>> {
  const fitted: Record<string, string> = { ...outputs }
  if (outputs.result !== undefined && outputs['result-file'] === undefined) {
    const file = await resultFile(command, outputs.result)
    if (file !== undefined) fitted['result-file'] = file
  }
  for (const [name, value] of Object.entries(outputs)) {
    const size = Buffer.byteLength(value, 'utf8')
    if (size <= MAX_OUTPUT_BYTES) continue
    delete fitted[name]
    const kib = Math.round(size / 1024)
    if (name === 'result') {
      // Written above, unless that failed: then the failure is what the user must see.
      const file = fitted['result-file'] ?? (await writeResultFile(command, value))
      fitted['result-file'] = file
      warn(
        `The result is ${kib} KiB, over the 1 MB limit of a step output, so the result output ` +
          `is empty; read ${file} (the result-file output) instead.`
      )
    } else {
      const file = await writeResultFile(`${command}-${name}`, value)
      warn(
        `The ${name} output is ${kib} KiB, over the 1 MB limit of a step output, so it is ` +
          `empty; its value is in ${file}.`
      )
    }
  }
  return fitted
}

/** A result that fits in its output does not fail the step when its file cannot be written. */
async function resultFile(command: string, json: string): Promise<string | undefined> {
  try {
    return await writeResultFile(command, json)
  } catch (error) {
    if (Buffer.byteLength(json, 'utf8') > MAX_OUTPUT_BYTES) throw error
    return undefined
  }
}
