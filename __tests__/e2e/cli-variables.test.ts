/**
 * End to end, as steps against the sandbox: a job that keeps the vendor CLI's `env:` block.
 * Every input that stands for a CLI flag reads KOSLI_<FLAG> when the step leaves it out, so a
 * step given only the variables sends what the CLI sends for them (each expected request is
 * written down from the CLI's source: cmd/kosli/attestGeneric.go, beginTrail.go,
 * listTrails.go, attestSnyk.go, attestation.go's CommonAttestationPayload). A with: value
 * wins over its variable, the variable over the input's default, and a variable of a flag the
 * command lacks changes nothing.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../sandbox/fixtures.js'
import { API_ROOT, type RecordedRequest } from '../../sandbox/server.js'
import { runStep, type StepRun } from '../kit/step.js'
import { annotations, expectRefusedBeforeAnyRequest } from '../kit/annotations.js'
import { fixture, serviceInputs } from '../kit/examples.js'
import { postedDataJson, postedForm, postsIn, writesIn } from '../kit/posted.js'
import { useSandboxSuite } from '../kit/sandbox-suite.js'

const { sandbox, work: temp } = useSandboxSuite('cli-variables-')

/**
 * Runs `command` as a step that names only its command, as a migrated `run: kosli ...`
 * becomes, in a job whose env block gives the service as the CLI reads it, and `variables`.
 */
function cliStep(command: string, variables: Record<string, string>): Promise<StepRun> {
  return runStep({
    inputs: { command },
    env: {
      KOSLI_API_TOKEN: sandbox.token,
      KOSLI_ORG: sandbox.org,
      // The CLI's host is the site root (root.go's --host); the API root is below it.
      KOSLI_HOST: sandbox.baseUrl.slice(0, -API_ROOT.length),
      ...variables
    }
  })
}

/** The env block's flow and trail, for a step that attests in the seed's compliant trail. */
const IN_THE_TRAIL = { KOSLI_FLOW: WEB_APP_FLOW, KOSLI_TRAIL: COMPLIANT_TRAIL }

/** The path of a file written with `text` in the suite's folder. */
async function fileWith(name: string, text: string): Promise<string> {
  const path = join(temp.path, name)
  await writeFile(path, text)
  return path
}

/** A write's body: JSON, or a multipart form's data_json. */
async function bodyOf(request: RecordedRequest | undefined): Promise<Record<string, unknown>> {
  if (request?.contentType?.startsWith('multipart/')) return postedDataJson(request)
  return JSON.parse(request?.body.toString('utf8') ?? '{}') as Record<string, unknown>
}

