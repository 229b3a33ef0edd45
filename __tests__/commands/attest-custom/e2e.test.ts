/**
 * End to end: attest-custom as steps run in-process (kit/step.ts), against the
 * sandbox: every refusal of its attestation data before a request.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runStep } from '../../kit/step.js'
import { expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { EVIDENCE_TARGET } from '../../kit/example-parts.js'
import { serviceInputs } from '../../kit/examples.js'
import { postedDataJson, postsIn } from '../../kit/posted.js'
import { useSandboxSuite } from '../../kit/sandbox-suite.js'

const { sandbox, work } = useSandboxSuite('e2e-attest-custom-')

beforeAll(async () => {
  await writeFile(join(work.path, 'bad.json'), '{"coverage": 91.5,}')
  await writeFile(join(work.path, 'number.json'), '91.5')
  await writeFile(join(work.path, 'good.json'), '{"coverage": 91.5}')
})

const attestCustom = (extra: Record<string, string>) =>
  runStep({
    inputs: serviceInputs(sandbox, 'attest-custom', {
      flow: 'shop-builds',
      name: 'coverage',
      'type-name': 'coverage-report',
      ...extra
    })
  })

describe('attest-custom as steps', () => {
  // Inputs are made in the test: the file is under the suite's directory, made in beforeAll.
  it.each<[string, () => Record<string, string>, RegExp]>([
    ['no attestation-data', () => ({}), /^Input "attestation-data" is empty; expected /],
    [
      'attestation data that is not JSON',
      () => ({ 'attestation-data': join(work.path, 'bad.json') }),
      /^Input "attestation-data" names ".*bad\.json", which is not valid JSON \(.+\); expected /
    ],
    [
      'attestation data that is a bare number',
      () => ({ 'attestation-data': join(work.path, 'number.json') }),
      /^Input "attestation-data" names ".*number\.json", which holds a JSON number, not an object or array; expected /
    ],
    [
      'a type name no type can have (create-attestation-type refuses it too)',
      () => ({ 'type-name': 'cov.report', 'attestation-data': join(work.path, 'good.json') }),
      /^Input "type-name" has "cov\.report", which is not a valid type name; expected the name of a custom attestation type of the org: letters, digits, "-", "_" or "~", starting with a letter or digit\.$/
    ]
  ])('refuses %s with one sentence and sends nothing', async (_, given, message) => {
    expectRefusedBeforeAnyRequest(await attestCustom(given()), sandbox.requests, message)
  })

  it('takes every type name create-attestation-type gives, "~" included', async () => {
    const run = await attestCustom({
      ...EVIDENCE_TARGET,
      'type-name': 'cov~report_v-2',
      'attestation-data': join(work.path, 'good.json')
    })
    expect(run.exitCode).toBe(0)
    const [posted] = postsIn(sandbox.requests)
    expect(posted?.path).toMatch(/\/custom$/)
    expect(await postedDataJson(posted)).toMatchObject({ type_name: 'cov~report_v-2' })
  })
})
