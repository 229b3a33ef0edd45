/**
 * End to end: begin-trail as steps run in-process (kit/step.ts), against the
 * sandbox: the trail a pull request's run begins, every refusal before a request, the write
 * a dry run prints, and answers that are not a success.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runStep } from '../../kit/step.js'
import { jsonOutput } from '../../kit/service-runs.js'
import { annotations, expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { RUN_SHA, serviceInputs } from '../../kit/examples.js'
import { writesIn } from '../../kit/posted.js'
import { useSandboxSuite } from '../../kit/sandbox-suite.js'

const FLOW = 'shop-builds'

const { sandbox, work } = useSandboxSuite('e2e-begin-trail-')

beforeAll(async () => {
  await writeFile(join(work.path, 'list.yml'), '- version: 1\n')
})

const beginTrail = (extra: Record<string, string> = {}) =>
  runStep({ inputs: serviceInputs(sandbox, 'begin-trail', { flow: FLOW, ...extra }) })

/** The flow the trail is begun in, made as a workflow's earlier step makes it. */
const createFlow = () => runStep({ inputs: serviceInputs(sandbox, 'create-flow', { flow: FLOW }) })

describe('begin-trail as steps', () => {
  it("names the trail after a pull request's head commit, not the merge commit", async () => {
    await createFlow()
    const head = 'abcdef0123456789abcdef0123456789abcdef01'
    const trail = await runStep({
      inputs: serviceInputs(sandbox, 'begin-trail', { flow: FLOW }),
      eventName: 'pull_request',
      event: {
        pull_request: { number: 7, title: 'Shop', body: null, head: { sha: head, ref: 'x' } }
      }
    })
    expect(trail.exitCode).toBe(0)
    expect(trail.outputs.trail).toBe(head)
    expect(sandbox.store.findTrail(FLOW, head)).toBeDefined()
  })

  // Inputs are made in the test: the files are under the suite's directory, made in beforeAll.
  it.each<[string, () => Record<string, string>, RegExp]>([
    [
      'a template that is a list',
      () => ({ 'template-file': join(work.path, 'list.yml') }),
      /^Input "template-file" names ".*list\.yml", whose YAML is a list, not a mapping; expected /
    ],
    [
      'a trail name with a slash',
      () => ({ trail: 'feature/x' }),
      /^Input "trail" has "feature\/x", which contains a path separator; expected /
    ]
  ])('refuses %s with one sentence and sends nothing', async (_, given, message) => {
    expectRefusedBeforeAnyRequest(await beginTrail(given()), sandbox.requests, message)
  })

  it('prints the exact body of the write in a dry run and sends nothing', async () => {
    const trail = await beginTrail({ 'dry-run': 'true', description: 'Build 7' })
    expect([trail.exitCode, trail.outputs.outcome]).toEqual([0, 'skipped'])
    expect(writesIn(sandbox.requests)).toEqual([])
    expect(trail.stdout).toContain(`Dry run: would PUT /trails/${sandbox.org}/${FLOW}`)
    expect(jsonOutput(trail.outputs, 'result')).toMatchObject({
      name: RUN_SHA,
      description: 'Build 7'
    })
  })

  it('fails, and claims nothing, when a 2xx answer is a sign-in page', async () => {
    await createFlow()
    sandbox.faults.add({ method: 'PUT', path: '/trails/' }, { html: true })
    const step = await beginTrail()
    expect(step.exitCode).toBe(1)
    expect(step.outputs.outcome).toBe('error')
    expect(step.outputs.trail).toBeUndefined()
    expect(step.summary).not.toContain('begun')
    expect(annotations(step.stdout)).toHaveLength(1)
  })

  it('repeats a PUT answered 409 (nothing applied) and records the trail once', async () => {
    await createFlow()
    sandbox.faults.add(
      { method: 'PUT', path: '/trails/' },
      { status: 409, body: { message: 'locked' } }
    )
    const step = await beginTrail()
    expect(step.exitCode).toBe(0)
    expect(step.outputs.outcome).toBe('ok')
    expect(
      writesIn(sandbox.requests).filter(request => request.path.includes('/trails/'))
    ).toHaveLength(2)
    expect([...(sandbox.store.flows.get(FLOW)?.trails.keys() ?? [])]).toEqual([RUN_SHA])
  })

  it('says which flow is missing when a trail is begun in an unknown flow', async () => {
    const step = await beginTrail({ flow: 'no-such-flow' })
    expect(step.exitCode).toBe(1)
    expect(annotations(step.stdout).join('\n')).toContain("Flow 'no-such-flow' not found")
  })
})
