/**
 * End to end, through the bundled action: tokens that cannot go into a header are refused
 * before any request without being quoted, the vendor CLI's dry-run signs (api-token
 * DRY_RUN, KOSLI_DRY_RUN) are honoured, a docker CLI that never answers is a timeout, and
 * a trail that would default to a commit the run does not name is refused up front.
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { COMPLIANT_FINGERPRINT, NON_COMPLIANT_FINGERPRINT } from '../../sandbox/fixtures.js'
import { useJira, useSandbox } from '../kit/servers.js'
import { runStep } from '../kit/step.js'
import { annotations, expectOneError } from '../kit/annotations.js'
import { OVERRIDE_EXAMPLE, exampleRun, serviceInputs } from '../kit/examples.js'
import { COMMAND_CATALOG, COMMAND_NAMES } from '../../src/commands/catalog.js'

const sandbox = useSandbox({ resetEach: true })
let work: string

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'e2e-trust-'))
})

afterAll(async () => {
  await rm(work, { recursive: true, force: true })
})

const FIRST_HALF = 'kosli_first_half_of_a_token'
const SECOND_HALF = 'kosli_second_half_of_a_token'

const override = {
  ...OVERRIDE_EXAMPLE,
  fingerprint: NON_COMPLIANT_FINGERPRINT,
  reason: 'False positive: the scanner flagged a test fixture'
}

describe('a token with a character a header cannot carry', () => {
  it('from KOSLI_API_TOKEN is refused naming api-token and its variable, unquoted, with nothing sent', async () => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'list-actions', { 'api-token': '' }),
      env: { KOSLI_API_TOKEN: `${FIRST_HALF}\n${SECOND_HALF}` },
      cwd: work
    })
    const errors = expectOneError(run)
    expect(errors[0]).toMatch(
      /^Input "api-token" \(read from KOSLI_API_TOKEN\) contains a line break; expected the token alone on one line[^\n]*\.$/
    )
    // Only in ::add-mask:: lines, which tell the runner to hide it (each line on its own too).
    const masks = run.stdout.split('\n').filter(line => line.startsWith('::add-mask::'))
    expect(masks).toEqual(
      expect.arrayContaining([`::add-mask::${FIRST_HALF}`, `::add-mask::${SECOND_HALF}`])
    )
    const printed = run.stdout.split('\n').filter(line => !line.startsWith('::add-mask::'))
    for (const half of [FIRST_HALF, SECOND_HALF]) {
      expect(printed.join('\n')).not.toContain(half)
      expect(run.stderr).not.toContain(half)
    }
    expect(run.stdout).not.toMatch(/could not be reached|retry/i)
    expect(sandbox.requests).toHaveLength(0)
  })

  it('is trimmed, not refused, when the break is only at either end (a pasted secret)', async () => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'list-actions', { 'api-token': `  ${sandbox.token}\n` }),
      cwd: work
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('ok')
    expect(sandbox.requests.map(request => request.headers.authorization)).toEqual([
      `Bearer ${sandbox.token}`
    ])
  })
})

describe("the vendor CLI's dry-run signs", () => {
  it('api-token: DRY_RUN is a dry run: a write is printed, and no token reaches the service', async () => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'override-attestation', {
        ...override,
        'api-token': 'DRY_RUN'
      }),
      cwd: work
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('skipped')
    expect(run.stdout).toContain('api-token is DRY_RUN: this is a dry run')
    expect(run.stdout).toContain('"new_compliance_status": true')
    expect(sandbox.requests).toHaveLength(0)
  })

  it('api-token: DRY_RUN on a gate asks nothing and passes as skipped', async () => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'assert-artifact', {
        fingerprint: COMPLIANT_FINGERPRINT,
        'api-token': 'DRY_RUN'
      }),
      cwd: work
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('skipped')
    expect(sandbox.requests).toHaveLength(0)
  })

  it('KOSLI_API_TOKEN=DRY_RUN is a dry run too', async () => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'override-attestation', { ...override, 'api-token': '' }),
      env: { KOSLI_API_TOKEN: 'DRY_RUN' },
      cwd: work
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('skipped')
    expect(sandbox.requests).toHaveLength(0)
  })

  /** Runs override-attestation with KOSLI_DRY_RUN set to `value` and dry-run left as it is. */
  const overrideWithDryRunVariable = (value: string) =>
    runStep({
      inputs: serviceInputs(sandbox, 'override-attestation', override),
      env: { KOSLI_DRY_RUN: value },
      cwd: work
    })

  it.each(['true', 'TRUE', '1'])(
    'KOSLI_DRY_RUN=%s makes a dry run although the runner passes dry-run: false',
    async value => {
      const run = await overrideWithDryRunVariable(value)
      expect(run.exitCode).toBe(0)
      expect(run.outputs.outcome).toBe('skipped')
      expect(sandbox.requests.filter(request => request.method === 'POST')).toHaveLength(0)
    }
  )

  it('KOSLI_DRY_RUN=false leaves a real run real', async () => {
    const run = await overrideWithDryRunVariable('false')
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('ok')
    expect(sandbox.requests.filter(request => request.method === 'POST')).toHaveLength(1)
  })

  it('KOSLI_DRY_RUN with a value that is no boolean is refused naming dry-run and the variable', async () => {
    const run = await overrideWithDryRunVariable('yes')
    expect(run.exitCode).not.toBe(0)
    expect(annotations(run.stdout)).toEqual([
      'Input "dry-run" (read from KOSLI_DRY_RUN) has "yes", which is not a boolean; expected "true" or "false" in KOSLI_DRY_RUN.'
    ])
    expect(sandbox.requests).toHaveLength(0)
  })
})

