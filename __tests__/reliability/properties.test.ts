/**
 * Property-based tests (fast-check) of what the action parses from text it does not
 * control: issue-key extraction (src/commands/attest-jira/keys.ts) and every input reader (src/inputs/*).
 * For any value: no exception other than InputError, whose message is one sentence on one
 * line; keys are well formed, sorted, unique and really in the text. And linear time on
 * 100 kB inputs built to make a backtracking pattern or a quadratic loop blow up: ten 10 kB
 * inputs and one 100 kB input are the same work for a linear algorithm, and the test
 * allows a generous factor between the two, never an absolute number of milliseconds.
 */
import fc from 'fast-check'
import { PROCESS_STEP } from '../kit/sentences.js'
import { COMMAND_NAMES, loadCommand } from '../../src/commands/registry.js'
import { withDeclaredDefaults } from '../../src/commands/catalog.js'
import { readArtifact } from '../../src/inputs/artifact.js'
import { readCommonInputs, type CommonInputs } from '../../src/action/common-inputs.js'
import { readAttachments } from '../../src/attachments/attachments.js'
import { InputError } from '../../src/inputs/input-error.js'
import {
  readAnnotations,
  readAttestationName,
  readAttestationTarget,
  readExternalUrls,
  readOriginUrl,
  readTargetArtifacts,
  readUserData
} from '../../src/evidence-inputs/evidence-inputs.js'
import { readJiraInputs } from '../../src/commands/attest-jira/inputs.js'
import { readPaging } from '../../src/lists/paging-inputs.js'
import * as parse from '../../src/inputs/parse.js'
import { readQueryValue } from '../../src/commands/list-builds/query.js'
import {
  readCommitSha,
  readKeySources,
  readRedactions
} from '../../src/commands/attest-jira/reference-inputs.js'
import { inputsFromRecord, type InputSource } from '../../src/inputs/source.js'
import { checkTimeWindow, readTimestamp } from '../../src/inputs/time-window.js'
import {
  findIssueKeys,
  findKeysBySource,
  projectOf,
  upperCaseLikeGo
} from '../../src/commands/attest-jira/keys.js'

const KEY = /^[A-Z][A-Z0-9]{1,9}-[0-9]+$/

/** Text with the pieces that matter to key rules mixed into arbitrary Unicode. */
const keyishText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'ABC-1',
        'abc-12',
        'OPS-42',
        'CVE-2026-41284',
        'UTF-8',
        'SHA-256',
        'release-2026-05-01',
        '-',
        '-1',
        '1',
        'A',
        'ß',
        'ﬀ',
        'İ',
        'ǅ',
        ' ',
        '\n',
        '_',
        'é'
      ),
      fc.string({ unit: 'binary', maxLength: 6 }),
      fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,11}-[0-9]{1,4}(-[0-9])?$/)
    ),
    { maxLength: 30 }
  )
  .map(parts => parts.join(''))

/** Project-key lists as users write them: valid keys, spaces, case, and mistakes. */
const projectKeys = fc.array(
  fc.oneof(
    fc.constantFrom('ABC', 'ops', ' OPS ', 'A1', 'a_b', '', '.*', 'A-B', '0'),
    fc.string({ maxLength: 5 })
  ),
  { maxLength: 4 }
)
/** What the jira-project-keys reader lets through (PROJECT_KEY_PATTERN). */
const validProjectKeys = fc.array(fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{1,9}$/), {
  maxLength: 4
})

