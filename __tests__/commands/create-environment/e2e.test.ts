/**
 * End to end: create-environment as steps run in-process (kit/step.ts), against the
 * sandbox: it creates an environment through its own action, says unchanged when re-run with
 * the same values and updated when a value changed, refuses (after reading it, before any
 * write) an existing environment of another type, groups environments into a logical one,
 * prints its PUT in a dry run after reading what is there, and refuses bad inputs before any
 * request.
 */
import { PRODUCTION_ENVIRONMENT, STAGING_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { type ActionRun } from '../../../tools/run-action.js'
import { runStep } from '../../kit/step.js'
import { annotations, expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

const create = (extra: Record<string, string>): Promise<ActionRun> =>
  runStep({
    inputs: serviceInputs(sandbox, 'create-environment', {
      environment: 'qa',
      type: 'server',
      ...extra
    })
  })

const sent = () => sandbox.requests.map(request => `${request.method} ${request.path}`)

describe('create-environment as steps', () => {
  it('creates the environment through its own action, then leaves it unchanged on a re-run', async () => {
    const inputs = Object.fromEntries(
      Object.entries(
        serviceInputs(sandbox, 'create-environment', {
          environment: 'qa',
          type: 'server',
          description: 'Shared QA hosts'
        })
      ).filter(([name]) => name !== 'command')
    )
    const first = await runStep({ subAction: 'create-environment', inputs })
    expect(first.exitCode).toBe(0)
    expect(first.outputs).toMatchObject({ outcome: 'ok', environment: 'qa', change: 'created' })
    expect(first.summary).toContain('## Environment qa created')
    const created = sandbox.store.environments.get('qa')
    expect(created).toMatchObject({ type: 'server', description: 'Shared QA hosts' })
    const modified = created?.lastModifiedAt

    const again = await runStep({ subAction: 'create-environment', inputs })
    expect(again.outputs.change).toBe('unchanged')
    expect(again.stdout).toContain(
      'Environment "qa" (server) was already as asked; nothing changed.'
    )
    expect(sandbox.store.environments.get('qa')?.lastModifiedAt).toBe(modified)
  })

  it('says updated when a value changed, and keeps what was not given', async () => {
    await create({ description: 'old', 'include-scaling': 'true' })
    const run = await create({ description: 'new' })
    expect(run.outputs.change).toBe('updated')
    expect(sandbox.store.environments.get('qa')).toMatchObject({
      description: 'new',
      includeScaling: true
    })
  })

  it('refuses an existing environment of another type, sending no write, and changes nothing', async () => {
    const run = await create({ environment: PRODUCTION_ENVIRONMENT, type: 'docker' })
    expect(run.exitCode).toBe(1)
    expect(annotations(run.stdout)[0]).toMatch(
      /^Environment "production" exists with type K8S, not docker, and the service would change its type in place, so nothing was sent; set type to K8S/
    )
    expect(sent()).toEqual([`GET /api/v2/environments/${sandbox.org}/${PRODUCTION_ENVIRONMENT}`])
    expect(sandbox.store.environments.get(PRODUCTION_ENVIRONMENT)?.type).toBe('K8S')
  })

  it('sends the type in the service spelling whatever its case', async () => {
    const run = await create({ environment: 'eks', type: 'k8s' })
    expect(run.exitCode).toBe(0)
    expect(sandbox.store.environments.get('eks')?.type).toBe('K8S')
  })

  it('groups physical environments into a logical one', async () => {
    const run = await create({
      environment: 'prod',
      type: 'Logical',
      'included-environments': `${PRODUCTION_ENVIRONMENT}\n${STAGING_ENVIRONMENT}, ${PRODUCTION_ENVIRONMENT}`
    })
    expect(run.exitCode).toBe(0)
    expect(sandbox.store.environments.get('prod')).toMatchObject({
      type: 'logical',
      includedEnvironments: [PRODUCTION_ENVIRONMENT, STAGING_ENVIRONMENT]
    })
    expect(run.summary).toContain(
      `**Included environments:** \`${PRODUCTION_ENVIRONMENT}\`, \`${STAGING_ENVIRONMENT}\``
    )
  })

  it('prints the PUT in a dry run and sends nothing', async () => {
    const run = await create({ description: 'QA', 'dry-run': 'true' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('skipped')
    expect(run.stdout).toContain(
      `Dry run: would PUT /environments/${sandbox.org} as application/json; nothing was sent.`
    )
    expect(JSON.parse(run.outputs.result ?? '')).toEqual({
      name: 'qa',
      type: 'server',
      description: 'QA'
    })
    expect(run.outputs.change).toBeUndefined()
    expect(run.stdout).toContain('Dry run: environment "qa" (server) would be created.')
    // With a token, a dry run reads (the environment as it is) and writes nothing.
    expect(sent()).toEqual([`GET /api/v2/environments/${sandbox.org}/qa`])
  })

  it('previews in a dry run a change of type it would refuse, as a warning, and writes nothing', async () => {
    const type = sandbox.store.environments.get(PRODUCTION_ENVIRONMENT)?.type
    const run = await create({
      environment: PRODUCTION_ENVIRONMENT,
      type: 'server',
      'dry-run': 'true'
    })
    expect(type).not.toBe('server')
    expect(run.exitCode).toBe(0)
    expect(run.stdout).toMatch(
      new RegExp(
        `::warning::Dry run: Environment "${PRODUCTION_ENVIRONMENT}" exists with type ${type}, not server, and the service would change its type in place, so nothing was sent`
      )
    )
    expect(sent()).toEqual([`GET /api/v2/environments/${sandbox.org}/${PRODUCTION_ENVIRONMENT}`])
  })

  it('says in a dry run when the PUT would change nothing', async () => {
    const first = await create({ description: 'QA' })
    const run = await create({ description: 'QA', 'dry-run': 'true' })
    expect([first.exitCode, run.exitCode]).toEqual([0, 0])
    expect(run.stdout).toContain(
      'Dry run: environment "qa" (server) is already as asked; the PUT would change nothing.'
    )
    expect(sent().filter(request => request.startsWith('PUT'))).toHaveLength(1)
  })

  it.each<[string, Record<string, string>, RegExp]>([
    [
      'included-environments for a physical type',
      { type: 'K8S', 'included-environments': 'a, b' },
      /^Input "included-environments" is set for a K8S environment, but only a logical environment groups others; expected no included-environments, or type logical\.$/
    ],
    [
      'an unknown type',
      { type: 'vm' },
      /^Input "type" has "vm", which is not a type; expected one of K8S, ECS, S3, lambda, server, docker, azure-apps, logical\.$/
    ],
    [
      'an included environment with a path separator',
      { type: 'logical', 'included-environments': 'prod/eu' },
      /^Input "included-environments" has "prod\/eu", which contains a path separator/
    ],
    [
      'include-scaling that is not a boolean',
      { 'include-scaling': 'yes' },
      /^Input "include-scaling" has "yes", which is not a boolean/
    ],
    [
      'no type',
      { type: '' },
      /^Input "type" is empty and KOSLI_TYPE is not set; expected one of K8S/
    ]
  ])('refuses %s with one sentence and sends nothing', async (_, extra, message) => {
    expectRefusedBeforeAnyRequest(await create(extra), sandbox.requests, message)
  })
})
