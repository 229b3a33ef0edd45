/**
 * End to end: attest-decision as steps run in-process (kit/step.ts), against the
 * sandbox: the decision is recorded on the run's commit's trail by default, compliant or
 * not as `compliant` says; a dry run prints it; missing or malformed inputs are refused
 * before any request.
 */
import { COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { RUN_SHA, serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

const decide = (extra: Record<string, string>) =>
  runStep({
    inputs: serviceInputs(sandbox, 'attest-decision', {
      flow: WEB_APP_FLOW,
      trail: COMPLIANT_TRAIL,
      name: 'change-approval',
      control: 'RCTL-043',
      compliant: 'false',
      ...extra
    })
  })

const recorded = (trail: string) =>
  sandbox.store.findTrail(WEB_APP_FLOW, trail)?.attestations.find(a => a.type === 'decision')

describe('attest-decision as steps', () => {
  it('records a non-compliant decision against the control', async () => {
    const run = await decide({})
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ outcome: 'ok', trail: COMPLIANT_TRAIL })
    expect(recorded(COMPLIANT_TRAIL)).toMatchObject({
      name: 'change-approval',
      compliant: false,
      extra: { control: 'RCTL-043' }
    })
    expect(run.summary).toContain('RCTL-043')
  })

  it("records on the run's commit's trail when no trail is given", async () => {
    await runStep({
      inputs: serviceInputs(sandbox, 'begin-trail', { flow: WEB_APP_FLOW })
    })
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'attest-decision', {
        flow: WEB_APP_FLOW,
        name: 'change-approval',
        control: 'RCTL-043',
        compliant: 'true'
      })
    })
    expect(run.outputs).toMatchObject({ outcome: 'ok', trail: RUN_SHA })
    expect(recorded(RUN_SHA)?.compliant).toBe(true)
  })

  it('prints the decision in a dry run and sends nothing', async () => {
    const run = await decide({ 'dry-run': 'true' })
    expect(run.outputs.outcome).toBe('skipped')
    expect(run.stdout).toContain(
      `Dry run: would POST /attestations/${sandbox.org}/${WEB_APP_FLOW}/trail/${COMPLIANT_TRAIL}/system`
    )
    expect(run.stdout).toContain('"type_name": "decision"')
    expect(sandbox.requests).toEqual([])
  })

  it.each<[string, Record<string, string>, RegExp]>([
    [
      'no compliant, naming what the CLI took',
      { compliant: '' },
      /^Input "compliant" is required: the vendor CLI took false when --compliant was not given; expected compliant: false in the step, or KOSLI_COMPLIANT set\.$/
    ],
    ['a compliant that is not a boolean', { compliant: 'yes please' }, /^Input "compliant" /],
    [
      'no control',
      { control: '' },
      /^Input "control" is empty and KOSLI_CONTROL is not set; expected /
    ],
    [
      'a control over two lines',
      { control: 'RCTL-043\nRCTL-044' },
      /^Input "control" has "RCTL-043.RCTL-044", which is not a control identifier; expected /
    ]
  ])('refuses %s with one sentence and sends nothing', async (_, extra, message) => {
    expectRefusedBeforeAnyRequest(await decide(extra), sandbox.requests, message)
  })
})
