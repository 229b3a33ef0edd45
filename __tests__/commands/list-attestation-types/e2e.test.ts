/**
 * End to end: list-attestation-types as steps run in-process (kit/step.ts),
 * against the sandbox: types created with create-attestation-type, listed with their latest
 * version.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runStep } from '../../kit/step.js'
import { jsonOutput } from '../../kit/service-runs.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandboxSuite } from '../../kit/sandbox-suite.js'

const { sandbox, work } = useSandboxSuite('e2e-list-attestation-types-')

const create = (name: string, description: string) =>
  runStep({
    inputs: serviceInputs(sandbox, 'create-attestation-type', {
      'type-name': name,
      description,
      'schema-file': join(work.path, 'schema.json')
    })
  })

describe('list-attestation-types', () => {
  it('lists each custom type with its description and latest version', async () => {
    await writeFile(join(work.path, 'schema.json'), '{"type": "object"}')
    expect((await create('coverage', 'Line coverage')).exitCode).toBe(0)
    expect((await create('coverage', 'Line and branch coverage')).exitCode).toBe(0)
    expect((await create('sbom', 'Software bill of materials')).exitCode).toBe(0)
    sandbox.clearRequests()
    const result = await runStep({ inputs: serviceInputs(sandbox, 'list-attestation-types') })
    expect(result.exitCode).toBe(0)
    expect(result.outputs).toMatchObject({ outcome: 'ok', count: '2', 'total-count': '2' })
    const types = jsonOutput<{ name: string }[]>(result.outputs, 'result')
    expect(types.map(type => type.name)).toEqual(['coverage', 'sbom'])
    expect(result.summary).toMatch(/^## Custom attestation types in acme/)
    expect(result.summary).toContain('| coverage | Line and branch coverage | 2 | no |')
    expect(sandbox.requests.map(r => `${r.method} ${r.path}`)).toEqual([
      `GET /api/v2/custom-attestation-types/${sandbox.org}`
    ])
  })
})
