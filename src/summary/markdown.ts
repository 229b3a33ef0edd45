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

/** A link, only for http(s) URLs: anything else is shown as plain text. */
export function link(label: string, url: string | null | undefined): string {
  if (!url || !/^https?:\/\//i.test(url)) return escapeText(label)
  // Both parentheses: an unbalanced "(" in a link destination stops it being a link at all.
  const target = encodeURI(decodeURIComponentSafe(url)).replace(/\(/g, '%28').replace(/\)/g, '%29')
  return `[${escapeText(label)}](${target})`
}

function decodeURIComponentSafe(url: string): string {
  try {
    return decodeURI(url)
  } catch {
    return url
  }
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

export function shortFingerprint(fingerprint: string | null | undefined): string {
  return fingerprint ? fingerprint.slice(0, 12) : '—'
}
