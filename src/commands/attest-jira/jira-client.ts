/**
 * Jira issue lookups over the action's one HTTP client: `GET /rest/api/2/issue/{KEY}`, 200
 * means the issue exists, a 404 from Jira means it does not (or these credentials cannot see
 * it). Unlike the reference, a 401 or 403 is a credential error, never "issue not found", and
 * a 404 that is not Jira's own answer means jira-base-url is wrong. An answer to an anonymous
 * user (X-Seraph-LoginReason) or an HTML login page is a credential error too: the credentials
 * are checked once with `/rest/api/2/myself` before the lookups, and every answer again.
 * Lookups run in parallel with a bound, over kept-alive connections.
 */
import { RequestError, formatErrorBody, isRecord, tryParseJson } from '../../http/request-error.js'
import { mapBounded } from '../../concurrency.js'
import {
  HttpTransport,
  transportFor,
  type HttpResponse,
  type TransportSettings
} from '../../http/transport.js'
import { buildUrl } from '../../http/url.js'
import { authorizationHeader, credentialInputs, type JiraCredentials } from './jira-auth.js'

const JIRA_SYSTEM = 'Jira'
/** Lookups in flight: 50 keys take four round trips (bench/RESULTS.md), not fifty. */
export const DEFAULT_CONCURRENCY = 16
/**
 * Jira returns every field when none is named; an unknown field name gets none, which keeps
 * answers small (the reference asks for a made-up field for the same reason).
 */
const NO_FIELDS = 'no-fields-requested'

export interface JiraClientOptions extends TransportSettings {
  /** The site root, e.g. https://acme.atlassian.net (a context path is kept). */
  baseUrl: URL
  credentials: JiraCredentials
  concurrency?: number
}

export interface JiraIssue {
  key: string
  /** `{jira-base-url}/browse/{KEY}` */
  url: string
  exists: boolean
  /** The fields asked for, when the issue exists and fields were asked for. */
  fields?: Record<string, unknown>
}

/**
 * Jira refused the credentials (401) or the permission (403), answered as an anonymous user
 * (an expired or revoked token), or sent a single sign-on login page.
 */
export class JiraCredentialsError extends Error {
  constructor(
    message: string,
    readonly status: number,
    options?: ErrorOptions
  ) {
    super(message, options)
    this.name = 'JiraCredentialsError'
  }
}

export class JiraClient {
  private readonly transport: HttpTransport

  constructor(private readonly options: JiraClientOptions) {
    this.transport = transportFor(
      JIRA_SYSTEM,
      options.baseUrl,
      authorizationHeader(options.credentials),
      options
    )
  }

  issueUrl(key: string): string {
    return buildUrl(this.options.baseUrl, ['browse', key]).href
  }

  async lookup(key: string, fields: readonly string[] = []): Promise<JiraIssue> {
    const url = buildUrl(this.options.baseUrl, ['rest', 'api', '2', 'issue', key], {
      fields: fields.length > 0 ? fields.join(',') : NO_FIELDS
    })
    let response: HttpResponse
    try {
      response = await this.transport.send({ method: 'GET', url, acceptStatuses: [404] })
    } catch (error) {
      throw this.credentialError(error) ?? error
    }
    this.refuseUnauthenticated(url, response)
    const issue: JiraIssue = { key, url: this.issueUrl(key), exists: response.status === 200 }
    const body = tryParseJson(response.body)
    if (response.status === 404) {
      if (!isJiraErrorBody(body)) throw this.notJira(url, response)
      return issue
    }
    if (!isRecord(body) || typeof body.key !== 'string') throw this.notJira(url, response)
    if (fields.length > 0 && isRecord(body.fields)) issue.fields = body.fields
    return issue
  }

  /**
   * One `GET /rest/api/2/myself` before the lookups: an expired or revoked Jira Cloud token
   * is not refused on issue lookups, Jira answers them as an anonymous user (404 for every
   * issue it cannot see), so only this call tells a missing issue from a dead token.
   */
  async checkCredentials(): Promise<void> {
    const url = buildUrl(this.options.baseUrl, ['rest', 'api', '2', 'myself'])
    let response: HttpResponse
    try {
      response = await this.transport.send({ method: 'GET', url })
    } catch (error) {
      throw this.credentialError(error) ?? error
    }
    this.refuseUnauthenticated(url, response)
    if (!isRecord(tryParseJson(response.body))) throw this.notJira(url, response)
  }

