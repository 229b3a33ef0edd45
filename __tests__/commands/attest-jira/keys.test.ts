import {
  findIssueKeys,
  findKeysBySource,
  upperCaseLikeGo,
  type KeyRules
} from '../../../src/commands/attest-jira/keys.js'

type Case = [
  description: string,
  text: string | null | undefined,
  rules: KeyRules,
  expected: string[]
]

const any: KeyRules = {}

const cases: Case[] = [
  ['a plain key', 'ABC-123 fix the login', any, ['ABC-123']],
  ['a lower-case key', 'abc-123 lower case', any, ['ABC-123']],
  ['mixed case keys', 'Fix abc-1, Abc-2 and aBC-3', any, ['ABC-1', 'ABC-2', 'ABC-3']],
  ['a CVE id', 'Upgrade for CVE-2026-41284', any, []],
  [
    'a key next to CVE ids',
    'PROJ-42: Upgrade dependency for CVE-2026-41284 / CVE-2026-42498',
    any,
    ['PROJ-42']
  ],
  ['a lower-case CVE id', 'see cve-2026-41284', any, []],
  ['a CWE id (a valid key shape)', 'Fixes CWE-79 in the form', any, ['CWE-79']],
  ['a CWE id with CWE ignored', 'Fixes CWE-79 in the form', { ignoreProjectKeys: ['CWE'] }, []],
  ['UTF-8 (a valid key shape)', 'Read files as UTF-8', any, ['UTF-8']],
  ['UTF-8 with UTF ignored', 'Read files as UTF-8', { ignoreProjectKeys: ['UTF'] }, []],
  ['SHA-256', 'Check the SHA-256 digest', any, ['SHA-256']],
  ['ISO-8601', 'Dates in ISO-8601', any, ['ISO-8601']],
  [
    'the blocklist is case-insensitive',
    'sha-1 and ABC-2',
    { ignoreProjectKeys: ['sha', 'iso'] },
    ['ABC-2']
  ],
  ['a key in a branch name', 'feature/ABC-12-thing', any, ['ABC-12']],
  ['a lower-case key in a branch name', 'feature/abc-12-login-page', any, ['ABC-12']],
  ['a date-like release branch', 'release-2026-05-01', any, []],
  ['a date-like hotfix branch', 'hotfix/2026-05-01', any, []],
  ['a version-like branch', 'v2026-05-01', any, []],
  ['a key after a date', 'deploy/2026-05-01-ABC-7', any, ['ABC-7']],
  ['duplicates', 'ABC-1 ABC-1 abc-1', any, ['ABC-1']],
  ['a key also seen whole', 'ABC-1 and ABC-1-2', any, ['ABC-1']],
  ['a key only seen as a prefix of a longer id', 'ABC-1-2', any, []],
  ['the reference counts substring occurrences', 'ABC-1-2 ABC-12', any, ['ABC-1', 'ABC-12']],
  ['a prefix of a longer multi-segment number', 'ABC-1-2 ABC-12-3', any, ['ABC-1']],
  ['a multi-segment id also seen whole later', 'CVE-2026-1 and CVE-2026', any, ['CVE-2026']],
  [
    'a substring occurrence inside a longer word',
    'XCVE-2026 CVE-2026-1',
    any,
    ['CVE-2026', 'XCVE-2026']
  ],
  ['a one-letter project', 'A-1 and B-22', any, []],
  ['a project starting with a digit', '1A-23', any, []],
  ['an underscore separator', 'ABC_123', any, []],
  ['no number', 'ABC- and ABC', any, []],
  ['a ten-letter project', 'ABCDEFGHIJ-1', any, ['ABCDEFGHIJ-1']],
  ['an eleven-letter project', 'ABCDEFGHIJK-1', any, []],
  ['leading zeros are kept', 'ABC-0001', any, ['ABC-0001']],
  [
    'a key inside brackets and a URL',
    '[ABC-1] https://acme.atlassian.net/browse/OPS-77',
    any,
    ['ABC-1', 'OPS-77']
  ],
  ['a merge commit message', 'Merge pull request #12 from acme/ABC-9-fix', any, ['ABC-9']],
  [
    'trailers over several lines',
    'ABC-123: fix\n\nRefs: OPS-42, ops-43',
    any,
    ['ABC-123', 'OPS-42', 'OPS-43']
  ],
  ['sorted output', 'ZZ-1 AA-2 MM-3', any, ['AA-2', 'MM-3', 'ZZ-1']],
  ['digits and letters after the number', 'ABC-12abc and OPS-1_', any, ['ABC-12', 'OPS-1']],
  ['an em dash between keys', 'JIRA-1\u2014JIRA-2', any, ['JIRA-1', 'JIRA-2']],
  ['project keys filter', 'ABC-1 XYZ-2 DEF-3', { projectKeys: ['ABC', 'XYZ'] }, ['ABC-1', 'XYZ-2']],
  ['project keys are upper-cased', 'abc-5 and def-6', { projectKeys: ['abc'] }, ['ABC-5']],
  ['a project key needs a word boundary', 'XABC-1', { projectKeys: ['ABC'] }, []],
  [
    'a project key with an underscore',
    'my_proj-3 fix',
    { projectKeys: ['MY_PROJ'] },
    ['MY_PROJ-3']
  ],
  ['an underscore key without a filter', 'MY_PROJ-3 fix', any, []],
  ['project keys and CVE ids', 'CVE-2026-41284', { projectKeys: ['CVE'] }, []],
  ['blank project keys match nothing', 'ABC-1', { projectKeys: ['', ' '] }, []],
  ['empty text', '', any, []],
  ['null text (a pull request without a body)', null, any, []],
  ['undefined text', undefined, any, []],
  ['"ß" does not become "SS"', 'Straße-12', any, []],
  ['a ligature does not become two letters', '\ufb00-1', any, []],
  ['dotless i upper-cases to I, as in Go', '\u0131d-7', any, ['ID-7']],
  ['a non-ASCII letter is a word boundary', '\u00c0BC-1 and AB-1\u00e9', any, ['AB-1', 'BC-1']],
  ['emoji around a key', '\u{1F680}ABC-3\u{1F680}', any, ['ABC-3']]
]

