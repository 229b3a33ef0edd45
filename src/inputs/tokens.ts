/**
 * Tokens and account names travel in HTTP headers. A character a header cannot carry (the
 * inner line break of a secret pasted in two lines, a control character) would otherwise only
 * surface as "could not be reached" after every retry; it is refused here, before any
 * request, and the value is never quoted. Leading and trailing whitespace never gets here:
 * every input source trims it (core.getInput does by default).
 */
import { InputError } from './input-error.js'

const TOKEN_FORM =
  'the token alone on one line, with no spaces or control characters (check the secret for a stray line break)'
const USERNAME_FORM = 'the email address of the Atlassian account, on one line'

/** The inputs that hold a secret: masked from the start, from the step or its environment. */
export const SECRET_INPUTS: readonly string[] = [
  'api-token',
  'jira-api-token',
  'jira-pat',
  'github-token',
  'registry-password'
]

/**
 * What to mask for a secret: the value, and each of its lines when it has several, since a
 * log shows one line at a time. Fragments too short to be secret are left alone: masking
 * them would blank ordinary text.
 */
export function secretParts(value: string): string[] {
  const lines = value.split(/\r\n|[\r\n\u0085\u2028\u2029]/).map(line => line.trim())
  return [value, ...(lines.length > 1 ? lines.filter(line => line.length >= 4) : [])]
}

/** Throws an InputError naming the input when a token could not be sent as it is. */
export function checkToken(input: string, value: string, readFrom?: string): void {
  const problem = tokenProblem(value)
  if (problem) throw new InputError(input, withOrigin(problem, readFrom), TOKEN_FORM)
}

/** The Jira Cloud account name: base64-encoded into the Basic header, with ":" as separator. */
export function checkUsername(input: string, value: string): void {
  const problem = lineProblem(value) ?? (value.includes(':') ? 'contains ":"' : undefined)
  if (problem) throw new InputError(input, problem, USERNAME_FORM)
}

function tokenProblem(value: string): string | undefined {
  return (
    lineProblem(value) ??
    (/\s/.test(value)
      ? 'contains a space'
      : /[^\x21-\x7e]/.test(value)
        ? 'contains a character outside printable ASCII'
        : undefined)
  )
}

function lineProblem(value: string): string | undefined {
  if (/[\r\n\u0085\u2028\u2029]/.test(value)) return 'contains a line break'
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f\x7f-\x9f]/.test(value)) return 'contains a control character'
  return undefined
}

function withOrigin(problem: string, readFrom: string | undefined): string {
  return readFrom ? `(read from ${readFrom}) ${problem}` : problem
}

/**
 * github-token, when given: every line of it masked (a pasted secret can hold several) and
 * checked to fit in a header before any request.
 */
export function readGitHubToken(
  source: (name: string) => string | undefined,
  mask: (secret: string) => void
): string | undefined {
  const token = source('github-token')
  if (token === undefined) return undefined
  secretParts(token).forEach(mask)
  checkToken('github-token', token)
  return token
}
