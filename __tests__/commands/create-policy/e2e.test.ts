/**
 * End to end: create-policy as steps run in-process (kit/step.ts), against the
 * sandbox: it creates the policy through its own action with its file as policy_file, adds a
 * version only when the file changed, prints the request in a dry run, and refuses a file that
 * is not an environment policy (or is too large, a link out of the workspace, a key-heavy
 * mapping with a duplicate) before anything is sent, naming policy-file.
 */
import { symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type ActionRun } from '../../../tools/run-action.js'
import { runStep } from '../../kit/step.js'
import { postedParts } from '../../kit/posted.js'
import { expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { fixture, serviceInputs } from '../../kit/examples.js'
import { fill } from '../../kit/large-inputs.js'
import { useSandboxSuite } from '../../kit/sandbox-suite.js'

const { sandbox, work } = useSandboxSuite('e2e-create-policy-')
const POLICY = fixture('policies/production.yml')
const HEAD = '_schema: https://kosli.com/schemas/policy/environment/v1\n'

const create = (extra: Record<string, string> = {}): Promise<ActionRun> =>
  runStep({
    inputs: serviceInputs(sandbox, 'create-policy', {
      policy: 'production-ready',
      'policy-file': POLICY,
      ...extra
    }),
    env: { GITHUB_WORKSPACE: work.path }
  })

async function policyFile(name: string, text: string): Promise<string> {
  const path = join(work.path, name)
  await writeFile(path, text)
  return path
}

describe('create-policy as steps', () => {
  it('creates the policy through its own action, its file sent as it is', async () => {
    const inputs = Object.fromEntries(
      Object.entries(
        serviceInputs(sandbox, 'create-policy', {
          policy: 'production-ready',
          'policy-file': POLICY,
          description: 'For production',
          comment: 'First version'
        })
      ).filter(([name]) => name !== 'command')
    )
    const run = await runStep({ subAction: 'create-policy', inputs })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ outcome: 'ok', policy: 'production-ready', version: '1' })
    const { readFile } = await import('node:fs/promises')
    expect(await postedParts(sandbox.requests[0])).toEqual({
      payload: JSON.stringify({
        name: 'production-ready',
        description: 'For production',
        type: 'env',
        comment: 'First version'
      }),
      policy_file: `file production.yml: ${await readFile(POLICY, 'utf8')}`
    })
    expect(sandbox.store.policies.get('production-ready')?.rules).toEqual([
      { type: 'provenance', definition: { required: true } },
      { type: 'trail-compliance', definition: { required: true } },
      {
        type: 'attestation',
        definition: { name: 'unit-tests', type: 'junit', must_be_compliant: true }
      }
    ])
    expect(run.summary).toContain('**Version:** 1')
  })

  it('adds a version only when the file changed', async () => {
    expect((await create()).outputs.version).toBe('1')
    expect((await create()).outputs.version).toBe('1')
    const changed = await policyFile(
      'changed.yml',
      `${HEAD}artifacts:\n  provenance:\n    required: true\n`
    )
    const run = await create({ 'policy-file': changed, comment: 'Provenance only' })
    expect(run.outputs.version).toBe('2')
    expect(sandbox.store.policies.get('production-ready')?.versions.at(-1)?.comment).toBe(
      'Provenance only'
    )
  })

  it('reports no version taken from an answer about another policy', async () => {
    sandbox.faults.add(
      { method: 'PUT', path: `/policies/${sandbox.org}`, times: 1 },
      { status: 201, body: { name: 'some-other-policy', versions: [{ version: 42 }] } }
    )
    const run = await create()
    expect(run.exitCode).toBe(0)
    expect(run.outputs.version).toBeUndefined()
    expect(run.stdout).not.toContain('version 42')
  })

  it('prints the request in a dry run and sends nothing', async () => {
    const run = await create({ 'dry-run': 'true' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('skipped')
    expect(run.stdout).toContain(
      `Dry run: would PUT /policies/${sandbox.org} as multipart/form-data: payload, policy_file from ${POLICY}`
    )
    expect(JSON.parse(run.outputs.result ?? '')).toEqual({
      name: 'production-ready',
      description: '',
      type: 'env',
      comment: ''
    })
    expect(sandbox.requests).toEqual([])
  })

  it.each<[string, string, RegExp]>([
    [
      'a list',
      '- provenance\n',
      /whose YAML is a list, not a mapping; expected the path of a YAML environment policy/
    ],
    ['invalid YAML', 'a: [1\n', /which is not valid YAML/],
    ['no _schema', 'artifacts: {}\n', /which is not an environment policy: it has no _schema line/],
    [
      'a misspelt rule',
      `${HEAD}artifacts:\n  trail_compliance:\n    required: true\n`,
      /which is not an environment policy: artifacts has the key "trail_compliance", which is not a rule/
    ],
    [
      'an attestation without a type',
      `${HEAD}artifacts:\n  attestations:\n    - name: unit-tests\n`,
      /which is not an environment policy: its artifacts.attestations\[0\] has no type/
    ],
    [
      'a wide mapping with a duplicate key (the quadratic case, refused fast)',
      `${HEAD}${fill(1000 * 1000, i => `k${i}: ${i}`).join('\n')}\nk7: again\n`,
      /which is not valid YAML \(the key "k7" appears twice in one mapping\)/
    ]
  ])(
    'refuses %s naming policy-file, sending nothing',
    async (name, text, message) => {
      const path = await policyFile(`${name.replace(/\W+/g, '-').slice(0, 20)}.yml`, text)
      expectRefusedBeforeAnyRequest(
        await create({ 'policy-file': path }),
        sandbox.requests,
        new RegExp(
          `^Input "policy-file" names "${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}", ${message.source}`
        )
      )
    },
    30_000
  )

  it('refuses a file over 10 MB and a link out of the workspace before reading them', async () => {
    const big = await policyFile('big.yml', `${HEAD}# ${'x'.repeat(10 * 1024 * 1024)}\n`)
    expectRefusedBeforeAnyRequest(
      await create({ 'policy-file': big }),
      sandbox.requests,
      /^Input "policy-file" names ".*big\.yml", which is \d+ bytes, over the service's limit of 10 MB \(10485760 bytes\)/
    )
    const link = join(work.path, 'link.yml')
    await symlink('/etc/passwd', link)
    expectRefusedBeforeAnyRequest(
      await create({ 'policy-file': link }),
      sandbox.requests,
      /^Input "policy-file" names ".*link\.yml", which is a link to "\/etc\/passwd", outside the workspace/
    )
  })

  it.each<[string, Record<string, string>, RegExp]>([
    ['no policy file', { 'policy-file': '' }, /^Input "policy-file" is empty; expected the path/],
    ['a missing file', { 'policy-file': '/no/such.yml' }, /which does not exist or cannot be read/],
    [
      'a bad policy name',
      { policy: 'prod/eu' },
      /^Input "policy" has "prod\/eu", which contains a path separator/
    ]
  ])('refuses %s with one sentence and sends nothing', async (_, extra, message) => {
    expectRefusedBeforeAnyRequest(await create(extra), sandbox.requests, message)
  })
})
