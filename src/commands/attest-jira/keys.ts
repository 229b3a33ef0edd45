/**
 * Issue-key extraction. The default rules equal the vendor CLI's exactly: the text
 * is upper-cased, a key is `\b[A-Z][A-Z0-9]{1,9}-[0-9]+` (or `\b(P1|P2)-[0-9]+` for the given
 * project keys), keys are de-duplicated, and a candidate is dropped when every place its text
 * occurs is immediately followed by "-" and a digit (so `CVE-2026-41284` yields nothing).
 * Extra filters are opt-in. Everything here runs in linear time: the patterns cannot
 * backtrack far, and the multi-segment check is one pass over the text, not one per key.
 */

/** What a Jira project key may look like (the reference validates the same way). */
export const PROJECT_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{1,9}$/

const DEFAULT_KEY_PATTERN = /\b[A-Z][A-Z0-9]{1,9}-[0-9]+/g

export interface KeyRules {
  /** Keys must belong to one of these projects (upper-cased here). Empty: any project. */
  projectKeys?: readonly string[]
  /** Opt-in blocklist: keys of these projects are never reported (e.g. UTF, SHA, ISO). */
  ignoreProjectKeys?: readonly string[]
}

/** The issue keys in one text, upper-case, sorted. Empty, null and undefined give none. */
export function findIssueKeys(text: string | null | undefined, rules: KeyRules = {}): string[] {
  if (!text) return []
  const upper = upperCaseLikeGo(text)
  const pattern = keyPattern(rules.projectKeys ?? [])
  if (!pattern) return []
  const candidates = [...new Set(upper.match(pattern) ?? [])]
  const whole = keysOccurringWhole(upper, candidates)
  const ignored = new Set((rules.ignoreProjectKeys ?? []).map(key => key.trim().toUpperCase()))
  return candidates
    .filter(key => whole.has(key) && !ignored.has(projectOf(key)))
    .sort(compareCodeUnits)
}

export interface SourceText {
  /** Where the text came from, e.g. `commits`, `branch`, `pr-title`. */
  source: string
  text: string | null | undefined
}

/**
 * Keys found in several texts, each with the sources it came from (in the order the texts
 * were given, without repeats). Each text is searched on its own, so a version number in one
 * commit cannot hide a key in another. The map is ordered by key.
 */
export function findKeysBySource(
  texts: readonly SourceText[],
  rules: KeyRules = {}
): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const { source, text } of texts) {
    for (const key of findIssueKeys(text, rules)) {
      const sources = found.get(key) ?? []
      if (!sources.includes(source)) sources.push(source)
      found.set(key, sources)
    }
  }
  return new Map([...found].sort(([a], [b]) => compareCodeUnits(a, b)))
}

export function projectOf(key: string): string {
  return key.slice(0, key.indexOf('-'))
}

function keyPattern(projectKeys: readonly string[]): RegExp | undefined {
  if (projectKeys.length === 0) return new RegExp(DEFAULT_KEY_PATTERN)
  const alternatives = projectKeys
    .map(key => key.trim().toUpperCase())
    .filter(key => key !== '')
    .map(key => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  // Keys that all drop out match nothing: widening to every project would invent keys.
  if (alternatives.length === 0) return undefined
  return new RegExp(`\\b(?:${alternatives.join('|')})-[0-9]+`, 'g')
}

/**
 * Upper-cases as Go's strings.ToUpper does: one character to one character. JavaScript's
 * toUpperCase can turn one character into several ("ß" into "SS", "ﬀ" into "FF"), which
 * would invent key letters the reference never sees and move word boundaries.
 */
export function upperCaseLikeGo(text: string): string {
  if (/^\p{ASCII}*$/u.test(text)) return text.toUpperCase()
  return text.replace(/[a-z]+|\P{ASCII}/gu, part => {
    const upper = part.toUpperCase()
    return part.charCodeAt(0) < 0x80 || [...upper].length === 1 ? upper : part
  })
}

interface DigitNode {
  next: (DigitNode | undefined)[]
  /** Set when the digits down to this node complete a candidate key. */
  key?: string
}

/** A trie of the candidates' project parts read backwards from the dash. */
interface ProjectNode {
  before: Map<number, ProjectNode>
  /** Set when the characters up to this node spell a candidate's project part. */
  numbers?: DigitNode
}

/**
 * The candidates with at least one occurrence (anywhere in the text, as a substring, the way
 * the reference searches) not followed by "-" and a digit. Every occurrence of `PROJ-123` has
 * its dash on a "-digit" position of the text, `PROJ` right before it and `123` a prefix of
 * the digits after it; so one walk over those positions, reading back from each dash down a
 * trie of project parts (it stops at the first character no project part ends with) and
 * following the digits down a trie of candidate numbers, finds them all.
 */
function keysOccurringWhole(text: string, candidates: readonly string[]): Set<string> {
  const projects: ProjectNode = { before: new Map() }
  for (const key of candidates) {
    const dash = key.indexOf('-')
    let project = projects
    for (let at = dash - 1; at >= 0; at--) {
      const code = key.charCodeAt(at)
      let before = project.before.get(code)
      if (!before) project.before.set(code, (before = { before: new Map() }))
      project = before
    }
    let node = (project.numbers ??= { next: [] })
    for (let at = dash + 1; at < key.length; at++) {
      const digit = key.charCodeAt(at) - 48
      node = node.next[digit] ?? (node.next[digit] = { next: [] })
    }
    node.key = key
  }

  const whole = new Set<string>()
  for (let dash = text.indexOf('-'); dash >= 0; dash = text.indexOf('-', dash + 1)) {
    if (!isDigitAt(text, dash + 1)) continue
    let end = dash + 1
    while (isDigitAt(text, end)) end++
    const followedByDashDigit = text[end] === '-' && isDigitAt(text, end + 1)
    let project: ProjectNode | undefined = projects
    for (let at = dash - 1; project && at >= 0; at--) {
      project = project.before.get(text.charCodeAt(at))
      let node = project?.numbers
      for (let digit = dash + 1; node && digit < end; digit++) {
        node = node.next[text.charCodeAt(digit) - 48]
        // Followed by another digit, or the digits end without "-digit" after them.
        if (node?.key && (digit + 1 < end || !followedByDashDigit)) whole.add(node.key)
      }
    }
  }
  return whole
}

function isDigitAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index)
  return code >= 48 && code <= 57
}

/** Byte order for ASCII keys, as the reference's sort.Strings. */
function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
