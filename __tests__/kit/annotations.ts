/**
 * The messages of a run's `::error` (or `::warning`) workflow commands, decoded the way the
 * runner decodes them (`%0A` is a line break inside one annotation).
 */
export function annotations(stdout: string, kind: 'error' | 'warning' = 'error'): string[] {
  return stdout
    .split('\n')
    .filter(line => line.startsWith(`::${kind}`))
    .map(line =>
      line
        .replace(/^::[a-z]+( [^:]*)?::/, '')
        .replace(/%0D/g, '\r')
        .replace(/%0A/g, '\n')
        .replace(/%25/g, '%')
    )
}

/**
 * Expects a failed run: a non-zero exit, outcome `error` and exactly one error annotation.
 * Returns the error annotations (that one), for the checks of its text.
 */
export function expectOneError(run: {
  exitCode: number | null
  outputs: Record<string, string>
  stdout: string
}): string[] {
  expect(run.exitCode).not.toBe(0)
  expect(run.outputs.outcome).toBe('error')
  const errors = annotations(run.stdout)
  expect(errors).toHaveLength(1)
  return errors
}

/**
 * Expects a run refused before it asked anything: one error annotation, matching `message`,
 * and no request at all.
 */
export function expectRefusedBeforeAnyRequest(
  run: Parameters<typeof expectOneError>[0],
  requests: readonly unknown[],
  message: RegExp
): void {
  expect(expectOneError(run)[0]).toMatch(message)
  expect(requests).toEqual([])
}

/** One `::error` (or `::warning`) command: its properties and message, decoded as the runner does. */
export interface AnnotationCommand {
  properties: Record<string, string>
  message: string
}

const decodeData = (text: string) =>
  text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
const decodeProperty = (text: string) =>
  text
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%25/g, '%')

/**
 * A run's annotations with their properties (title, file, line): each command line split as
 * the runner splits it, at the first `::` after the name, properties at `,` and the first `=`.
 */
export function annotationCommands(
  stdout: string,
  kind: 'error' | 'warning' = 'error'
): AnnotationCommand[] {
  return stdout
    .split('\n')
    .filter(line => line.startsWith(`::${kind}`))
    .map(line => {
      const end = line.indexOf('::', 2)
      const head = line.slice(2 + kind.length, end).trim()
      const properties: Record<string, string> = {}
      for (const pair of head === '' ? [] : head.split(',')) {
        const equals = pair.indexOf('=')
        properties[pair.slice(0, equals)] = decodeProperty(pair.slice(equals + 1))
      }
      return { properties, message: decodeData(line.slice(end + 2)) }
    })
}
