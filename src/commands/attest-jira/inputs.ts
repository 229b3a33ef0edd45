/**
 * The Jira inputs: the site, exactly one way to sign in, and the key rules. Every secret
 * (the tokens and the Basic header value derived from them) is handed to `mask` the moment
 * it is read, before any check could fail and long before any request.
 */
import { secretsOf, type JiraCredentials } from './jira-auth.js'
import { PROJECT_KEY_PATTERN } from './keys.js'
import { checkRootUrl, redactUrl } from '../../http/url.js'
import { InputError, quote } from '../../inputs/input-error.js'
import { readList, requireValue } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { checkToken, checkUsername, secretParts } from '../../inputs/tokens.js'

export interface JiraInputs {
  baseUrl: URL
  credentials: JiraCredentials
  projectKeys: string[]
  ignoreProjectKeys: string[]
  issueFields: string[]
}

const SITE_FORM =
  'the https URL of the Jira site, for example https://acme.atlassian.net; plain http only to localhost'
const BOTH_MODES =
  'either jira-username with jira-api-token (Jira Cloud) or jira-pat (Jira Server or Data Center)'
const FIELD_PATTERN = /^-?(\*all|\*navigable|[A-Za-z0-9_.:]+)$/

export function readJiraInputs(source: InputSource, mask: (secret: string) => void): JiraInputs {
  const credentials = readCredentials(source, mask)
  const base = requireValue(source, 'jira-base-url', SITE_FORM)
  const checked = checkRootUrl(base)
  if ('problem' in checked) {
    throw new InputError(
      'jira-base-url',
      `has ${quote(redactUrl(base))}, which ${checked.problem}`,
      SITE_FORM
    )
  }
  return {
    baseUrl: checked.url,
    credentials,
    projectKeys: readProjectKeys(source, 'jira-project-keys'),
    ignoreProjectKeys: readProjectKeys(source, 'jira-ignore-project-keys'),
    issueFields: readIssueFields(source, 'jira-issue-fields')
  }
}

function readCredentials(source: InputSource, mask: (secret: string) => void): JiraCredentials {
  const apiToken = source('jira-api-token')
  const pat = source('jira-pat')
  for (const token of [apiToken, pat]) if (token) secretParts(token).forEach(mask)
  const username = source('jira-username')
  if (apiToken) checkToken('jira-api-token', apiToken)
  if (pat) checkToken('jira-pat', pat)
  if (username) checkUsername('jira-username', username)
  if (pat && (username || apiToken)) {
    throw new InputError(
      'jira-pat',
      `is set together with ${username ? 'jira-username' : 'jira-api-token'}`,
      `${BOTH_MODES}, not both`
    )
  }
  let credentials: JiraCredentials
  if (pat) credentials = { kind: 'server', pat }
  else if (username && apiToken) credentials = { kind: 'cloud', username, apiToken }
  else if (username) {
    throw new InputError(
      'jira-api-token',
      'is empty while jira-username is set',
      'the API token of that Atlassian account, for example jira-api-token: ${{ secrets.JIRA_API_TOKEN }}'
    )
  } else if (apiToken) {
    throw new InputError(
      'jira-username',
      'is empty while jira-api-token is set',
      'the email address of the Atlassian account the token belongs to'
    )
  } else {
    throw new InputError(
      'jira-api-token',
      'is empty and so is jira-pat (workflows triggered from forks receive no secrets)',
      BOTH_MODES
    )
  }
  // The Basic header value is a new secret: base64 of `user:token` hides the token from masks.
  for (const secret of secretsOf(credentials))
    if (secret !== apiToken && secret !== pat) mask(secret)
  return credentials
}

function readProjectKeys(source: InputSource, name: string): string[] {
  const keys = readList(source, name)
  for (const key of keys) {
    if (!PROJECT_KEY_PATTERN.test(key)) {
      throw new InputError(
        name,
        `has ${quote(key)}, which is not a Jira project key`,
        'project keys such as ABC or OPS_2: a letter, then 1 to 9 letters, digits or "_", comma-separated'
      )
    }
  }
  return [...new Set(keys.map(key => key.toUpperCase()))]
}

function readIssueFields(source: InputSource, name: string): string[] {
  const fields = readList(source, name)
  for (const field of fields) {
    if (!FIELD_PATTERN.test(field)) {
      throw new InputError(
        name,
        `has ${quote(field)}, which is not a Jira field id`,
        'comma-separated field ids such as summary,status,customfield_10010, or *all'
      )
    }
  }
  return [...new Set(fields)]
}
