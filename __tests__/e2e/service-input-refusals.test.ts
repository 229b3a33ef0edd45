/**
 * End to end: every input of the read and override commands is checked before any
 * request. Each bad value fails the step with one error naming the input, outcome error,
 * and the sandbox receives nothing. The runs of a command go in parallel to stay fast.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { COMPLIANT_FINGERPRINT } from '../../sandbox/fixtures.js'
import { useSandbox } from '../kit/servers.js'
import { runStep } from '../kit/step.js'
import { annotations } from '../kit/annotations.js'
import { serviceInputs } from '../kit/examples.js'

const sandbox = useSandbox({ resetEach: true })
let work: string

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'e2e-refusals-'))
})

afterAll(async () => {
  await rm(work, { recursive: true, force: true })
})

type Case = [Record<string, string>, string]

/** Runs every case at once and checks each was refused for its input, with nothing sent. */
async function expectRefusals(command: string, base: Record<string, string>, cases: Case[]) {
  const runs = await Promise.all(
    cases.map(([extra]) =>
      runStep({ inputs: serviceInputs(sandbox, command, { ...base, ...extra }), cwd: work })
    )
  )
  const seen = runs.map((run, index) => {
    const [extra, input] = cases[index] as Case
    const errors = annotations(run.stdout)
    return {
      case: extra,
      exitCode: run.exitCode === 0 ? 0 : 'failed',
      outcome: run.outputs.outcome,
      errors: errors.length,
      namesInput: errors[0]?.includes(`Input "${input}"`) ?? false
    }
  })
  expect(seen).toEqual(
    cases.map(([extra]) => ({
      case: extra,
      exitCode: 'failed',
      outcome: 'error',
      errors: 1,
      namesInput: true
    }))
  )
  expect(sandbox.requests).toHaveLength(0)
}

it('list-builds refuses bad paging, timestamps and repository filters', async () => {
  await expectRefusals('list-builds', {}, [
    [{ page: '0' }, 'page'],
    [{ page: 'next' }, 'page'],
    [{ 'per-page': '51' }, 'per-page'],
    [{ 'per-page': '-1' }, 'per-page'],
    [{ 'per-page': '0', 'all-pages': 'true' }, 'per-page'],
    [{ 'all-pages': 'yes' }, 'all-pages'],
    [{ 'max-items': '0' }, 'max-items'],
    [{ 'start-ts': '-5' }, 'start-ts'],
    [{ 'start-ts': 'last week' }, 'start-ts'],
    [{ 'end-ts': '1767225600000000' }, 'end-ts'],
    [{ 'start-ts': '1767312000', 'end-ts': '1767225600' }, 'start-ts'],
    [{ 'repo-name': 'acme/web app' }, 'repo-name'],
    [{ 'repo-id': '7182 04331' }, 'repo-id']
  ])
})

it('list-trails refuses a missing or unsafe flow and bad paging', async () => {
  await expectRefusals('list-trails', { flow: 'web-app' }, [
    [{ flow: '' }, 'flow'],
    [{ flow: '../admin' }, 'flow'],
    [{ flow: '..' }, 'flow'],
    [{ 'per-page': '0' }, 'per-page'],
    [{ 'per-page': '101' }, 'per-page'],
    [{ page: '1.5' }, 'page']
  ])
})

it('list-attestations refuses fractional, negative and backwards timestamps', async () => {
  await expectRefusals('list-attestations', { flow: 'payments' }, [
    [{ 'from-ts': '1767225600.5' }, 'from-ts'],
    [{ 'to-ts': '-1' }, 'to-ts'],
    [{ 'from-ts': '1767312000', 'to-ts': '1767225600' }, 'from-ts'],
    [{ flow: 'pay/ments' }, 'flow'],
    [{ 'per-page': '0' }, 'per-page'],
    [{ 'max-items': 'many' }, 'max-items']
  ])
})

it('get-deployment refuses a bad environment or artifact', async () => {
  await expectRefusals('get-deployment', { environment: 'production' }, [
    [{ environment: '', fingerprint: COMPLIANT_FINGERPRINT }, 'environment'],
    [{ environment: 'prod/eu', fingerprint: COMPLIANT_FINGERPRINT }, 'environment'],
    [{}, 'fingerprint'],
    [{ fingerprint: 'abc' }, 'fingerprint'],
    [{ fingerprint: COMPLIANT_FINGERPRINT, 'artifact-path': '.' }, 'fingerprint'],
    [{ 'artifact-path': 'no/such/file' }, 'artifact-path'],
    [{ 'artifact-path': '.', 'artifact-type': 'zip' }, 'artifact-type'],
    [{ 'artifact-path': '.', 'artifact-type': 'file', exclude: '*.map' }, 'exclude']
  ])
})

it('get-approval refuses a bad approval number, flow or gate flag', async () => {
  await expectRefusals('get-approval', { flow: 'web-app', 'approval-number': '1' }, [
    [{ 'approval-number': '' }, 'approval-number'],
    [{ 'approval-number': '0' }, 'approval-number'],
    [{ 'approval-number': '-2' }, 'approval-number'],
    [{ 'approval-number': 'two' }, 'approval-number'],
    [{ flow: '' }, 'flow'],
    [{ flow: 'web-app/..' }, 'flow'],
    [{ 'fail-unless-approved': 'maybe' }, 'fail-unless-approved']
  ])
})

it('override-attestation refuses every bad or missing input, in a dry run too', async () => {
  const base = {
    flow: 'web-app',
    trail: 'release-1.5.0',
    name: 'security-scan',
    'attestation-type': 'snyk',
    compliant: 'true',
    reason: 'False positive'
  }
  await expectRefusals('override-attestation', base, [
    [{ flow: '' }, 'flow'],
    [{ trail: '' }, 'trail'],
    [{ trail: '..' }, 'trail'],
    [{ name: '' }, 'name'],
    [{ name: 'security scan' }, 'name'],
    [{ reason: '' }, 'reason'],
    [{ compliant: '' }, 'compliant'],
    [{ compliant: 'yes' }, 'compliant'],
    [{ 'attestation-type': '' }, 'attestation-type'],
    [{ 'attestation-type': 'github' }, 'attestation-type'],
    [{ fingerprint: 'ABC' }, 'fingerprint'],
    [{ 'target-artifacts': 'web app' }, 'target-artifacts'],
    [{ 'origin-url': 'ftp://example.com/run' }, 'origin-url'],
    [{ 'user-data': '42' }, 'user-data'],
    [{ annotations: 'bad key=v' }, 'annotations'],
    [{ 'external-urls': 'ticket=not-a-url' }, 'external-urls'],
    [{ 'dry-run': 'true', compliant: 'maybe' }, 'compliant']
  ])
})