  /** Looks every key up, at most `concurrency` at a time; the first failure stops the rest. */
  lookupAll(keys: readonly string[], fields: readonly string[] = []): Promise<JiraIssue[]> {
    return mapBounded(keys, this.options.concurrency ?? DEFAULT_CONCURRENCY, key =>
      this.lookup(key, fields)
    )
  }

  dispose(): void {
    this.transport.dispose()
  }

  /**
   * Jira that did not authenticate the request still answers: as an anonymous user, with
   * `X-Seraph-LoginReason: AUTHENTICATED_FAILED` (an expired or revoked token), or, behind
   * single sign-on, with a 200 HTML login page. Neither answer says anything about an issue.
   */
  private refuseUnauthenticated(url: URL, response: HttpResponse): void {
    const inputs = credentialInputs(this.options.credentials)
    const request = `GET ${url.pathname}`
    const reason = headerText(response.headers['x-seraph-loginreason'])
    if (reason && /AUTHENTICATED_FAILED|AUTHENTICATION_DENIED/i.test(reason)) {
      throw new JiraCredentialsError(
        `Jira did not accept ${inputs}: it answered ${request} as an anonymous user ` +
          `(X-Seraph-LoginReason: ${reason.slice(0, 60)}), so its "not found" would not mean ` +
          `an issue is missing; ${this.credentialHint(401)}.`,
        response.status
      )
    }
    const contentType = headerText(response.headers['content-type']) ?? ''
    // Only a success: an HTML 404 is a wrong jira-base-url, reported as such by the caller.
    const html = /html/i.test(contentType) || /^\s*<(!doctype|html)/i.test(response.body)
    if (html && response.status >= 200 && response.status < 300) {
      const title = /<title[^>]*>([^<]{1,120})<\/title>/i.exec(response.body)?.[1]?.trim()
      const page = title
        ? `an HTML page (${JSON.stringify(title.replace(/\s+/g, ' '))})`
        : 'an HTML page'
      throw new JiraCredentialsError(
        `Jira did not accept ${inputs}: it answered ${request} (status ${response.status}) ` +
          `with ${page} instead of JSON, a single sign-on login page (or not the Jira REST ` +
          `API at all); use credentials the REST API takes without single sign-on (a ` +
          `personal access token in jira-pat on Server and Data Center) or ask the Jira ` +
          `administrators to let REST API calls through, and check that jira-base-url is ` +
          `the Jira site root.`,
        response.status
      )
    }
  }

  private credentialHint(status: number): string {
    return status === 403
      ? 'the credentials were accepted but may not read issues: the user needs the Browse ' +
          'Projects permission, or Jira asks for a CAPTCHA after failed logins (sign in once ' +
          'in a browser to clear it)'
      : this.options.credentials.kind === 'cloud'
        ? 'check that jira-username is the Atlassian account email and jira-api-token its ' +
          'API token: Atlassian API tokens expire after at most a year, and a scoped token ' +
          'works only through https://api.atlassian.com/ex/jira/{cloudId}, not the site URL'
        : 'check that jira-pat is a current personal access token of an active user (they ' +
          'expire; Jira Cloud does not take them, use jira-username and jira-api-token there)'
  }

  private credentialError(error: unknown): JiraCredentialsError | undefined {
    if (!(error instanceof RequestError) || (error.status !== 401 && error.status !== 403))
      return undefined
    const inputs = credentialInputs(this.options.credentials)
    const cause = this.credentialHint(error.status)
    return new JiraCredentialsError(
      `Jira refused ${inputs} (${error.status} to ${error.method} ${error.path}: ` +
        `${error.detail.replace(/[.\s]+$/, '')}); ${cause}.`,
      error.status,
      { cause: error }
    )
  }

  private notJira(url: URL, response: HttpResponse): RequestError {
    const contentType = response.headers['content-type']
    const what = formatErrorBody(
      response.body,
      Array.isArray(contentType) ? contentType[0] : contentType
    )
    return new RequestError({
      system: JIRA_SYSTEM,
      kind: 'invalid-response',
      method: 'GET',
      path: url.pathname,
      status: response.status,
      detail:
        `status ${response.status} with ${what.replace(/[.\s]+$/, '')}, not an answer of the ` +
        `Jira REST API at ${this.options.baseUrl.href}`,
      attempts: 1
    })
  }
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** Jira's error answers are `{"errorMessages": [...], "errors": {...}}`. */
function isJiraErrorBody(body: unknown): boolean {
  return isRecord(body) && (Array.isArray(body.errorMessages) || isRecord(body.errors))
}
