/**
 * Contract: the requests attest-junit and attest-snyk send, with every input they can send
 * (artifact, target artifacts and each evidence field), validate against the service's
 * published OpenAPI description, multipart parts decoded.
 */
import { join } from 'node:path'
import { COMPLIANT_FINGERPRINT, COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../sandbox/fixtures.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { runAction } from '../../tools/run-action.js'
import { createRequestValidator, describeWithSpec } from '../helpers/openapi.js'
import { serviceInputs } from '../kit/examples.js'

const FIXTURES = join(process.cwd(), '__fixtures__')

let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await startSandbox()
})

afterAll(async () => {
  await sandbox.close()
})

function everyInput(): Record<string, string> {
  const artifactName = sandbox.store.artifacts.get(COMPLIANT_FINGERPRINT)?.name ?? ''
  return {
    flow: WEB_APP_FLOW,
    trail: COMPLIANT_TRAIL,
    'target-artifacts': artifactName,
    description: 'Results of release 1.4.0',
    'origin-url': 'https://ci.acme.example/runs/1',
    'user-data': '{"build": 42}',
    annotations: 'team=payments',
    'external-urls': 'dashboard=https://grafana.acme.example/d/1'
  }
}

describeWithSpec('evidence attestations conform to the published description', () => {
  beforeEach(() => sandbox.reset())

  it.each([
    ['attest-junit', { 'results-dir': join(FIXTURES, 'junit', 'gotestsum') }],
    [
      'attest-junit',
      { 'results-dir': join(FIXTURES, 'junit', 'jest-junit'), fingerprint: COMPLIANT_FINGERPRINT }
    ],
    [
      'attest-junit',
      { 'results-dir': join(FIXTURES, 'junit', 'surefire'), 'upload-results': 'false' }
    ],
    ['attest-snyk', { 'scan-results': join(FIXTURES, 'snyk', 'code-test.sarif') }],
    [
      'attest-snyk',
      {
        'scan-results': join(FIXTURES, 'snyk', 'open-source.json'),
        fingerprint: COMPLIANT_FINGERPRINT
      }
    ]
  ])('%s %j', async (command, extra) => {
    const run = await runAction({
      inputs: serviceInputs(sandbox, command, { name: 'evidence', ...everyInput(), ...extra })
    })
    expect(run.exitCode).toBe(0)
    const posts = sandbox.requests.filter(request => request.method === 'POST')
    expect(posts).toHaveLength(1)
    const validate = createRequestValidator()
    for (const request of sandbox.requests) expect(await validate(request)).toEqual([])
  })
})
