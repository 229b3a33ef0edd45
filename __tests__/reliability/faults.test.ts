/**
 * The fault matrix: every command family as steps run in-process (kit/step.ts) against the
 * sandbox and the Jira emulator, with faults injected over real sockets. Each case states
 * the expected result (success after retry, or a failure whose one message names the system,
 * the status and what to do) and a bound on elapsed time: the retry policy's own
 * (timeout-seconds x (max-retries + 1) plus backoff, per request that must wait in turn)
 * plus room to start Node. Writes are checked against the request log and the sandbox store:
 * no POST is ever applied twice.
 *
 * Every case gets its own servers, so they run side by side (8 at a time: most wait on a
 * timeout) in beforeAll; each `it` then checks one case's run. The servers share the step's
 * event loop: at 16 at a time, on a loaded machine, a healthy Jira could miss a case's 1 s.
 */
import {
  APPROVAL_FLOW,
  APPROVAL_NUMBERS,
  COMPLIANT_FINGERPRINT,
  COMPLIANT_TRAIL,
  NON_COMPLIANT_FINGERPRINT,
  REPLACING_DEPLOYMENT,
  WEB_APP_FLOW
} from '../../sandbox/fixtures.js'
import { startJiraEmulator, type JiraEmulator } from '../../sandbox/jira.js'
import { startSandbox, type FaultStep, type Sandbox } from '../../sandbox/server.js'
import { runStep, type StepRun } from '../kit/step.js'
import { OVERRIDE_EXAMPLE, SERVICE_COMMANDS, exampleEnv, exampleInputs } from '../kit/examples.js'
import { useGitHub } from '../kit/servers.js'
import {
  STARTUP_ALLOWANCE_MS,
  maxBackoffMs,
  pool,
  refusingOrigin,
  startRecorder,
  type Recorder
} from '../kit/reliability.js'
import { annotations } from '../kit/annotations.js'

interface Servers {
  sandbox: Sandbox
  jira: JiraEmulator
  recorder: Recorder
  /** An origin nothing listens on. */
  refused: string
}

interface FaultCase {
  name: string
  command: string
  /** The command's inputs besides the connection ones (which they may override). */
  inputs?: (servers: Servers) => Record<string, string>
  retries: number
  /** timeout-seconds; default 1. */
  timeout?: number
  /** Requests that must each run their course one after the other (attest-jira: Jira, then the POST). */
  phases?: number
  /** The longest the policy may sleep between tries; default: its backoff for `retries`. */
  backoffMs?: number
  /** Injects the fault. */
  setup?: (servers: Servers) => void
  outcome: 'ok' | 'compliant' | 'error'
  /** For a failure: the one error annotation. */
  message?: RegExp
  /** Further checks of the servers after the run. */
  check?: (servers: Servers, run: StepRun) => void
}

/** The GitHub API the examples of attest-pull-request read. */
const github = useGitHub()

const fix = {
  ...OVERRIDE_EXAMPLE,
  fingerprint: NON_COMPLIANT_FINGERPRINT,
  reason: 'False positive: the flagged dependency is only used in tests'
}
const assertInputs = () => ({ fingerprint: COMPLIANT_FINGERPRINT })
const approvalInputs = () => ({
  flow: APPROVAL_FLOW,
  'approval-number': String(APPROVAL_NUMBERS.APPROVED)
})
const deploymentInputs = () => ({
  environment: REPLACING_DEPLOYMENT.environment,
  fingerprint: REPLACING_DEPLOYMENT.fingerprint
})
/** Not in the seed, so the store tells how often the attestation was recorded. */
const JIRA_ATTESTATION = 'jira-reliability'
const jiraInputs = ({ jira }: Servers) => ({
  flow: WEB_APP_FLOW,
  trail: COMPLIANT_TRAIL,
  name: JIRA_ATTESTATION,
  'jira-base-url': jira.baseUrl,
  'jira-username': jira.username,
  'jira-api-token': jira.apiToken,
  'key-sources': 'none',
  'secondary-source': 'Fixes ABC-1 and OPS-42'
})

const forever = (path: string, step: FaultStep, method?: string) => (s: Servers) =>
  void s.sandbox.faults.add({ path, method, times: Infinity }, step)
const once = (path: string, step: FaultStep, method?: string) => (s: Servers) =>
  void s.sandbox.faults.add({ path, method }, step)
const jiraForever = (step: FaultStep) => (s: Servers) =>
  void s.jira.faults.add({ path: '/rest/api/2/issue/', times: Infinity }, step)

const posts = (s: Servers) => s.sandbox.requests.filter(request => request.method === 'POST')
const gets = (s: Servers) => s.sandbox.requests.filter(request => request.method === 'GET')
/** Attestations named JIRA_ATTESTATION in the trail attest-jira posts to (none in the seed). */
const jiraAttestations = (s: Servers) =>
  s.sandbox.store
    .findTrail(WEB_APP_FLOW, COMPLIANT_TRAIL)
    ?.attestations.filter(record => record.name === JIRA_ATTESTATION).length ?? 0

const field422 = {
  detail: [
    {
      loc: ['query', 'per_page'],
      msg: 'Input should be less than or equal to 50',
      type: 'less_than_equal'
    },
    { loc: ['query', 'start-ts'], msg: 'Input should be a valid number', type: 'float_parsing' }
  ]
}

const SERVICE = 'The compliance service'
const SERVER_ERROR =
  /The service had a server error: re-run later; if it persists, contact its support\./
const UNREACHABLE =
  /The service is unreachable or slow: check the URL and the runner's network, re-run later, or raise timeout-seconds or max-retries\./
