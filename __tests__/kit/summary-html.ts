/**
 * Renders a job summary as GitHub does (GitHub-flavoured Markdown, by `marked` with GFM) and
 * reads the structure back: headings, tables with their cells, links with their hrefs. A
 * summary whose table a remote `|` or line break broke then fails on its cells, not on a
 * string match.
 *
 * marked escapes `<`, `>` and `&` in text and passes raw HTML through, so every `<` in its
 * output is a tag; raw HTML smuggled in by remote text shows up as an element a test can
 * look for.
 */
import { Marked } from 'marked'

const gfm = new Marked({ gfm: true, breaks: false, async: false })

export interface HtmlElement {
  tag: string
  attributes: Record<string, string>
  children: HtmlNode[]
}
export type HtmlNode = HtmlElement | string

export interface HtmlTable {
  headers: string[]
  /** Cell texts, row by row. */
  rows: string[][]
  /** The cells themselves, for their links. */
  cells: HtmlElement[][]
}

export interface RenderedSummary {
  html: string
  root: HtmlElement
  headings: { level: number; text: string }[]
  tables: HtmlTable[]
  links: { text: string; href: string }[]
  /** Every element of this tag, in document order. */
  all(tag: string): HtmlElement[]
}

const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'col', 'source', 'wbr'])
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10))
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const match of text.matchAll(/([^\s=/]+)(?:\s*=\s*"([^"]*)")?/g)) {
    attributes[(match[1] ?? '').toLowerCase()] = decode(match[2] ?? '')
  }
  return attributes
}

