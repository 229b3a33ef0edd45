/**
 * The one vocabulary of every job summary: each state's word and its one mark, and the state
 * words of the service's answers translated into it. A summary shows a state only through
 * here, so "non-compliant" is spelled and marked the same in every command (a policy test
 * keeps emoji out of every other module). Each mark stands beside its word, so a summary
 * reads the same without emoji.
 */

/** What the service says of an artifact, trail, attestation, snapshot or policy. */
export type ComplianceState = 'compliant' | 'non-compliant' | 'incomplete' | 'missing' | 'unknown'
/** What a test run, a check or a notification action says. */
export type ResultState = 'failing' | 'passing' | 'skipped'
export type State = ComplianceState | ResultState

const MARKS: Record<State, string> = {
  compliant: '✅',
  'non-compliant': '❌',
  incomplete: '⏳',
  missing: '⚠️',
  unknown: '❔',
  failing: '❌',
  passing: '✅',
  skipped: '⏭️'
}

/** `❌ non-compliant`; with `word`, the same mark beside another word for it (`❌ not found`). */
export function stateMark(state: State, word: string = state): string {
  return `${MARKS[state]} ${word}`
}

/** `❌ Non-compliant`: the mark and word that begin a heading. */
export function stateHeading(state: State, word: string = state): string {
  return `${MARKS[state]} ${word.charAt(0).toUpperCase()}${word.slice(1)}`
}

/** The mark alone, before a name that is not the state's word (`❌ PriceTest`). */
export function stateEmoji(state: State): string {
  return MARKS[state]
}

/**
 * The state from a service status word and the is_compliant flag. The words the service
 * sends: COMPLIANT, NON-COMPLIANT (NON_COMPLIANT in some answers), INCOMPLETE, MISSING,
 * PENDING, and an attestation's COMPLETE (which says only that it was recorded: its flag
 * then says whether it complies). The word wins where it says more than the flag: an
 * INCOMPLETE trail also has is_compliant false.
 */
export function complianceState(
  status: string | null | undefined,
  isCompliant?: boolean | null
): ComplianceState {
  switch (
    (status ?? '')
      .trim()
      .toUpperCase()
      .replace(/[_\s]+/g, '-')
  ) {
    case 'MISSING':
      return 'missing'
    case 'INCOMPLETE':
    case 'PENDING':
      return 'incomplete'
    case 'NON-COMPLIANT':
    case 'NONCOMPLIANT':
    case 'NOT-COMPLIANT':
      return 'non-compliant'
    case 'COMPLIANT':
      return 'compliant'
  }
  return complianceOf(isCompliant)
}

/** The state a bare compliance flag gives: true, false, or unknown when it is absent. */
export function complianceOf(isCompliant: boolean | null | undefined): ComplianceState {
  if (isCompliant === true) return 'compliant'
  if (isCompliant === false) return 'non-compliant'
  return 'unknown'
}

/** Which rows a reviewer needs first: lower comes first. */
const ATTENTION: Record<State, number> = {
  missing: 0,
  'non-compliant': 1,
  failing: 1,
  incomplete: 2,
  unknown: 3,
  skipped: 4,
  compliant: 5,
  passing: 5
}

/** Whether a row in this state needs a reviewer's attention. */
export function needsAttention(state: State): boolean {
  return ATTENTION[state] <= ATTENTION.unknown
}

/**
 * The items with those that need attention first (missing, then non-compliant or failing,
 * then incomplete, then unknown), the order of the answer kept within each state.
 */
export function byAttention<T>(items: readonly T[], stateOf: (item: T) => State | undefined): T[] {
  const rank = (item: T) => {
    const state = stateOf(item)
    return state === undefined ? ATTENTION.unknown : ATTENTION[state]
  }
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(entry => entry.item)
}

/**
 * `1 missing, 2 non-compliant`: the states that need attention, counted in attention order;
 * undefined when none does.
 */
export function countAttention(
  states: readonly (State | undefined)[] | ReadonlyMap<State, number>
): string | undefined {
  const counts = new Map<State, number>()
  const tallied = Array.isArray(states)
    ? states.map(state => [state, 1] as const)
    : [...(states as ReadonlyMap<State, number>)]
  for (const [state, count] of tallied) {
    if (state !== undefined && needsAttention(state) && state !== 'unknown') {
      counts.set(state, (counts.get(state) ?? 0) + count)
    }
  }
  const parts = [...counts]
    .sort(([a], [b]) => ATTENTION[a] - ATTENTION[b])
    .map(([state, count]) => `${count} ${state}`)
  return parts.length > 0 ? parts.join(', ') : undefined
}

/** `1 attestation`, `4 attestations`. */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`
}

/** A finding's severity, as scanners rank it. */
export type Severity = 'high' | 'medium' | 'low'

const SEVERITY_MARKS: Record<Severity, string> = { high: '🔴', medium: '🟠', low: '🟡' }

/** `🔴 high`. */
export function severityMark(severity: Severity): string {
  return `${SEVERITY_MARKS[severity]} ${severity}`
}

/** How an environment changed between two snapshots. */
export type Change = 'added' | 'removed' | 'updated' | 'scaled'

const CHANGE_MARKS: Record<Change, string> = {
  added: '➕',
  removed: '➖',
  updated: '🔁',
  scaled: '↕️'
}

/** `➕ added`; with `detail`, said after the word (`↕️ scaled 2 → 3`). */
export function changeMark(change: Change, detail?: string): string {
  return `${CHANGE_MARKS[change]} ${change}${detail ? ` ${detail}` : ''}`
}

/** A note a reviewer must not miss (the service judged another scope than asked): a quote. */
export function warningNote(text: string): string {
  return `> ⚠️ ${text}`
}
