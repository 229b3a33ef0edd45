/**
 * End to end: create-flow as steps run in-process (kit/step.ts), against the
 * sandbox: every refusal before a request, the exact write a dry run prints, and a PUT never
 * repeated once its connection dropped mid-answer.
 */
import { statSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runStep } from '../../kit/step.js'
import { jsonOutput } from '../../kit/service-runs.js'
import { annotations, expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { writesIn } from '../../kit/posted.js'
import { useSandboxSuite } from '../../kit/sandbox-suite.js'

const FLOW = 'shop-builds'

const { sandbox, work } = useSandboxSuite('e2e-create-flow-')
const at = (name: string) => join(work.path, name)

beforeAll(async () => {
  await writeFile(at('kosli.yml'), 'version: 1\ntrail:\n  attestations:\n    - name: unit-tests\n')
  await writeFile(at('bad.yml'), 'version: 1\ntrail: [unclosed\n')
  await writeFile(at('huge.yml'), `# ${'x'.repeat(1024 * 1024 - 1)}`)
})

const createFlow = (extra: Record<string, string>) =>
  runStep({ inputs: serviceInputs(sandbox, 'create-flow', { flow: FLOW, ...extra }) })

describe('create-flow as steps', () => {
  // Inputs are made in the test: the files are under the suite's directory, made in beforeAll.
  it.each<[string, () => Record<string, string>, RegExp]>([
    [
      'a template that is not YAML',
      () => ({ 'template-file': at('bad.yml') }),
      /^Input "template-file" names ".*bad\.yml", which is not valid YAML \(.+\); expected /
    ],
    [
      'a template that does not exist',
      () => ({ 'template-file': '/nonexistent/kosli.yml' }),
      /^Input "template-file" names "\/nonexistent\/kosli\.yml", which does not exist or cannot be read; expected /
    ],
    [
      'an unknown visibility',
      () => ({ visibility: 'secret' }),
      /^Input "visibility" has "secret", which is not one of the choices; expected one of private, public\.$/
    ],
    [
      'a template over 1 MiB',
      () => ({ 'template-file': at('huge.yml') }),
      /^Input "template-file" names ".*huge\.yml", which is 1048577 bytes, over the limit of 1 MiB \(1048576 bytes\); expected /
    ]
  ])('refuses %s with one sentence and sends nothing', async (_, given, message) => {
    expectRefusedBeforeAnyRequest(await createFlow(given()), sandbox.requests, message)
  })

  it('prints the exact parts and body of the write in a dry run and sends nothing', async () => {
    const template = at('kosli.yml')
    const flow = await createFlow({ 'template-file': template, 'dry-run': 'true' })
    expect([flow.exitCode, flow.outputs.outcome]).toEqual([0, 'skipped'])
    expect(writesIn(sandbox.requests)).toEqual([])
    expect(flow.stdout).toContain(
      `Dry run: would PUT /flows/${sandbox.org}/template_file as multipart/form-data: data_json, template_file from ${template} (${statSync(template).size} bytes); nothing was sent. As the vendor CLI's --dry-run prints it:`
    )
    // No visibility without the input, as the vendor CLI: a flow keeps the one it has.
    expect(jsonOutput(flow.outputs, 'result')).toEqual({ name: FLOW, description: '' })
    const given = await createFlow({
      visibility: 'public',
      'use-empty-template': 'true',
      'dry-run': 'true'
    })
    expect(jsonOutput(given.outputs, 'result')).toEqual({
      name: FLOW,
      description: '',
      visibility: 'public'
    })
  })

  it('refuses use-empty-template with template-file, as the vendor CLI refuses both flags', async () => {
    expectRefusedBeforeAnyRequest(
      await createFlow({ 'template-file': at('kosli.yml'), 'use-empty-template': 'true' }),
      sandbox.requests,
      /^Input "use-empty-template" is true while template-file is given; expected /
    )
  })

  it('without a template, creates the flow through the deprecated PUT /flows/{org} and says so', async () => {
    const step = await createFlow({ description: 'The shop' })
    expect([step.exitCode, step.outputs.outcome]).toEqual([0, 'ok'])
    const [put] = writesIn(sandbox.requests)
    expect(put?.path).toBe(`/api/v2/flows/${sandbox.org}`)
    expect(JSON.parse(put?.body.toString('utf8') ?? '')).toEqual({
      name: FLOW,
      description: 'The shop',
      template: ['artifact']
    })
    expect(annotations(step.stdout, 'warning')).toEqual([
      expect.stringContaining("the service's deprecated PUT /flows/{org}")
    ])
  })

  it('never repeats a PUT whose connection dropped mid-answer', async () => {
    sandbox.faults.add({ method: 'PUT', path: '/flows/' }, { drop: 'mid-body' })
    const step = await createFlow({})
    expect(step.exitCode).toBe(1)
    expect(writesIn(sandbox.requests).filter(request => request.method === 'PUT')).toHaveLength(1)
  })
})
