/**
 * The text of a JSON or YAML file an input names, read as UTF-8, as the service reads it. A
 * UTF-8 byte-order mark, which editors on Windows write, is dropped. UTF-16 and UTF-32, what
 * Windows PowerShell's `>` and `Out-File` write, are refused by name: read as UTF-8, such a
 * file would be refused as JSON that quotes NUL characters back, or as YAML that "is a
 * single value", neither of which says what to change.
 */

/** The text; or what is wrong, as a predicate of the file ("is UTF-16 text, ..."). */
export function utf8Text(bytes: Buffer): { text: string } | { problem: string } {
  const encoding = wideEncoding(bytes)
  if (encoding !== undefined) {
    return {
      problem: `is ${encoding} text (as Windows PowerShell's > and Out-File write), not UTF-8`
    }
  }
  const text = bytes.toString('utf8')
  return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text }
}

/**
 * UTF-16 or UTF-32 by its byte-order mark, or by a NUL among the first four bytes, which no
 * UTF-8 JSON or YAML text holds and every wide encoding of "{" or "a:" does.
 */
function wideEncoding(bytes: Buffer): string | undefined {
  const [b0, b1, b2, b3] = bytes
  if (
    (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) ||
    (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff)
  ) {
    return 'UTF-32'
  }
  if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)) return 'UTF-16'
  if (bytes.subarray(0, 4).includes(0)) return 'UTF-16 or UTF-32'
  return undefined
}
