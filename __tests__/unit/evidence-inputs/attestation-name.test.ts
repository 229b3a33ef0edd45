/**
 * An attest command's `name` as the vendor CLI reads it: `<artifact>.<attestation>` records
 * the attestation about the template's artifact, sent as target_artifacts; both parts are
 * checked, and a dotted name with target-artifacts too is refused.
 */
import {
  readAttestationTarget,
  readNamedEvidence
} from '../../../src/evidence-inputs/evidence-inputs.js'
import { inputsFromRecord } from '../../../src/inputs/source.js'
import { expectOneSentence, inputError } from '../../kit/sentences.js'

const read = (name: string) => readAttestationTarget(inputsFromRecord({ name }), 'name')

describe('readAttestationTarget', () => {
  it('reads a plain name as the attestation name', () => {
    expect(read('unit-tests')).toEqual({ name: 'unit-tests' })
  })

  it('splits artifact.attestation at its dot, as the CLI does', () => {
    expect(read('web.unit-tests')).toEqual({ artifact: 'web', name: 'unit-tests' })
  })

  it.each([
    ['a.b.c', 'has "a.b.c", which has more than one dot'],
    ['scan/../x', 'has "scan/../x", which is not a valid attestation name'],
    ['.unit-tests', 'has ".unit-tests", which has no artifact name before its dot'],
    ['web.', 'has "web.", which has no attestation name after its dot'],
    ['we b.unit-tests', 'names the artifact "we b", which is not a valid artifact name'],
    ['web.unit tests', 'names the attestation "unit tests", which is not a valid attestation name'],
    ['unit tests', 'has "unit tests", which is not a valid attestation name']
  ])('refuses %s in one sentence naming the input', (value, problem) => {
    const error = inputError(() => read(value))
    expectOneSentence(error, 'name')
    expect(error.message).toContain(problem)
    expect(error.message).toContain('or <artifact>.<attestation> to record it about the artifact')
  })
})

describe('readNamedEvidence', () => {
  it('sends the artifact of a dotted name as target_artifacts', () => {
    const read = readNamedEvidence(inputsFromRecord({ name: 'web.unit-tests' }))
    expect(read.name).toBe('unit-tests')
    expect(read.evidence.target_artifacts).toEqual(['web'])
  })

  it('keeps target-artifacts for a plain name', () => {
    const read = readNamedEvidence(
      inputsFromRecord({ name: 'unit-tests', 'target-artifacts': 'web, api' })
    )
    expect([read.name, read.evidence.target_artifacts]).toEqual(['unit-tests', ['web', 'api']])
  })

  it('refuses a dotted name with target-artifacts: the targets would be named twice', () => {
    const error = inputError(() =>
      readNamedEvidence(inputsFromRecord({ name: 'web.unit-tests', 'target-artifacts': 'api' }))
    )
    expectOneSentence(error, 'target-artifacts')
    expect(error.message).toBe(
      'Input "target-artifacts" is set, and name "web.unit-tests" names the target artifact "web" before its dot; expected one of the two: a dotted name for one artifact, or a plain name with target-artifacts.'
    )
  })
})
