/**
 * End to end: what a person reading a failed run sees leads with the cause. The service's own
 * reason comes first, then the input to check; advice that assumes another cause (report the
 * artifact first) is not given; a path the service has no route for, a 401 and an empty token
 * on a run from a fork each say what to change. The bundle runs as the runner runs it, against
 * the sandbox.
 */
import { COMPLIANT_FINGERPRINT, UNKNOWN_FINGERPRINT } from '../../sandbox/fixtures.js'
import { runStep } from '../kit/step.js'
import { expectOneError, expectRefusedBeforeAnyRequest } from '../kit/annotations.js'
import { serviceInputs } from '../kit/examples.js'
import { useSandbox } from '../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

const EU = 'https://app.kosli.com/api/v2'
const US = 'https://app.us.kosli.com/api/v2'
const SKIP_ON_FORKS = 'if: github.event.pull_request.head.repo.full_name == github.repository'

const assertInputs = (extra: Record<string, string>) =>
  serviceInputs(sandbox, 'assert-artifact', { fingerprint: COMPLIANT_FINGERPRINT, ...extra })

/** The one error annotation of a failed run. */
async function failure(inputs: Record<string, string>): Promise<string> {
  const [error] = expectOneError(await runStep({ inputs }))
  return error ?? ''
}

describe('the service says why', () => {
  it('a wrong org leads with its reason and names org, never the advice to report the artifact', async () => {
    const error = await failure(assertInputs({ org: 'acmee', fingerprint: UNKNOWN_FINGERPRINT }))
    expect(error).toMatch(
      /^Organization 'acmee' not found \(the compliance service answered 404 to GET \/api\/v2\/asserts\/acmee\/fingerprint\/[0-9a-f]{64}\): check the org input, /
    )
    expect(error).toContain(`EU and US accounts have different roots, ${EU} (EU) or ${US} (US)`)
    expect(error).not.toMatch(/report the artifact/)
  })

  it('a wrong flow leads with its reason and names flow', async () => {
    const error = await failure(assertInputs({ flow: 'no-such-flow' }))
    expect(error).toMatch(
      /^Flow 'no-such-flow' not found in organization 'acme' \(the compliance service answered 404 to GET \/api\/v2\/asserts\/\S+\): check the flow input\.$/
    )
  })

  it('a wrong environment leads with its reason and names environment', async () => {
    const error = await failure(assertInputs({ environment: 'no-such-env' }))
    expect(error).toMatch(
      /^Environment 'no-such-env' not found in organization 'acme' \(the compliance service answered 404 to GET \/api\/v2\/asserts\/\S+\): check the environment input\.$/
    )
  })

  it('a command without its own explanation leads with the reason too', async () => {
    const error = await failure(
      serviceInputs(sandbox, 'list-trails', { org: 'acmee', flow: 'web-app' })
    )
    expect(error).toMatch(
      /^Organization 'acmee' not found \(the compliance service answered 404 to GET \/api\/v2\/trails\/acmee\S*\): check the org input, /
    )
  })

  it('an unknown artifact keeps the advice that fits it, after the reason', async () => {
    const error = await failure(assertInputs({ fingerprint: UNKNOWN_FINGERPRINT }))
    expect(error).toMatch(
      /^Artifact with fingerprint '[0-9a-f]{64}' not found in organization 'acme' \(the compliance service answered 404 to GET \S+\): report the artifact from its build job first/
    )
  })

  it("the reason is one line: a line break in the service's text forges nothing", async () => {
    sandbox.faults.add(
      { path: '/asserts/', times: Infinity },
      {
        status: 404,
        body: { message: "Flow 'x'\n::add-mask::leak\u2028not found", errors: null }
      }
    )
    const run = await runStep({ inputs: assertInputs({}) })
    const [error] = expectOneError(run)
    expect(error).toMatch(
      /^Flow 'x' ::add-mask::leak not found \(the compliance service answered 404 /
    )
    expect(error).toMatch(/: check the flow input\.$/)
    expect(run.stdout.split('\n').filter(line => /^\s*::add-mask::leak/.test(line))).toEqual([])
  })
})

describe('base-url', () => {
  it('a path the service has no route for says that base-url is probably wrong, with both roots', async () => {
    const error = await failure(
      serviceInputs(sandbox, 'list-builds', { 'base-url': `${sandbox.origin}/elsewhere/api/v2` })
    )
    expect(error).toMatch(
      /^The base-url input is probably wrong: the compliance service has no route for GET \/elsewhere\/api\/v2\/builds\/acme\S* \(it answered 404 Not Found\)/
    )
    expect(error).toContain(`${EU} (EU) or ${US} (US)`)
  })

  it('a site root gets /api/v2, as KOSLI_HOST does', async () => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'list-builds', { 'base-url': `${sandbox.origin}/` })
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('ok')
    expect(sandbox.requests.map(request => request.path)).toEqual([
      expect.stringMatching(/^\/api\/v2\/builds\/acme/)
    ])
  })

  it('any other path without /api/v2 is refused while the inputs are read', async () => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'list-builds', { 'base-url': `${sandbox.origin}/kosli` })
    })
    expectRefusedBeforeAnyRequest(
      run,
      sandbox.requests,
      /^Input "base-url" has "http:\/\/127\.0\.0\.1:\d+\/kosli", whose path "\/kosli" is not the API root \(it does not end in \/api\/v2\); expected .*https:\/\/app\.kosli\.com\/api\/v2 \(EU\)/
    )
  })
})

describe('api-token', () => {
  it('a 401 leads with the reason, names api-token and says the regions have different roots', async () => {
    const error = await failure(
      serviceInputs(sandbox, 'list-builds', { 'api-token': 'sbx_not-the-sandbox-token-0000' })
    )
    expect(error).toMatch(
      /^.+ \(the compliance service answered 401 to GET \/api\/v2\/builds\/acme\S*\): check that api-token is valid, not expired and for this org, and that base-url is the root of the org's region; /
    )
    expect(error).toContain(`EU and US accounts have different roots, ${EU} (EU) or ${US} (US)`)
  })

  const forkEvent = (head: string) => ({
    pull_request: {
      number: 5,
      title: 'A change',
      head: { sha: 'a'.repeat(40), ref: 'patch-1', repo: { full_name: head } },
      base: { ref: 'main', repo: { full_name: 'acme/web-app' } }
    },
    repository: { full_name: 'acme/web-app' }
  })

  it('an empty token on a run from a fork says so, and shows the if: that skips the step', async () => {
    const run = await runStep({
      inputs: assertInputs({ 'api-token': '' }),
      eventName: 'pull_request',
      event: forkEvent('someone/web-app')
    })
    expectRefusedBeforeAnyRequest(
      run,
      sandbox.requests,
      /^Input "api-token" is empty because this run came from a fork \("someone\/web-app"\), and workflows triggered from forks receive no secrets; expected /
    )
    expect(expectOneError(run)[0]).toContain(SKIP_ON_FORKS)
  })

  it('an empty token on a pull request from the repository itself does not speak of its fork', async () => {
    const run = await runStep({
      inputs: assertInputs({ 'api-token': '' }),
      eventName: 'pull_request',
      event: forkEvent('acme/web-app')
    })
    const [error] = expectOneError(run)
    expect(error).toMatch(/^Input "api-token" is empty \(workflows triggered from forks/)
    expect(error).not.toMatch(/this run came from a fork/)
  })
})
