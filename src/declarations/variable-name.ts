/** The variable the vendor CLI reads a flag from: `--template-file` → KOSLI_TEMPLATE_FILE. */
export function variableName(flag: string): string {
  return `KOSLI_${flag.toUpperCase().replace(/-/g, '_')}`
}
