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
