/**
 * End to end: create-attestation-type as steps run in-process (kit/step.ts),
 * against the sandbox: the type is created with its schema and jq rules; re-running it with
 * the same definition adds no version and fails nothing, a changed definition adds one; a
 * dry run prints the request; a file that is not a JSON Schema is refused before anything
 * is sent. Its requests validate against the published description.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type ActionRun } from '../../../tools/run-action.js'
import { runStep } from '../../kit/step.js'
import { postedParts } from '../../kit/posted.js'
import { createRequestValidator, specIt } from '../../kit/openapi.js'
import { expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { exampleInputs, fixture, serviceInputs } from '../../kit/examples.js'
import { useSandboxSuite } from '../../kit/sandbox-suite.js'

const { sandbox, work } = useSandboxSuite('e2e-attestation-type-')
const SCHEMA = fixture('attestation-types/coverage.schema.json')

const create = (extra: Record<string, string> = {}): Promise<ActionRun> =>
  runStep({
    inputs: serviceInputs(sandbox, 'create-attestation-type', {
      'type-name': 'coverage-report',
      'schema-file': SCHEMA,
      'jq-rules': '.coverage >= 80',
      ...extra
    })
  })

describe('create-attestation-type as steps', () => {
  it('creates the type with its schema (the file as it is) and jq rules', async () => {
    const run = await runStep({
      inputs: serviceInputs(
        sandbox,
        'create-attestation-type',
        exampleInputs('create-attestation-type', {
          jira: { baseUrl: '', username: '', apiToken: '' }
        })
      )
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('ok')
    expect(sandbox.requests.map(r => `${r.method} ${r.path}`)).toEqual([
      `POST /api/v2/custom-attestation-types/${sandbox.org}`
    ])
    const sent = await postedParts(sandbox.requests[0])
    expect(JSON.parse(sent.data_json ?? '')).toEqual({
      name: 'coverage-report',
      description: 'Line coverage of the unit tests',
      evaluator: { content_type: 'jq', rules: ['.coverage >= 80', '(.files | length) > 0'] }
    })
    expect(sent.type_schema).toBe(`file coverage.schema.json: ${await readFile(SCHEMA, 'utf8')}`)
    expect(sandbox.store.customTypes.get('coverage-report')).toHaveLength(1)
  })

  it('re-run with the same definition adds no version; a changed one adds the next', async () => {
    expect((await create()).outputs.outcome).toBe('ok')
    expect((await create()).outputs.outcome).toBe('ok')
    expect(sandbox.store.customTypes.get('coverage-report')).toHaveLength(1)
    expect((await create({ 'jq-rules': '.coverage >= 90' })).outputs.outcome).toBe('ok')
    expect(sandbox.store.customTypes.get('coverage-report')?.map(v => v.version)).toEqual([1, 2])
  })

  it('sends no evaluator and no type_schema when neither is given', async () => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'create-attestation-type', { 'type-name': 'plain' })
    })
    expect(run.exitCode).toBe(0)
    expect(await postedParts(sandbox.requests[0])).toEqual({ data_json: '{"name":"plain"}' })
  })

  it('prints the request in a dry run and sends nothing', async () => {
    const run = await create({ 'dry-run': 'true' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('skipped')
    expect(run.stdout).toContain(
      `Dry run: would POST /custom-attestation-types/${sandbox.org} as multipart/form-data: data_json, type_schema from ${SCHEMA}`
    )
    expect(sandbox.requests).toEqual([])
  })

  specIt('sends only requests the published description accepts', async () => {
    await create({ description: 'Coverage' })
    await runStep({
      inputs: serviceInputs(sandbox, 'create-attestation-type', { 'type-name': 'a~b_c-1' })
    })
    const validate = createRequestValidator()
    expect(sandbox.requests).toHaveLength(2)
    for (const request of sandbox.requests) expect(await validate(request)).toEqual([])
  })

  it.each<[string, () => Promise<Record<string, string>>, RegExp]>([
    ['no type-name', async () => ({ 'type-name': '' }), /^Input "type-name" is empty; expected /],
    [
      'a type name the service refuses',
      async () => ({ 'type-name': 'cov.report' }),
      /^Input "type-name" has "cov\.report", which is not a valid type name; expected /
    ],
    [
      'a schema file that is not JSON',
      async () => {
        await writeFile(join(work.path, 'bad.json'), '{"type": "object",}')
        return { 'schema-file': join(work.path, 'bad.json') }
      },
      /^Input "schema-file" names ".*bad\.json", which is not valid JSON \(.+\); expected /
    ],
    [
      'a schema file that is not a JSON Schema',
      async () => {
        await writeFile(join(work.path, 'typo.json'), '{"type": "obejct"}')
        return { 'schema-file': join(work.path, 'typo.json') }
      },
      /^Input "schema-file" names ".*typo\.json", which is not a JSON Schema: at \/type: "obejct" is not a type .*; expected /
    ],
    [
      'a schema file that does not exist',
      async () => ({ 'schema-file': join(work.path, 'missing.json') }),
      /^Input "schema-file" names ".*missing\.json", which does not exist or cannot be read; expected /
    ],
    [
      'a schema file under /proc (the environment of the step)',
      async () => ({ 'schema-file': '/proc/self/environ' }),
      /^Input "schema-file" names "\/proc\/self\/environ", which resolves to "\/proc\/\d+\/environ", kernel state that is never evidence; expected /
    ]
  ])('refuses %s with one sentence and sends nothing', async (_, given, message) => {
    expectRefusedBeforeAnyRequest(await create(await given()), sandbox.requests, message)
  })
})
