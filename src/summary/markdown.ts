/** Small, escaping Markdown builders for job summaries. */

/** Escapes text for a table cell or inline use: no HTML, no table breaks, one line. */
export function escapeText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—'
  return String(value)
    .replace(/[\r\n]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]])/g, '\\$1')
    .replace(/\|/g, '\\|')
}

export function code(value: string | null | undefined): string {
  if (!value) return '—'
  return `\`${value.replace(/[`\r\n|]/g, '')}\``
}

/**
 * The address a summary may link to: an absolute http(s) URL with a host, and nothing else.
 * Any other value a remote sends in a link field (a path from a self-hosted service or a
 * rewriting proxy, `javascript:`, `data:`, text that is no URL at all) gives undefined, so it
 * is shown as text. Never throws: a display field must never fail a step.
 */
export function linkableUrl(value: string | null | undefined): URL | undefined {
  // The host must follow the two slashes: the URL parser would read "https:///x" as host x.
  if (!value || !/^https?:\/\/[^/\\]/i.test(value)) return undefined
  try {
    const url = new URL(value)
    return url.hostname === '' ? undefined : url
  } catch {
    return undefined
  }
}

/**
 * Characters that end or break a link destination, a table cell or an escape in Markdown:
 * percent-encoded in the path, query and fragment (never needed there as they are).
 */
const UNSAFE_IN_DESTINATION = /[()[\]|`\\<>"'\s]/g

/** A link for http(s) URLs (see linkableUrl); anything else is shown as plain text. */
export function link(label: string, url: string | null | undefined): string {
  return linkMarkdown(escapeText(label), url)
}

/** The same for a label that is Markdown already (`code(...)`), shown as it is unlinked. */
export function linkMarkdown(label: string, url: string | null | undefined): string {
  const target = linkableUrl(url)
  if (!target) return label
  // Built from its parts, so credentials in the URL are never shown.
  const rest = `${target.pathname}${target.search}${target.hash}`.replace(
    UNSAFE_IN_DESTINATION,
    character => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
  )
  return `[${label}](${target.protocol}//${target.host}${rest})`
}

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const head = `| ${headers.join(' | ')} |`
  const rule = `| ${headers.map(() => '---').join(' | ')} |`
  return [head, rule, ...rows.map(row => `| ${row.join(' | ')} |`)].join('\n')
}

/**
 * Facts as a list of `- **Name:** value` lines; rows whose value is undefined are left out.
 * A list, not a table: a table needs a header row, and facts have none worth showing.
 */
export type FactRow = readonly [string, string | undefined]

export function facts(rows: readonly FactRow[]): string {
  return rows
    .filter((row): row is readonly [string, string] => row[1] !== undefined)
    .map(([name, value]) => `- **${name}:** ${value}`)
    .join('\n')
}

/**
 * A fenced code block whose fence is longer than any run of backticks in the text, so the
 * text shows exactly as it is, whatever it holds.
 */
export function codeBlock(text: string, language = ''): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length))
  const fence = '`'.repeat(Math.max(3, longest + 1))
  return `${fence}${language}\n${text}\n${fence}`
}

/**
 * Text of at most `max` characters, its middle cut out (`…`) when longer: an image's
 * registry and its tag both stay readable. For a table cell, which a browser cannot break
 * inside a word, so a long name would make the table scroll sideways.
 */
export function shortText(value: string, max: number): string {
  const characters = [...value]
  if (characters.length <= max) return value
  const head = Math.ceil((max - 1) / 2)
  const tail = max - 1 - head
  return `${characters.slice(0, head).join('')}…${tail > 0 ? characters.slice(-tail).join('') : ''}`
}

export function shortFingerprint(fingerprint: string | null | undefined): string {
  return fingerprint ? fingerprint.slice(0, 12) : '—'
}

/**
 * A collapsed section: what a reviewer opens only when they need it (the facts of a write,
 * its body), so the summaries of a job's writes read as short blocks. The blank lines let
 * GitHub render the Markdown inside.
 */
export function details(label: string, body: string): string {
  return `<details><summary>${escapeText(label)}</summary>\n\n${body}\n\n</details>`
}

/**
 * Text from elsewhere (a name the service sent) as an inline code span, for Markdown that
 * people are notified of (a check run, a pull request comment): inside a code span no link,
 * HTML, emphasis or `@name` mention is made, where a backslash or an HTML entity before `@`
 * still pings. The fence is longer than any run of backticks in the text, so none ends it
 * early; line breaks and control characters become spaces. Not for table cells (a `|` there
 * would split the cell).
 */
export function inertCode(value: string | null | undefined, maxLength = 200): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const flat = (value ?? '').replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
  const text = flat.length > maxLength ? `${flat.slice(0, maxLength)}…` : flat
  if (text.trim() === '') return '—'
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length))
  const fence = '`'.repeat(longest + 1)
  // A space each side keeps a backtick at either end apart from the fence; GitHub strips it.
  const padded = /^[` ]|[` ]$/.test(text) ? ` ${text} ` : text
  return `${fence}${padded}${fence}`
}
