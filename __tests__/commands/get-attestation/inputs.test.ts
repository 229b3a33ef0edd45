/**
 * Input parsing of get-attestation: exactly one way to name the attestation (name with flow
 * and trail, name with flow and fingerprint, or attestation-id), each refusal one sentence
 * naming the input at fault, before any request.
 */
import { command } from '../../../src/commands/get-attestation/index.js'
import { declaredCommand, expectRefused, ownInputs } from '../../kit/sentences.js'

const getAttestationCommand = declaredCommand('get-attestation', command)

const FINGERPRINT = 'a'.repeat(64)

describe('get-attestation inputs', () => {
  it.each([
    [
      { flow: 'web-app', trail: 't1', name: 'unit-tests' },
      { flow: 'web-app', trail: 't1', name: 'unit-tests' }
    ],
    [
      { flow: 'web-app', fingerprint: FINGERPRINT, name: 'unit-tests' },
      { flow: 'web-app', fingerprint: FINGERPRINT, name: 'unit-tests' }
    ],
    // The start of a fingerprint, as the service and the CLI take it.
    [
      { flow: 'web-app', fingerprint: 'abcde', name: 'unit-tests' },
      { flow: 'web-app', fingerprint: 'abcde', name: 'unit-tests' }
    ],
    [{ 'attestation-id': 'cd5b2c7f-8e4d-45a4' }, { id: 'cd5b2c7f-8e4d-45a4' }],
    // KOSLI_FLOW and KOSLI_TRAIL often stand in workflow-wide: not read with an id.
    [{ 'attestation-id': 'abc', flow: 'web-app', trail: 't1' }, { id: 'abc' }]
  ])('reads %j', (values, expected) => {
    expect(ownInputs(getAttestationCommand, values)).toEqual(expected)
  })

  it.each([
    [{}, 'name', /is empty and attestation-id is not given/],
    [{ flow: 'web-app', trail: 't1' }, 'name', /is empty and attestation-id is not given/],
    [{ 'attestation-id': 'abc', name: 'x' }, 'name', /together with attestation-id/],
    [
      { 'attestation-id': 'abc', fingerprint: FINGERPRINT },
      'fingerprint',
      /together with attestation-id/
    ],
    [{ 'attestation-id': 'a b' }, 'attestation-id', /not an id/],
    [{ name: 'unit-tests', trail: 't1' }, 'flow', /is empty/],
    [
      { name: 'unit-tests', flow: 'web-app', trail: 't1', fingerprint: FINGERPRINT },
      'fingerprint',
      /together with trail/
    ],
    [
      { name: 'unit-tests', flow: 'web-app', fingerprint: 'abcd' },
      'fingerprint',
      /has "abcd", which is shorter than 5 characters; expected a SHA-256 fingerprint in lowercase hexadecimal: all 64 characters, or the first 5 or more\.$/
    ],
    [
      { name: 'unit-tests', flow: 'web-app', fingerprint: 'a'.repeat(65) },
      'fingerprint',
      /which is longer than 64 characters/
    ],
    [{ name: 'unit-tests', flow: 'web-app', fingerprint: 'ABCDEF' }, 'fingerprint', /upper-case/],
    [{ name: 'unit-tests', flow: 'web-app', fingerprint: 'abcdeg' }, 'fingerprint', /not hex/],
    [{ name: 'web-app.unit-tests', flow: 'web-app', trail: 't1' }, 'name', /./]
  ])('refuses %j naming %s', (values, input, problem) => {
    expectRefused(getAttestationCommand, values, input, problem)
  })
})

describe('get-attestation without trail or fingerprint', () => {
  const COMMIT = 'c'.repeat(40)
  const saved = process.env.GITHUB_SHA
  afterEach(() => {
    if (saved === undefined) delete process.env.GITHUB_SHA
    else process.env.GITHUB_SHA = saved
  })

  it("reads the attestation on the run's trail: its commit, as the attest commands record", () => {
    process.env.GITHUB_SHA = COMMIT
    expect(ownInputs(getAttestationCommand, { name: 'unit-tests', flow: 'web-app' })).toEqual({
      flow: 'web-app',
      trail: COMMIT,
      name: 'unit-tests'
    })
  })

  it('refuses, naming trail, when the run names no commit either', () => {
    delete process.env.GITHUB_SHA
    expectRefused(
      getAttestationCommand,
      { name: 'unit-tests', flow: 'web-app' },
      'trail',
      /is empty and the run names no commit to default it to \(GITHUB_SHA is not set\); expected a trail name, or fingerprint for an attestation on an artifact, or a run with GITHUB_SHA set\.$/
    )
  })
})
