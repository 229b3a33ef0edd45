import {
  EU_BASE_URL,
  SKIP_ON_FORKS,
  US_BASE_URL,
  readCommonInputs
} from '../../../src/action/common-inputs.js'
import { InputError } from '../../../src/inputs/input-error.js'
import {
  declared,
  readBoolean,
  readChoice,
  readFingerprint,
  readInteger,
  readList,
  readName
} from '../../../src/inputs/parse.js'
import { inputsFromRecord, type InputSource } from '../../../src/inputs/source.js'
import { expectOneSentence, inputError } from '../../kit/sentences.js'

const COMMANDS = ['assert-artifact', 'attest-jira', 'list-trails'] as const
const GOOD_FINGERPRINT = 'e41a0b51a083b3a692e3cf7588b9eb0d83913f292a226ee2e5b4a7ecf06cdbf7'

const valid = { command: 'assert-artifact', 'api-token': 'token-value', org: 'acme' }

function common(values: Record<string, string | undefined>) {
  return readCommonInputs(inputsFromRecord(values), COMMANDS)
}

describe('inputsFromRecord', () => {
  it('trims values and treats blank ones as unset', () => {
    const source = inputsFromRecord({ a: '  x  ', b: '   ', c: '', d: undefined })
    expect(source('a')).toBe('x')
    expect(source('b')).toBeUndefined()
    expect(source('c')).toBeUndefined()
    expect(source('d')).toBeUndefined()
    expect(source('missing')).toBeUndefined()
  })
})

