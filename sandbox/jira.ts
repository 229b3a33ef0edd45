/**
 * A Jira emulator on loopback for the issue-lookup part of the action:
 * `GET /rest/api/2/issue/{KEY}?fields=...` (and `GET /rest/api/2/myself` to check
 * credentials). Basic auth (`username:apiToken`, as Jira Cloud) or a Bearer personal access
 * token (as Server / Data Center); anything else is a 401. Like Jira, an unknown issue is a
 * 404 with `errorMessages`. Faults work as in the sandbox service, with paths from `/`.
 *
 * Two modes reproduce Jira refusing credentials without a 401 on issue lookups:
 * `expired-token` (Jira Cloud with an expired or revoked API token: every request is served
 * as an anonymous user, issues 404 with `X-Seraph-LoginReason: AUTHENTICATED_FAILED`,
 * `/myself` 401) and `sso-login-page` (Server / Data Center behind single sign-on: 200 with
 * an HTML login page for everything).
 */
import { distinctiveSecret } from './hashing.js'
import { jsonReply, sleep, startLoopbackServer } from './loopback-server.js'
import type { HttpReply, IncomingCall, RecordedRequest } from './loopback-server.js'
import type { FaultInjector } from './faults.js'
import { loadSeedFile } from './seed.js'

export interface JiraIssueDefinition {
  summary: string
  /** Rendered as `{ name, statusCategory }`. */
  status?: string
  /** Rendered as `{ name }`. */
  issuetype?: string
  /** Any other field, sent as given. */
  [field: string]: unknown
}

export interface JiraEmulatorOptions {
  /** Default 0: a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** Known issues by key. Default: `jira_issues` of sandbox/seed.json. */
  issues?: Record<string, JiraIssueDefinition>
  /** Default `sandbox-bot@acme.example`. */
  username?: string
  /** Default `jira_` and 32 random hex digits. */
  apiToken?: string
  /** Default `jpat_` and 32 random hex digits. */
  pat?: string
  /** Delay before every answer, in milliseconds. */
  latencyMs?: number
}

export type JiraMode = 'normal' | 'expired-token' | 'sso-login-page'

export const SSO_LOGIN_PAGE =
  '<!DOCTYPE html><html><head><title>Sign in - Acme SSO</title></head>' +
  '<body><form method="post" action="/login"><input name="username"></form></body></html>'

export interface JiraEmulator {
  /** e.g. `http://127.0.0.1:54322` (no trailing slash); issue URLs are `{baseUrl}/browse/{KEY}`. */
  readonly baseUrl: string
  readonly port: number
  readonly username: string
  readonly apiToken: string
  readonly pat: string
  readonly issues: Readonly<Record<string, JiraIssueDefinition>>
  readonly requests: RecordedRequest[]
  readonly faults: FaultInjector
  /** `normal` until changed; tests set it back in beforeEach. */
  mode: JiraMode
  clearRequests(): void
  close(): Promise<void>
}

export const ISSUE_NOT_FOUND = {
  errorMessages: ['Issue does not exist or you do not have permission to see it.'],
  errors: {}
}

const NOT_AUTHENTICATED = {
  errorMessages: ['You are not authenticated. Authentication required to perform this operation.'],
  errors: {}
}

