import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readArtifact, readOptionalArtifact } from '../../../src/inputs/artifact.js'
import { hostToApiRoot, inputsFromRecord, withEnvFallbacks } from '../../../src/inputs/source.js'
import { variablesOf } from '../../../src/commands/catalog.js'

/** A command that reads each of these inputs, and no variable for its `name`. */
const VARIABLES = variablesOf('get-attestation')

describe('KOSLI_* environment fallbacks', () => {
  const env = {
    KOSLI_API_TOKEN: 'env-token',
    KOSLI_ORG: 'env-org',
    KOSLI_FLOW: 'env-flow',
    KOSLI_TRAIL: 'env-trail',
    KOSLI_HOST: 'https://app.us.kosli.com/'
  }

  it('uses the variables when the inputs are empty', () => {
    const source = withEnvFallbacks(inputsFromRecord({}), VARIABLES, env)
    expect(source('api-token')).toBe('env-token')
    expect(source('org')).toBe('env-org')
    expect(source('flow')).toBe('env-flow')
    expect(source('trail')).toBe('env-trail')
    expect(source('base-url')).toBe('https://app.us.kosli.com/api/v2')
  })

  it('lets an input win over the variable', () => {
    const source = withEnvFallbacks(
      inputsFromRecord({ org: 'input-org', flow: ' ' }),
      VARIABLES,
      env
    )
    expect(source('org')).toBe('input-org')
    expect(source('flow')).toBe('env-flow')
  })

  it('has no fallback for other inputs and ignores empty variables', () => {
    const source = withEnvFallbacks(inputsFromRecord({}), VARIABLES, {
      KOSLI_ORG: '  ',
      KOSLI_NAME: 'x'
    })
    expect(source('org')).toBeUndefined()
    expect(source('name')).toBeUndefined()
  })

  it.each([
    [undefined, 'true', 'true'],
    ['false', 'TRUE', 'true'],
    ['false', '1', 'true'],
    ['false', 't', 'true'],
    ['true', 'false', 'true'],
    [undefined, 'F', 'false'],
    ['false', undefined, 'false'],
    [undefined, undefined, undefined]
  ])('dry-run %s with KOSLI_DRY_RUN %s reads as %s', (input, variable, expected) => {
    const source = withEnvFallbacks(inputsFromRecord({ 'dry-run': input }), VARIABLES, {
      KOSLI_DRY_RUN: variable
    })
    expect(source('dry-run')).toBe(expected)
  })

  it('refuses a KOSLI_DRY_RUN that is no boolean, naming the variable', () => {
    const source = withEnvFallbacks(inputsFromRecord({}), VARIABLES, { KOSLI_DRY_RUN: 'yes' })
    expect(() => source('dry-run')).toThrow(
      'Input "dry-run" (read from KOSLI_DRY_RUN) has "yes", which is not a boolean; expected "true" or "false" in KOSLI_DRY_RUN.'
    )
  })

  it.each([
    ['https://app.kosli.com', 'https://app.kosli.com/api/v2'],
    ['https://app.kosli.com/', 'https://app.kosli.com/api/v2'],
    ['http://localhost:4010/api/v2', 'http://localhost:4010/api/v2'],
    ['https://kosli.example.com/api/v2/', 'https://kosli.example.com/api/v2']
  ])('maps the CLI host %s to the API root %s', (host, root) => {
    expect(hostToApiRoot(host)).toBe(root)
  })

  describe('KOSLI_FINGERPRINT', () => {
    const JOB = 'a'.repeat(64)
    const STEP = 'b'.repeat(64)
    const env = { KOSLI_FINGERPRINT: JOB }
    let dir: string
    let file: string

    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'env-fingerprint-'))
      file = join(dir, 'app.tar')
      writeFileSync(file, 'app')
    })
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    it('stands in for an empty fingerprint, as for the CLI', () => {
      const source = withEnvFallbacks(inputsFromRecord({}), VARIABLES, env)
      expect(source('fingerprint')).toBe(JOB)
      expect(readArtifact(source)).toEqual({ fingerprint: JOB })
      expect(readOptionalArtifact(source)).toEqual({ fingerprint: JOB })
    })

    it('loses to the step: its fingerprint, its artifact-path, or an attestation-id', () => {
      const given = (inputs: Record<string, string>) =>
        withEnvFallbacks(inputsFromRecord(inputs), VARIABLES, env)
      expect(given({ fingerprint: STEP })('fingerprint')).toBe(STEP)
      // The step names the artifact by path: that one is fingerprinted, not the job's.
      const byPath = given({ 'artifact-path': file })
      expect(byPath('fingerprint')).toBeUndefined()
      expect(readArtifact(byPath)).toEqual({ path: file, type: undefined, exclude: [] })
      expect(given({ 'attestation-id': 'abc' })('fingerprint')).toBeUndefined()
    })

    it.each([
      ['A'.repeat(64), 'which has upper-case letters'],
      ['abc', 'which is not 64 characters long'],
      ['z'.repeat(64), 'which is not hexadecimal']
    ])('refuses %s as the input would, naming the variable', (value, problem) => {
      const source = withEnvFallbacks(inputsFromRecord({}), VARIABLES, { KOSLI_FINGERPRINT: value })
      expect(() => source('fingerprint')).toThrow(
        `Input "fingerprint" (read from KOSLI_FINGERPRINT) has "${value}", ${problem}; ` +
          'expected a SHA-256 fingerprint of 64 lowercase hexadecimal characters.'
      )
    })

    it('is named when neither fingerprint nor artifact-path is given', () => {
      const source = withEnvFallbacks(inputsFromRecord({}), VARIABLES, {})
      expect(() => readArtifact(source)).toThrow(
        'Input "fingerprint" is empty and so is artifact-path (and KOSLI_FINGERPRINT is not set); expected'
      )
    })
  })
})