describe('a step given only the CLI variables sends what the CLI sends', () => {
  it('attest-generic: KOSLI_NAME, KOSLI_COMPLIANT, KOSLI_DESCRIPTION, KOSLI_ANNOTATE, KOSLI_ATTACHMENTS', async () => {
    const run = await cliStep('attest-generic', {
      ...IN_THE_TRAIL,
      KOSLI_NAME: 'lint',
      KOSLI_COMPLIANT: 'false',
      KOSLI_DESCRIPTION: 'eslint on src',
      KOSLI_ANNOTATE: 'tool=eslint,rules=recommended',
      KOSLI_ATTACHMENTS: await fileWith('evidence.txt', 'checked\n')
    })
    expect(run.exitCode).toBe(0)
    // The CLI: POST {host}/api/v2/attestations/{org}/{flow}/trail/{trail}/generic, multipart,
    // data_json {attestation_name, is_compliant, description, annotations, ...} and the one
    // attached file as attachment_file.
    const [post] = postsIn(sandbox.requests)
    expect(post?.path).toBe(
      `${API_ROOT}/attestations/${sandbox.org}/${WEB_APP_FLOW}/trail/${COMPLIANT_TRAIL}/generic`
    )
    expect(await postedDataJson(post)).toMatchObject({
      attestation_name: 'lint',
      is_compliant: false,
      description: 'eslint on src',
      annotations: { tool: 'eslint', rules: 'recommended' }
    })
    const file = (await postedForm(post)).get('attachment_file') as File
    expect([file.name, await file.text()]).toEqual(['evidence.txt', 'checked\n'])
  })

  it('begin-trail: KOSLI_FLOW, KOSLI_TRAIL and KOSLI_DESCRIPTION', async () => {
    const run = await cliStep('begin-trail', {
      KOSLI_FLOW: WEB_APP_FLOW,
      KOSLI_TRAIL: 'release-42',
      KOSLI_DESCRIPTION: 'Release 42'
    })
    expect(run.exitCode).toBe(0)
    // The CLI: PUT {host}/api/v2/trails/{org}/{flow} with {name, description, ...}.
    const [put] = writesIn(sandbox.requests)
    expect([put?.method, put?.path]).toEqual([
      'PUT',
      `${API_ROOT}/trails/${sandbox.org}/${WEB_APP_FLOW}`
    ])
    expect(await bodyOf(put)).toMatchObject({
      name: 'release-42',
      description: 'Release 42'
    })
  })

  it('list-trails: KOSLI_FLOW and KOSLI_PAGE_LIMIT', async () => {
    const run = await cliStep('list-trails', { KOSLI_FLOW: WEB_APP_FLOW, KOSLI_PAGE_LIMIT: '5' })
    expect(run.exitCode).toBe(0)
    // The CLI: GET {host}/api/v2/trails/{org}?flow={flow}&page=1&per_page={page-limit}.
    const [read] = sandbox.requests
    expect(read?.path).toMatch(new RegExp(`^${API_ROOT}/trails/${sandbox.org}(/${WEB_APP_FLOW})?$`))
    expect(read?.query.get('per_page')).toBe('5')
  })

  it('attest-snyk: KOSLI_SCAN_RESULTS and KOSLI_ATTACHMENTS go out together', async () => {
    const run = await cliStep('attest-snyk', {
      ...IN_THE_TRAIL,
      KOSLI_NAME: 'snyk-code',
      KOSLI_SCAN_RESULTS: fixture('snyk/code-test.sarif'),
      KOSLI_ATTACHMENTS: await fileWith('notes.md', '# Scan notes\n')
    })
    expect(run.exitCode).toBe(0)
    const [post] = postsIn(sandbox.requests)
    expect(post?.path).toMatch(/\/trail\/[^/]+\/snyk$/)
    expect(await postedDataJson(post)).toMatchObject({ attestation_name: 'snyk-code' })
    // The CLI packs the scan results and the attachments into one evidence.tgz.
    const file = (await postedForm(post)).get('attachment_file') as File
    expect(file.name).toBe('evidence.tgz')
  })
})

