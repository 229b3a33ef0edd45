import {
  readCommitSha,
  readKeySources,
  readRedactions
} from '../../../src/commands/attest-jira/reference-inputs.js'
import { readOriginUrl } from '../../../src/evidence-inputs/evidence-inputs.js'
import { InputError } from '../../../src/inputs/input-error.js'
import { readJiraInputs } from '../../../src/commands/attest-jira/inputs.js'
import { inputsFromRecord } from '../../../src/inputs/source.js'
import { withDeclaredDefaults } from '../../../src/commands/catalog.js'
import { expectOneSentence, inputError } from '../../kit/sentences.js'

const cloud = {
  'jira-base-url': 'https://acme.atlassian.net',
  'jira-username': 'bot@acme.example',
  'jira-api-token': 'jira-token-value'
}

function read(
  values: Record<string, string | undefined>,
  mask: (secret: string) => void = () => undefined
) {
  return readJiraInputs(inputsFromRecord(values), mask)
}

describe('readJiraInputs', () => {
  it('reads Cloud credentials, masking the token and the Basic header value', () => {
    const masked: string[] = []
    const inputs = read(cloud, secret => masked.push(secret))
    expect(inputs.credentials).toEqual({
      kind: 'cloud',
      username: 'bot@acme.example',
      apiToken: 'jira-token-value'
    })
    expect(inputs.baseUrl.href).toBe('https://acme.atlassian.net/')
    const basic = Buffer.from('bot@acme.example:jira-token-value').toString('base64')
    expect(masked).toContain('jira-token-value')
    expect(masked).toContain(basic)
    expect(inputs).toMatchObject({ projectKeys: [], ignoreProjectKeys: [], issueFields: [] })
  })

  it('reads a Server personal access token and masks it', () => {
    const masked: string[] = []
    const inputs = read(
      { 'jira-base-url': 'https://jira.acme.example/jira', 'jira-pat': 'pat-value' },
      s => masked.push(s)
    )
    expect(inputs.credentials).toEqual({ kind: 'server', pat: 'pat-value' })
    expect(masked).toContain('pat-value')
  })

  it('masks the secrets even when the inputs are then refused', () => {
    const masked: string[] = []
    expect(() => read({ ...cloud, 'jira-pat': 'pat-value' }, s => masked.push(s))).toThrow(
      InputError
    )
    expect(masked).toEqual(expect.arrayContaining(['jira-token-value', 'pat-value']))
  })

  it.each<[string, Record<string, string | undefined>, string, RegExp]>([
    [
      'both modes',
      { ...cloud, 'jira-pat': 'p' },
      'jira-pat',
      /is set together with jira-username; expected either jira-username with jira-api-token \(Jira Cloud\) or jira-pat/
    ],
    [
      'a PAT and an API token',
      { 'jira-base-url': cloud['jira-base-url'], 'jira-api-token': 't', 'jira-pat': 'p' },
      'jira-pat',
      /together with jira-api-token/
    ],
    [
      'a username alone',
      { 'jira-base-url': cloud['jira-base-url'], 'jira-username': 'u' },
      'jira-api-token',
      /is empty while jira-username is set/
    ],
    [
      'an API token alone',
      { 'jira-base-url': cloud['jira-base-url'], 'jira-api-token': 't' },
      'jira-username',
      /is empty while jira-api-token is set/
    ],
    [
      'no credentials',
      { 'jira-base-url': cloud['jira-base-url'] },
      'jira-api-token',
      /is empty and so is jira-pat \(workflows triggered from forks receive no secrets\)/
    ],
    ['no site', { ...cloud, 'jira-base-url': undefined }, 'jira-base-url', /is empty/],
    [
      'plain http to a remote host',
      { ...cloud, 'jira-base-url': 'http://jira.acme.example' },
      'jira-base-url',
      /plain http/
    ],
    [
      'credentials in the URL',
      { ...cloud, 'jira-base-url': 'https://u:p@acme.atlassian.net' },
      'jira-base-url',
      /contains credentials/
    ],
    [
      'a bad project key',
      { ...cloud, 'jira-project-keys': 'ABC, 1X' },
      'jira-project-keys',
      /"1X", which is not a Jira project key/
    ],
    [
      'a too long project key',
      { ...cloud, 'jira-project-keys': 'ABCDEFGHIJK' },
      'jira-project-keys',
      /not a Jira project key/
    ],
    [
      'a bad ignored key',
      { ...cloud, 'jira-ignore-project-keys': 'UTF-8' },
      'jira-ignore-project-keys',
      /not a Jira project key/
    ],
    [
      'a bad field',
      { ...cloud, 'jira-issue-fields': 'summary, status name' },
      'jira-issue-fields',
      /not a Jira field id/
    ]
  ])('refuses %s in one sentence', (_name, values, input, pattern) => {
    const error = inputError(() => read(values))
    expectOneSentence(error, input)
    expect(error.message).toMatch(pattern)
  })

  it('allows plain http to loopback, for a local emulator', () => {
    expect(read({ ...cloud, 'jira-base-url': 'http://127.0.0.1:8080' }).baseUrl.origin).toBe(
      'http://127.0.0.1:8080'
    )
  })

  it('upper-cases and de-duplicates project keys and keeps field ids as given', () => {
    const inputs = read({
      ...cloud,
      'jira-project-keys': 'abc, OPS,Abc',
      'jira-ignore-project-keys': 'utf,sha',
      'jira-issue-fields': 'summary,status,customfield_10010,*all,-comment'
    })
    expect(inputs.projectKeys).toEqual(['ABC', 'OPS'])
    expect(inputs.ignoreProjectKeys).toEqual(['UTF', 'SHA'])
    expect(inputs.issueFields).toEqual([
      'summary',
      'status',
      'customfield_10010',
      '*all',
      '-comment'
    ])
  })
})

