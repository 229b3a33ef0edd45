/**
 * End to end: list-environments as steps run in-process (kit/step.ts), against the
 * sandbox: it lists every environment with its type and policies (one created by
 * create-environment included) in result and the summary table, and refuses an answer that
 * holds an environment of another org.
 */
import { ENVIRONMENT_NAMES, PRODUCTION_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { annotations } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

const list = () => runStep({ inputs: serviceInputs(sandbox, 'list-environments') })

describe('list-environments as steps', () => {
  it('lists every environment, a new one included, with its type and policies', async () => {
    const created = await runStep({
      inputs: serviceInputs(sandbox, 'create-environment', { environment: 'qa', type: 'docker' })
    })
    expect(created.exitCode).toBe(0)
    const run = await list()
    expect(run.exitCode).toBe(0)
    expect(run.outputs.count).toBe(String(ENVIRONMENT_NAMES.length + 1))
    const result = JSON.parse(run.outputs.result ?? '') as { name: string; type: string }[]
    expect(result.map(env => env.name)).toEqual([...ENVIRONMENT_NAMES, 'qa'])
    expect(result.at(-1)?.type).toBe('docker')
    expect(run.summary).toContain(
      `## Environments in ${sandbox.org}: ${ENVIRONMENT_NAMES.length + 1}`
    )
    expect(run.summary).toMatch(
      new RegExp(
        `\\| \\[${PRODUCTION_ENVIRONMENT}\\]\\(http[^)]+\\) \\| K8S \\| \`prod-requirements\` \\|`
      )
    )
  })

  it('refuses an answer holding an environment of another org', async () => {
    const response = await fetch(`${sandbox.baseUrl}/environments/${sandbox.org}`, {
      headers: { authorization: `Bearer ${sandbox.token}` }
    })
    const [first, ...rest] = (await response.json()) as Record<string, unknown>[]
    sandbox.faults.add(
      { method: 'GET', path: new RegExp(`^/environments/${sandbox.org}$`), times: Infinity },
      { status: 200, body: [{ ...first, org: 'other-org' }, ...rest] }
    )
    const run = await list()
    expect(run.exitCode).toBe(1)
    expect(annotations(run.stdout)[0]).toMatch(
      /^The compliance service answered an environment whose org is "other-org" when asked for the environments of org "acme", so it did not apply the request as sent and nothing is listed/
    )
  })
})
