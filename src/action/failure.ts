/** Turns any failure into the message a user sees: what failed and what to do about it. */
import { InputError } from '../inputs/input-error.js'
import { RequestError } from '../http/request-error.js'
import { isIdempotent } from '../http/retry.js'
import { explainServiceAnswer } from '../service/explanations.js'

export function explainFailure(error: unknown): string {
  if (error instanceof InputError) return error.message
  if (error instanceof RequestError) {
    const explained = explainServiceAnswer(error)
    if (explained !== undefined) return `${explained}${writeNote(error)}`
    return `${capitalize(withStop(error.message))} ${adviceFor(error)}${writeNote(error)}`
  }
  if (error instanceof Error) return error.message || error.name
  return `Unexpected failure: ${String(error)}`
}

function adviceFor(error: RequestError): string {
  const isJira = error.system === 'Jira'
  const tokenInput = isJira ? 'the Jira credentials' : 'api-token'
  switch (error.kind) {
    case 'redirect':
      return 'No token was sent to the redirect target.'
    case 'too-large':
      return isJira
        ? 'Check jira-base-url.'
        : 'Ask for less (a smaller per-page, or max-items) or check base-url.'
    case 'invalid-response':
      return isJira
        ? 'Check that jira-base-url is the Jira site root.'
        : 'Check that base-url is the API root of the service (it ends in /api/v2).'
    case 'timeout':
    case 'network':
      if (/\(proxy status \d+\)$/.test(error.detail)) return 'Nothing was sent past the proxy.'
      if (/NODE_EXTRA_CA_CERTS \([A-Z_]+\)$/.test(error.detail))
        return 'Nothing was sent: the TLS handshake failed.'
      return `${isJira ? 'Jira' : 'The service'} is unreachable or slow: check the URL and the runner's network, re-run later, or raise timeout-seconds or max-retries.`
    case 'status':
      break
  }
  switch (error.status) {
    case 401:
      return `Check that ${tokenInput} is valid and not expired${isJira ? '' : ' for this org'}.`
    case 403:
      return `The credentials in ${tokenInput} are not allowed to do this: check their permissions.`
    case 409:
      return `${isJira ? 'Jira' : 'The service'} reported a conflict with another change in progress: re-run later.`
    case 404:
      return isJira
        ? 'Check jira-base-url.'
        : 'Check org and the names given (flow, trail, environment) and base-url.'
    case 422:
      return 'The service rejected the request as invalid: check the inputs named above.'
    case 429:
      return `${isJira ? 'Jira' : 'The service'} is rate limiting: re-run later or raise max-retries.`
    default:
      return (error.status ?? 0) >= 500
        ? `${isJira ? 'Jira' : 'The service'} had a server error: re-run later; if it persists, contact its support.`
        : 'Check the inputs and the service status.'
  }
}

/**
 * What a failed write leaves behind. One that reached the service without a clear answer
 * (a timeout, a connection cut after it was sent, a 5xx other than 501 and 503, an answer too
 * large to read) may have been applied: the transport does not repeat it, and a re-run would
 * record it a second time. One answered with something that is not the service's JSON (a
 * proxy's sign-in page) may not have been applied at all.
 */
function writeNote(error: RequestError): string {
  if (isIdempotent(error.method)) return ''
  const where = writtenRecord(error.path)
  if (error.kind === 'invalid-response') {
    return ` The write may not have been recorded: check ${where} in the service, and re-run only if it is missing there.`
  }
  return mayHaveBeenApplied(error)
    ? ` The write may have been recorded anyway: check ${where} in the service before re-running, so it is not recorded twice.`
    : ''
}

/** Where a user looks for what a write changed: the first segment after the API root says. */
function writtenRecord(path: string): string {
  const segment = /\/api\/v2\/([^/?]+)/.exec(path)?.[1]
  switch (segment) {
    case 'environments':
      return 'the environment'
    case 'policies':
      return 'the policies'
    case 'custom-attestation-types':
      return 'the attestation types'
    case 'tags':
      return 'the tags'
    default:
      return 'the trail'
  }
}

function mayHaveBeenApplied(error: RequestError): boolean {
  if (isIdempotent(error.method)) return false
  switch (error.kind) {
    case 'timeout':
    case 'too-large':
      return true
    case 'network':
      // Refused, unresolved, stopped by the proxy or by an untrusted certificate: the
      // request never left the runner.
      return !/(\((ECONNREFUSED|ENOTFOUND|EAI_AGAIN|proxy status \d+)\)|NODE_EXTRA_CA_CERTS \([A-Z_]+\))$/.test(
        error.detail
      )
    case 'status':
      // 409 (a lock conflict), 429 and 503 say the request was not processed; 501 that the
      // service does not do it at all.
      return (error.status ?? 0) >= 500 && error.status !== 501 && error.status !== 503
    default:
      return false
  }
}

function withStop(message: string): string {
  return /[.!?…]$/.test(message) ? message : `${message}.`
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
