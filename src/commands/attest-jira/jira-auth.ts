/**
 * Jira credentials: Basic `email:api-token` for Jira Cloud, a Bearer personal access token
 * for Server and Data Center. The header value of Basic auth is a new secret (base64 of
 * `user:token`), so every value a log could show is listed for masking.
 */

export type JiraCredentials =
  { kind: 'cloud'; username: string; apiToken: string } | { kind: 'server'; pat: string }

export function authorizationHeader(credentials: JiraCredentials): string {
  return credentials.kind === 'cloud'
    ? `Basic ${basicValue(credentials)}`
    : `Bearer ${credentials.pat}`
}

/** Every string derived from the credentials that must never reach a log. */
export function secretsOf(credentials: JiraCredentials): string[] {
  if (credentials.kind === 'server') return [credentials.pat]
  return [credentials.apiToken, basicValue(credentials)]
}

/** The inputs that hold the credentials, for messages. */
export function credentialInputs(credentials: JiraCredentials): string {
  return credentials.kind === 'cloud' ? 'jira-username and jira-api-token' : 'jira-pat'
}

function basicValue(credentials: { username: string; apiToken: string }): string {
  return Buffer.from(`${credentials.username}:${credentials.apiToken}`, 'utf8').toString('base64')
}
