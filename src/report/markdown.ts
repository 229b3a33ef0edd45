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

/** A two-column table of facts; rows whose value is undefined are left out. */
export function facts(rows: readonly (readonly [string, string | undefined])[]): string {
  const present = rows.filter((row): row is readonly [string, string] => row[1] !== undefined)
  return table(
    ['', ''],
    present.map(([name, value]) => [`**${name}**`, value])
  )
}

export function yesNo(value: boolean | null | undefined): string {
  if (value === true) return '✅ yes'
  if (value === false) return '❌ no'
  return '—'
}

export function shortFingerprint(fingerprint: string | null | undefined): string {
  return fingerprint ? fingerprint.slice(0, 12) : '—'
}