const MAY_NOT_HAVE_BEEN_RECORDED =
  /The write may not have been recorded: check the trail in the service, and re-run only if it is missing there\./
/** What an SSO proxy in front of the service answers a request without its session. */
const SIGN_IN_PAGE: FaultStep = {
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body:
    '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Sign in – Acme SSO</title>' +
    '</head><body><form method="post" action="/login"><input name="username"></form></body></html>'
}
const MAY_HAVE_BEEN_RECORDED =
  /The write may have been recorded anyway: check the trail in the service before re-running, so it is not recorded twice\./

/**
 * A page of two builds from a service that claims a billion pages of them. It names no page
 * number, since every page asked gets this same answer (one naming page 1 is refused as
 * another page than the one asked, in __tests__/commands/list-builds/e2e.test.ts).
 */
const BILLION_PAGES = {
  per_page: 2,
  total_pages: 1e9,
  total_count: 2e9,
  builds: ['a', 'b'].map((letter, index) => ({
    created_at: 1_767_225_600 + index,
    fingerprint: letter.repeat(64),
    flow_name: 'f',
    trail_name: 't'
  }))
}

/** A case of override-attestation, with the override every such case sends. */
function overrideCase(fault: Omit<FaultCase, 'command' | 'inputs'>): FaultCase {
  return { command: 'override-attestation', inputs: () => fix, ...fault }
}

/** A case of attest-jira, with the inputs every such case sends. */
function jiraCase(fault: Omit<FaultCase, 'command' | 'inputs'>): FaultCase {
  return { command: 'attest-jira', inputs: jiraInputs, ...fault }
}

/** A case of attest-jira that gets as far as the POST: Jira first, then the service (two phases). */
function jiraPostingCase(fault: Omit<FaultCase, 'command' | 'inputs' | 'phases'>): FaultCase {
  return { command: 'attest-jira', inputs: jiraInputs, phases: 2, ...fault }
}

/**
 * A case of attest-jira that fails on what Jira answers (tried max-retries 2 unless it says):
 * nothing may reach the service, since an attestation without the issues is false evidence.
 */
function jiraFailure(
  fault: Omit<FaultCase, 'command' | 'outcome' | 'retries'> & { retries?: number }
): FaultCase {
  return {
    command: 'attest-jira',
    inputs: jiraInputs,
    retries: 2,
    ...fault,
    outcome: 'error',
    check: (servers, run) => {
      expect(servers.sandbox.requests).toEqual([])
      fault.check?.(servers, run)
    }
  }
}

/**
 * attest-jira's POST answered once with a status that means nothing was applied: retried,
 * and recorded exactly once.
 */
function jiraPostRetriedOnce(
  name: string,
  answer: { status: number; retryAfter?: number }
): FaultCase {
  return jiraPostingCase({
    name,
    retries: 1,
    // Retry-After: 0 is honoured as it is; otherwise the policy's own backoff.
    backoffMs: answer.retryAfter === undefined ? undefined : answer.retryAfter * 1000,
    setup: once('/attestations/', answer, 'POST'),
    outcome: 'ok',
    check: s => {
      expect(posts(s).map(r => r.status)).toEqual([answer.status, 201])
      expect(jiraAttestations(s)).toBe(1)
    }
  })
}

