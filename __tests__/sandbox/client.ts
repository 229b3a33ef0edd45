/** A thin fetch wrapper for the sandbox tests: authenticated calls and parsed answers. */
import type { Sandbox } from '../../sandbox/server.js'

export interface Answer<T = unknown> {
  status: number
  headers: Headers
  body: T
}

export type Json = Record<string, unknown>

export function authHeaders(sandbox: Sandbox): Record<string, string> {
  return { authorization: `Bearer ${sandbox.token}` }
}

export async function getJson<T = Json>(
  sandbox: Sandbox,
  path: string,
  headers: Record<string, string> = authHeaders(sandbox)
): Promise<Answer<T>> {
  const response = await fetch(`${sandbox.baseUrl}${path}`, { headers })
  return { status: response.status, headers: response.headers, body: (await response.json()) as T }
}

/** Sends `body` (JSON, or a string as it is) with `method`, and parses the answer. */
async function sendJson<T>(
  method: 'POST' | 'PUT',
  sandbox: Sandbox,
  path: string,
  body: unknown,
  headers: Record<string, string>
): Promise<Answer<T>> {
  const response = await fetch(`${sandbox.baseUrl}${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body)
  })
  return { status: response.status, headers: response.headers, body: (await response.json()) as T }
}

export async function postJson<T = Json>(
  sandbox: Sandbox,
  path: string,
  body: unknown,
  headers: Record<string, string> = authHeaders(sandbox)
): Promise<Answer<T>> {
  return sendJson<T>('POST', sandbox, path, body, headers)
}

export async function putJson<T = Json>(
  sandbox: Sandbox,
  path: string,
  body: unknown,
  headers: Record<string, string> = authHeaders(sandbox)
): Promise<Answer<T>> {
  return sendJson<T>('PUT', sandbox, path, body, headers)
}

export async function postJira<T = Json>(
  sandbox: Sandbox,
  path: string,
  dataJson: unknown,
  attachment?: Blob,
  headers: Record<string, string> = authHeaders(sandbox)
): Promise<Answer<T>> {
  const form = new FormData()
  if (dataJson !== undefined) {
    form.set('data_json', typeof dataJson === 'string' ? dataJson : JSON.stringify(dataJson))
  }
  if (attachment) form.set('attachment_file', attachment, 'evidence.txt')
  const response = await fetch(`${sandbox.baseUrl}${path}`, { method: 'POST', headers, body: form })
  return { status: response.status, headers: response.headers, body: (await response.json()) as T }
}

/** A valid override body for the failing attestation, with optional changes. */
export function overrideBody(name: string, type: string, changes: Json = {}): Json {
  return {
    attestation_name: name,
    original_attestation_type: type,
    new_compliance_status: true,
    reason: 'Accepted risk, see SEC-12',
    ...changes
  }
}

/** A valid Jira data_json, with optional changes. */
export function jiraData(name: string, keys: Record<string, boolean>, changes: Json = {}): Json {
  return {
    attestation_name: name,
    jira_results: Object.entries(keys).map(([key, exists]) => ({
      issue_id: key,
      issue_url: `https://acme.atlassian.net/browse/${key}`,
      issue_exists: exists
    })),
    ...changes
  }
}
