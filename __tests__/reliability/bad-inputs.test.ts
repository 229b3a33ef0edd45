/**
 * The bad-input matrix: one row per refusal, across every command, as steps run in-process
 * (kit/step.ts). Each row must fail the step with outcome `error` and exactly one error
 * annotation that is one sentence: `Input "<name>" <what is wrong>; expected <the form>.`,
 * and nothing may reach the sandbox or the Jira emulator. (The older per-command refusal
 * tests in __tests__/e2e keep their own cases; the rows here do not repeat them.)
 *
 * All rows run at once, a few at a time, in beforeAll; each `it` checks one row.
 */
import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { COMPLIANT_FINGERPRINT } from '../../sandbox/fixtures.js'
import { type ActionRun } from '../../tools/run-action.js'
import { runStep } from '../kit/step.js'
import { COMMAND_NAMES } from '../../src/commands/registry.js'
import { expectOneError } from '../kit/annotations.js'
import { exampleRun } from '../kit/examples.js'
import { useJira, useSandbox } from '../kit/servers.js'
import { pool } from '../kit/reliability.js'

const sandbox = useSandbox()
const jira = useJira()
let work: string

/** [command, inputs over the command's valid base, the input named, what is wrong] */
type Row = [string, Record<string, string>, string, RegExp]

const FP = COMPLIANT_FINGERPRINT
const HUGE = 10 * 1024 * 1024 + 1

/** Paths are made in beforeAll; rows name them through these placeholders. */
const DIRECTORY = '<directory>'
const BIG_FILE = '<file over 10 MB>'

