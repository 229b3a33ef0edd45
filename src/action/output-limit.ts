/**
 * Keeps every step output of every command under GitHub's 1 MB limit. `result` is also
 * written to a file under RUNNER_TEMP, named by the `result-file` output (the list commands
 * write theirs themselves); when `result` is over the limit it is not set, and one warning
 * points at the file. Any other output over the limit is treated alike: not set, its value
 * in a file the warning names. So no answer from the service can make the runner drop the
 * step's outputs.
 */
import { saveResult, writeResultFile } from './result-file.js'

/** GitHub limits a step output to 1 MB. */
export const MAX_OUTPUT_BYTES = 1_000_000

export async function fitOutputs(
  command: string,
  outputs: Readonly<Record<string, string>>,
  warn: (message: string) => void,
  oversized: Readonly<Record<string, number>> = {}
): Promise<Record<string, string>> {
  const fitted: Record<string, string> = { ...outputs }
  if (outputs.result !== undefined && outputs['result-file'] === undefined) {
    const fitsInOutput = Buffer.byteLength(outputs.result, 'utf8') <= MAX_OUTPUT_BYTES
    const saved = await saveResult(command, outputs.result, { fitsInOutput })
    if (saved.warning) warn(saved.warning)
    fitted['result-file'] = saved.path
  }
  for (const [name, value] of Object.entries(outputs)) {
    const size = Object.hasOwn(oversized, name)
      ? (oversized[name] as number)
      : Buffer.byteLength(value, 'utf8')
    if (size <= MAX_OUTPUT_BYTES) continue
    delete fitted[name]
    const kib = Math.round(size / 1024)
    if (name === 'result') {
      // Written above (or by the list command): a result over the limit whose file could
      // not be written has already failed the step.
      const file = fitted['result-file']
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
