/**
 * Contract: attest-decision's request. Its endpoint, `POST .../trail/{trail}/system`, is not
 * in the published description, so it is checked against the reference CLI's wire instead:
 * a multipart body whose data_json holds exactly the common attestation fields, `type_name:
 * "decision"`, `control` and `attestation_data: {is_compliant}`, beside an attachment part.
 * If the description ever publishes the endpoint, the first test says so.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { COMPLIANT_FINGERPRINT } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { loadSpec, matchOperation, specIt } from '../../kit/openapi.js'
import { everyEvidenceInput, serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'
import { useTempDir } from '../../kit/temp.js'

const sandbox = useSandbox()
const work = useTempDir('contract-attest-decision-')
let dataJson: Record<string, unknown>
let parts: string[]

beforeAll(async () => {
  const report = join(work.path, 'eval-report.json')
  await writeFile(report, '{"checked": true}')
  const run = await runStep({
    inputs: serviceInputs(sandbox, 'attest-decision', {
      ...everyEvidenceInput(sandbox),
      name: 'change-approval',
      control: 'RCTL-043',
      compliant: 'false',
      fingerprint: COMPLIANT_FINGERPRINT,
      attachments: report
    })
  })
  expect(run.outputs.outcome).toBe('ok')
  const request = sandbox.requests[0]
  if (!request) throw new Error('attest-decision sent nothing')
  const form = await new Response(request.body, {
    headers: { 'content-type': request.contentType ?? '' }
  }).formData()
  dataJson = JSON.parse(String(form.get('data_json'))) as Record<string, unknown>
  parts = [...form.keys()]
}, 60_000)

specIt('posts to an endpoint the published description does not have', () => {
  const request = sandbox.requests[0]
  expect(request?.method).toBe('POST')
  const path = request?.path.replace('/api/v2', '') ?? ''
  expect(path).toMatch(/^\/attestations\/[^/]+\/[^/]+\/trail\/[^/]+\/system$/)
  // Had the description published it, this contract should validate against it instead.
  expect(matchOperation(loadSpec(), 'POST', path)).toBeUndefined()
})

it("sends the reference CLI's data_json: the common fields, the decision and nothing else", () => {
  expect(parts).toEqual(['data_json', 'attachment_file'])
  expect(Object.keys(dataJson).sort()).toEqual(
    [
      'annotations',
      'artifact_fingerprint',
      'attestation_data',
      'attestation_name',
      'control',
      'description',
      'external_urls',
      'git_commit_info',
      'origin_url',
      'repo_info',
      'target_artifacts',
      'type_name',
      'user_data'
    ].sort()
  )
  expect(dataJson).toMatchObject({
    attestation_name: 'change-approval',
    type_name: 'decision',
    control: 'RCTL-043',
    attestation_data: { is_compliant: false },
    artifact_fingerprint: COMPLIANT_FINGERPRINT,
    description: 'Results of release 1.4.0',
    origin_url: 'https://ci.acme.example/runs/1',
    user_data: { build: 42 },
    annotations: { team: 'payments' },
    external_urls: { dashboard: { href: 'https://grafana.acme.example/d/1' } }
  })
  expect(Array.isArray(dataJson.target_artifacts)).toBe(true)
})