/** Builds a tree from marked's output; an unbalanced close tag fails loudly. */
export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: '#root', attributes: {}, children: [] }
  const stack: HtmlElement[] = [root]
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g
  let last = 0
  for (const match of html.matchAll(tag)) {
    const top = stack[stack.length - 1] ?? root
    const index = match.index ?? 0
    if (index > last) top.children.push(decode(html.slice(last, index)))
    last = index + match[0].length
    const [, closing, rawName = '', rest = ''] = match
    const name = rawName.toLowerCase()
    if (closing) {
      const open = stack.pop()
      if (open?.tag !== name) throw new Error(`</${name}> closes <${open?.tag ?? 'nothing'}>`)
      continue
    }
    const element: HtmlElement = { tag: name, attributes: parseAttributes(rest), children: [] }
    top.children.push(element)
    if (!VOID.has(name) && !rest.trimEnd().endsWith('/')) stack.push(element)
  }
  if (last < html.length) stack[stack.length - 1]?.children.push(decode(html.slice(last)))
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1]?.tag}> is never closed`)
  return root
}

export function textOf(node: HtmlNode): string {
  return typeof node === 'string' ? node : node.children.map(textOf).join('')
}

function collect(node: HtmlElement, tag: string, into: HtmlElement[] = []): HtmlElement[] {
  for (const child of node.children) {
    if (typeof child === 'string') continue
    if (child.tag === tag) into.push(child)
    collect(child, tag, into)
  }
  return into
}

function readTable(table: HtmlElement): HtmlTable {
  const headers = collect(table, 'th').map(cell => textOf(cell).trim())
  const bodyRows = collect(table, 'tbody').flatMap(body => collect(body, 'tr'))
  const cells = bodyRows.map(row => collect(row, 'td'))
  return { headers, cells, rows: cells.map(row => row.map(cell => textOf(cell).trim())) }
}

export function renderSummary(markdown: string): RenderedSummary {
  const html = gfm.parse(markdown) as string
  sourceTables.set(html, markdown)
  const root = parseHtml(html)
  const all = (tag: string) => collect(root, tag)
  const headings = [1, 2, 3, 4, 5, 6].flatMap(level =>
    all(`h${level}`).map(element => ({ level, text: textOf(element).trim(), element }))
  )
  return {
    html,
    root,
    // Gathered level by level; put back in document order.
    headings: sortByPosition(root, headings).map(({ level, text }) => ({ level, text })),
    tables: all('table').map(readTable),
    links: all('a').map(a => ({ text: textOf(a).trim(), href: a.attributes.href ?? '' })),
    all
  }
}

function sortByPosition<T extends { element: HtmlElement }>(root: HtmlElement, items: T[]): T[] {
  const position = new Map<HtmlElement, number>()
  let counter = 0
  const walk = (node: HtmlElement) => {
    position.set(node, counter++)
    for (const child of node.children) if (typeof child !== 'string') walk(child)
  }
  walk(root)
  return [...items].sort((a, b) => (position.get(a.element) ?? 0) - (position.get(b.element) ?? 0))
}

/** The Markdown each rendering came from, for the source-level check of table rows. */
const sourceTables = new Map<string, string>()

/**
 * Unescaped pipes per line of each table in the Markdown. GFM pads a short row and drops
 * the cells of a long one, so the HTML alone hides a row that a stray `|` widened.
 */
function pipeCounts(markdown: string): number[][] {
  const tables: number[][] = []
  let current: number[] | undefined
  for (const line of markdown.split('\n')) {
    if (line.startsWith('|')) {
      current ??= []
      current.push((line.match(/(?<!\\)\|/g) ?? []).length)
      if (current.length === 1) tables.push(current)
    } else {
      current = undefined
    }
  }
  return tables
}

/** Links of one table cell. */
export function cellLinks(cell: HtmlElement | undefined): { text: string; href: string }[] {
  if (!cell) return []
  return collect(cell, 'a').map(a => ({ text: textOf(a).trim(), href: a.attributes.href ?? '' }))
}

/** The columns of a snapshot's table of running artifacts, as a reviewer reads them. */
export const SNAPSHOT_COLUMNS = [
  'Artifact',
  'Fingerprint',
  'Compliance',
  'Reason',
  'Flow',
  'Trail',
  'Running since'
] as const

/** The table whose header row is exactly these headers. */
export function tableWith(summary: RenderedSummary, headers: readonly string[]): HtmlTable {
  const found = summary.tables.find(
    table => JSON.stringify(table.headers) === JSON.stringify(headers)
  )
  if (!found) {
    throw new Error(
      `no table with headers ${JSON.stringify(headers)}; tables: ${JSON.stringify(summary.tables.map(t => t.headers))}`
    )
  }
  return found
}

/**
 * What holds for every summary: one h2 first, no table with an empty header cell, every
 * row as wide as its header, no raw HTML element that Markdown did not make itself.
 */
export function expectWellFormed(summary: RenderedSummary): void {
  expect(summary.headings[0]?.level).toBe(2)
  expect(summary.headings.filter(heading => heading.level <= 2)).toHaveLength(1)
  for (const table of summary.tables) {
    expect(table.headers.length).toBeGreaterThan(0)
    for (const header of table.headers) expect(header).not.toBe('')
    for (const row of table.cells) expect(row).toHaveLength(table.headers.length)
  }
  for (const tag of ['script', 'img', 'iframe', 'style', 'div', 'span']) {
    expect(summary.all(tag)).toHaveLength(0)
  }
  const markdown = sourceTables.get(summary.html) ?? ''
  const counts = pipeCounts(markdown)
  expect(counts).toHaveLength(summary.tables.length)
  for (const [index, lines] of counts.entries()) {
    const table = summary.tables[index]
    expect(lines).toHaveLength((table?.rows.length ?? 0) + 2)
    for (const count of lines) expect(count).toBe((table?.headers.length ?? 0) + 1)
  }
}

/** The summary rendered, after expecting it well formed (expectWellFormed). */
export function wellFormedSummary(markdown: string): RenderedSummary {
  const summary = renderSummary(markdown)
  expectWellFormed(summary)
  return summary
}

/** `- **Name:** value` facts, read back from the rendered list items. */
export function factsOf(summary: RenderedSummary): Record<string, string> {
  const facts: Record<string, string> = {}
  for (const item of summary.all('li')) {
    const [first] = item.children.filter(child => typeof child !== 'string' || child.trim())
    if (typeof first === 'string' || first?.tag !== 'strong') continue
    const name = textOf(first).replace(/:$/, '').trim()
    facts[name] = textOf(item).slice(textOf(first).length).trim()
  }
  return facts
}
