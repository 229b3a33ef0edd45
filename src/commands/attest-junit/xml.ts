/**
 * Reads one XML result file into an element tree: decodes its bytes by BOM or declared
 * encoding, checks it is well formed, and parses it (in one pass when it is plain, see
 * xml-scan.ts) with entity processing off, so entities
 * a DTD declares are never expanded (no billion-laughs). The five predefined entities and
 * character references are decoded afterwards, only in the attribute values that are read.
 */
import { TextDecoder } from 'node:util'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import {
  addText,
  decodeReferences,
  detached,
  scanPlainXml,
  TEXT_ELEMENTS,
  type XmlElement
} from './xml-scan.js'

export { decodeReferences, detached, type XmlElement }

/** Result files over this size are refused before they are read: 32 MiB. */
export const MAX_RESULT_FILE_BYTES = 32 * 1024 * 1024

/** Elements nested deeper than this are refused (JUnit reports nest a few levels). */
export const MAX_DEPTH = 64

/** A result file that cannot be read as JUnit XML: the message names the file and why. */
export class JUnitFileError extends Error {}

/**
 * The encoding of an XML document: a byte order mark wins; then UTF-16 recognised by its
 * first character; then the declaration's `encoding`; UTF-8 otherwise (XML's default).
 */
export function detectEncoding(bytes: Uint8Array): { encoding: string; skip: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { encoding: 'utf-8', skip: 3 }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', skip: 2 }
  if (bytes[0] === 0x3c && bytes[1] === 0x00 && bytes[2] === 0x3f && bytes[3] === 0x00)
    return { encoding: 'utf-16le', skip: 0 }
  if (bytes[0] === 0x00 && bytes[1] === 0x3c && bytes[2] === 0x00 && bytes[3] === 0x3f)
    return { encoding: 'utf-16be', skip: 0 }
  // The declaration is ASCII in every ASCII-compatible encoding; it must come first.
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 256)).toString(
    'latin1'
  )
  if (head.startsWith('<?xml')) {
    const end = head.indexOf('?>')
    const declaration = end === -1 ? head : head.slice(0, end)
    const declared = /\sencoding\s*=\s*["']([A-Za-z][A-Za-z0-9._-]*)["']/.exec(declaration)
    if (declared?.[1]) return { encoding: declared[1].toLowerCase(), skip: 0 }
  }
  return { encoding: 'utf-8', skip: 0 }
}

/**
 * One decoder per encoding for all the files of a step: a decoder used without `stream`
 * keeps nothing from one call to the next, and making one costs more than decoding a small
 * file. Only encodings TextDecoder knows get one, so the map stays as small as its labels.
 */
const decoders = new Map<string, TextDecoder>()

function decoderFor(encoding: string): TextDecoder {
  let decoder = decoders.get(encoding)
  if (decoder === undefined) {
    decoder = new TextDecoder(encoding, { fatal: true })
    decoders.set(encoding, decoder)
  }
  return decoder
}

export function decodeXml(bytes: Uint8Array, path: string): string {
  const { encoding, skip } = detectEncoding(bytes)
  let decoder: TextDecoder
  try {
    decoder = decoderFor(encoding)
  } catch {
    throw new JUnitFileError(
      `${path} declares the encoding "${encoding}", which cannot be decoded; write the results as UTF-8, UTF-16 or ISO-8859-1`
    )
  }
  try {
    return decoder.decode(bytes.subarray(skip))
  } catch {
    // Whatever a failed decoding may have left in it, the next file gets a fresh decoder.
    decoders.delete(encoding)
    throw new JUnitFileError(
      `${path} is not valid ${encoding.toUpperCase()}: its bytes do not match the encoding it declares (or UTF-8, when it declares none)`
    )
  }
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  allowBooleanAttributes: true,
  parseAttributeValue: false,
  parseTagValue: false,
  // Entities stay as written: nothing a DTD declares is ever expanded.
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // CDATA apart from text: its content is kept as written, with no reference decoded.
  cdataPropName: '#cdata',
  maxNestedTags: MAX_DEPTH
})

type OrderedNode = Record<string, unknown>

function toElements(nodes: unknown, depth: number, path: string): XmlElement[] {
  if (!Array.isArray(nodes)) return []
  if (depth > MAX_DEPTH) {
    throw new JUnitFileError(`${path} nests elements deeper than ${MAX_DEPTH} levels`)
  }
  const elements: XmlElement[] = []
  for (const node of nodes as OrderedNode[]) {
    const name = Object.keys(node).find(key => key !== ':@')
    // Text, comments and CDATA carry nothing the counts need.
    if (name === undefined || name.startsWith('#') || name.startsWith('?')) continue
    const raw = (node[':@'] ?? {}) as Record<string, unknown>
    const attributes: Record<string, string> = {}
    for (const [key, value] of Object.entries(raw)) {
      attributes[key] = typeof value === 'string' ? decodeReferences(value) : ''
    }
    const element: XmlElement = {
      name,
      attributes,
      children: toElements(node[name], depth + 1, path)
    }
    if (TEXT_ELEMENTS.has(name)) keepText(element, node[name])
    elements.push(element)
  }
  return elements
}