describe('issue-key extraction, for any text', () => {
  it('never throws, and gives sorted, unique keys that are in the text, whatever the rules', () => {
    fc.assert(
      fc.property(keyishText, projectKeys, projectKeys, (text, keys, ignored) => {
        const found = findIssueKeys(text, { projectKeys: keys, ignoreProjectKeys: ignored })
        const upper = upperCaseLikeGo(text)
        expect([...found].sort()).toEqual(found)
        expect(new Set(found).size).toBe(found.length)
        for (const key of found) {
          expect(upper).toContain(key)
          expect(ignored.map(k => k.trim().toUpperCase())).not.toContain(projectOf(key))
        }
      }),
      { numRuns: 300 }
    )
  })

  it('gives only well-formed keys of the projects asked for', () => {
    fc.assert(
      fc.property(keyishText, validProjectKeys, (text, keys) => {
        for (const key of findIssueKeys(text)) expect(key).toMatch(KEY)
        for (const key of findIssueKeys(text, { projectKeys: keys })) {
          expect(key).toMatch(/^[A-Z][A-Z0-9_]{1,9}-[0-9]+$/)
          if (keys.length > 0) expect(keys.map(k => k.toUpperCase())).toContain(projectOf(key))
        }
      }),
      { numRuns: 300 }
    )
  })

  it('finds a key standing alone, and never one followed by "-" and a digit', () => {
    const key = fc
      .tuple(fc.stringMatching(/^[A-Z][A-Z0-9]{1,9}$/), fc.integer({ min: 0, max: 1e6 }))
      .map(([project, number]) => `${project}-${number}`)
    fc.assert(
      fc.property(key, fc.constantFrom(' ', '\n', '(', ': ', ''), (issue, gap) => {
        expect(findIssueKeys(`Fix${gap ? gap : ' '}${issue}${gap}done`)).toContain(issue)
        expect(findIssueKeys(`${issue}-7`)).not.toContain(issue)
      })
    )
  })

  it('searches each text on its own: keys by source are the union of each text', () => {
    fc.assert(
      fc.property(fc.array(keyishText, { maxLength: 5 }), texts => {
        const sources = texts.map((text, index) => ({ source: `s${index % 2}`, text }))
        const bySource = findKeysBySource(sources)
        const union = [...new Set(texts.flatMap(text => findIssueKeys(text)))].sort()
        expect([...bySource.keys()]).toEqual(union)
      })
    )
  })

  it('upper-cases one character into one character, as the reference does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), text => {
        expect([...upperCaseLikeGo(text)]).toHaveLength([...text].length)
      })
    )
  })
})

/** A value as the runner passes one: text of any kind, or a value shaped like a real input. */
const anyValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  // Fragments of JSON, key=value lines, URLs and paths, shuffled: near misses of every form.
  fc
    .array(
      fc.constantFrom('{', '}', '[', ']', '"', ':', ',', '\n', ' ', 'a', '1', '=', '-', '.', '/'),
      { maxLength: 24 }
    )
    .map(parts => parts.join('')),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
  fc.json({ maxDepth: 3 }),
  fc.integer({ min: -1e12, max: 1e12 }).map(String),
  fc.double().map(String),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.constantFrom(
    'true',
    'false',
    'TRUE',
    '..',
    '.',
    '/',
    'a/b',
    'web-app',
    '0',
    '-1',
    '1e3',
    '0x10',
    'custom:x',
    'none',
    'commits,branch',
    'a=b\nc=d',
    '{"a": "b"}',
    '[1,2]',
    'https://user:pw@host/x',
    'http://127.0.0.1:1/api/v2',
    'e'.repeat(64),
    'E'.repeat(64)
  )
)

/** A source where each named input is unset or any value (trimmed and empty = unset, as core does). */
function sourceOf(names: readonly string[]) {
  return fc
    .tuple(...names.map(() => fc.option(anyValue, { nil: undefined })))
    .map(values => Object.fromEntries(names.map((name, index) => [name, values[index]])))
}

function expectOnlyInputErrors(read: (source: InputSource) => unknown, names: string[]) {
  fc.assert(
    fc.property(sourceOf(names), values => {
      try {
        read(inputsFromRecord(values))
      } catch (error) {
        if (!(error instanceof InputError)) throw error
        expect(error.message).toMatch(/^Input "[a-z-]+" [^\n]+; expected [^\n]+\.$/)
        expect(names).toContain(error.input)
      }
    }),
    { numRuns: 150 }
  )
}

const COMMON: CommonInputs = {
  command: 'list-builds',
  apiToken: 'token',
  org: 'acme',
  baseUrl: new URL('https://app.kosli.com/api/v2'),
  dryRun: false,
  timeoutMs: 30_000,
  maxRetries: 3,
  summary: true
}