export async function startJiraEmulator(options: JiraEmulatorOptions = {}): Promise<JiraEmulator> {
  const issues =
    options.issues ?? (loadSeedFile().jira_issues as Record<string, JiraIssueDefinition>)
  const credentials = {
    username: options.username ?? 'sandbox-bot@acme.example',
    apiToken: options.apiToken ?? distinctiveSecret('jira_'),
    pat: options.pat ?? distinctiveSecret('jpat_')
  }
  const keys = Object.keys(issues)
  let origin = ''
  const state = { mode: 'normal' as JiraMode }

  const server = await startLoopbackServer({
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    mountPath: '',
    maxBodyBytes: 1024 * 1024,
    handle: async (call, signal) => {
      if (options.latencyMs) await sleep(options.latencyMs, signal)
      return answer(call)
    }
  })
  origin = server.origin

  function answer(call: IncomingCall): HttpReply {
    const path = call.pathUnderMount ?? ''
    const issueMatch = /^\/rest\/api\/(?:2|latest)\/issue\/([^/]+)\/?$/.exec(path)
    const isMyself = /^\/rest\/api\/(?:2|latest)\/myself\/?$/.test(path)
    if ((!issueMatch && !isMyself) || call.method !== 'GET') {
      return jsonReply(404, {
        errorMessages: [`No resource for ${call.method} ${path}`],
        errors: {}
      })
    }
    if (state.mode === 'sso-login-page') {
      return { status: 200, headers: { 'content-type': 'text/html' }, body: SSO_LOGIN_PAGE }
    }
    if (state.mode === 'expired-token') {
      // Jira Cloud serves the request as an anonymous user, who can see no issue.
      const anonymous = { 'x-seraph-loginreason': 'AUTHENTICATED_FAILED' }
      return isMyself
        ? jsonReply(401, NOT_AUTHENTICATED, anonymous)
        : jsonReply(404, ISSUE_NOT_FOUND, anonymous)
    }
    if (!authenticated(call.headers.authorization, credentials)) {
      return jsonReply(401, NOT_AUTHENTICATED, {
        'www-authenticate': 'Basic realm="protected-area"'
      })
    }
    if (isMyself) {
      return jsonReply(200, {
        self: `${origin}/rest/api/2/myself`,
        accountId: 'sandbox-account',
        emailAddress: credentials.username,
        displayName: 'Sandbox Bot',
        active: true
      })
    }
    const requested = safeDecode(issueMatch?.[1] ?? '').toUpperCase()
    const key = keys.find(candidate => candidate.toUpperCase() === requested)
    const definition = key === undefined ? undefined : issues[key]
    if (key === undefined || !definition) return jsonReply(404, ISSUE_NOT_FOUND)
    const id = String(10000 + keys.indexOf(key))
    return jsonReply(200, {
      expand: 'renderedFields,names,schema,operations,editmeta,changelog,versionedRepresentations',
      id,
      self: `${origin}/rest/api/2/issue/${id}`,
      key,
      fields: selectFields(renderFields(definition), call.query.get('fields'))
    })
  }

  return {
    baseUrl: origin,
    port: server.port,
    ...credentials,
    issues,
    requests: server.requests,
    faults: server.faults,
    get mode() {
      return state.mode
    },
    set mode(mode: JiraMode) {
      state.mode = mode
    },
    clearRequests: server.clearRequests,
    close: server.close
  }
}

function authenticated(
  header: string | undefined,
  credentials: { username: string; apiToken: string; pat: string }
): boolean {
  if (!header) return false
  const [scheme, value = ''] = header.trim().split(/\s+/, 2)
  if (scheme?.toLowerCase() === 'bearer') return value === credentials.pat
  if (scheme?.toLowerCase() !== 'basic') return false
  const decoded = Buffer.from(value, 'base64').toString('utf8')
  return decoded === `${credentials.username}:${credentials.apiToken}`
}

function renderFields(definition: JiraIssueDefinition): Record<string, unknown> {
  const { status, issuetype, ...rest } = definition
  return {
    ...rest,
    ...(status === undefined
      ? {}
      : {
          status: {
            name: status,
            statusCategory: { key: status === 'Done' ? 'done' : 'indeterminate', name: status }
          }
        }),
    ...(issuetype === undefined ? {} : { issuetype: { name: issuetype } })
  }
}

/** No `fields` parameter gives no fields; `*all` or `*navigable` every field; else the named ones. */
function selectFields(
  all: Record<string, unknown>,
  fields: string | null
): Record<string, unknown> {
  if (fields === null || fields.trim() === '') return {}
  const names = fields.split(',').map(name => name.trim())
  if (names.includes('*all') || names.includes('*navigable')) return all
  return Object.fromEntries(Object.entries(all).filter(([name]) => names.includes(name)))
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
