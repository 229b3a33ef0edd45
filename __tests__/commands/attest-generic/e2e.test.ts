/**
 * End to end: attest-generic through the bundled dist/index.js under Node 24, against the
 * sandbox: every refusal before a request, and the exact write a dry run prints.
 */
import { runAction } from '../../../tools/run-action.js'
import { expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { RUN_SHA, serviceInputs } from '../../kit/examples.js'
import { writesIn } from '../../kit/posted.js'
import { useSandbox } from '../../kit/servers.js'

const FLOW = 'shop-builds'

const sandbox = useSandbox({ resetEach: true })

const attestGeneric = (extra: Record<string, string>) =>
  runAction({ inputs: serviceInputs(sandbox, 'attest-generic', { flow: FLOW, ...extra }) })

describe('attest-generic through dist/index.js', () => {
  it.each<[string, Record<string, string>, RegExp]>([
    [
      'an attestation name with a space',
      { name: 'unit tests', compliant: 'true' },
      /^Input "name" has "unit tests", which is not a valid attestation name; expected /
    ],
    [
      'an attachment that does not exist',
      { name: 'unit-tests', compliant: 'true', attachment: '/nonexistent/report.txt' },
      /^Input "attachment" names "\/nonexistent\/report\.txt", which does not exist; expected /
    ],
    ['no compliant', { name: 'unit-tests' }, /^Input "compliant" is empty; expected /]
  ])('refuses %s with one sentence and sends nothing', async (_, given, message) => {
    expectRefusedBeforeAnyRequest(await attestGeneric(given), sandbox.requests, message)
  })

  it('prints the exact body of the write in a dry run and sends nothing', async () => {
    const generic = await attestGeneric({
      name: 'unit-tests',
      compliant: 'true',
      'dry-run': 'true'
    })
    expect([generic.exitCode, generic.outputs.outcome]).toEqual([0, 'skipped'])
    expect(writesIn(sandbox.requests)).toEqual([])
    expect(generic.stdout).toContain(
      `Dry run: would POST /attestations/${sandbox.org}/${FLOW}/trail/${RUN_SHA}/generic`
    )
    expect(generic.summary).toContain('## Dry run: not sent')
    expect(generic.summary).toContain('"is_compliant": true')
  })
})