// One row per line, as a table.
// prettier-ignore
const rows: Row[] = [
  // ---- common inputs ----
  ['list-actions', { command: 'list-action' }, 'command', /has "list-action", which is not a command \(did you mean list-actions\?\); expected one of /],
  ['list-actions', { command: '' }, 'command', /is empty; expected one of /],
  ['list-actions', { org: '' }, 'org', /is empty and KOSLI_ORG is not set; expected a name of letters/],
  ['list-actions', { command: 'deploy-everything' }, 'command', /which is not a command; expected one of /],
  ['list-actions', { org: 'acme/eu' }, 'org', /contains a path separator/],
  ['list-actions', { org: '..' }, 'org', /a dot segment/],
  ['list-actions', { org: 'acme corp' }, 'org', /is not a valid name/],
  ['list-actions', { 'base-url': 'http://10.0.0.5/api/v2' }, 'base-url', /plain http to a host that is not loopback/],
  ['list-actions', { 'base-url': 'ftp://app.kosli.com/api/v2' }, 'base-url', /uses ftp, not https/],
  ['list-actions', { 'base-url': 'app.kosli.com/api/v2' }, 'base-url', /is not an absolute URL/],
  ['list-actions', { 'timeout-seconds': '0' }, 'timeout-seconds', /has 0, which is out of range; expected a whole number of seconds from 1 to 600/],
  ['list-actions', { 'timeout-seconds': '601' }, 'timeout-seconds', /out of range/],
  ['list-actions', { 'max-retries': '11' }, 'max-retries', /out of range; expected a whole number from 0 to 10/],
  ['list-actions', { 'max-retries': '-1' }, 'max-retries', /out of range/],
  ['list-actions', { 'max-retries': 'three' }, 'max-retries', /is not a whole number/],
  ['list-actions', { summary: 'yes' }, 'summary', /is not a boolean; expected "true" or "false"/],
  ['list-actions', { 'dry-run': 'on' }, 'dry-run', /is not a boolean/],
  ['list-builds', { 'api-token': '' }, 'api-token', /is empty \(workflows triggered from forks/],
  ['list-builds', { 'api-token': 'kosli_first_half_0000\nkosli_second_half_000' }, 'api-token', /^Input "api-token" contains a line break; expected the token alone on one line/],
  ['list-builds', { 'api-token': 'kosli_token_0000 kosli_token_0001' }, 'api-token', /contains a space/],
  ['list-builds', { 'api-token': 'kosli_token_0000\u0007kosli_token_0001' }, 'api-token', /contains a control character/],

  // ---- assert-artifact ----
  ['assert-artifact', { fingerprint: FP.toUpperCase() }, 'fingerprint', /which has upper-case letters; expected a SHA-256 fingerprint of 64 lowercase hexadecimal/],
  ['assert-artifact', { fingerprint: 'g'.repeat(64) }, 'fingerprint', /which is not hexadecimal/],
  ['assert-artifact', { fingerprint: `sha256:${FP}` }, 'fingerprint', /which is not 64 characters long/],
  ['assert-artifact', { policies: 'prod-baseline, provenance/v2' }, 'policies', /contains a path separator/],
  ['assert-artifact', { flow: '.' }, 'flow', /a dot segment/],
  ['assert-artifact', { environment: 'prod env' }, 'environment', /is not a valid name/],
  ['assert-artifact', { 'fail-on-non-compliant': 'no' }, 'fail-on-non-compliant', /is not a boolean/],
  ['assert-artifact', { environment: 'production', policies: 'prod-baseline' }, 'policies', /is set together with environment; expected either environment \(its policies\) or policies, not both/],
  ['assert-artifact', { 'artifact-type': 'dir' }, 'artifact-type', /is set with fingerprint; expected it only with artifact-path/],
  ['assert-artifact', { fingerprint: '', 'artifact-path': DIRECTORY, 'artifact-type': 'tarball' }, 'artifact-type', /which is not one of the choices; expected one of file, dir, docker/],

  // ---- list-builds ----
  ['list-builds', { 'per-page': '15.0' }, 'per-page', /is not a whole number; expected a whole number from 0 to 50/],
  ['list-builds', { page: '1000001' }, 'page', /out of range; expected a whole number from 1 to 1000000/],
  ['list-builds', { 'repo-name': `acme/${'x'.repeat(300)}` }, 'repo-name', /is 305 characters long; expected .*at most 256 characters/],
  ['list-builds', { 'end-ts': '1e9' }, 'end-ts', /which is not a number of seconds/],
  ['list-builds', { 'start-ts': '-1767225600' }, 'start-ts', /which is negative; expected a non-negative number of seconds/],
  ['list-builds', { 'max-items': '-3' }, 'max-items', /out of range/],

  // ---- list-trails ----
  ['list-trails', { flow: '' }, 'flow', /is empty/],
  ['list-trails', { flow: 'web\\app' }, 'flow', /contains a path separator/],
  ['list-trails', { page: '-1' }, 'page', /out of range; expected a whole number from 1/],
  ['list-trails', { 'max-items': '1000001' }, 'max-items', /out of range/],
  ['list-trails', { 'all-pages': 'all' }, 'all-pages', /is not a boolean/],

  // ---- list-attestations ----
  ['list-attestations', { flow: '' }, 'flow', /is empty/],
  ['list-attestations', { 'from-ts': 'yesterday' }, 'from-ts', /is not a number of seconds; expected a whole number of seconds/],
  ['list-attestations', { 'to-ts': '-86400' }, 'to-ts', /which is negative/],
  ['list-attestations', { 'per-page': '101' }, 'per-page', /out of range; expected a whole number from 1 to 100/],
  ['list-attestations', { page: 'two' }, 'page', /is not a whole number/],

  // ---- get-deployment ----
  ['get-deployment', { environment: '..' }, 'environment', /a dot segment/],
  ['get-deployment', { fingerprint: '', 'artifact-path': 'app:1.0', 'artifact-type': 'docker', exclude: '*.map' }, 'exclude', /is set for artifact-type docker; expected exclude only for a directory/],
  ['get-deployment', { fingerprint: FP.slice(1) }, 'fingerprint', /not 64 characters long/],

  // ---- get-approval ----
  ['get-approval', { 'approval-number': '2147483648' }, 'approval-number', /out of range; expected a whole number from 1 to 2147483647/],
  ['get-approval', { 'approval-number': '1e3' }, 'approval-number', /is not a whole number/],
  ['get-approval', { flow: 'web app' }, 'flow', /is not a valid name/],

  // ---- override-attestation ----
  ['override-attestation', { 'user-data': '{"build": 42' }, 'user-data', /is not valid JSON \(.+\); expected a JSON object or array/],
  ['override-attestation', { annotations: '{not json' }, 'annotations', /is not valid JSON/],
  ['override-attestation', { annotations: '{"team": 1}' }, 'annotations', /has a number value for "team"/],
  ['override-attestation', { 'external-urls': '{"dash": {"href": "https://g.example"' }, 'external-urls', /is not valid JSON/],
  ['override-attestation', { 'external-urls': '{"dash": {"href": "https://g.example", "fingerprint": "abc"}}' }, 'external-urls', /has a fingerprint for "dash" that is not 64 lowercase hex characters/],
  ['override-attestation', { 'attestation-type': 'custom:' }, 'attestation-type', /which is not an attestation type; expected one of generic, junit/],
  ['override-attestation', { 'attestation-type': 'JUNIT' }, 'attestation-type', /which is not an attestation type/],
  ['override-attestation', { reason: 'x'.repeat(10_001) }, 'reason', /is 10001 characters long; expected at most 10000 characters/],
  ['override-attestation', { name: 'scan/../x' }, 'name', /which is not a valid attestation name/],
  ['override-attestation', { 'target-artifacts': 'app,../x' }, 'target-artifacts', /which is not a valid artifact name/],
  ['override-attestation', { trail: 'release\\1' }, 'trail', /contains a path separator/],
  ['override-attestation', { 'origin-url': 'javascript:alert(1)' }, 'origin-url', /which is not an http\(s\) URL/],

  // ---- attest-jira ----
  ['attest-jira', { 'jira-api-token': '' }, 'jira-api-token', /is empty while jira-username is set/],
  ['attest-jira', { 'jira-username': '' }, 'jira-username', /is empty while jira-api-token is set/],
  ['attest-jira', { 'jira-username': '', 'jira-pat': 'jpat_contradiction_0000' }, 'jira-pat', /is set together with jira-api-token; expected either jira-username with jira-api-token \(Jira Cloud\) or jira-pat/],
  ['attest-jira', { 'jira-username': '', 'jira-api-token': '' }, 'jira-api-token', /is empty and so is jira-pat/],
  ['attest-jira', { 'jira-api-token': 'jira_first_half_0000\njira_second_half_000' }, 'jira-api-token', /contains a line break; expected the token alone on one line/],
  ['attest-jira', { 'jira-username': '', 'jira-api-token': '', 'jira-pat': 'jpat_first_0000\r\njpat_second_000' }, 'jira-pat', /contains a line break/],
  ['attest-jira', { 'jira-username': 'dev@acme.example\nops@acme.example' }, 'jira-username', /contains a line break; expected the email address of the Atlassian account/],
  ['attest-jira', { 'jira-username': 'dev@acme.example:password' }, 'jira-username', /contains ":"/],
  ['attest-jira', { 'github-token': 'ghp_first_half_00000\nghp_second_half_0000' }, 'github-token', /contains a line break/],
  ['attest-jira', { 'jira-base-url': '' }, 'jira-base-url', /is empty and KOSLI_JIRA_BASE_URL is not set; expected the https URL of the Jira site/],
  ['attest-jira', { 'jira-base-url': 'jira.acme.example' }, 'jira-base-url', /is not an absolute URL/],
  ['attest-jira', { 'jira-base-url': 'http://jira.internal:8080' }, 'jira-base-url', /plain http to a host that is not loopback/],
  ['attest-jira', { 'jira-project-keys': 'ABC,A' }, 'jira-project-keys', /has "A", which is not a Jira project key/],
  ['attest-jira', { 'jira-ignore-project-keys': '1AB' }, 'jira-ignore-project-keys', /which is not a Jira project key/],
  ['attest-jira', { 'jira-issue-fields': 'summary status' }, 'jira-issue-fields', /which is not a Jira field id/],
  ['attest-jira', { attachment: 'no/such/report.txt' }, 'attachment', /names "no\/such\/report.txt", which does not exist; expected readable files or directories/],
  ['attest-jira', { attachments: 'no/such/a.txt,\nno/such/b.txt' }, 'attachments', /names "no\/such\/a.txt", which does not exist/],
  ['attest-jira', { attachment: DIRECTORY, attachments: DIRECTORY }, 'attachment', /is set together with attachments; expected only attachments/],
  ['attest-jira', { 'user-data': 'no/such/data.json' }, 'user-data', /names the file "no\/such\/data.json", which does not exist/],
  ['assert-artifact', { fingerprint: '', 'artifact-path': 'Acme/App:1', 'artifact-type': 'oci' }, 'artifact-path', /has a name that is not lowercase letters.*; expected an image reference/],
  ['assert-artifact', { fingerprint: '', 'artifact-path': 'ghcr.io/acme/app:1', 'artifact-type': 'oci', 'registry-username': 'robot' }, 'registry-password', /is empty while registry-username is set/],
  ['assert-artifact', { fingerprint: '', 'artifact-path': DIRECTORY, 'registry-username': 'robot', 'registry-password': 'registry_pw_0000' }, 'registry-username', /is set for a file or directory; expected registry credentials only with artifact-type: oci/],
  ['attest-jira', { attachment: BIG_FILE }, 'attachment', new RegExp(`which is ${HUGE} bytes, over the service's limit`)],
  ['attest-jira', { fingerprint: FP, 'artifact-path': DIRECTORY }, 'fingerprint', /is set together with artifact-path; expected one of the two, not both/],
  ['attest-jira', { 'artifact-path': 'dist/no-such-artifact.tar' }, 'artifact-path', /which does not exist/],
  ['attest-jira', { flow: '' }, 'flow', /is empty/],
  ['attest-jira', { trail: '..' }, 'trail', /dot segment/],
  ['attest-jira', { name: '' }, 'name', /is empty and KOSLI_NAME is not set; expected an attestation name/],
  ['attest-jira', { 'user-data': '[1, 2' }, 'user-data', /is not valid JSON/],
  ['attest-jira', { 'key-sources': 'commits,tag' }, 'key-sources', /has "tag", which is not a key source/],
  ['attest-jira', { 'commit-sha': 'abc' }, 'commit-sha', /which is not a commit id; expected a commit SHA of 7 to 64/],
  ['attest-jira', { 'redact-commit-info': 'email' }, 'redact-commit-info', /which cannot be redacted; expected any of author, message, branch/],
  ['attest-jira', { assert: 'strict' }, 'assert', /is not a boolean/],
  // ---- attest-pull-request ----
  ['attest-pull-request', { 'github-token': '' }, 'github-token', /is empty, and the pull requests can only be read through the GitHub API; expected a token that can read pull requests/],
  ['attest-pull-request', { 'github-token': 'ghs_first_half_0000\nghs_second_half_000' }, 'github-token', /contains a line break/],
  ['attest-pull-request', { name: 'pull request' }, 'name', /which is not a valid attestation name/],
  ['attest-pull-request', { trail: 'release 1' }, 'trail', /expected a name of letters, digits/],
  ['attest-pull-request', { 'commit-sha': 'main' }, 'commit-sha', /which is not a commit id/],
  ['attest-pull-request', { fingerprint: FP, 'artifact-path': DIRECTORY }, 'fingerprint', /is set together with artifact-path/],
  ['attest-pull-request', { 'external-urls': 'docs=ftp://x' }, 'external-urls', /which is not an http\(s\) URL/],
  ['attest-pull-request', { assert: 'strict' }, 'assert', /is not a boolean/],
  // ---- every command in the registry: its example with one common input broken ----
  ...COMMAND_NAMES.map((command): Row => [command, { 'timeout-seconds': '0' }, 'timeout-seconds', /out of range/])
]

const runs: ActionRun[] = []

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'bad-inputs-'))
  const directory = join(work, 'evidence')
  await mkdir(directory)
  const big = join(work, 'big.bin')
  await writeFile(big, '')
  await truncate(big, HUGE)
  const place = (value: string) =>
    value === DIRECTORY ? directory : value === BIG_FILE ? big : value
  runs.push(
    ...(await pool(rows, 8, ([command, extra]) =>
      runStep({
        inputs: Object.fromEntries(
          // Each row breaks exactly one thing of the command's valid example.
          Object.entries(exampleRun(command, { sandbox, jira }, extra)).map(([name, value]) => [
            name,
            place(value)
          ])
        ),
        cwd: work
      })
    ))
  )
}, 120_000)