describe('readKeySources, readCommitSha, readRedactions, readOriginUrl', () => {
  const source = (values: Record<string, string>) =>
    withDeclaredDefaults(inputsFromRecord(values), 'attest-jira')

  it('defaults to commits, branch and pr-title; none means none; repeats are dropped', () => {
    expect(readKeySources(source({}), 'key-sources')).toEqual(['commits', 'branch', 'pr-title'])
    expect(readKeySources(source({ 'key-sources': 'none' }), 'key-sources')).toEqual([])
    expect(
      readKeySources(source({ 'key-sources': 'pr-body, commits,pr-body' }), 'key-sources')
    ).toEqual(['pr-body', 'commits'])
    expectOneSentence(
      inputError(() => readKeySources(source({ 'key-sources': 'commits,none' }), 'key-sources')),
      'key-sources'
    )
  })

  it('refuses key-sources that name no source at all, rather than reading the default', () => {
    const error = inputError(() => readKeySources(source({ 'key-sources': ', ,' }), 'key-sources'))
    expectOneSentence(error, 'key-sources')
    expect(error.message).toMatch(/names no key source/)
  })

  it('lower-cases a commit sha and refuses a ref name', () => {
    expect(readCommitSha(source({ 'commit-sha': 'ABCDEF1' }), 'commit-sha')).toBe('abcdef1')
    expectOneSentence(
      inputError(() => readCommitSha(source({ 'commit-sha': 'main' }), 'commit-sha')),
      'commit-sha'
    )
  })

  it('reads the commit details to redact', () => {
    expect(
      readRedactions(source({ 'redact-commit-info': 'author, message' }), 'redact-commit-info')
    ).toEqual(['author', 'message'])
    expectOneSentence(
      inputError(() =>
        readRedactions(source({ 'redact-commit-info': 'sha1' }), 'redact-commit-info')
      ),
      'redact-commit-info'
    )
  })

  it('takes only an http(s) origin URL', () => {
    expect(readOriginUrl(source({ 'origin-url': 'https://ci.acme.example/1' }), 'origin-url')).toBe(
      'https://ci.acme.example/1'
    )
    expectOneSentence(
      inputError(() =>
        readOriginUrl(source({ 'origin-url': 'javascript:alert(1)' }), 'origin-url')
      ),
      'origin-url'
    )
  })
})