const cases: FaultCase[] = [
  // ---- the service, reads ----
  {
    name: 'service 500 once: retried, so a gate does not fail on one transient error',
    command: 'assert-artifact',
    inputs: assertInputs,
    retries: 2,
    setup: once('/asserts/', { status: 500 }),
    outcome: 'compliant',
    check: s => expect(gets(s).map(r => r.status)).toEqual([500, 200])
  },
  {
    name: 'service 500 on every try: fails after max-retries + 1 attempts, a server error',
    command: 'assert-artifact',
    inputs: assertInputs,
    retries: 2,
    setup: forever('/asserts/', { status: 500 }),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} answered 500 to GET /api/v2/asserts/acme/fingerprint/[0-9a-f]{64} after 3 attempts: Internal Server Error\\. ${SERVER_ERROR.source}$`
    ),
    check: s => expect(gets(s)).toHaveLength(3)
  },
  {
    name: 'service 501: not retried, a retry would not change it',
    command: 'list-actions',
    retries: 2,
    setup: forever('/actions/', { status: 501 }),
    outcome: 'error',
    message: new RegExp(`^${SERVICE} answered 501 to GET /api/v2/actions/acme: Not Implemented\\.`),
    check: s => expect(gets(s)).toHaveLength(1)
  },
  {
    name: 'service 502 once: success after one retry',
    command: 'list-actions',
    retries: 2,
    setup: once('/actions/', { status: 502 }),
    outcome: 'ok',
    check: (s, run) => {
      expect(gets(s).map(r => r.status)).toEqual([502, 200])
      expect(run.stdout).toMatch(/GET \/api\/v2\/actions\/acme failed \(status 502\); retry 1 in/)
    }
  },
  {
    name: 'service 502 on every try: fails after max-retries + 1 attempts',
    command: 'get-deployment',
    inputs: deploymentInputs,
    retries: 1,
    setup: forever('/deployments/', { status: 502 }),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} answered 502 to GET /api/v2/deployments/acme/\\S+ after 2 attempts: Bad Gateway\\. ${SERVER_ERROR.source}$`
    ),
    check: s => expect(gets(s)).toHaveLength(2)
  },
  {
    name: 'service 503 with Retry-After: 0, twice: success on the third try',
    command: 'assert-artifact',
    inputs: assertInputs,
    retries: 2,
    backoffMs: 0,
    setup: s =>
      void s.sandbox.faults.add(
        { path: '/asserts/' },
        { status: 503, retryAfter: 0 },
        { status: 503, retryAfter: 0 }
      ),
    outcome: 'compliant',
    check: (s, run) => {
      expect(gets(s).map(r => r.status)).toEqual([503, 503, 200])
      expect(run.stdout).toMatch(/failed \(status 503\); retry 2 in/)
    }
  },
  {
    name: 'service 503 without Retry-After: backs off, then success',
    command: 'list-builds',
    retries: 1,
    setup: once('/builds/', { status: 503 }),
    outcome: 'ok',
    check: (s, run) => {
      expect(gets(s).map(r => r.status)).toEqual([503, 200])
      // Backoff with jitter: between half and all of the first step (1 s).
      expect(run.waits).toEqual([expect.any(Number)])
      expect(run.waits?.[0]).toBeGreaterThanOrEqual(500)
      expect(run.waits?.[0]).toBeLessThanOrEqual(1000)
    }
  },
  {
    name: 'service 503 without Retry-After on every try: fails naming 503',
    command: 'list-trails',
    inputs: () => ({ flow: WEB_APP_FLOW }),
    retries: 1,
    setup: forever('/trails/', { status: 503 }),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} answered 503 to GET /api/v2/trails/acme/web-app after 2 attempts: Service Unavailable\\. ${SERVER_ERROR.source}$`
    )
  },
  {
    name: 'service 429 with Retry-After: 1: waits as asked, then success',
    command: 'get-approval',
    inputs: approvalInputs,
    retries: 1,
    backoffMs: 1000,
    setup: once('/approvals/', { status: 429, retryAfter: 1 }),
    outcome: 'ok',
    check: (s, run) => {
      expect(gets(s).map(r => r.status)).toEqual([429, 200])
      // Retry-After: 1 is waited as asked.
      expect(run.waits).toEqual([1000])
    }
  },
  {
    name: 'service 429 asking for a wait beyond what the action sleeps: fails at once',
    command: 'list-actions',
    retries: 2,
    backoffMs: 0,
    setup: forever('/actions/', { status: 429, retryAfter: 3600 }),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} answered 429 to GET /api/v2/actions/acme: Too Many Requests \\(it asked to be retried after 3600 s, longer than the 60 s the action waits\\)\\. The service is rate limiting: re-run later`
    ),
    check: s => expect(gets(s)).toHaveLength(1)
  },
  {
    name: 'service response that never comes: each try times out, then fails',
    command: 'list-builds',
    retries: 1,
    setup: forever('/builds/', { hang: true }),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} did not answer GET /api/v2/builds/acme in time after 2 attempts: no complete answer within 1 s\\. ${UNREACHABLE.source}$`
    ),
    check: (s, run) => {
      expect(gets(s)).toHaveLength(2)
      expect(run.durationMs).toBeGreaterThanOrEqual(2000)
    }
  },
  {
    name: 'service response that never comes, once: the retry succeeds',
    command: 'assert-artifact',
    inputs: assertInputs,
    retries: 1,
    setup: once('/asserts/', { hang: true }),
    outcome: 'compliant',
    check: s => expect(gets(s)).toHaveLength(2)
  },
  {
    name: 'service connection reset mid-body, once: retried, success',
    command: 'get-approval',
    inputs: approvalInputs,
    retries: 1,
    setup: once('/approvals/', { drop: 'mid-body' }),
    outcome: 'ok',
    check: (s, run) => {
      expect(gets(s)).toHaveLength(2)
      expect(run.outputs.state).toBe('APPROVED')
    }
  },
  {
    name: 'service connection reset before any answer, every try: fails',
    command: 'list-attestations',
    inputs: () => ({ flow: WEB_APP_FLOW }),
    retries: 1,
    setup: forever('/attestations/', { drop: 'before-response' }),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} could not be reached for GET /api/v2/attestations/acme/web-app after 2 attempts: .*(reset|hang up).*\\. ${UNREACHABLE.source}$`
    )
  },
  {
    name: 'service HTML error page (502 from a proxy) on every try',
    command: 'list-actions',
    retries: 1,
    setup: forever('/actions/', { html: true }),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} answered 502 to GET /api/v2/actions/acme after 2 attempts: an HTML page instead of JSON \\("502 Bad Gateway"\\), usually from a proxy or load balancer in front of it\\. ${SERVER_ERROR.source}$`
    )
  },
  {
    name: 'service HTML page with status 200 (a proxy sign-in page): not taken as an answer',
    command: 'assert-artifact',
    inputs: assertInputs,
    retries: 1,
    setup: forever('/asserts/', { html: true, status: 200 }),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} sent an unexpected answer to GET /api/v2/asserts/\\S+: an HTML page instead of JSON \\("200 OK"\\), usually from a proxy or load balancer in front of it\\. Check that base-url is the API root`
    ),
    check: (s, run) => {
      expect(gets(s)).toHaveLength(1)
      expect(run.outputs.compliant).toBeUndefined()
    }
  },
  {
    name: 'service truncated JSON with a matching Content-Length',
    command: 'list-trails',
    inputs: () => ({ flow: WEB_APP_FLOW }),
    retries: 1,
    setup: forever('/trails/', { truncatedJson: true }),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} sent an unexpected answer to GET /api/v2/trails/acme/web-app: the body is not valid JSON \\(it may have been cut off in transit\\)\\.`
    ),
    check: (s, run) => {
      expect(gets(s)).toHaveLength(1)
      expect(run.outputs.result).toBeUndefined()
    }
  },
  {
    name: 'service JSON of the wrong shape for the gate: compliant is not a boolean',
    command: 'assert-artifact',
    inputs: assertInputs,
    retries: 1,
    setup: forever('/asserts/', {
      status: 200,
      body: { compliant: 'yes', fingerprint: COMPLIANT_FINGERPRINT }
    }),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} sent an unexpected answer to GET /api/v2/asserts/\\S+: the JSON does not have the fields this command needs \\(compliant: [^)]*boolean[^)]*\\)\\. Check that base-url is the API root`
    ),
    // A gate that cannot read the verdict must not guess one.
    check: (_s, run) => expect(run.outputs.compliant).toBeUndefined()
  },
  {
    name: 'service JSON of the wrong shape for list-actions: an object, not a list',
    command: 'list-actions',
    retries: 0,
    setup: forever('/actions/', { status: 200, body: { actions: [] } }),
    outcome: 'error',
    message:
      /^The compliance service sent an unexpected answer to GET \/api\/v2\/actions\/acme: the JSON does not have the fields this command needs \(\(root\): [^)]*array/
  },
  {
    name: 'service JSON of the wrong shape for get-approval: no state',
    command: 'get-approval',
    inputs: approvalInputs,
    retries: 0,
    setup: forever('/approvals/', { status: 200, body: { release_number: 1 } }),
    outcome: 'error',
    message:
      /^The compliance service sent an unexpected answer to GET \/api\/v2\/approvals\/\S+: the JSON does not have the fields this command needs \(state: /,
    check: (_s, run) => expect(run.outputs.approved).toBeUndefined()
  },
  {
    name: 'service JSON of the wrong shape for list-builds: builds is not a list',
    command: 'list-builds',
    retries: 0,
    setup: forever('/builds/', { status: 200, body: { builds: 'none' } }),
    outcome: 'error',
    message:
      /^The compliance service sent an unexpected answer to GET \/api\/v2\/builds\/acme: the JSON does not have the fields this command needs \(builds: /
  },
  {
    name: 'service 401: a token the service does not take',
    command: 'list-actions',
    inputs: () => ({ 'api-token': 'sbx_not-the-sandbox-token-0000' }),
    retries: 2,
    outcome: 'error',
    message: new RegExp(
      `^.+ \\(the compliance service answered 401 to GET /api/v2/actions/acme\\): check that api-token is valid, not expired and for this org, and that base-url is the root of the org's region; EU and US accounts have different roots, .+\\.$`
    ),
    check: s => expect(gets(s)).toHaveLength(1)
  },
  {
    name: 'service 403',
    command: 'get-deployment',
    inputs: deploymentInputs,
    retries: 2,
    setup: forever('/deployments/', { status: 403 }),
    outcome: 'error',
    message: new RegExp(
      `^Forbidden \\(the compliance service answered 403 to GET /api/v2/deployments/\\S+\\): the account of api-token is not allowed to do this, so check its permissions\\.$`
    ),
    check: s => expect(gets(s)).toHaveLength(1)
  },
  {
    name: 'service 404: a base-url that is not the API root',
    command: 'list-actions',
    inputs: ({ sandbox }) => ({ 'base-url': `${sandbox.origin}/v1/api/v2` }),
    retries: 2,
    outcome: 'error',
    message: new RegExp(
      `^The base-url input is probably wrong: the compliance service has no route for GET /v1/api/v2/actions/acme \\(it answered 404 Not Found\\); base-url should be the API root, .+\\.$`
    )
  },
  {
    name: 'service 404 for an unknown artifact: the gate names the artifact and the status',
    command: 'assert-artifact',
    inputs: () => ({ fingerprint: 'e'.repeat(64) }),
    retries: 1,
    outcome: 'error',
    message: new RegExp(
      `^Artifact with fingerprint 'e{64}' not found in organization 'acme' \\(the compliance service answered 404 to GET /api/v2/asserts/\\S+\\): report the artifact from its build job first`
    )
  },
  {
    name: 'service 422 with field errors, one line per field',
    command: 'list-builds',
    retries: 2,
    setup: forever('/builds/', { status: 422, body: field422 }),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} answered 422 to GET /api/v2/builds/acme: per_page: Input should be less than or equal to 50\\nstart-ts: Input should be a valid number\\. The service rejected the request as invalid: check the inputs named above\\.$`
    ),
    check: s => expect(gets(s)).toHaveLength(1)
  },
  {
    name: 'service redirect to another origin: not followed, nothing sent there',
    command: 'list-actions',
    retries: 2,
    setup: s =>
      void s.sandbox.faults.add(
        { path: '/actions/', times: Infinity },
        { redirect: `${s.recorder.origin}/api/v2/actions/acme` }
      ),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} redirected GET /api/v2/actions/acme: it points to another origin \\(http://127\\.0\\.0\\.1:\\d+\\) and the token is never sent there; set the base URL to the address the service really answers on\\. No token was sent to the redirect target\\.$`
    ),
    check: s => {
      expect(s.recorder.requests).toEqual([])
      expect(gets(s)).toHaveLength(1)
    }
  },
  {
    name: 'service down (connection refused): retried, then fails',
    command: 'list-trails',
    inputs: ({ refused }) => ({ flow: WEB_APP_FLOW, 'base-url': `${refused}/api/v2` }),
    retries: 1,
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} could not be reached for GET /api/v2/trails/acme/web-app after 2 attempts: connection refused \\(ECONNREFUSED\\)\\. ${UNREACHABLE.source}$`
    )
  },

  // ---- the service, answers: encodings, byte-order mark, size, page counts ----
  // (Cases without retries get a 5 s timeout: room for a loaded machine to read the answer.)
  {
    name: 'service answer gzip-compressed though not asked (Content-Encoding: gzip): read',
    command: 'list-builds',
    retries: 0,
    timeout: 5,
    setup: forever('/builds/', { encode: 'gzip' }),
    outcome: 'ok',
    check: (s, run) => {
      expect(s.sandbox.requests[0]?.headers['accept-encoding']).toMatch(/gzip/)
      expect(JSON.parse(run.outputs.result ?? '')).toHaveLength(Number(run.outputs.count))
      expect(Number(run.outputs.count)).toBeGreaterThan(0)
    }
  },
  {
    name: 'service answer brotli-compressed (Content-Encoding: br): the gate reads it',
    command: 'assert-artifact',
    inputs: assertInputs,
    retries: 0,
    timeout: 5,
    setup: forever('/asserts/', { encode: 'br' }),
    outcome: 'compliant',
    check: (_s, run) => expect(run.outputs.compliant).toBe('true')
  },
  {
    name: 'service JSON with a UTF-8 byte-order mark: read',
    command: 'get-approval',
    inputs: approvalInputs,
    retries: 0,
    timeout: 5,
    setup: forever('/approvals/', { encode: 'identity', bom: true }),
    outcome: 'ok',
    check: (_s, run) => expect(run.outputs.state).toBe('APPROVED')
  },
  {
    name: 'service JSON with a byte-order mark, deflate-compressed: read',
    command: 'get-deployment',
    inputs: deploymentInputs,
    retries: 0,
    timeout: 5,
    setup: forever('/deployments/', { encode: 'deflate', bom: true }),
    outcome: 'ok',
    check: (_s, run) => expect(run.outputs['replaced-fingerprint']).toMatch(/^[0-9a-f]{64}$/)
  },
  jiraCase({
    name: 'Jira JSON with a byte-order mark, gzip-compressed: read, attests',
    retries: 0,
    timeout: 5,
    phases: 2,
    setup: jiraForever({ encode: 'gzip', bom: true }),
    outcome: 'ok',
    check: (s, run) => {
      expect(run.outputs['found-issue-keys']).toBe('["ABC-1","OPS-42"]')
      expect(jiraAttestations(s)).toBe(1)
    }
  }),
  {
    name: 'service answer over 64 MiB that never ends: reading stops at the limit, not retried',
    command: 'list-actions',
    retries: 2,
    timeout: 20,
    setup: forever('/actions/', { endless: true }),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} sent too large an answer to GET /api/v2/actions/acme: the answer is larger than 64 MiB, the most the action reads; it was not read further\\. Ask for less \\(a smaller per-page, or max-items\\) or check base-url\\.$`
    ),
    check: s => {
      expect(gets(s)).toHaveLength(1)
      const sent = s.sandbox.requests[0]?.bytesSent ?? Infinity
      expect(sent).toBeGreaterThanOrEqual(64 * 1024 * 1024)
      expect(sent).toBeLessThan(2 * 64 * 1024 * 1024)
    }
  },
  {
    name: 'service answer announcing 100 MiB: refused before reading it, not retried',
    command: 'get-deployment',
    inputs: deploymentInputs,
    retries: 2,
    timeout: 20,
    setup: forever('/deployments/', { endless: true, declaredLength: 100 * 1024 * 1024 }),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} sent too large an answer to GET /api/v2/deployments/\\S+: the answer is larger than 64 MiB, the most the action reads; it announced 104857600 bytes\\.`
    ),
    check: s => {
      expect(gets(s)).toHaveLength(1)
      expect(s.sandbox.requests[0]?.bytesSent ?? 0).toBeLessThan(64 * 1024 * 1024)
    }
  },
  {
    name: 'service claiming 1e9 pages: all-pages stops at the page cap with an error, no crash',
    command: 'list-builds',
    inputs: () => ({ 'all-pages': 'true', 'per-page': '2' }),
    retries: 0,
    timeout: 5,
    setup: forever('/builds/', { status: 200, body: BILLION_PAGES }),
    outcome: 'error',
    message:
      /^The service says this listing has 1000000000 pages: pages 1 to 1000000000 would be read, more than the 1000 pages all-pages reads in one step; set max-items, or read the listing in parts with page and per-page\.$/,
    check: (s, run) => {
      expect(gets(s)).toHaveLength(1)
      expect(run.stderr).not.toMatch(/heap out of memory|FATAL ERROR/)
    }
  },
  {
    name: 'service claiming 1e9 pages, with max-items: only the pages needed are read',
    command: 'list-builds',
    inputs: () => ({ 'all-pages': 'true', 'per-page': '2', 'max-items': '6' }),
    retries: 0,
    timeout: 5,
    setup: forever('/builds/', { status: 200, body: BILLION_PAGES }),
    outcome: 'ok',
    check: (s, run) => {
      expect(gets(s)).toHaveLength(3)
      expect(run.outputs).toMatchObject({ count: '6', 'total-count': '2000000000' })
    }
  },

  // ---- the service, writes: never applied twice ----
  overrideCase({
    name: 'override 429 with Retry-After: 0: the service did not apply it, retried, applied once',
    retries: 2,
    backoffMs: 0,
    setup: once('/attestations/', { status: 429, retryAfter: 0 }, 'POST'),
    outcome: 'ok',
    check: s => expect(posts(s).map(r => r.status)).toEqual([429, 201])
  }),
  overrideCase({
    name: 'override 500: not retried, and the message says it may have been recorded',
    retries: 2,
    setup: forever('/attestations/', { status: 500 }, 'POST'),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} answered 500 to POST /api/v2/attestations/acme/web-app/trail/\\S+/override: Internal Server Error\\. ${SERVER_ERROR.source} ${MAY_HAVE_BEEN_RECORDED.source}$`
    ),
    check: s => expect(posts(s)).toHaveLength(1)
  }),
  overrideCase({
    name: 'override 409 (lock conflict) once: nothing was applied, retried, applied once',
    retries: 2,
    setup: once('/attestations/', { status: 409 }, 'POST'),
    outcome: 'ok',
    check: s => expect(posts(s).map(r => r.status)).toEqual([409, 201])
  }),
  overrideCase({
    name: 'override 409 on every try: fails, saying it was not applied',
    retries: 1,
    setup: forever('/attestations/', { status: 409 }, 'POST'),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} answered 409 to POST /api/v2/attestations/\\S+/override after 2 attempts: Conflict\\. The service reported a conflict with another change in progress: re-run later\\.$`
    ),
    check: s => expect(posts(s)).toHaveLength(2)
  }),
  overrideCase({
    name: 'override answered 200 with an SSO sign-in page: not a success, names the page',
    retries: 2,
    setup: forever('/attestations/', SIGN_IN_PAGE, 'POST'),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} sent an unexpected answer to POST /api/v2/attestations/acme/web-app/trail/\\S+/override: status 200 with an HTML page instead of JSON \\("Sign in – Acme SSO"\\), usually from a proxy or load balancer in front of it\\. Check that base-url is the API root of the service \\(it ends in /api/v2\\)\\. ${MAY_NOT_HAVE_BEEN_RECORDED.source}$`
    ),
    check: (s, run) => {
      expect(posts(s)).toHaveLength(1)
      expect(run.stdout).not.toMatch(/Overrode attestation/)
      expect(run.outputs.result).toBeUndefined()
    }
  }),
  overrideCase({
    name: 'override answered 201 with an empty body, as its published description allows',
    retries: 0,
    timeout: 5,
    setup: forever('/attestations/', { status: 201, body: '' }, 'POST'),
    outcome: 'ok',
    check: (s, run) => {
      expect(posts(s)).toHaveLength(1)
      expect(run.outputs.result).toBe('null')
    }
  }),
  overrideCase({
    name: 'override response that never comes: not retried (it may have been applied)',
    retries: 2,
    backoffMs: 0,
    setup: forever('/attestations/', { hang: true }, 'POST'),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} did not answer POST /api/v2/attestations/\\S+/override in time: no complete answer within 1 s\\. ${UNREACHABLE.source} ${MAY_HAVE_BEEN_RECORDED.source}$`
    ),
    check: s => expect(posts(s)).toHaveLength(1)
  }),
  jiraPostingCase({
    name: 'attest-jira POST 502: not retried, nothing recorded twice',
    retries: 2,
    setup: forever('/attestations/', { status: 502 }, 'POST'),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} answered 502 to POST /api/v2/attestations/acme/web-app/trail/\\S+/jira: Bad Gateway\\. ${SERVER_ERROR.source} ${MAY_HAVE_BEEN_RECORDED.source}$`
    ),
    check: s => {
      expect(posts(s)).toHaveLength(1)
      expect(jiraAttestations(s)).toBe(0)
    }
  }),
  jiraPostingCase({
    name: 'attest-jira POST reset after the service applied it: not retried, recorded once',
    retries: 2,
    setup: forever('/attestations/', { drop: 'mid-body' }, 'POST'),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} could not be reached for POST /api/v2/attestations/\\S+/jira: .*(reset|hang up|aborted).*\\. ${UNREACHABLE.source} ${MAY_HAVE_BEEN_RECORDED.source}$`
    ),
    check: s => {
      expect(posts(s)).toHaveLength(1)
      expect(jiraAttestations(s)).toBe(1)
    }
  }),
  jiraPostRetriedOnce('attest-jira POST 503 with Retry-After: 0: retried, recorded once', {
    status: 503,
    retryAfter: 0
  }),
  jiraPostingCase({
    name: 'attest-jira POST answered with truncated JSON: not a success, recorded once',
    retries: 2,
    setup: forever('/attestations/', { truncatedJson: true, status: 201 }, 'POST'),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} sent an unexpected answer to POST /api/v2/attestations/\\S+/jira: status 201 with a body that is not valid JSON \\(it may have been cut off in transit\\)\\. Check that base-url is the API root of the service \\(it ends in /api/v2\\)\\. ${MAY_NOT_HAVE_BEEN_RECORDED.source}$`
    ),
    check: (s, run) => {
      expect(posts(s)).toHaveLength(1)
      expect(jiraAttestations(s)).toBe(1)
      expect(run.outputs.result).toBeUndefined()
    }
  }),
  jiraPostingCase({
    name: 'attest-jira POST answered 200 with an SSO sign-in page: not a success, names the page',
    retries: 2,
    setup: forever('/attestations/', SIGN_IN_PAGE, 'POST'),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} sent an unexpected answer to POST /api/v2/attestations/\\S+/jira: status 200 with an HTML page instead of JSON \\("Sign in – Acme SSO"\\), usually from a proxy or load balancer in front of it\\. .*${MAY_NOT_HAVE_BEEN_RECORDED.source}$`
    ),
    check: (s, run) => {
      expect(posts(s)).toHaveLength(1)
      expect(jiraAttestations(s)).toBe(0)
      expect(run.stdout).not.toMatch(/Jira attestation "\S+" posted/)
    }
  }),
  jiraPostRetriedOnce('attest-jira POST 409 (lock conflict) once: retried, recorded once', {
    status: 409
  }),
  jiraPostingCase({
    name: 'attest-jira POST redirected to another origin: not followed, nothing sent there',
    retries: 2,
    setup: s =>
      void s.sandbox.faults.add(
        { method: 'POST', times: Infinity },
        { redirect: `${s.recorder.origin}/upload`, status: 307 }
      ),
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} redirected POST /api/v2/attestations/\\S+/jira: it points to another origin \\(http://127\\.0\\.0\\.1:\\d+\\)`
    ),
    check: s => {
      expect(s.recorder.requests).toEqual([])
      expect(posts(s)).toHaveLength(1)
    }
  }),

  // ---- Jira ----
  jiraFailure({
    name: 'Jira 500 on every try: retried, fails before anything is posted',
    setup: jiraForever({ status: 500, body: { errorMessages: ['Internal error'], errors: {} } }),
    message:
      /^Jira answered 500 to GET \/rest\/api\/2\/issue\/(ABC-1|OPS-42) after 3 attempts: Internal error\. Jira had a server error: re-run later; if it persists, contact its support\.$/
  }),
  jiraPostingCase({
    name: 'Jira 429 with Retry-After: 1 on one lookup: waits, then attests',
    retries: 1,
    backoffMs: 1000,
    setup: s =>
      void s.jira.faults.add({ path: '/rest/api/2/issue/ABC-1' }, { status: 429, retryAfter: 1 }),
    outcome: 'ok',
    check: (s, run) => {
      const abc = s.jira.requests.filter(r => r.path.endsWith('/ABC-1'))
      expect(abc.map(r => r.status)).toEqual([429, 200])
      expect(run.waits).toEqual([1000])
      expect(run.outputs['found-issue-keys']).toBe('["ABC-1","OPS-42"]')
      expect(jiraAttestations(s)).toBe(1)
    }
  }),
  jiraFailure({
    name: 'Jira response that never comes: times out, retried, fails, nothing posted',
    retries: 1,
    setup: jiraForever({ hang: true }),
    message:
      /^Jira did not answer GET \/rest\/api\/2\/issue\/(ABC-1|OPS-42) in time after 2 attempts: no complete answer within 1 s\. Jira is unreachable or slow: check the URL and the runner's network, re-run later, or raise timeout-seconds or max-retries\.$/
  }),
  jiraPostingCase({
    name: 'Jira connection reset mid-body, once per key: retried, attests',
    retries: 1,
    setup: s =>
      void s.jira.faults.add(
        { path: '/rest/api/2/issue/', times: 2 },
        { drop: 'mid-body' },
        { drop: 'mid-body' }
      ),
    outcome: 'ok',
    check: s => {
      // One credentials check, then two keys, each reset once and retried.
      expect(s.jira.requests.filter(r => r.path.startsWith('/rest/api/2/issue/'))).toHaveLength(4)
      expect(jiraAttestations(s)).toBe(1)
    }
  }),
  jiraFailure({
    name: 'Jira 403: a credential problem, never "issue missing"; nothing posted',
    setup: jiraForever({ status: 403, body: { errorMessages: ['Forbidden'], errors: {} } }),
    message:
      /^Jira refused jira-username and jira-api-token \(403 to GET \/rest\/api\/2\/issue\/\S+: Forbidden\); the credentials were accepted but may not read issues: the user needs the Browse Projects permission.*No attestation was posted/
  }),
  jiraFailure({
    name: 'Jira 401 for a personal access token: names jira-pat; nothing posted',
    inputs: servers => ({
      ...jiraInputs(servers),
      'jira-username': '',
      'jira-api-token': '',
      'jira-pat': 'jpat_expired-token-000000'
    }),
    message:
      /^Jira refused jira-pat \(401 to GET \/rest\/api\/2\/myself: .+\); check that jira-pat is a current personal access token/
  }),
  jiraFailure({
    name: 'Jira 404 that is not Jira (a proxy page): jira-base-url is wrong, not "issue missing"',
    setup: jiraForever({ html: true, status: 404 }),
    message:
      /^Jira sent an unexpected answer to GET \/rest\/api\/2\/issue\/\S+: status 404 with an HTML page instead of JSON \("404 Not Found"\).*not an answer of the Jira REST API at http:\/\/127\.0\.0\.1:\d+\/\. Check that jira-base-url is the Jira site root\.$/
  }),
  jiraFailure({
    name: 'Jira truncated JSON: not taken as an issue; nothing posted',
    setup: jiraForever({ truncatedJson: true }),
    message:
      /^Jira sent an unexpected answer to GET \/rest\/api\/2\/issue\/\S+: status 200 with .*not an answer of the Jira REST API.*Check that jira-base-url is the Jira site root\.$/
  }),
  jiraFailure({
    name: 'Jira JSON of the wrong shape (no key): not taken as an issue; nothing posted',
    setup: jiraForever({ status: 200, body: { id: '10001' } }),
    message:
      /^Jira sent an unexpected answer to GET \/rest\/api\/2\/issue\/\S+: status 200 with .*not an answer of the Jira REST API/
  }),
  jiraFailure({
    name: 'Jira down while the service is up: fails naming Jira, nothing posted',
    inputs: servers => ({ ...jiraInputs(servers), 'jira-base-url': servers.refused }),
    retries: 1,
    message:
      /^Jira could not be reached for GET \/rest\/api\/2\/myself after 2 attempts: connection refused \(ECONNREFUSED\)\. Jira is unreachable or slow/
  }),
  {
    name: 'the service down while Jira is up: Jira answered, the POST fails naming the service',
    command: 'attest-jira',
    inputs: servers => ({ ...jiraInputs(servers), 'base-url': `${servers.refused}/api/v2` }),
    retries: 1,
    phases: 2,
    outcome: 'error',
    message: new RegExp(
      `^${SERVICE} could not be reached for POST /api/v2/attestations/acme/web-app/trail/\\S+/jira after 2 attempts: connection refused \\(ECONNREFUSED\\)\\. ${UNREACHABLE.source}$`
    ),
    check: s => {
      expect(s.jira.requests[0]?.path).toBe('/rest/api/2/myself')
      expect(s.jira.requests.filter(r => r.path.startsWith('/rest/api/2/issue/'))).toHaveLength(2)
    }
  },
  jiraFailure({
    name: 'Jira redirect to another origin: not followed, no credentials sent there',
    setup: s =>
      void s.jira.faults.add(
        { path: '/rest/api/2/issue/', times: Infinity },
        { redirect: `${s.recorder.origin}/rest/api/2/issue/ABC-1` }
      ),
    message:
      /^Jira redirected GET \/rest\/api\/2\/issue\/\S+: it points to another origin \(http:\/\/127\.0\.0\.1:\d+\) and the token is never sent there.*No token was sent to the redirect target\.$/,
    check: s => expect(s.recorder.requests).toEqual([])
  }),
  // ---- every command in the registry, with its example inputs ----
  ...SERVICE_COMMANDS.map((command): FaultCase => ({
    name: `${command}: the service answers 500 to everything, no retries: one error naming it`,
    command,
    inputs: s => exampleInputs(command, { ...s, github }),
    retries: 0,
    // attest-jira asks Jira before it posts.
    phases: 2,
    setup: s => void s.sandbox.faults.add({ times: Infinity }, { status: 500 }),
    outcome: 'error',
    message: new RegExp(`^${SERVICE} answered 500 to (GET|POST|PUT|PATCH|DELETE) /api/v2/`)
  }))
]