afterAll(async () => {
  await rm(work, { recursive: true, force: true })
})

describe.each(
  rows.map(
    (row, index) => [`${row[0]} ${JSON.stringify(row[1]).slice(0, 90)}`, row, index] as const
  )
)('%s', (_title, [, , input, problem], index) => {
  it(`is refused in one sentence naming ${input}`, () => {
    const run = runs[index] as ActionRun
    const errors = expectOneError(run)
    const message = errors[0] ?? ''
    // One sentence: names the input, says what is wrong, then the expected form.
    expect(message).toMatch(new RegExp(`^Input "${input}" [^\\n]+; expected [^\\n]+\\.$`))
    expect(message.split('; expected ')).toHaveLength(2)
    expect(message).not.toMatch(/\.\s+[A-Z]/)
    expect(message).toMatch(problem)
    expect(run.summary).toBe('')
  })
})

it('sends nothing to the service or to Jira for any row', () => {
  expect(runs).toHaveLength(rows.length)
  expect(sandbox.requests).toEqual([])
  expect(jira.requests).toEqual([])
})

it.each(COMMAND_NAMES.map(command => [command]))('has a row for %s', command => {
  expect(rows.filter(([rowCommand]) => rowCommand === command).length).toBeGreaterThan(0)
})

it('covers every kind of bad input the issue lists', () => {
  expect(rows.length).toBeGreaterThanOrEqual(40)
  const kinds = rows.map(([, , input, problem]) => `${input} ${problem.source}`).join('\n')
  for (const kind of [
    /fingerprint .*upper-case/,
    /path separator/,
    /dot segment/,
    /page .*out of range/,
    /per-page .*out of range/,
    /not a whole number/,
    /negative/,
    /user-data .*not valid JSON/,
    /annotations .*not valid JSON/,
    /external-urls .*not valid JSON/,
    /not an attestation type/,
    /is empty/,
    /set together with artifact-path/,
    /does not exist/,
    /attachment .*over the service's limit/,
    /plain http to a host that is not loopback/,
    /not a command/,
    /jira-pat .*set together/
  ]) {
    expect(kinds).toMatch(kind)
  }
})