/** Inputs each command reads (attest-jira's readers are checked one by one below). */
const COMMAND_INPUTS: Record<string, string[]> = {
  'assert-artifact': [
    'fingerprint',
    'artifact-path',
    'artifact-type',
    'exclude',
    'flow',
    'environment',
    'policies',
    'fail-on-non-compliant'
  ],
  'list-builds': [
    'page',
    'per-page',
    'all-pages',
    'max-items',
    'repo-id',
    'repo-name',
    'start-ts',
    'end-ts'
  ],
  'list-trails': ['flow', 'page', 'per-page', 'all-pages', 'max-items'],
  'get-deployment': ['environment', 'fingerprint', 'artifact-path', 'artifact-type', 'exclude'],
  'override-attestation': [
    'flow',
    'trail',
    'name',
    'reason',
    'compliant',
    'attestation-type',
    'fingerprint',
    'target-artifacts',
    'description',
    'origin-url',
    'user-data',
    'annotations',
    'external-urls'
  ],
  'list-attestations': ['flow', 'from-ts', 'to-ts', 'page', 'per-page', 'all-pages', 'max-items'],
  'get-approval': ['flow', 'approval-number', 'fail-unless-approved'],
  'list-actions': []
}

describe('input parsing, for any values: InputError or a value, nothing else', () => {
  it.each([
    ['readName', (s: InputSource) => parse.readName(s, 'flow', true), ['flow']],
    [
      'readFingerprint',
      (s: InputSource) => parse.readFingerprint(s, 'fingerprint'),
      ['fingerprint']
    ],
    [
      'readBoolean',
      (s: InputSource) => parse.readBoolean(withDeclaredDefaults(s, 'list-builds'), 'dry-run'),
      ['dry-run']
    ],
    [
      'readInteger',
      (s: InputSource) => parse.readInteger(s, 'max-retries', { min: 0, max: 10 }),
      ['max-retries']
    ],
    ['readList', (s: InputSource) => parse.readList(s, 'policies'), ['policies']],
    [
      'readChoice',
      (s: InputSource) => parse.readChoice(s, 'artifact-type', ['file', 'dir', 'docker']),
      ['artifact-type']
    ],
    [
      'readTimestamp and checkTimeWindow',
      (s: InputSource) =>
        checkTimeWindow(
          { name: 'start-ts', value: readTimestamp(s, 'start-ts', false) },
          { name: 'end-ts', value: readTimestamp(s, 'end-ts', true) }
        ),
      ['start-ts', 'end-ts']
    ],
    ['readQueryValue', (s: InputSource) => readQueryValue(s, 'repo-name', 'a name'), ['repo-name']],
    [
      'readPaging',
      (s: InputSource) =>
        readPaging(withDeclaredDefaults(s, 'list-builds'), { minPerPage: 0, maxPerPage: 50 }),
      ['page', 'per-page', 'all-pages', 'max-items']
    ],
    ['readUserData', (s: InputSource) => readUserData(s), ['user-data']],
    ['readAnnotations', (s: InputSource) => readAnnotations(s), ['annotations']],
    ['readExternalUrls', (s: InputSource) => readExternalUrls(s), ['external-urls']],
    ['readAttestationName', (s: InputSource) => readAttestationName(s, 'name'), ['name']],
    ['readAttestationTarget', (s: InputSource) => readAttestationTarget(s, 'name'), ['name']],
    ['readTargetArtifacts', (s: InputSource) => readTargetArtifacts(s), ['target-artifacts']],
    ['readOriginUrl', (s: InputSource) => readOriginUrl(s, 'origin-url'), ['origin-url']],
    [
      'readKeySources',
      (s: InputSource) => readKeySources(withDeclaredDefaults(s, 'attest-jira'), 'key-sources'),
      ['key-sources']
    ],
    ['readCommitSha', (s: InputSource) => readCommitSha(s, 'commit-sha'), ['commit-sha']],
    [
      'readRedactions',
      (s: InputSource) => readRedactions(s, 'redact-commit-info'),
      ['redact-commit-info']
    ],
    [
      'readAttachments',
      (s: InputSource) => readAttachments(s, 'attachments', 'attachment'),
      ['attachments', 'attachment']
    ],
    [
      'readArtifact',
      (s: InputSource) => readArtifact(s),
      [
        'fingerprint',
        'artifact-path',
        'artifact-type',
        'exclude',
        'registry-username',
        'registry-password'
      ]
    ],
    [
      'readJiraInputs',
      (s: InputSource) => readJiraInputs(s, () => undefined),
      [
        'jira-base-url',
        'jira-username',
        'jira-api-token',
        'jira-pat',
        'jira-project-keys',
        'jira-ignore-project-keys',
        'jira-issue-fields'
      ]
    ],
    [
      'readCommonInputs',
      (s: InputSource) => readCommonInputs(s, COMMAND_NAMES),
      [
        'command',
        'api-token',
        'org',
        'base-url',
        'dry-run',
        'timeout-seconds',
        'max-retries',
        'summary'
      ]
    ]
  ] as [string, (source: InputSource) => unknown, string[]][])('%s', (_name, read, names) => {
    expectOnlyInputErrors(read, names)
  })

  it.each(Object.entries(COMMAND_INPUTS))('%s parseInputs', async (command, names) => {
    const { parseInputs } = await loadCommand(command)
    expectOnlyInputErrors(
      source => parseInputs(withDeclaredDefaults(source, command), COMMON, PROCESS_STEP),
      names
    )
  })
})

