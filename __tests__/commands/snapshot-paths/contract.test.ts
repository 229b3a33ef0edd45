/**
 * Contract: snapshot-paths' PUT of a path spec with a directory, a file and an ignore list
 * validates against the published description (ServerReport), and its body is exactly a
 * ServerReport: every artifact with one digest and an integer creationTimestamp. An exclude
 * given as one string, split at its commas as the CLI's config reader splits it, sends the
 * digest its list sends.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { STAGING_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { createAjv, createRequestValidator, loadSpec, specIt } from '../../kit/openapi.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'
import { useTempDir } from '../../kit/temp.js'

const sandbox = useSandbox()
const work = useTempDir('contract-snapshot-paths-')

beforeAll(async () => {
  await mkdir(join(work.path, 'app/logs'), { recursive: true })
  await writeFile(join(work.path, 'app/main.js'), 'main\n')
  await writeFile(join(work.path, 'app/logs/a.log'), 'log\n')
  await writeFile(join(work.path, 'tool.bin'), 'tool\n')
  await writeFile(
    join(work.path, 'paths.yml'),
    'version: 1\nartifacts:\n  app:\n    path: app\n    ignore: ["logs/**", "*.tmp"]\n' +
      '  app-csv:\n    path: app\n    exclude: "logs/**,*.tmp"\n  tool:\n    path: tool.bin\n'
  )
  const run = await runStep({
    inputs: serviceInputs(sandbox, 'snapshot-paths', {
      environment: STAGING_ENVIRONMENT,
      'path-spec': 'paths.yml'
    }),
    env: { GITHUB_WORKSPACE: work.path }
  })
  expect(run.outputs.outcome).toBe('ok')
}, 60_000)

specIt('sends one PUT the published description accepts, its body a ServerReport', async () => {
  expect(sandbox.requests.map(request => request.method)).toEqual(['PUT'])
  const validate = createRequestValidator()
  const [request] = sandbox.requests
  if (!request) throw new Error('no request')
  expect(await validate(request)).toEqual([])
  const ajv = createAjv(loadSpec())
  const serverReport = ajv.compile({ $ref: 'spec#/components/schemas/ServerReport' })
  const body = JSON.parse(request.body.toString('utf8')) as unknown
  expect(serverReport(body)).toBe(true)
  expect(body).toEqual({
    artifacts: [
      {
        digests: { app: expect.stringMatching(/^[a-f0-9]{64}$/) },
        creationTimestamp: expect.any(Number)
      },
      {
        digests: { 'app-csv': expect.stringMatching(/^[a-f0-9]{64}$/) },
        creationTimestamp: expect.any(Number)
      },
      {
        digests: { tool: expect.stringMatching(/^[a-f0-9]{64}$/) },
        creationTimestamp: expect.any(Number)
      }
    ]
  })
})

specIt('sends an exclude string split at its commas as the list of its patterns', () => {
  const [request] = sandbox.requests
  if (!request) throw new Error('no request')
  const { artifacts } = JSON.parse(request.body.toString('utf8')) as {
    artifacts: { digests: Record<string, string> }[]
  }
  const [app, csv] = artifacts.map(artifact => Object.values(artifact.digests)[0])
  expect(csv).toBe(app)
})