describe('a docker CLI that does not answer', () => {
  it('fails the step as a timeout after timeout-seconds, with nothing sent', async () => {
    const bin = join(work, 'bin')
    await mkdir(bin, { recursive: true })
    // Not `exec sleep`: the hanging child keeps docker's output open after docker is killed.
    await writeFile(join(bin, 'docker'), '#!/bin/sh\nsleep 60\n')
    await chmod(join(bin, 'docker'), 0o755)
    const started = Date.now()
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'assert-artifact', {
        'artifact-path': 'registry.example.com/app:1.2.3',
        'artifact-type': 'docker',
        'timeout-seconds': '1'
      }),
      env: { PATH: `${bin}:${process.env.PATH ?? '/usr/bin:/bin'}` },
      cwd: work,
      timeoutMs: 25_000
    })
    expect(Date.now() - started).toBeLessThan(20_000)
    const errors = expectOneError(run)
    expect(errors[0]).toMatch(
      /docker image inspect timed out: it did not answer within 1 second \(timeout-seconds\)/
    )
    expect(sandbox.requests).toHaveLength(0)
  })
})

describe('inputs the chosen command does not read', () => {
  const warnings = (stdout: string) =>
    stdout.split('\n').filter(line => line.startsWith('::warning'))

  it('get one warning naming each of them; a command that is not a gate still runs', async () => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'list-actions', {
        trail: 'release-1',
        'approval-number': '3',
        'fail-unless-approved': 'true'
      }),
      cwd: work
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('ok')
    expect(warnings(run.stdout).filter(line => line.includes('does not read'))).toEqual([
      '::warning::list-actions does not read the inputs "approval-number" (an input of other commands), "fail-unless-approved" (an input of other commands), "trail" (an input of other commands), so they have no effect; rename or remove them (docs/commands/list-actions.md lists the inputs it reads).'
    ])
  })

  it('are not warned about when they hold the defaults the runner passes for every step', async () => {
    // runStep passes every action.yml default, as the runner does (key-sources, all-pages...).
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'list-actions', { 'github-token': 'ghs_runner_token_0000' }),
      cwd: work
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('ok')
    expect(warnings(run.stdout).filter(line => line.includes('does not read'))).toEqual([])
  })
})

describe('a run that names no commit to default the trail to', () => {
  const jira = useJira()

  // Every command whose trail defaults to the commit, from its example, with no trail, no
  // GITHUB_SHA and no event: nothing to name the trail after, so nothing may be gathered. A
  // command whose evidence is about the commit itself (the pull requests of a commit) names
  // commit-sha, the input that would give it one.
  const namesCommit = (command: string) => {
    const inputs = COMMAND_CATALOG[command]?.inputs ?? []
    return (
      inputs.includes('github-token') &&
      inputs.includes('commit-sha') &&
      !inputs.includes('jira-base-url')
    )
  }
  it.each(COMMAND_NAMES.filter(command => COMMAND_CATALOG[command]?.traits.trailDefaultsToCommit))(
    '%s is refused naming trail (or commit-sha) before any request',
    async command => {
      const run = await runStep({
        inputs: exampleRun(command, { sandbox, jira }, { trail: '', 'commit-sha': '' }),
        unsetEnv: ['GITHUB_SHA'],
        cwd: work
      })
      expect(expectOneError(run)[0]).toMatch(
        namesCommit(command)
          ? /^Input "commit-sha" is empty, and the push event has no head commit and no commits/
          : /^Input "trail" is empty and the run names no commit to default it to \(GITHUB_SHA is not set\); expected /
      )
      expect(sandbox.requests).toEqual([])
      expect(jira.requests).toEqual([])
    }
  )
})
