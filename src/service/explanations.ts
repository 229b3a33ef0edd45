/**
 * What the compliance service's error answers mean to the person reading the run. When the
 * service says why (`Organization 'acmee' not found`), its reason comes first, then the input
 * to check, then advice that fits that cause: a command's own advice for a 404 (report the
 * artifact first) is given only when the 404 is about what the command asked for.
 */
import { RequestError } from '../http/request-error.js'
import { REGION_ROOTS } from './roots.js'

export const SERVICE_NAME = 'the compliance service'

/**
 * What a command asks the service for, by the first word of the service's reason when it is
 * not found: `Flow 'x' not found in organization 'acme'` is about a flow.
 */
export type ServiceThing =
  | 'organization'
  | 'flow'
  | 'environment'
  | 'trail'
  | 'policy'
  | 'artifact'
  | 'attestation'
  | 'approval'
  | 'repo'

const REGION_ADVICE = `and that base-url is the root of the org's region; EU and US accounts have different roots, ${REGION_ROOTS}`

/**
 * The things a request is made within, each named by one input: when the service cannot find
 * one, that input is the one to check, whatever the command asked for. A map, since the
 * thing is a word of the service's answer (`Constructor not found` names no input).
 */
const WHERE_INPUTS: ReadonlyMap<string, string> = new Map([
  ['organization', `the org input, ${REGION_ADVICE}`],
  ['flow', 'the flow input'],
  ['environment', 'the environment input'],
  ['trail', "the trail input (by default the commit's SHA, the trail begin-trail creates)"],
  ['policy', 'the policies input']
])

const GENERAL_NOT_FOUND = 'check org, the names given (flow, trail, environment) and base-url'

/** What a service answer of each status asks the reader to check, when it has no better cause. */
const STATUS_ADVICE: Readonly<Record<number, string>> = {
  401: `check that api-token is valid, not expired and for this org, ${REGION_ADVICE}`,
  403: 'the account of api-token is not allowed to do this, so check its permissions',
  404: GENERAL_NOT_FOUND
}

/** What the service's reason says is missing: `flow` for "Flow 'x' not found in …". */
export function missingThing(reason: string): string | undefined {
  const match = /^([A-Za-z]+)\b.*\b(not found|does not exist)\b/i.exec(reason)
  return match?.[1]?.toLowerCase()
}

/**
 * FastAPI's answer for a path it has no route for (`{"detail": "Not Found"}`): every path
 * the action asks for is one the service has, so the request went to something else.
 */
export function isUnknownRoute(error: RequestError): boolean {
  return error.status === 404 && /^not found\.?$/i.test(error.reason ?? '')
}

/**
 * The whole message for a service answer whose cause this module knows (401, 403, 404), or
 * undefined for the general text. With the service's reason it leads:
 * `Organization 'acmee' not found (the compliance service answered 404 to GET /api/v2/…):
 * check the org input, …`.
 */
export function explainServiceAnswer(error: RequestError): string | undefined {
  if (error.system !== SERVICE_NAME || error.kind !== 'status') return undefined
  if (isUnknownRoute(error)) return unknownRoute(error)
  const advice = error.status === undefined ? undefined : STATUS_ADVICE[error.status]
  if (advice === undefined) return undefined
  if (error.reason === undefined)
    return `${withStop(capitalize(error.message))} ${capitalize(advice)}.`
  const where = error.status === 404 ? whereToCheck(error.reason) : undefined
  return `${reasonFirst(error, error.reason)}: ${where ?? advice}.`
}

/** How a command explains its own 404. */
export interface NotFoundExplanation {
  /** What the command asked for, as the service's reason names it: its advice fits only these. */
  about: readonly ServiceThing[]
  /** What is missing in the command's words, for an answer without a reason. */
  missing: string
  /** What to check or do when it is what the command asked for that is missing. */
  advice: string
}

/**
 * Awaits a request and turns its 404 into an Error in the command's own words, when the 404
 * is about what the command asked for (or does not say what it is about). A 404 about
 * something else (the org, a flow, an environment) or for a path the service does not have
 * passes unchanged, for explainServiceAnswer to name its cause.
 */
export async function explainNotFound<T>(
  request: Promise<T>,
  explanation: NotFoundExplanation
): Promise<T> {
  try {
    return await request
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) {
      const message = explainMissing(error, explanation)
      if (message !== undefined) throw new Error(message, { cause: error })
    }
    throw error
  }
}

/** explainNotFound's message, or undefined when the 404 has another cause. */
export function explainMissing(
  error: RequestError,
  explanation: NotFoundExplanation
): string | undefined {
  if (isUnknownRoute(error)) return undefined
  const { reason } = error
  if (reason === undefined) {
    return `${explanation.missing} (${describeAnswer(error)}); ${explanation.advice}.`
  }
  const thing = missingThing(reason)
  const aboutIt = explanation.about.some(asked => asked === thing)
  if (!aboutIt && thing !== undefined && WHERE_INPUTS.has(thing)) return undefined
  return `${reasonFirst(error, reason)}: ${explanation.advice}.`
}

/** The input to check for a reason about a thing a request is made within. */
function whereToCheck(reason: string): string | undefined {
  const thing = missingThing(reason)
  const input = thing === undefined ? undefined : WHERE_INPUTS.get(thing)
  return input === undefined ? undefined : `check ${input}`
}

function unknownRoute(error: RequestError): string {
  return (
    `The base-url input is probably wrong: ${error.system} has no route for ` +
    `${error.method} ${error.path} (it answered ${error.status} ${error.reason}); base-url ` +
    `should be the API root, ${REGION_ROOTS}, or the site root of your installation.`
  )
}

/** `Organization 'acmee' not found (the compliance service answered 404 to GET /api/v2/…)` */
function reasonFirst(error: RequestError, reason: string): string {
  const request = `${error.method} ${error.path}`
  return `${reason.replace(/[.\s]+$/, '')} (${error.system} answered ${error.status} to ${request})`
}

/** "the compliance service answered 404 to GET /path: its message" */
function describeAnswer(error: RequestError): string {
  const status = error.status === undefined ? 'an error' : String(error.status)
  return `${error.system} answered ${status} to ${error.method} ${error.path}: ${error.detail.replace(/[.\s]+$/, '')}`
}

function withStop(message: string): string {
  return /[.!?…]$/.test(message) ? message : `${message}.`
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