describe('precedence', () => {
  /** attest-junit of passing results, through its sub-action, in a job with `env`. */
  const passingJunit = (env: Record<string, string> = {}) =>
    runStep({
      subAction: 'attest-junit',
      inputs: serviceInputs(sandbox, 'attest-junit', {
        flow: WEB_APP_FLOW,
        trail: COMPLIANT_TRAIL,
        name: 'unit-tests',
        'results-dir': fixture('demo/junit-passing')
      }),
      env
    })

  it('a with: value wins over its variable', async () => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'attest-generic', {
        flow: WEB_APP_FLOW,
        trail: COMPLIANT_TRAIL,
        name: 'lint',
        compliant: 'true'
      }),
      env: { KOSLI_COMPLIANT: 'false', KOSLI_NAME: 'other' }
    })
    expect(run.exitCode).toBe(0)
    expect(await postedDataJson(postsIn(sandbox.requests)[0])).toMatchObject({
      attestation_name: 'lint',
      is_compliant: true
    })
  })

  it("the variable wins over the input's default, through the sub-action's action.yml", async () => {
    // upload-results defaults to true, as for the CLI; the job's variable turns it off.
    const run = await passingJunit({ KOSLI_UPLOAD_RESULTS: 'false' })
    expect(run.exitCode).toBe(0)
    expect((await postedForm(postsIn(sandbox.requests)[0])).get('attachment_file')).toBeNull()
  })

  it('the default holds when neither is set', async () => {
    const run = await passingJunit()
    expect(run.exitCode).toBe(0)
    expect((await postedForm(postsIn(sandbox.requests)[0])).get('attachment_file')).not.toBeNull()
  })

  it('a variable of a flag the command lacks changes nothing and is no error', async () => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'begin-trail', { flow: WEB_APP_FLOW, trail: 'quiet' }),
      // attest generic's and create flow's flags, in the job's env block beside begin trail.
      env: {
        KOSLI_COMPLIANT: 'not-a-boolean',
        KOSLI_VISIBILITY: 'public',
        KOSLI_SCHEMA: '/nowhere'
      }
    })
    expect(run.exitCode).toBe(0)
    expect(annotations(run.stdout)).toEqual([])
    const body = await bodyOf(writesIn(sandbox.requests)[0])
    expect(body).not.toHaveProperty('is_compliant')
    expect(body).not.toHaveProperty('visibility')
  })

  it("a variable's bad value is refused naming the variable", async () => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'attest-generic', {
        flow: WEB_APP_FLOW,
        trail: COMPLIANT_TRAIL,
        name: 'lint'
      }),
      env: { KOSLI_COMPLIANT: 'yes' }
    })
    expectRefusedBeforeAnyRequest(
      run,
      sandbox.requests,
      /^Input "compliant" \(read from KOSLI_COMPLIANT\) has "yes", which is not a boolean; /
    )
  })

  it('a variable the step may not be shown is masked: KOSLI_API_TOKEN and KOSLI_REGISTRY_PASSWORD', async () => {
    const password = 'registry-secret-4711'
    const run = await cliStep('attest-generic', {
      ...IN_THE_TRAIL,
      KOSLI_NAME: 'lint',
      KOSLI_COMPLIANT: 'true',
      KOSLI_REGISTRY_USERNAME: 'robot',
      KOSLI_REGISTRY_PASSWORD: password
    })
    const masks = run.stdout.split('\n').filter(line => line.startsWith('::add-mask::'))
    expect(masks).toEqual(
      expect.arrayContaining([`::add-mask::${sandbox.token}`, `::add-mask::${password}`])
    )
  })
})

describe('the CLI default a step requires', () => {
  it.each([
    ['attest-generic', 'true', '--compliant', 'KOSLI_COMPLIANT'],
    ['override-attestation', 'false', '--new-compliance-status', 'KOSLI_NEW_COMPLIANCE_STATUS']
  ])('%s names what the CLI took and the variable', async (command, taken, flag, variable) => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, command, {
        flow: WEB_APP_FLOW,
        trail: COMPLIANT_TRAIL,
        name: 'lint',
        reason: 'accepted by the release board',
        'attestation-type': 'generic'
      })
    })
    expectRefusedBeforeAnyRequest(
      run,
      sandbox.requests,
      new RegExp(
        `^Input "compliant" is required: the vendor CLI took ${taken} when ${flag} was not given; expected compliant: ${taken} in the step, or ${variable} set\\.$`
      )
    )
  })
})

describe('a snapshot expression given as an environment', () => {
  it.each(['production~1', 'production#3', 'production@{2026-01-01T00:00:00}'])(
    'get-snapshot refuses %s, naming its snapshot input',
    async environment => {
      const run = await runStep({ inputs: serviceInputs(sandbox, 'get-snapshot', { environment }) })
      expectRefusedBeforeAnyRequest(
        run,
        sandbox.requests,
        /^Input "environment" has ".*", which is a snapshot expression \(.*\), not an environment's name; expected environment: production with snapshot: (~1|3|@\{2026-01-01T00:00:00\})\.$/
      )
    }
  )

  it.each<[string, Record<string, string>]>([
    ['assert-artifact', { flow: WEB_APP_FLOW, fingerprint: 'a'.repeat(64) }],
    ['log-environment', {}],
    ['snapshot-docker', {}],
    ['attach-policy', { policies: 'prod-rules' }],
    ['create-environment', { type: 'K8S' }]
  ])("%s refuses it, naming get-snapshot's snapshot input", async (command, extra) => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, command, { environment: 'production~1', ...extra })
    })
    expectRefusedBeforeAnyRequest(
      run,
      sandbox.requests,
      /^Input "environment" has "production~1", which is a snapshot expression \(~1\), not an environment's name; expected environment: production \(a snapshot, such as ~1, is read with get-snapshot's snapshot input\)\.$/
    )
  })
})