describe('readCommonInputs', () => {
  it('applies the defaults', () => {
    const inputs = common(valid)
    expect(inputs.command).toBe('assert-artifact')
    expect(inputs.apiToken).toBe('token-value')
    expect(inputs.org).toBe('acme')
    expect(inputs.baseUrl.href).toBe(new URL(EU_BASE_URL).href)
    expect(inputs.baseUrl.href).toMatch(/^https:\/\//)
    expect(inputs.timeoutMs).toBe(30 * 1000)
    expect(inputs.maxRetries).toBe(3)
    expect(inputs.summary).toBe(true)
    expect(inputs.dryRun).toBe(false)
  })

  it('reads every value it is given', () => {
    const inputs = common({
      ...valid,
      'base-url': US_BASE_URL,
      'timeout-seconds': '45',
      'max-retries': '0',
      summary: 'false',
      'dry-run': 'true'
    })
    expect(inputs.baseUrl.href).toBe(new URL(US_BASE_URL).href)
    expect(inputs.timeoutMs).toBe(45_000)
    expect(inputs.maxRetries).toBe(0)
    expect(inputs.summary).toBe(false)
    expect(inputs.dryRun).toBe(true)
  })

  it('names every valid command when the command is unknown', () => {
    const error = inputError(() => common({ ...valid, command: 'assert-artefact' }))
    expectOneSentence(error, 'command')
    expect(error.message).toContain('"assert-artefact"')
    for (const name of COMMANDS) expect(error.message).toContain(name)
  })

  it('names every valid command when the command is empty', () => {
    const error = inputError(() => common({ ...valid, command: '  ' }))
    expectOneSentence(error, 'command')
    for (const name of COMMANDS) expect(error.message).toContain(name)
  })

  it.each([undefined, '', '   '])(
    'refuses a missing api-token (%j) outside a dry run, mentioning forks',
    token => {
      const error = inputError(() => common({ ...valid, 'api-token': token }))
      expectOneSentence(error, 'api-token')
      expect(error.message).toMatch(/fork/)
      expect(error.message).toMatch(/dry-run/)
    }
  )

  it('says that a run from a fork has no token, and shows the condition that skips the step there', () => {
    const error = inputError(() =>
      readCommonInputs(inputsFromRecord({ ...valid, 'api-token': undefined }), COMMANDS, {
        fork: 'someone/web-app'
      })
    )
    expectOneSentence(error, 'api-token')
    expect(error.message).toMatch(
      /^Input "api-token" is empty because this run came from a fork \("someone\/web-app"\)/
    )
    expect(error.message).toContain(
      'if: github.event.pull_request.head.repo.full_name == github.repository'
    )
    expect(error.message).toContain(SKIP_ON_FORKS)
  })

  it('does not speak of the fork when the token is there', () => {
    const inputs = readCommonInputs(inputsFromRecord(valid), COMMANDS, { fork: 'someone/web-app' })
    expect(inputs.apiToken).toBe('token-value')
  })

  it('accepts a dry run without a token', () => {
    const inputs = common({ ...valid, 'api-token': undefined, 'dry-run': 'true' })
    expect(inputs.dryRun).toBe(true)
    expect(inputs.apiToken).toBeUndefined()
  })

  it('checks the command before the token', () => {
    const error = inputError(() => common({ command: 'nope' }))
    expect(error.input).toBe('command')
  })

  it('requires org', () => {
    const error = inputError(() => common({ ...valid, org: undefined }))
    expectOneSentence(error, 'org')
  })

  it.each(['acme/other', '..', '.', 'a\\b', '../acme', '-acme', 'ac me', 'acme?x=1', 'acme#x'])(
    'refuses org %j',
    org => {
      const error = inputError(() => common({ ...valid, org }))
      expectOneSentence(error, 'org')
    }
  )

  it('says a path separator is a path separator', () => {
    expect(inputError(() => common({ ...valid, org: 'a/b' })).message).toMatch(/path separator/)
  })

  it.each(['http://app.kosli.com/api/v2', 'http://127.0.0.1.evil.com/api/v2'])(
    'refuses base-url %s, naming the EU and US roots',
    base => {
      const error = inputError(() => common({ ...valid, 'base-url': base }))
      expectOneSentence(error, 'base-url')
      expect(error.message).toContain(base)
      expect(error.message).toContain(EU_BASE_URL)
      expect(error.message).toContain(US_BASE_URL)
      expect(error.message).toMatch(/http/)
    }
  )

  it.each(['ftp://app.kosli.com/api/v2', 'https://u:p@app.kosli.com/api/v2', 'not a url'])(
    'refuses base-url %s',
    base => {
      expectOneSentence(
        inputError(() => common({ ...valid, 'base-url': base })),
        'base-url'
      )
    }
  )

  it.each([
    'http://localhost:8080/api/v2',
    'http://127.0.0.1:9/api/v2/',
    'https://kosli.internal/proxy/api/v2'
  ])('accepts base-url %s', base => {
    expect(common({ ...valid, 'base-url': base }).baseUrl.href).toBe(new URL(base).href)
  })

  it.each([
    ['https://kosli.internal/', 'https://kosli.internal/api/v2'],
    ['https://app.kosli.com', EU_BASE_URL],
    ['https://app.us.kosli.com//', US_BASE_URL],
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010/api/v2']
  ])('adds /api/v2 to the site root %s, as KOSLI_HOST does', (base, root) => {
    expect(common({ ...valid, 'base-url': base }).baseUrl.href).toBe(new URL(root).href)
  })

  it.each([
    'https://app.kosli.com/api',
    'https://app.kosli.com/api/v1',
    'https://app.kosli.com/kosli/',
    'https://app.kosli.com/api/v2/acme'
  ])('refuses base-url %s, whose path is not the API root, saying the expected form', base => {
    const error = inputError(() => common({ ...valid, 'base-url': base }))
    expectOneSentence(error, 'base-url')
    expect(error.message).toContain(JSON.stringify(base))
    expect(error.message).toMatch(/does not end in \/api\/v2/)
    expect(error.message).toContain(EU_BASE_URL)
    expect(error.message).toContain(US_BASE_URL)
    expect(error.message).toContain('https://app.kosli.com or https://app.us.kosli.com')
  })

  it.each(['abc', '0', '601', '-1', '1.5', '30s', '1e2'])('refuses timeout-seconds %j', value => {
    const error = inputError(() => common({ ...valid, 'timeout-seconds': value }))
    expectOneSentence(error, 'timeout-seconds')
    expect(error.message).toMatch(/1 to 600/)
  })

  it.each([
    ['1', 1000],
    ['600', 600_000],
    ['007', 7000]
  ])('accepts timeout-seconds %j', (value, ms) => {
    expect(common({ ...valid, 'timeout-seconds': value }).timeoutMs).toBe(ms)
  })

  it.each(['-1', '11', 'x', '2.0'])('refuses max-retries %j', value => {
    const error = inputError(() => common({ ...valid, 'max-retries': value }))
    expectOneSentence(error, 'max-retries')
    expect(error.message).toMatch(/0 to 10/)
  })

  it.each([
    ['0', 0],
    ['10', 10]
  ])('accepts max-retries %j', (value, retries) => {
    expect(common({ ...valid, 'max-retries': value }).maxRetries).toBe(retries)
  })

  it.each([
    ['TRUE', true],
    ['True', true],
    ['False', false],
    ['false', false]
  ])('accepts the boolean %j', (value, expected) => {
    expect(common({ ...valid, summary: value }).summary).toBe(expected)
    expect(common({ ...valid, 'dry-run': value }).dryRun).toBe(expected)
  })

  it.each(['yes', 'no', '1', '0', 'on'])('refuses the boolean %j', value => {
    const error = inputError(() => common({ ...valid, summary: value }))
    expectOneSentence(error, 'summary')
    expect(error.message).toContain('"true" or "false"')
  })
  it('takes api-token DRY_RUN as a dry run with no token to send', () => {
    const read = common({ ...valid, 'api-token': 'DRY_RUN' })
    expect(read.dryRun).toBe(true)
    expect(read.apiToken).toBeUndefined()
    expect(common({ ...valid, 'api-token': 'DRY_RUN_NOT' }).dryRun).toBe(false)
  })

  it.each([
    ['tok_first_half\ntok_second_half', 'contains a line break'],
    ['tok_first_half\u2028tok_second_half', 'contains a line break'],
    ['tok_first_half\ttok_second_half', 'contains a control character'],
    ['tok_first_half tok_second_half', 'contains a space'],
    ['tok_first_half\u00e9', 'contains a character outside printable ASCII']
  ])('refuses an api-token that cannot go into a header, unquoted: %j', (token, problem) => {
    const error = inputError(() => common({ ...valid, 'api-token': token }))
    expectOneSentence(error, 'api-token')
    expect(error.message).toContain(problem)
    expect(error.message).not.toContain('tok_')
  })
})

describe('readFingerprint', () => {
  const read = (value: string | undefined) =>
    readFingerprint(inputsFromRecord({ fingerprint: value }), 'fingerprint')

  it('returns a valid fingerprint and undefined when unset', () => {
    expect(read(GOOD_FINGERPRINT)).toBe(GOOD_FINGERPRINT)
    expect(read(undefined)).toBeUndefined()
  })

  it('says when a fingerprint has upper-case letters', () => {
    const error = inputError(() => read(GOOD_FINGERPRINT.toUpperCase()))
    expectOneSentence(error, 'fingerprint')
    expect(error.message).toMatch(/upper-case/)
  })

  it('says when a fingerprint is too short or too long', () => {
    for (const value of [GOOD_FINGERPRINT.slice(0, 40), `${GOOD_FINGERPRINT}0`]) {
      const error = inputError(() => read(value))
      expectOneSentence(error, 'fingerprint')
      expect(error.message).toMatch(/64 characters/)
    }
  })

  it('says when a 64-character fingerprint is not hexadecimal', () => {
    const error = inputError(() => read(`${'g'.repeat(2)}${GOOD_FINGERPRINT.slice(2)}`))
    expectOneSentence(error, 'fingerprint')
    expect(error.message).toMatch(/hexadecimal/)
  })

  it('accepts a fingerprint with surrounding whitespace, trimmed', () => {
    expect(read(`  ${GOOD_FINGERPRINT}\n`)).toBe(GOOD_FINGERPRINT)
  })
})

describe('readList', () => {
  const read = (value: string) => readList(inputsFromRecord({ policies: value }), 'policies')

  it('splits on commas and newlines, trimming and dropping blanks', () => {
    expect(read('a, b,,c')).toEqual(['a', 'b', 'c'])
    expect(read('a\n  b\n\n c \n')).toEqual(['a', 'b', 'c'])
    expect(read('a,\nb , c\r\nd')).toEqual(['a', 'b', 'c', 'd'])
  })

  it('is empty when unset', () => {
    expect(readList(inputsFromRecord({}), 'policies')).toEqual([])
  })
})

describe('other readers', () => {
  const source: InputSource = inputsFromRecord({
    flow: 'my-flow.v2_~x',
    type: 'docker',
    bad: 'tar',
    n: '5',
    long: 'x'.repeat(500)
  })

  it('readName returns a valid name and undefined when optional and unset', () => {
    expect(readName(source, 'flow')).toBe('my-flow.v2_~x')
    expect(readName(source, 'absent')).toBeUndefined()
  })

  it('readName requires a value when asked to', () => {
    expectOneSentence(
      inputError(() => readName(source, 'absent', true)),
      'absent'
    )
  })

  it('readChoice accepts a choice and names the choices otherwise', () => {
    expect(readChoice(source, 'type', ['file', 'dir', 'docker'])).toBe('docker')
    const error = inputError(() => readChoice(source, 'bad', ['file', 'dir', 'docker']))
    expectOneSentence(error, 'bad')
    expect(error.message).toContain('file, dir, docker')
  })

  it('readInteger reads nothing when unset, having no default of its own', () => {
    expect(readInteger(source, 'absent', { min: 1, max: 9 })).toBeUndefined()
    expect(readInteger(source, 'n', { min: 1, max: 9 })).toBe(5)
  })

  it('an input that declares a default but reaches a reader without it is a fault of the action', () => {
    // Not an InputError: no step can cause it, so it is never worded as the step's mistake.
    for (const read of [
      () => readBoolean(source, 'absent'),
      () => declared('absent', readInteger(source, 'absent', { min: 1, max: 9 }))
    ]) {
      expect(read).toThrow(
        /^Input "absent" has no value although its declaration gives a default, .* fault in the action/
      )
      expect(read).not.toThrow(InputError)
    }
    expect(declared('n', readInteger(source, 'n', { min: 1, max: 9 }))).toBe(5)
  })

  it('shortens a long value in a message', () => {
    const error = inputError(() => readBoolean(source, 'long'))
    expectOneSentence(error, 'long')
    expect(error.message.length).toBeLessThan(250)
  })
})
