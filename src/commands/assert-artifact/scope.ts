/**
 * The scope a gate asked for and the scope the service judged. The service ignores
 * environment_name when the environment uses no policies and answers at flow scope, so a
 * gate asked about production could report "compliant" although production's policies were
 * never judged: that one narrower answer, which the description documents, is said in a
 * warning. Any other scope than the one asked (policies asked and the flow judged, a scope
 * missing from an answer about an environment) is not the verdict asked for: the gate fails.
 */
import { quote } from '../../inputs/input-error.js'
import { escapeText } from '../../summary/markdown.js'
import { warningNote } from '../../summary/states.js'

export type Scope = 'flow' | 'environment' | 'policy'

export interface ScopeQuestion {
  environment?: string
  policies: readonly string[]
}

export function askedScope(question: ScopeQuestion): Scope {
  if (question.policies.length > 0) return 'policy'
  return question.environment !== undefined ? 'environment' : 'flow'
}

/** What was asked, for a message: `environment "production"`, `policies "a", "b"`. */
function asked(question: ScopeQuestion, quoteName: (name: string) => string): string {
  if (question.policies.length > 0) {
    const names = question.policies.map(quoteName).join(', ')
    return `${question.policies.length === 1 ? 'policy' : 'policies'} ${names}`
  }
  if (question.environment !== undefined) return `environment ${quoteName(question.environment)}`
  return 'the flow'
}

/** The lead of both texts: what was judged. */
function lead(answered: string | null | undefined, quoteName: (name: string) => string): string {
  if (answered === 'flow') return 'Only the flow was judged'
  if (!answered) return 'The answer does not say which scope was judged'
  return `Scope ${quoteName(answered)} was judged`
}

function answeredAs(answered: string | null | undefined, quoteName: (name: string) => string) {
  return answered ? `at ${quoteName(answered)} scope` : 'without a scope'
}

function because(question: ScopeQuestion, answered: string | null | undefined): string {
  return askedScope(question) === 'environment' && answered === 'flow'
    ? ', as it does for an environment that uses no policies'
    : ''
}

function remedy(question: ScopeQuestion): string {
  return askedScope(question) === 'environment'
    ? 'attach policies to the environment, or assert against policies'
    : 'check the policy names'
}

/** The one narrower answer the service documents: an environment without policies. */
function documentedNarrowing(question: ScopeQuestion, answered: string | null | undefined) {
  return askedScope(question) === 'environment' && answered === 'flow'
}

/** Whether the answer judged what was asked (a flow question whose answer names no scope did). */
function judgedAsAsked(question: ScopeQuestion, answered: string | null | undefined) {
  const scope = askedScope(question)
  return answered === scope || (scope === 'flow' && !answered)
}

function text(
  question: ScopeQuestion,
  answered: string | null | undefined,
  quoteName: (name: string) => string
): string {
  const what = asked(question, quoteName)
  return (
    `${lead(answered, quoteName)}: asked about ${what}, the service answered ` +
    `${answeredAs(answered, quoteName)}${because(question, answered)}, so ${what} ` +
    `${question.policies.length > 1 ? 'were' : 'was'} not judged`
  )
}

/**
 * The warning when the service judged another scope than the one asked (nothing when it
 * judged the one asked): one sentence, for the log.
 */
export function scopeMismatch(
  question: ScopeQuestion,
  answered: string | null | undefined
): string | undefined {
  if (!documentedNarrowing(question, answered)) return undefined
  return `${text(question, answered, quote)}; ${remedy(question)}.`
}

/** The same, for the job summary (names escaped as Markdown text). */
export function scopeMismatchNote(
  question: ScopeQuestion,
  answered: string | null | undefined
): string | undefined {
  if (!documentedNarrowing(question, answered)) return undefined
  return warningNote(`${text(question, answered, name => escapeText(name))}.`)
}

/**
 * Why the answer cannot stand for the question, as the step's error: any scope other than
 * the one asked, save the documented narrowing, is a verdict on something else.
 */
export function scopeRefusal(
  question: ScopeQuestion,
  answered: string | null | undefined
): string | undefined {
  if (judgedAsAsked(question, answered) || documentedNarrowing(question, answered)) {
    return undefined
  }
  return (
    `${text(question, answered, quote)}, and a gate passes only on the verdict it asked for; ` +
    `${remedy(question)}, and check that no proxy between the runner and the service rewrites ` +
    'the request.'
  )
}