/**
 * Best of five, in milliseconds of this process's CPU time: the least a run took, which noise
 * can only lengthen. CPU time, not the clock: on a loaded machine a run waits for a core, and
 * that wait says nothing of the algorithm.
 */
function fastest(work: () => void): number {
  let best = Infinity
  for (let trial = 0; trial < 5; trial++) {
    const started = process.cpuUsage()
    work()
    const used = process.cpuUsage(started)
    best = Math.min(best, (used.user + used.system) / 1e3)
  }
  return best
}

/** A text of about `bytes` made by repeating `unit`. */
const grow = (unit: string, bytes: number) => unit.repeat(Math.ceil(bytes / unit.length))

/**
 * Linear: one 500 kB input costs about what fifty 10 kB inputs cost. A quadratic algorithm
 * pays fifty times more for the big one. The factor allowed (20, plus 2 ms for the clock's
 * grain on tiny timings) leaves room for what a big input costs beyond its length (a text
 * that no longer fits the CPU's caches, the garbage collector's threads, which this process's
 * CPU time counts), measured at up to 11 on a loaded machine, and is still well below fifty.
 */
function expectLinear(run: (text: string) => unknown, unit: string) {
  const small = grow(unit, 10_000)
  const big = grow(unit, 500_000)
  run(big) // warm up the JIT on the same shapes
  const fiftySmall = fastest(() => {
    for (let i = 0; i < 50; i++) run(small)
  })
  const oneBig = fastest(() => run(big))
  expect(oneBig).toBeLessThanOrEqual(20 * fiftySmall + 2)
}

const tryRead = (read: (source: InputSource) => unknown, name: string) => (text: string) => {
  try {
    return read(inputsFromRecord({ [name]: text }))
  } catch (error) {
    if (!(error instanceof InputError)) throw error
    return error
  }
}

