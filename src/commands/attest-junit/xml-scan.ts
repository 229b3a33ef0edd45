/**
 * One pass over a result file in the plain shape test runners write, building the element
 * tree directly. It accepts only a strict subset of XML: tags and attributes written the usual
 * way, text whose references are well formed, comments and CDATA, one root, a declaration only
 * at the very start. Anything else (a DOCTYPE, a processing instruction, an unusual spacing,
 * a name outside ASCII, a duplicate attribute, a stray `<` or `&`, an unclosed or mismatched
 * tag) makes it give up, and the caller then validates and parses the file in full, which
 * also words the error for a file that is not well formed. So a document taken here is one
 * the full validator accepts, and its tree is the one the full parser gives; a unit test
 * compares the two paths on every fixture and on the edge cases.
 *
 * Why: validating first and then parsing reads every file twice, character by character;
 * for thousands of result files that pass was most of the step's time.
 */
export interface XmlElement {
  name: string
  attributes: Record<string, string>
  children: XmlElement[]
  /**
   * The character data of an element named in TEXT_ELEMENTS, when it has any: each run of
   * text (references decoded) and each CDATA section, trimmed, blank ones dropped, joined by
   * line breaks. Other elements keep none: their text is never read.
   */
  text?: string
}

/**
 * V8 copies a slice shorter than this (SlicedString::kMinLength); a longer one is a view
 * into the string it was cut from.
 */
const SHORTEST_VIEW = 13

/**
 * A copy of a value read from a document that holds on to nothing else. Each value of the
 * tree (an attribute, a text) of SHORTEST_VIEW characters or more holds the file's whole
 * text: a suite's name kept for the step would keep every result file read alive, and
 * promoting them all through the young generation took a fifth of the step. Joining it to a
 * character and slicing that off makes V8 copy it. A shorter value is already a copy.
 */
export function detached(value: string): string {
  return value.length < SHORTEST_VIEW ? value : ` ${value}`.slice(1)
}

/**
 * The elements whose text is kept: a failure's or an error's message, when no attribute
 * holds it (jest-junit writes it only as text).
 */
export const TEXT_ELEMENTS: ReadonlySet<string> = new Set(['failure', 'error'])

/** Adds a piece of character data to the element's text, as the full path does. */
export function addText(element: XmlElement, piece: string): void {
  if (piece === '') return
  element.text = element.text === undefined ? piece : `${element.text}\n${piece}`
}

/** Deeper documents take the full path, which words the depth limit. */
const MAX_FAST_DEPTH = 32

