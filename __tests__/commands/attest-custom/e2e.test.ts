/**
 * End to end: attest-custom through the bundled dist/index.js under Node 24, against the
 * sandbox: every refusal of its attestation data before a request.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runAction } from '../../../tools/run-action.js'
import { expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'
import { useTempDir } from '../../kit/temp.js'

const sandbox = useSandbox({ resetEach: true })
const work = useTempDir('e2e-attest-custom-')

beforeAll(async () => {
  await writeFile(join(work.path, 'bad.json'), '{"coverage": 91.5,}')
  await writeFile(join(work.path, 'number.json'), '91.5')
})

const attestCustom = (extra: Record<string, string>) =>
  runAction({
    inputs: serviceInputs(sandbox, 'attest-custom', {
      flow: 'shop-builds',
      name: 'coverage',
      'type-name': 'coverage-report',
      ...extra
    })
  })

describe('attest-custom through dist/index.js', () => {
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
    ]
  ])('refuses %s with one sentence and sends nothing', async (_, given, message) => {
    expectRefusedBeforeAnyRequest(await attestCustom(given()), sandbox.requests, message)
  })
})
