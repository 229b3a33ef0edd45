/**
 * Secret hygiene. Every run of the bundled action in the whole suite goes through
 * tools/run-action.ts, which turns step debugging on and rejects the run when any secret it
 * was given shows in stdout, stderr, an output or the job summary (`::add-mask::` lines
 * excepted). Here: proof that this check catches a planted leak of each kind of secret;
 * that no Authorization header follows a redirect to another origin (the service, Jira and
 * the GitHub API, each against a second server that records what reaches it); and that
 * error messages quote URLs without the credentials or tokens pasted into them. Every command's
 * example masks its token and prints no secret: __tests__/e2e/command-examples.test.ts.
 */
import { startGitHubEmulator } from '../../sandbox/github.js'
import { redactUrl } from '../../src/http/url.js'
import { COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../sandbox/fixtures.js'
import { findSecretLeaks, secretsGiven, type ActionRun } from '../../tools/run-action.js'
import { runStep } from '../kit/step.js'
import { annotations } from '../kit/annotations.js'
import { useJira, useSandbox } from '../kit/servers.js'
import { pool, startRecorder, type Recorder } from '../kit/reliability.js'

const sandbox = useSandbox()
const jira = useJira()
let recorder: Recorder

beforeAll(async () => {
  recorder = await startRecorder()
})

afterAll(async () => {
  await recorder.close()
})

const service = () => ({
  'api-token': sandbox.token,
  org: sandbox.org,
  'base-url': sandbox.baseUrl,
  'max-retries': '0',
  'timeout-seconds': '2'
})

const jiraInputs = () => ({
  ...service(),
  command: 'attest-jira',
  flow: WEB_APP_FLOW,
  trail: COMPLIANT_TRAIL,
  name: 'jira-secrets',
  'jira-base-url': jira.baseUrl,
  'jira-username': jira.username,
  'jira-api-token': jira.apiToken,
  'key-sources': 'none',
  'secondary-source': 'ABC-1'
})

describe('the leak check on every run', () => {
  const basic = () => Buffer.from(`${jira.username}:${jira.apiToken}`).toString('base64')
  const overrideDryRun = (planted: string) => ({
    ...service(),
    command: 'override-attestation',
    'dry-run': 'true',
    flow: WEB_APP_FLOW,
    trail: COMPLIANT_TRAIL,
    name: 'security-scan',
    'attestation-type': 'snyk',
    compliant: 'true',
    // Printed in the dry run's body and shown in the summary: a planted leak.
    reason: `Approved by ${planted}`
  })

  it.each<[string, () => Parameters<typeof runStep>[0], RegExp]>([
    [
      'api-token',
      () => ({ inputs: overrideDryRun(sandbox.token) }),
      /secret leaked: input api-token in stdout line \d+; .*input api-token in the job summary/
    ],
    [
      'KOSLI_API_TOKEN',
      () => ({
        inputs: { ...overrideDryRun(sandbox.token), 'api-token': '' },
        env: { KOSLI_API_TOKEN: sandbox.token }
      }),
      /secret leaked: env KOSLI_API_TOKEN in stdout line/
    ],
    [
      'jira-api-token',
      () => ({ inputs: { ...jiraInputs(), 'dry-run': 'true', description: jira.apiToken } }),
      /secret leaked: input jira-api-token in stdout line \d+; .*input jira-api-token in output result/
    ],
    [
      'the Basic header value',
      () => ({ inputs: { ...jiraInputs(), 'dry-run': 'true', description: basic() } }),
      /secret leaked: the Basic value of jira-username:jira-api-token in stdout line/
    ],
    [
      'jira-pat',
      () => ({
        inputs: {
          ...jiraInputs(),
          'jira-username': '',
          'jira-api-token': '',
          'jira-pat': jira.pat,
          'dry-run': 'true',
          description: `pat ${jira.pat}`
        }
      }),
      /secret leaked: input jira-pat in stdout line/
    ],
    [
      'github-token',
      () => ({
        inputs: {
          ...jiraInputs(),
          'github-token': 'ghs_planted0000000000000000000000',
          'dry-run': 'true',
          description: 'ghs_planted0000000000000000000000'
        }
      }),
      /secret leaked: input github-token in stdout line/
    ],
    [
      'registry-password',
      () => ({
        inputs: {
          ...overrideDryRun('registry-pw-planted-0000'),
          'registry-username': 'ci-robot',
          'registry-password': 'registry-pw-planted-0000'
        }
      }),
      /secret leaked: input registry-password in stdout line/
    ],
    [
      'the registry Basic value',
      () => ({
        inputs: {
          ...overrideDryRun(Buffer.from('ci-robot:registry-pw-0000').toString('base64')),
          'registry-username': 'ci-robot',
          'registry-password': 'registry-pw-0000'
        }
      }),
      /secret leaked: the Basic value of registry-username:registry-password in stdout line/
    ]
  ])('rejects a run that prints %s', async (_name, options, leak) => {
    await expect(runStep(options())).rejects.toThrow(leak)
  })

  it('never quotes the secret itself when it reports a leak', async () => {
    const error = await runStep({ inputs: overrideDryRun(sandbox.token) }).catch(
      (caught: unknown) => caught
    )
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toMatch(/^The action run is not clean: secret leaked/)
    expect((error as Error).message).not.toContain(sandbox.token)
  })

  it('looks at every line, output and the summary, but not ::add-mask:: lines', () => {
    const secrets = [{ source: 'input api-token', value: 'tok_0123456789' }]
    const clean: Pick<ActionRun, 'stdout' | 'stderr' | 'outputs' | 'summary'> = {
      stdout: '::add-mask::tok_0123456789\nall good\n',
      stderr: '',
      outputs: { outcome: 'ok' },
      summary: '## fine\n'
    }
    expect(findSecretLeaks(clean, secrets)).toEqual([])
    expect(findSecretLeaks({ ...clean, stderr: 'x\nBearer tok_0123456789' }, secrets)).toEqual([
      'input api-token in stderr line 2'
    ])
    expect(findSecretLeaks({ ...clean, outputs: { result: '"tok_0123456789"' } }, secrets)).toEqual(
      ['input api-token in output result']
    )
    expect(findSecretLeaks({ ...clean, summary: '| tok_0123456789 |' }, secrets)).toEqual([
      'input api-token in the job summary'
    ])
    expect(
      findSecretLeaks(
        { ...clean, stdout: '::debug::Authorization: Bearer tok_0123456789' },
        secrets
      )
    ).toEqual(['input api-token in stdout line 1'])
  })

  it('knows the registry password and the Basic value made with it', () => {
    expect(
      secretsGiven({
        'INPUT_REGISTRY-USERNAME': 'ci-robot',
        'INPUT_REGISTRY-PASSWORD': 'registry-pw-1234'
      })
    ).toEqual([
      { source: 'input registry-password', value: 'registry-pw-1234' },
      {
        source: 'the Basic value of registry-username:registry-password',
        value: Buffer.from('ci-robot:registry-pw-1234').toString('base64')
      }
    ])
  })

  it('knows every secret a run is given, the derived Basic value included', () => {
    const secrets = secretsGiven({
      'INPUT_API-TOKEN': 'service-token-1',
      'INPUT_JIRA-USERNAME': 'bot@acme.example',
      'INPUT_JIRA-API-TOKEN': 'jira-token-22',
      'INPUT_JIRA-PAT': 'jira-pat-333',
      'INPUT_GITHUB-TOKEN': 'ghs_token_4444',
      KOSLI_API_TOKEN: 'env-token-55555',
      INPUT_SUMMARY: 'true'
    })
    expect(secrets).toEqual([
      { source: 'input api-token', value: 'service-token-1' },
      { source: 'input jira-api-token', value: 'jira-token-22' },
      { source: 'input jira-pat', value: 'jira-pat-333' },
      { source: 'input github-token', value: 'ghs_token_4444' },
      { source: 'env KOSLI_API_TOKEN', value: 'env-token-55555' },
      {
        source: 'the Basic value of jira-username:jira-api-token',
        value: Buffer.from('bot@acme.example:jira-token-22').toString('base64')
      }
    ])
  })
})

describe('no credential follows a redirect to another origin', () => {
  beforeEach(() => {
    sandbox.reset()
    jira.clearRequests()
    jira.faults.clear()
    recorder.requests.length = 0
  })

  it('the service: every redirect status, GET and POST, is refused and nothing reaches the other origin', async () => {
    const statuses = [301, 302, 303, 307, 308] as const
    for (const status of statuses) {
      sandbox.faults.add(
        { path: `/actions/`, times: 1 },
        { redirect: `${recorder.origin}/api/v2/actions/acme?s=${status}`, status }
      )
    }
    // Another origin by name only: the same server, reached as localhost.
    const sameServerByName = sandbox.baseUrl.replace('127.0.0.1', 'localhost')
    sandbox.faults.add(
      { path: '/trails/', times: 1 },
      { redirect: `${sameServerByName}/trails/acme/web-app` }
    )
    const runs = await pool(
      [
        ...statuses.map(() => ({ ...service(), command: 'list-actions' })),
        { ...service(), command: 'list-trails', flow: WEB_APP_FLOW }
      ],
      6,
      inputs => runStep({ inputs })
    )
    for (const run of runs) {
      expect(run.outputs.outcome).toBe('error')
      expect(annotations(run.stdout)[0]).toMatch(
        /^The compliance service redirected GET \S+: it points to another origin \(http:\/\/(127\.0\.0\.1|localhost):\d+\) and the token is never sent there/
      )
    }
    expect(recorder.requests).toEqual([])
    // Only the first requests reached the sandbox: none was repeated under the other name.
    expect(sandbox.requests).toHaveLength(statuses.length + 1)
  })

  it('the service: a redirect within its own origin is followed, with the token', async () => {
    sandbox.faults.add(
      { path: '/actions/', times: 1 },
      { redirect: `${sandbox.baseUrl}/actions/${sandbox.org}`, status: 307 }
    )
    const run = await runStep({ inputs: { ...service(), command: 'list-actions' } })
    expect(run.outputs.outcome).toBe('ok')
    expect(sandbox.requests.map(request => request.headers.authorization)).toEqual([
      `Bearer ${sandbox.token}`,
      `Bearer ${sandbox.token}`
    ])
  })

  it('Jira: Basic and Bearer credentials never reach another origin', async () => {
    jira.faults.add(
      { path: '/rest/api/2/issue/', times: Infinity },
      { redirect: `${recorder.origin}/rest/api/2/issue/ABC-1`, status: 301 }
    )
    const runs = await Promise.all([
      runStep({ inputs: jiraInputs() }),
      runStep({
        inputs: { ...jiraInputs(), 'jira-username': '', 'jira-api-token': '', 'jira-pat': jira.pat }
      })
    ])
    for (const run of runs) {
      expect(run.outputs.outcome).toBe('error')
      expect(annotations(run.stdout)[0]).toMatch(
        /^Jira redirected GET \S+: it points to another origin/
      )
    }
    expect(jira.requests.filter(r => r.path.startsWith('/rest/api/2/issue/'))).toHaveLength(2)
    expect(recorder.requests).toEqual([])
    expect(sandbox.requests).toEqual([])
  })

  it('the GitHub API: a read redirected elsewhere stops there, and the token goes nowhere else', async () => {
    const github = await startGitHubEmulator()
    try {
      github.faults.add(
        { times: Infinity },
        { redirect: `${recorder.origin}/repos/acme/web-app/commits/abc/pulls` }
      )
      const run = await runStep({
        inputs: {
          ...jiraInputs(),
          'key-sources': 'pr-title',
          'github-token': github.token
        },
        env: { GITHUB_API_URL: github.apiUrl },
        eventName: 'workflow_dispatch'
      })
      expect(github.requests.length).toBeGreaterThan(0)
      expect(github.requests[0]?.headers.authorization).toBe(`Bearer ${github.token}`)
      // The redirect is not followed at all: the other origin gets no request.
      expect(recorder.requests).toEqual([])
      // The source could not be read, so nothing is attested.
      expect(run.outputs.outcome).toBe('error')
      expect(annotations(run.stdout)[0]).toMatch(
        /^Key source pr-title could not be read: .*it redirected GET \S+: it points to another origin \(http:\/\/127\.0\.0\.1:\d+\) and the token is never sent there; set GITHUB_API_URL/
      )
      expect(sandbox.requests).toEqual([])
    } finally {
      await github.close()
    }
  })
})

describe('messages quote URLs without credentials or tokens', () => {
  const secretParts = ['ci-bot', 'p4ssw0rd-0f-ci-bot', 'k3y-in-the-query', 'fr4gment-token']
  const withJira = (extra: Record<string, string>) => () => ({ ...jiraInputs(), ...extra })
  type UrlCase = [string, () => Record<string, string>, Record<string, string>, string]
  const cases: UrlCase[] = [
    [
      'base-url with a user and password',
      () => ({ 'base-url': 'https://ci-bot:p4ssw0rd-0f-ci-bot@app.kosli.com/api/v2' }),
      {},
      'base-url'
    ],
    [
      'base-url with a token in the query',
      () => ({ 'base-url': 'https://app.kosli.com/api/v2?api_key=k3y-in-the-query' }),
      {},
      'base-url'
    ],
    [
      'KOSLI_HOST with a password and plain http',
      () => ({ 'base-url': '' }),
      { KOSLI_HOST: 'http://ci-bot:p4ssw0rd-0f-ci-bot@kosli.acme.example' },
      'base-url'
    ],
    ...(
      [
        [
          'jira-base-url',
          'https://ci-bot:p4ssw0rd-0f-ci-bot@acme.atlassian.net',
          'a user and password'
        ],
        [
          'jira-base-url',
          'https://acme.atlassian.net/#token=fr4gment-token',
          'a token in the fragment'
        ],
        [
          'origin-url',
          'ftp://ci-bot:p4ssw0rd-0f-ci-bot@ci.acme.example/run/1',
          'credentials and another scheme'
        ],
        [
          'external-urls',
          'report=s3://ci-bot:p4ssw0rd-0f-ci-bot@bucket/report',
          'credentials in an unsupported URL'
        ]
      ] as const
    ).map(([input, value, what]): UrlCase => [
      `${input} with ${what}`,
      withJira({ [input]: value }),
      {},
      input
    ])
  ]

  it.each([
    ['https://ci-bot:p4ss@app.kosli.com/api/v2', 'https://…@app.kosli.com/api/v2'],
    ['https://app.kosli.com/api/v2?token=abc#frag', 'https://app.kosli.com/api/v2?…#…'],
    ['http://localhost:4010/api/v2', 'http://localhost:4010/api/v2'],
    ['ci-bot:p4ss@app.kosli.com/api/v2', '…@app.kosli.com/api/v2'],
    ['s3://key:secret@bucket/x?sig=abc', '…@bucket/x?…'],
    ['not a url ?token=abc', 'not a url ?…']
  ])('redactUrl(%j) is %j', (value, shown) => {
    expect(redactUrl(value)).toBe(shown)
  })

  it.each(cases)('%s', async (_name, inputs, env, input) => {
    sandbox.reset()
    jira.clearRequests()
    const run = await runStep({
      inputs: { ...service(), command: 'list-actions', ...inputs() },
      env
    })
    expect(run.outputs.outcome).toBe('error')
    const [error] = annotations(run.stdout)
    // A value from the job's environment is named by its variable.
    expect(error).toMatch(
      new RegExp(`^Input "${input}" (\\(read from KOSLI_\\w+\\) )?has "[^"]*…[^"]*"`)
    )
    const printed = [run.stdout, run.stderr, run.summary].join('\n')
    for (const part of secretParts) expect(printed).not.toContain(part)
    expect(sandbox.requests).toEqual([])
    expect(jira.requests).toEqual([])
  })
})
