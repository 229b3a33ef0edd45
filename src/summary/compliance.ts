/**
 * One mark per compliance state, each with a word beside it so the summary reads the same
 * without emoji: a missing or incomplete attestation is not the same finding as a failed one.
 */
export type ComplianceState = 'compliant' | 'non-compliant' | 'incomplete' | 'missing' | 'unknown'

const MARKS: Record<ComplianceState, string> = {
  compliant: '✅ compliant',
  'non-compliant': '❌ non-compliant',
  incomplete: '⚠️ incomplete',
  missing: '⚠️ missing',
  unknown: '❔ unknown'
}

export function complianceMark(state: ComplianceState): string {
  return MARKS[state]
}

/**
 * The state from a service status word (COMPLIANT, NON-COMPLIANT, INCOMPLETE, MISSING, or an
 * attestation's COMPLETE) and the is_compliant flag. The word wins where it says more than
 * the flag: an INCOMPLETE trail also has is_compliant false.
 */
export function complianceState(
  status: string | null | undefined,
  isCompliant?: boolean | null
): ComplianceState {
  switch ((status ?? '').toUpperCase().replace(/_/g, '-')) {
    case 'MISSING':
      return 'missing'
    case 'INCOMPLETE':
      return 'incomplete'
    case 'NON-COMPLIANT':
      return 'non-compliant'
    case 'COMPLIANT':
      return 'compliant'
  }
  if (isCompliant === true) return 'compliant'
  if (isCompliant === false) return 'non-compliant'
  return 'unknown'
}

/** Missing, incomplete or failed: what a heading counts as "not compliant". */
export function isNotCompliant(state: ComplianceState): boolean {
  return state === 'non-compliant' || state === 'incomplete' || state === 'missing'
}

/** `1 attestation`, `4 attestations`. */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`
}