const NAME = '[A-Za-z][A-Za-z0-9_.-]*(?::[A-Za-z][A-Za-z0-9_.-]*)?'
const OPEN_NAME = new RegExp(`<(${NAME})`, 'y')
const ATTRIBUTE = new RegExp(`[ \\t\\n]+(${NAME})=(?:"([^"<]*)"|'([^'<]*)')`, 'y')
const TAG_END = /[ \t\n]*(\/?)>/y
const CLOSE = new RegExp(`</(${NAME})>`, 'y')
const DECLARATION = /<\?xml(?:[ \t\n]+[A-Za-z]+=(?:"[^"<>?]*"|'[^'<>?]*'))*[ \t\n]*\?>/y
const REFERENCE = /&(?:#[0-9]{1,7}|#x[0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{0,15});/y
const BLANK = /^[ \t\n]*$/

const PREDEFINED = new Map([
  ['lt', '<'],
  ['gt', '>'],
  ['amp', '&'],
  ['quot', '"'],
  ['apos', "'"]
])
const HEX_REFERENCE = /^#x[0-9a-fA-F]+$/
const DECIMAL_REFERENCE = /^#[0-9]+$/

/**
 * XML's predefined entities and character references; any other reference stays as written.
 * A loop over the `&`s rather than a replace with a callback: a test name often holds a few
 * (`&lt;`), and this runs once per attribute of every test case.
 */
export function decodeReferences(value: string): string {
  let amp = value.indexOf('&')
  if (amp === -1) return value
  let decoded = ''
  let from = 0
  while (amp !== -1) {
    const semicolon = value.indexOf(';', amp + 1)
    if (semicolon === -1) break
    const character = referenced(value.slice(amp + 1, semicolon))
    if (character === undefined) {
      amp = value.indexOf('&', amp + 1)
      continue
    }
    decoded += value.slice(from, amp) + character
    from = semicolon + 1
    amp = value.indexOf('&', from)
  }
  return decoded + value.slice(from)
}

/** What `&ref;` stands for, or undefined to leave it as written. */
function referenced(ref: string): string | undefined {
  if (ref.charCodeAt(0) !== 0x23 /* # */) return PREDEFINED.get(ref)
  const hex = ref.charCodeAt(1) === 0x78 /* x */
  if (!(hex ? HEX_REFERENCE : DECIMAL_REFERENCE).test(ref)) return undefined
  const code = hex ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
  return code <= 0x10ffff ? String.fromCodePoint(code) : undefined
}

/**
 * Names an object would already answer to: the full parser refuses or renames them. A set,
 * not `name in Object.prototype`: that lookup, once per tag and attribute, was a tenth of
 * the scan's time.
 */
const RESERVED = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype'])
const reserved = (name: string) => RESERVED.has(name)

/**
 * Where the next `&` of the document is, at or after a position that only moves forward.
 * `indexOf` cannot stop at the end of a run of text: asked afresh for every run, it would
 * read on to the next `&` of the file, or to its end, each time (quadratic in a file of many
 * small elements without one). Remembering the answer reads each stretch once.
 */
class Ampersands {
  /** The last answer: -1 when no `&` follows it; -2 before the first question. */
  private found = -2
  constructor(private readonly text: string) {}

  /** The first `&` at or after `from`, or -1 (`from` never goes back). */
  from(from: number): number {
    if (this.found === -1 || this.found >= from) return this.found
    this.found = this.text.indexOf('&', from)
    return this.found
  }
}

/** Text between tags: blank outside the root, every `&` the start of a reference. */
function plainText(
  text: string,
  ampersands: Ampersands,
  from: number,
  to: number,
  inside: boolean
): boolean {
  if (!inside) return BLANK.test(text.slice(from, to))
  for (let at = ampersands.from(from); at !== -1 && at < to; at = ampersands.from(at + 1)) {
    REFERENCE.lastIndex = at
    if (!REFERENCE.test(text) || REFERENCE.lastIndex > to) return false
  }
  return true
}

/**
 * The document's elements, or undefined when the document is not in the plain shape (the
 * caller then takes the full path).
 */
export function scanPlainXml(source: string): XmlElement[] | undefined {
  // As the full parser does before it reads anything.
  const text = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source
  const roots: XmlElement[] = []
  const stack: XmlElement[] = []
  // The element on top whose text is kept, and its text since the last tag or CDATA section
  // (a comment does not end a run of text, as it does not for the full parser).
  let keeping: XmlElement | undefined
  let pending = ''
  const flush = () => {
    if (keeping && pending !== '') addText(keeping, decodeReferences(pending.trim()))
    pending = ''
  }
  const onTop = () => {
    const top = stack.at(-1)
    keeping = top !== undefined && TEXT_ELEMENTS.has(top.name) ? top : undefined
  }
  const ampersands = new Ampersands(text)
  let at = 0
  DECLARATION.lastIndex = 0
  if (text.startsWith('<?') && DECLARATION.test(text)) at = DECLARATION.lastIndex
  for (;;) {
    const open = text.indexOf('<', at)
    const end = open === -1 ? text.length : open
    if (!plainText(text, ampersands, at, end, stack.length > 0)) return undefined
    if (open === -1) break
    if (keeping) pending += text.slice(at, end)
    const next = text.charCodeAt(open + 1)
    if (next === 0x21 /* ! */) {
      const close = skipMarkup(text, open, stack.length > 0)
      if (close === -1) return undefined
      if (keeping && text.charCodeAt(open + 2) === 0x5b /* [ */) {
        flush()
        addText(keeping, text.slice(open + 9, close - 3).trim())
      }
      at = close
    } else if (next === 0x2f /* / */) {
      CLOSE.lastIndex = open
      const match = CLOSE.exec(text)
      flush()
      const element = stack.pop()
      if (!match || element === undefined || match[1] !== element.name) return undefined
      at = CLOSE.lastIndex
      onTop()
    } else {
      flush()
      OPEN_NAME.lastIndex = open
      const match = OPEN_NAME.exec(text)
      if (!match) return undefined
      const name = match[1] as string
      if (reserved(name)) return undefined
      const element: XmlElement = { name, attributes: {}, children: [] }
      at = OPEN_NAME.lastIndex
      for (;;) {
        ATTRIBUTE.lastIndex = at
        const attribute = ATTRIBUTE.exec(text)
        if (!attribute) break
        const key = attribute[1] as string
        if (reserved(key) || Object.hasOwn(element.attributes, key)) return undefined
        element.attributes[key] = decodeReferences((attribute[2] ?? attribute[3] ?? '').trim())
        at = ATTRIBUTE.lastIndex
      }
      TAG_END.lastIndex = at
      const tagEnd = TAG_END.exec(text)
      if (!tagEnd) return undefined
      at = TAG_END.lastIndex
      const parent = stack.at(-1)
      if (parent) parent.children.push(element)
      else if (roots.length > 0) return undefined
      else roots.push(element)
      if (tagEnd[1] !== '/') {
        stack.push(element)
        if (stack.length > MAX_FAST_DEPTH) return undefined
        onTop()
      }
    }
  }
  return stack.length === 0 && roots.length === 1 ? roots : undefined
}

/** The end of a comment or (inside the root) CDATA section at `open`; -1 for anything else. */
function skipMarkup(text: string, open: number, inside: boolean): number {
  if (text.startsWith('<!--', open)) {
    const close = text.indexOf('-->', open + 4)
    return close === -1 ? -1 : close + 3
  }
  if (inside && text.startsWith('<![CDATA[', open)) {
    const close = text.indexOf(']]>', open + 9)
    return close === -1 ? -1 : close + 3
  }
  return -1
}