describe('linear time on 500 kB inputs', () => {
  it.each([
    ['dash-digit chains', '-1-1A-12-'],
    ['one long key number', 'AB-1111111111'],
    ['many distinct keys', 'ABC-1 ABC-12 OPS-123 XY-9 '],
    ['letters without a dash', 'ABCDEFGHIJ'],
    ['multi-segment ids', 'CVE-2026-41284 '],
    ['non-ASCII letters', 'ßﬀİabc-1 '],
    ['word characters only', 'A_1'],
    ['a key followed by a long dash chain', 'ABC-1-1-1-1-1-1-1-1-1']
  ])('findIssueKeys: %s', (_name, unit) => {
    expectLinear(text => findIssueKeys(text), unit)
    expectLinear(
      text =>
        findIssueKeys(text, { projectKeys: ['ABC', 'AB', 'A1', 'CVE'], ignoreProjectKeys: ['XY'] }),
      unit
    )
  })

  it('findIssueKeys: many distinct keys, each number a new branch of the trie', () => {
    const numbered = (bytes: number) => {
      const parts: string[] = []
      for (let i = 0, size = 0; size < bytes; i++) {
        const key = `ABC-${i} XY${i % 97}-${i}-${i} `
        parts.push(key)
        size += key.length
      }
      return parts.join('')
    }
    const small = numbered(10_000)
    const big = numbered(100_000)
    findIssueKeys(big)
    const tenSmall = fastest(() => {
      for (let i = 0; i < 10; i++) findIssueKeys(small)
    })
    // Sorting the keys found adds a log factor: allow a little more than for plain scans.
    expect(fastest(() => findIssueKeys(big))).toBeLessThanOrEqual(6 * tenSmall + 2)
  })

  it.each([
    ['readName', (s: InputSource) => parse.readName(s, 'flow'), 'flow', 'a.b-c_d~e'],
    [
      'readName, refused at the end',
      (s: InputSource) => parse.readName(s, 'flow'),
      'flow',
      'aaaa/'
    ],
    [
      'readFingerprint',
      (s: InputSource) => parse.readFingerprint(s, 'fingerprint'),
      'fingerprint',
      'ab'
    ],
    [
      'readInteger',
      (s: InputSource) => parse.readInteger(s, 'page', { min: 1, max: 10 }),
      'page',
      '1234567890'
    ],
    ['readTimestamp', (s: InputSource) => readTimestamp(s, 'start-ts', false), 'start-ts', '1.1'],
    ['readList', (s: InputSource) => parse.readList(s, 'policies'), 'policies', 'p1, ,\n'],
    ['readQueryValue', (s: InputSource) => readQueryValue(s, 'repo-name', 'x'), 'repo-name', 'a/'],
    ['readUserData', (s: InputSource) => readUserData(s), 'user-data', '[[[['],
    ['readUserData, an object', (s: InputSource) => readUserData(s), 'user-data', '{"a":1,'],
    ['readAnnotations, lines', (s: InputSource) => readAnnotations(s), 'annotations', 'k_1=v-1\n'],
    ['readAnnotations, bad lines', (s: InputSource) => readAnnotations(s), 'annotations', 'a'],
    [
      'readExternalUrls, lines',
      (s: InputSource) => readExternalUrls(s),
      'external-urls',
      'n=https://x.example/aaaa\n'
    ],
    [
      'readExternalUrls, one long URL',
      (s: InputSource) => readExternalUrls(s),
      'external-urls',
      'https'
    ],
    ['readAttestationName', (s: InputSource) => readAttestationName(s, 'name'), 'name', 'a-b,c_'],
    ['readAttestationTarget', (s: InputSource) => readAttestationTarget(s, 'name'), 'name', 'a.b'],
    ['readTargetArtifacts', (s: InputSource) => readTargetArtifacts(s), 'target-artifacts', 'a,'],
    [
      'readOriginUrl',
      (s: InputSource) => readOriginUrl(s, 'origin-url'),
      'origin-url',
      'https://a'
    ],
    [
      'readKeySources',
      (s: InputSource) => readKeySources(withDeclaredDefaults(s, 'attest-jira'), 'key-sources'),
      'key-sources',
      'commits,'
    ],
    ['readCommitSha', (s: InputSource) => readCommitSha(s, 'commit-sha'), 'commit-sha', 'abc123'],
    [
      'readJiraInputs, project keys',
      (s: InputSource) =>
        readJiraInputs(
          (name: string) =>
            ({ 'jira-base-url': 'https://acme.atlassian.net', 'jira-pat': 'pat' })[name] ?? s(name),
          () => undefined
        ),
      'jira-project-keys',
      'ABC,OPS_2,'
    ],
    [
      'readCommonInputs, base-url',
      (s: InputSource) =>
        readCommonInputs(
          (name: string) =>
            ({ command: 'list-builds', 'api-token': 't', org: 'acme' })[name] ?? s(name),
          COMMAND_NAMES
        ),
      'base-url',
      'https://app.kosli.com/api/v2/aaaa'
    ]
  ] as [string, (source: InputSource) => unknown, string, string][])(
    '%s',
    (_name, read, input, unit) => {
      expectLinear(tryRead(read, input), unit)
    }
  )
})
