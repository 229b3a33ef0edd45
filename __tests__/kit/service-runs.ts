/** Parses a JSON output, failing the test with the output's text when it is not JSON. */
export function jsonOutput<T = unknown>(outputs: Record<string, string>, name: string): T {
  const text = outputs[name]
  if (text === undefined) throw new Error(`output ${name} is not set`)
  return JSON.parse(text) as T
}
