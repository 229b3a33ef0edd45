/**
 * The reference CLI is written in Go, where paths, file names and glob patterns are byte strings.
 * To reproduce its digests exactly (names that are not valid UTF-8, sorting by bytes, `?` matching
 * one UTF-8 sequence), this library carries paths as "byte strings": JS strings in which every
 * character code is one byte (latin1). Plain `<` comparison of such strings is byte order.
 */

/** Encodes text (as typed by a user) into a byte string of its UTF-8 bytes. */
export function toByteString(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1')
}

/** The raw bytes of a byte string, for file-system calls and hashing. */
export function bytesOf(byteString: string): Buffer {
  return Buffer.from(byteString, 'latin1')
}

/** A byte string decoded as UTF-8, for messages shown to people. */
export function readable(byteString: string): string {
  return bytesOf(byteString).toString('utf8')
}

export const RUNE_ERROR = 0xfffd

/**
 * Decodes the UTF-8 sequence starting at `index` the way Go's utf8.DecodeRuneInString does:
 * returns [code point, width]; an invalid or truncated sequence yields [U+FFFD, 1].
 */
export function decodeRune(byteString: string, index: number): [number, number] {
  const available = byteString.length - index
  if (available < 1) return [RUNE_ERROR, 0]
  const first = byteString.charCodeAt(index)
  if (first < 0x80) return [first, 1]

  let width: number
  let low = 0x80
  let high = 0xbf
  if (first >= 0xc2 && first <= 0xdf) {
    width = 2
  } else if (first >= 0xe0 && first <= 0xef) {
    width = 3
    if (first === 0xe0) low = 0xa0 // no overlong encodings
    if (first === 0xed) high = 0x9f // no UTF-16 surrogates
  } else if (first >= 0xf0 && first <= 0xf4) {
    width = 4
    if (first === 0xf0) low = 0x90 // no overlong encodings
    if (first === 0xf4) high = 0x8f // nothing above U+10FFFF
  } else {
    return [RUNE_ERROR, 1]
  }
  if (available < width) return [RUNE_ERROR, 1]

  const second = byteString.charCodeAt(index + 1)
  if (second < low || second > high) return [RUNE_ERROR, 1]
  let codePoint = (first & (0xff >> (width + 1))) * 64 + (second & 0x3f)
  for (let offset = 2; offset < width; offset++) {
    const next = byteString.charCodeAt(index + offset)
    if (next < 0x80 || next > 0xbf) return [RUNE_ERROR, 1]
    codePoint = codePoint * 64 + (next & 0x3f)
  }
  return [codePoint, width]
}

// Go's unicode.IsSpace: ASCII/Latin-1 spaces plus the Unicode White_Space code points. Not the same
// set as JS String.prototype.trim (which also strips U+FEFF and keeps U+0085).
const GO_SPACES = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004,
  0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000
])

/** Go's strings.TrimSpace on a byte string. */
export function trimSpace(byteString: string): string {
  let start = 0
  let end = 0
  let sawContent = false
  for (let index = 0; index < byteString.length;) {
    const [rune, width] = decodeRune(byteString, index)
    if (!GO_SPACES.has(rune)) {
      if (!sawContent) start = index
      sawContent = true
      end = index + width
    }
    index += width
  }
  return sawContent ? byteString.slice(start, end) : ''
}