interface Ran {
  servers: Servers
  run: StepRun
}

const ran = new Map<string, Ran>()
/** A run that could not complete (it outlived its time limit): its case fails, not the rest. */
const broken = new Map<string, unknown>()

beforeAll(async () => {
  await pool(cases, 8, async testCase => {
    const [sandbox, jira, recorder, refused] = await Promise.all([
      startSandbox(),
      startJiraEmulator(),
      startRecorder(),
      refusingOrigin()
    ])
    const servers: Servers = { sandbox, jira, recorder, refused }
    try {
      testCase.setup?.(servers)
      const run = await runStep({
        inputs: {
          command: testCase.command,
          'api-token': sandbox.token,
          org: sandbox.org,
          'base-url': sandbox.baseUrl,
          'timeout-seconds': String(testCase.timeout ?? 1),
          'max-retries': String(testCase.retries),
          ...testCase.inputs?.(servers)
        },
        env: exampleEnv(testCase.command, { ...servers, github }),
        timeoutMs: 45_000
      })
      ran.set(testCase.name, { servers, run })
    } catch (error) {
      broken.set(testCase.name, error)
    } finally {
      await Promise.all([sandbox.close(), jira.close(), recorder.close()])
    }
  })
}, 120_000)

describe.each(cases.map(testCase => [testCase.name, testCase] as const))(
  '%s',
  (_name, testCase) => {
    it(`ends ${testCase.outcome}, within the retry policy's time bound`, () => {
      const result = ran.get(testCase.name)
      if (broken.has(testCase.name)) throw broken.get(testCase.name)
      if (!result) throw new Error('the case did not run')
      const { run, servers } = result
      const errors = annotations(run.stdout)
      expect(run.outputs.outcome).toBe(testCase.outcome)
      if (testCase.outcome === 'error') {
        expect(run.exitCode).not.toBe(0)
        expect(errors).toHaveLength(1)
        expect(errors[0]).toMatch(testCase.message ?? /^$/)
      } else {
        expect(run.exitCode).toBe(0)
        expect(errors).toEqual([])
      }
      const timeoutMs = (testCase.timeout ?? 1) * 1000
      const policyBound =
        (testCase.phases ?? 1) * timeoutMs * (testCase.retries + 1) +
        (testCase.backoffMs ?? maxBackoffMs(testCase.retries))
      expect(run.durationMs).toBeLessThanOrEqual(policyBound + STARTUP_ALLOWANCE_MS)
      // Each wait before a retry is the policy's: none longer than it allows a request.
      const bound = testCase.backoffMs ?? maxBackoffMs(testCase.retries)
      for (const ms of run.waits ?? []) expect(ms).toBeLessThanOrEqual(bound)
      testCase.check?.(servers, run)
    })
  }
)

it('covers every fault the issue lists', () => {
  const names = cases.map(testCase => testCase.name).join('\n')
  for (const fault of [
    /500/,
    /502/,
    /503 with Retry-After/,
    /503 without Retry-After/,
    /429 with Retry-After/,
    /never comes/,
    /reset mid-body/,
    /HTML/,
    /truncated JSON/,
    /wrong shape/,
    /401/,
    /403/,
    /404/,
    /422/,
    /Jira down while the service is up/,
    /the service down while Jira is up/,
    /redirect to another origin/,
    /409/,
    /SSO sign-in page/,
    /byte-order mark/,
    /gzip-compressed/,
    /brotli/,
    /over 64 MiB/,
    /announcing 100 MiB/,
    /1e9 pages/
  ]) {
    expect(names).toMatch(fault)
  }
})
