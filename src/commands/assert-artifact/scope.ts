/**
 * The scope a gate asked for and the scope the service judged. The service ignores
 * environment_name when the environment uses no policies and answers at flow scope, so a
 * gate asked about production could report "compliant" although production's policies were
 * never judged: the answer's scope is checked against the question and a narrower one said.
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
  return `environment ${quoteName(question.environment ?? '')}`
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
  if (answered === askedScope(question)) return undefined
  return `${text(question, answered, quote)}; ${remedy(question)}.`
}

/** The same, for the job summary (names escaped as Markdown text). */
export function scopeMismatchNote(
  question: ScopeQuestion,
  answered: string | null | undefined
): string | undefined {
  if (answered === askedScope(question)) return undefined
  return warningNote(`${text(question, answered, name => escapeText(name))}.`)
}