/** The element's text, as the one-pass reader gathers it (the parser has trimmed each run). */
function keepText(element: XmlElement, nodes: unknown): void {
  if (!Array.isArray(nodes)) return
  for (const node of nodes as OrderedNode[]) {
    if ('#text' in node) addText(element, decodeReferences(String(node['#text'])))
    const cdata = node['#cdata']
    if (Array.isArray(cdata)) addText(element, String(cdata[0]?.['#text'] ?? '').trim())
  }
}

/** The validator quotes what it found, which can be the whole file: a message keeps this much. */
const MAX_REASON_CHARS = 200

/** The document's top-level elements (several are accepted, as the reference client does). */
export function parseXml(text: string, path: string): XmlElement[] {
  // Most result files are plain and take one pass; the rest are validated, then parsed.
  const plain = scanPlainXml(text)
  if (plain) return plain
  return parseInFull(text, path)
}

/** The full path: fast-xml-parser's validator (for its wording of errors), then its parser. */
export function parseInFull(text: string, path: string): XmlElement[] {
  // Before the validator, which keeps every open tag and, for a file of 10 million of them,
  // takes 11 s and 2 GB to say so in a message of as many characters.
  refuseDeepElements(text, path)
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: true })
  if (valid !== true) {
    const { msg, line, col } = valid.err
    const reason =
      msg.length > MAX_REASON_CHARS ? `${msg.slice(0, MAX_REASON_CHARS)}…` : msg.replace(/\.$/, '')
    throw new JUnitFileError(
      `${path} is not well-formed XML (line ${line}, column ${col}: ${reason.replace(/\s+/g, ' ')})`
    )
  }
  let nodes: unknown
  try {
    nodes = parser.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/\.$/, '') : String(error)
    if (/nested tags/i.test(reason)) {
      throw new JUnitFileError(`${path} nests elements deeper than ${MAX_DEPTH} levels`)
    }
    throw new JUnitFileError(`${path} could not be parsed as XML (${reason})`)
  }
  return toElements(nodes, 0, path)
}

/**
 * Refuses elements nested deeper than MAX_DEPTH in one pass over the text, without parsing
 * it: comments, CDATA, processing instructions and declarations are skipped, and quoted
 * attribute values may hold `>`. Malformed text stops the scan; the validator then says why.
 */
function refuseDeepElements(text: string, path: string): void {
  let depth = 0
  let at = text.indexOf('<')
  while (at !== -1 && at < text.length) {
    const end = tagEnd(text, at)
    if (end === -1) return
    const next = text.charCodeAt(at + 1)
    if (next === 0x2f /* / */) {
      depth--
    } else if (next !== 0x21 /* ! */ && next !== 0x3f /* ? */ && text[end - 1] !== '/') {
      depth++
      if (depth > MAX_DEPTH) {
        throw new JUnitFileError(`${path} nests elements deeper than ${MAX_DEPTH} levels`)
      }
    }
    at = text.indexOf('<', end + 1)
  }
}

/** The index of the `>` that ends the markup starting at `start`, or -1. */
function tagEnd(text: string, start: number): number {
  if (text.startsWith('<!--', start)) return endOf(text.indexOf('-->', start + 4), 2)
  if (text.startsWith('<![CDATA[', start)) return endOf(text.indexOf(']]>', start + 9), 2)
  if (text.startsWith('<?', start)) return endOf(text.indexOf('?>', start + 2), 1)
  if (text.startsWith('<!', start)) {
    // A DOCTYPE's internal subset holds declarations of its own, each with a `>`.
    const close = text.indexOf('>', start)
    const open = text.indexOf('[', start)
    if (open === -1 || close === -1 || close < open) return close
    return endOf(text.indexOf(']>', open), 1)
  }
  // An element's tag: a `>` inside a quoted attribute value does not end it.
  let quote = 0
  for (let i = start + 1; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (quote !== 0) {
      if (code === quote) quote = 0
    } else if (code === 0x22 || code === 0x27) {
      quote = code
    } else if (code === 0x3e /* > */) {
      return i
    }
  }
  return -1
}

function endOf(found: number, extra: number): number {
  return found === -1 ? -1 : found + extra
}
