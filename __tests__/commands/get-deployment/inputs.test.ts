/**
 * Input parsing of get-deployment: what it accepts (an environment and a fingerprint or an
 * artifact-path), and that every refusal is one sentence naming the input at fault (checked
 * before any request is made).
 */
import { command } from '../../../src/commands/get-deployment/index.js'
import { declaredCommand, expectRefused, ownInputs } from '../../kit/sentences.js'

const getDeploymentCommand = declaredCommand('get-deployment', command)

const FINGERPRINT = 'e41a0b51a083b3a692e3cf7588b9eb0d83913f292a226ee2e5b4a7ecf06cdbf7'

describe('get-deployment inputs', () => {
  it('takes an environment and a fingerprint', () => {
    expect(
      ownInputs(getDeploymentCommand, { environment: 'production', fingerprint: FINGERPRINT })
    ).toEqual({
      environment: 'production',
      artifact: { fingerprint: FINGERPRINT }
    })
  })

  it('takes an existing artifact-path instead, as assert-artifact does', () => {
    expect(
      ownInputs(getDeploymentCommand, { environment: 'production', 'artifact-path': '.' }).artifact
    ).toEqual({
      path: '.',
      type: undefined,
      exclude: []
    })
  })

  it('does not look for a docker image on disk', () => {
    const inputs = ownInputs(getDeploymentCommand, {
      environment: 'production',
      'artifact-path': 'registry.example/app:1.0',
      'artifact-type': 'docker'
    })
    expect(inputs.artifact).toMatchObject({ path: 'registry.example/app:1.0', type: 'docker' })
  })

  it.each([
    [{ fingerprint: FINGERPRINT }, 'environment', /is empty/],
    [{ environment: 'prod/eu', fingerprint: FINGERPRINT }, 'environment', /path separator/],
    [{ environment: 'production' }, 'fingerprint', /artifact-path/],
    [{ environment: 'production', fingerprint: 'abc' }, 'fingerprint', /64 characters/],
    [
      { environment: 'production', fingerprint: FINGERPRINT, 'artifact-path': '.' },
      'fingerprint',
      /not both/
    ],
    [
      { environment: 'production', 'artifact-path': '/no/such/file' },
      'artifact-path',
      /does not exist/
    ],
    [
      { environment: 'production', 'artifact-path': '.', 'artifact-type': 'zip' },
      'artifact-type',
      /choices/
    ]
  ])('refuses %j naming %s', (values, input, problem) => {
    expectRefused(getDeploymentCommand, values, input, problem)
  })
})
