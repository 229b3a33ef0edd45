/**
 * End to end: assert-artifact as a step run in-process (kit/step.ts) against the sandbox
 * service, given what the runner gives a step.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { startSandbox } from '../../../sandbox/server.js'
import { useSandbox } from '../../kit/servers.js'
import {
  COMPLIANT_ARTIFACT_CONTENT,
  COMPLIANT_FINGERPRINT,
  NON_COMPLIANT_FINGERPRINT,
  POLICY_NAMES,
  PRODUCTION_ENVIRONMENT,
  STAGING_ENVIRONMENT,
  UNKNOWN_FINGERPRINT,
  WEB_APP_FLOW
} from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { createRequestValidator, specIt } from '../../kit/openapi.js'
import { annotations, expectOneError } from '../../kit/annotations.js'

const sandbox = useSandbox({ resetEach: true })
let work: string

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'e2e-assert-'))
})

afterAll(async () => {
  await rm(work, { recursive: true, force: true })
})

function assertInputs(extra: Record<string, string>): Record<string, string> {
  return {
    command: 'assert-artifact',
    'api-token': sandbox.token,
    org: sandbox.org,
    'base-url': sandbox.baseUrl,
    ...extra
  }
}

describe('assert-artifact as steps', () => {
  it('passes a compliant artifact given by fingerprint and sets every output', async () => {
    const run = await runStep({ inputs: assertInputs({ fingerprint: COMPLIANT_FINGERPRINT }) })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'compliant',
      compliant: 'true',
      fingerprint: COMPLIANT_FINGERPRINT,
      scope: 'flow'
    })
    expect(run.outputs['html-url']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//)
    expect(JSON.parse(run.outputs.result ?? '{}')).toMatchObject({ compliant: true })
    expect(run.summary.split('\n')[0]).toMatch(/compliant/i)
    expect(run.summary).toContain('### Attestations')
    const sent = sandbox.requests.at(-1)
    expect(sent?.headers['authorization']).toBe(`Bearer ${sandbox.token}`)
    expect(sent?.headers['user-agent']).toMatch(/^kosli-compliance-action\/\d+\.\d+\.\d+/)
  })

  it('fingerprints a file given by artifact-path', async () => {
    const file = join(work, 'app.tar')
    await writeFile(file, COMPLIANT_ARTIFACT_CONTENT)
    const run = await runStep({ inputs: assertInputs({ 'artifact-path': file }) })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.fingerprint).toBe(COMPLIANT_FINGERPRINT)
    expect(run.outputs.outcome).toBe('compliant')
    expect(run.summary.split('\n')[0]).toContain(
      `artifact \`${file}\` (\`${COMPLIANT_FINGERPRINT.slice(0, 12)}\`)`
    )
  })

  it('fails the step for a non-compliant artifact and names what is wrong', async () => {
    const run = await runStep({
      inputs: assertInputs({ fingerprint: NON_COMPLIANT_FINGERPRINT })
    })
    expect(run.exitCode).not.toBe(0)
    expect(run.outputs).toMatchObject({ outcome: 'non-compliant', compliant: 'false' })
    const [error] = annotations(run.stdout)
    expect(error).toMatch(/is not compliant/)
    expect(error).toMatch(/attestation "/)
    expect(run.summary).toMatch(/^## ❌ Non-compliant: artifact `[0-9a-f]{12}` in flow /)
  })

  it('reports without failing when fail-on-non-compliant is false', async () => {
    const run = await runStep({
      inputs: assertInputs({
        fingerprint: NON_COMPLIANT_FINGERPRINT,
        'fail-on-non-compliant': 'false'
      })
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('non-compliant')
    expect(run.stdout).toMatch(/::warning::.*not compliant/)
  })

  it('asserts at environment scope with policy evaluations', async () => {
    const run = await runStep({
      inputs: assertInputs({
        fingerprint: NON_COMPLIANT_FINGERPRINT,
        environment: PRODUCTION_ENVIRONMENT
      })
    })
    expect(run.outputs.scope).toBe('environment')
    expect(run.stdout).not.toMatch(/was judged/)
    expect(run.summary).toContain('### Policy evaluations')
    expect(annotations(run.stdout)[0]).toMatch(/policy "/)
    const sent = sandbox.requests.at(-1)
    expect(sent?.query.get('environment_name')).toBe(PRODUCTION_ENVIRONMENT)
  })

  it('says so, in a warning and the summary, when an environment without policies was judged at flow scope', async () => {
    const run = await runStep({
      inputs: assertInputs({ fingerprint: COMPLIANT_FINGERPRINT, environment: STAGING_ENVIRONMENT })
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ outcome: 'compliant', scope: 'flow' })
    expect(sandbox.requests.at(-1)?.query.get('environment_name')).toBe(STAGING_ENVIRONMENT)
    const said = `Only the flow was judged: asked about environment "${STAGING_ENVIRONMENT}", the service answered at "flow" scope, as it does for an environment that uses no policies, so environment "${STAGING_ENVIRONMENT}" was not judged`
    expect(annotations(run.stdout, 'warning')).toEqual([
      `${said}; attach policies to the environment, or assert against policies.`
    ])
    expect(run.summary).toContain(
      `> ⚠️ Only the flow was judged: asked about environment ${STAGING_ENVIRONMENT},`
    )
  })

  it('sends each policy as a repeated policy_name parameter', async () => {
    const policies = POLICY_NAMES.slice(0, 2)
    expect(policies.length).toBe(2)
    const run = await runStep({
      inputs: assertInputs({ fingerprint: COMPLIANT_FINGERPRINT, policies: policies.join(', ') })
    })
    expect(run.outputs.scope).toBe('policy')
    expect(sandbox.requests.at(-1)?.query.getAll('policy_name')).toEqual(policies)
  })

  it('fails with outcome error naming the artifact and org for an unknown fingerprint', async () => {
    const run = await runStep({ inputs: assertInputs({ fingerprint: UNKNOWN_FINGERPRINT }) })
    expect(run.exitCode).not.toBe(0)
    expect(run.outputs.outcome).toBe('error')
    const [error] = annotations(run.stdout)
    expect(error).toContain(UNKNOWN_FINGERPRINT)
    expect(error).toContain(`organization '${sandbox.org}'`)
  })

  it.each([
    [{ fingerprint: 'abc' }, 'fingerprint'],
    [{ fingerprint: COMPLIANT_FINGERPRINT, 'artifact-path': '/tmp' }, 'fingerprint'],
    [{}, 'fingerprint'],
    [{ 'artifact-path': '/no/such/path' }, 'artifact-path'],
    [{ fingerprint: COMPLIANT_FINGERPRINT, flow: '../admin' }, 'flow'],
    [{ fingerprint: COMPLIANT_FINGERPRINT, environment: 'prod/eu' }, 'environment'],
    [{ fingerprint: COMPLIANT_FINGERPRINT, 'timeout-seconds': 'soon' }, 'timeout-seconds'],
    [{ fingerprint: COMPLIANT_FINGERPRINT, 'base-url': 'http://example.com/api/v2' }, 'base-url'],
    [{ fingerprint: COMPLIANT_FINGERPRINT, 'api-token': '' }, 'api-token'],
    [{ fingerprint: COMPLIANT_FINGERPRINT, command: 'deploy' }, 'command']
  ])('refuses bad input %j naming %s, with no request sent', async (extra, input) => {
    const run = await runStep({ inputs: assertInputs(extra) })
    const errors = expectOneError(run)
    expect(errors[0]).toContain(`Input "${input}"`)
    expect(sandbox.requests).toHaveLength(0)
  })

  it('fails with outcome error, quickly, when the service is down', async () => {
    const down = await startSandbox()
    const baseUrl = down.baseUrl
    await down.close()
    const run = await runStep({
      inputs: assertInputs({
        fingerprint: COMPLIANT_FINGERPRINT,
        'base-url': baseUrl,
        'max-retries': '1'
      })
    })
    expect(run.exitCode).not.toBe(0)
    expect(run.outputs.outcome).toBe('error')
    expect(annotations(run.stdout)[0]).toMatch(/could not be reached.*connection refused/)
  })

  it('reads KOSLI_API_TOKEN, KOSLI_ORG and KOSLI_HOST when the inputs are empty', async () => {
    const run = await runStep({
      inputs: { command: 'assert-artifact', fingerprint: COMPLIANT_FINGERPRINT },
      env: { KOSLI_API_TOKEN: sandbox.token, KOSLI_ORG: sandbox.org, KOSLI_HOST: sandbox.origin }
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('compliant')
    expect(run.stdout).toContain(`::add-mask::${sandbox.token}`)
  })

  it('never prints the token', async () => {
    const runs = await Promise.all([
      runStep({
        inputs: assertInputs({ fingerprint: COMPLIANT_FINGERPRINT }),
        env: { ACTIONS_STEP_DEBUG: 'true' }
      }),
      runStep({
        inputs: assertInputs({ fingerprint: UNKNOWN_FINGERPRINT }),
        env: { ACTIONS_STEP_DEBUG: 'true' }
      })
    ])
    for (const run of runs) {
      // ::add-mask:: is how the token reaches the runner's masker; the runner never shows it.
      const stdout = run.stdout
        .split('\n')
        .filter(line => !line.startsWith('::add-mask::'))
        .join('\n')
      expect(run.stdout).toContain(`::add-mask::${sandbox.token}`)
      const everything = [stdout, run.stderr, run.summary, ...Object.values(run.outputs)].join('\n')
      expect(everything).not.toContain(sandbox.token)
    }
  })

  specIt('sends only requests that conform to the published description', async () => {
    // environment and policies are two scopes, refused together: one run for each.
    await runStep({
      inputs: assertInputs({
        fingerprint: COMPLIANT_FINGERPRINT,
        flow: WEB_APP_FLOW,
        environment: PRODUCTION_ENVIRONMENT
      })
    })
    await runStep({
      inputs: assertInputs({
        fingerprint: COMPLIANT_FINGERPRINT,
        flow: WEB_APP_FLOW,
        policies: POLICY_NAMES.join('\n')
      })
    })
    expect(sandbox.requests).toHaveLength(2)
    const validate = createRequestValidator()
    expect(sandbox.requests.length).toBeGreaterThan(0)
    for (const request of sandbox.requests) {
      expect(await validate(request)).toEqual([])
    }
  })
})

describe('what assert-artifact loads', () => {
  /** The bundle files the action's process loaded, recorded by the bench's module hook. */
  async function loadedSources(extra: Record<string, string>): Promise<string> {
    const modulesFile = join(work, `modules-${Math.random().toString(36).slice(2)}`)
    const probe = pathToFileURL(join(process.cwd(), 'bench', 'reference', 'modules-probe.mjs'))
    const run = await runStep({
      inputs: assertInputs(extra),
      env: { NODE_OPTIONS: `--import ${probe.href}`, BENCH_MODULES_FILE: modulesFile }
    })
    expect(run.exitCode).toBe(0)
    const dist = join(process.cwd(), 'dist')
    const files = (await readFile(modulesFile, 'utf8'))
      .split('\n')
      .filter(url => url.startsWith('file:'))
      .map(url => fileURLToPath(url))
      .filter(path => dirname(path) === dist)
    return (await Promise.all(files.map(path => readFile(path, 'utf8')))).join('\n')
  }
  const HASHING = 'CONCATENATED MODULE: ./src/fingerprint/hash-pool.ts'

  it('loads no hashing code when given a fingerprint, and loads it for a path', async () => {
    expect(await loadedSources({ fingerprint: COMPLIANT_FINGERPRINT })).not.toContain(HASHING)
    const file = join(work, 'artifact.bin')
    await writeFile(file, COMPLIANT_ARTIFACT_CONTENT)
    expect(await loadedSources({ 'artifact-path': file })).toContain(HASHING)
  })
})