describe('findIssueKeys', () => {
  it.each(cases)('%s', (_description, text, rules, expected) => {
    expect(findIssueKeys(text, rules)).toEqual(expected)
  })

  it('has at least 40 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40)
  })
})

/** The reference algorithm, transcribed naively (quadratic, one search per candidate). */
function referenceKeys(text: string, projectKeys: string[] = []): string[] {
  const upper = upperCaseLikeGo(text)
  const pattern =
    projectKeys.length === 0
      ? /\b[A-Z][A-Z0-9]{1,9}-[0-9]+/g
      : new RegExp(`\\b(${projectKeys.map(k => k.toUpperCase()).join('|')})-[0-9]+`, 'g')
  const unique = [...new Set(upper.match(pattern) ?? [])]
  const partial = (match: string) => {
    for (let at = upper.indexOf(match); at >= 0; at = upper.indexOf(match, at + 1)) {
      if (!/^-\d/.test(upper.slice(at + match.length))) return false
    }
    return true
  }
  return unique.filter(match => !partial(match)).sort()
}

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), state | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

describe('findIssueKeys against a naive transcription of the reference', () => {
  const pieces = [
    'A',
    'b',
    'AB',
    'ABC',
    'AB-1',
    'AB-12-1',
    '-',
    '-1',
    '1',
    '2',
    '12',
    ' ',
    '_',
    'ß',
    'X9'
  ]

  it.each([1, 2, 3, 4, 5])('agrees on 1000 random texts (seed %i)', seed => {
    const next = random(seed)
    for (let i = 0; i < 1000; i++) {
      let text = ''
      const length = Math.floor(next() * 40)
      for (let j = 0; j < length; j++) text += pieces[Math.floor(next() * pieces.length)]
      const projects = next() < 0.3 ? ['AB', 'ABC'] : []
      expect({ text, keys: findIssueKeys(text, { projectKeys: projects }) }).toEqual({
        text,
        keys: referenceKeys(text, projects)
      })
    }
  })
})

describe('findIssueKeys on large, hostile inputs', () => {
  const inputs: [string, string][] = [
    ['one long word', 'A'.repeat(100_000)],
    ['many CVE-like ids of one project', 'CVE-1-1 '.repeat(12_500)],
    [
      'many distinct multi-segment ids',
      Array.from({ length: 10_000 }, (_, i) => `AB-${i}-1`).join(' ')
    ],
    ['dashes and digits', '-1'.repeat(50_000)],
    ['a letter-dash run', 'A-'.repeat(50_000)],
    ['one very long number followed by -digit', `AB-${'1'.repeat(100_000)}-1`],
    ['many keys', Array.from({ length: 10_000 }, (_, i) => `PROJ-${i}`).join(' ')]
  ]

  it.each(inputs)('%s takes well under a second', (_name, text) => {
    const started = performance.now()
    findIssueKeys(text)
    findIssueKeys(text, { projectKeys: ['AB', 'CVE', 'PROJ'] })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('still finds the keys in a large text', () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `PROJ-${i}`).join(' ')
    const keys = findIssueKeys(text)
    expect(keys).toHaveLength(10_000)
    expect(keys[0]).toBe('PROJ-0')
  })
})

describe('findKeysBySource', () => {
  it('names every source a key came from, once, ordered by key', () => {
    const found = findKeysBySource([
      { source: 'commits', text: 'OPS-2: fix' },
      { source: 'commits', text: 'ABC-1 and OPS-2' },
      { source: 'branch', text: 'feature/abc-1-x' },
      { source: 'pr-body', text: null }
    ])
    expect([...found]).toEqual([
      ['ABC-1', ['commits', 'branch']],
      ['OPS-2', ['commits']]
    ])
  })

  it('searches each text on its own, so one text cannot hide a key in another', () => {
    const found = findKeysBySource([
      { source: 'commits', text: 'bump to CVE-2026-1' },
      { source: 'pr-title', text: 'CVE-2026 follow-up' }
    ])
    expect([...found.keys()]).toEqual(['CVE-2026'])
    expect(found.get('CVE-2026')).toEqual(['pr-title'])
  })
})
