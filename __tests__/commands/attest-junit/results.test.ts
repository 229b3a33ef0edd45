/**
 * The JUnit reader against result files in each tool's real output shape. Every expected
 * number below was counted by hand from the fixture's test cases (not its header), the way
 * the reference client counts: a case counts once, by its last failure/error/skipped child,
 * and the duration is the sum of the cases' `time`.
 */
import { mkdtemp, mkdir, rm, truncate, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { buildResultsAttachment } from '../../../src/commands/attest-junit/attachment.js'
import { readResultSet, caseNanoseconds } from '../../../src/commands/attest-junit/results.js'
import { parseSuiteTimestamp } from '../../../src/commands/attest-junit/timestamp.js'
import { detectEncoding, parseXml } from '../../../src/commands/attest-junit/xml.js'
import {
  manySuitesJUnit,
  MAX_DEPTH,
  MAX_RESULT_FILE_BYTES,
  unclosedXml
} from '../../kit/large-inputs.js'

const FIXTURES = join(process.cwd(), '__fixtures__', 'junit')

// 2026-11-23T00:00:00Z is day 20780 after the epoch: 20780 * 86400 = 1795392000; noon adds
// 12 * 3600 = 43200, so 2026-11-23T12:00:00Z is 1795435200.
const NOON = 1795435200

async function results(dir: string) {
  const set = await readResultSet(join(FIXTURES, dir))
  return set.suites.map(({ file: _file, headerMismatch: _mismatch, ...suite }) => suite)
}

describe('JUnit formats', () => {
  it('reads Maven Surefire', async () => {
    // adds 0.012 pass; divides 0.034 failure; parses 0.005 error; rounds 0 skipped;
    // retries 0.021 with only a flakyFailure (passed on rerun). Surefire writes no timestamp.
    expect(await results('surefire')).toEqual([
      {
        name: 'com.example.CalculatorTest',
        total: 5,
        failures: 1,
        errors: 1,
        skipped: 1,
        duration: 0.072
      }
    ])
  })

  it('reads pytest, with its zoned timestamp honoured', async () => {
    // test_ok 0.001, test_fail 0.002 failure, test_skip 0.000 skipped, test_db 0.003 error,
    // test_param 0.004: 5 cases, 0.010 s. 13:00:01.123456+01:00 is 12:00:01Z.
    expect(await results('pytest')).toEqual([
      {
        name: 'pytest',
        total: 5,
        failures: 1,
        errors: 1,
        skipped: 1,
        duration: 0.01,
        timestamp: NOON + 1
      }
    ])
  })

  it('reads jest-junit (a timestamp without zone is UTC)', async () => {
    // sum: 0.002 pass, 0.003 failure, 0 skipped. format: 0.007 pass.
    expect(await results('jest-junit')).toEqual([
      {
        name: 'src/sum.test.js',
        total: 3,
        failures: 1,
        errors: 0,
        skipped: 1,
        duration: 0.005,
        timestamp: NOON
      },
      {
        name: 'src/format.test.js',
        total: 1,
        failures: 0,
        errors: 0,
        skipped: 0,
        duration: 0.007,
        timestamp: NOON + 1
      }
    ])
  })

  it('reads gotestsum, taking the timestamp attribute although the suite has properties', async () => {
    // calc: TestAdd 0 pass, TestDivide 0.010 failure, TestRound 0 skipped. parse: 0.600 pass.
    expect(await results('gotestsum')).toEqual([
      {
        name: 'example.com/calc',
        total: 3,
        failures: 1,
        errors: 0,
        skipped: 1,
        duration: 0.01,
        timestamp: NOON
      },
      {
        name: 'example.com/calc/parse',
        total: 1,
        failures: 0,
        errors: 0,
        skipped: 0,
        duration: 0.6,
        timestamp: NOON + 1
      }
    ])
  })

  it('reads go-junit-report, a build error counting as an error', async () => {
    // store: 0.020 + 0.011 pass. cache: "[build failed]" with <error>, no time.
    expect(await results('go-junit-report')).toEqual([
      {
        name: 'example.com/store',
        total: 2,
        failures: 0,
        errors: 0,
        skipped: 0,
        duration: 0.031,
        timestamp: NOON + 2
      },
      {
        name: 'example.com/store/cache',
        total: 1,
        failures: 0,
        errors: 1,
        skipped: 0,
        duration: 0,
        timestamp: NOON + 2
      }
    ])
  })

  it('reads Gradle', async () => {
    // greets 0.021 pass, refusesEmptyName 0.024 failure, translates 0.0 skipped.
    expect(await results('gradle')).toEqual([
      {
        name: 'com.example.AppTest',
        total: 3,
        failures: 1,
        errors: 0,
        skipped: 1,
        duration: 0.045,
        timestamp: NOON
      }
    ])
  })

  it("reads JUnit 5's console launcher, counting durations from the cases", async () => {
    // works 0.015 pass, crashes 0.07 error, disabled 0 skipped: 0.085 s (the header says 0.091).
    expect(await results('junit5-console')).toEqual([
      {
        name: 'JUnit Jupiter',
        total: 3,
        failures: 0,
        errors: 1,
        skipped: 1,
        duration: 0.085,
        timestamp: NOON
      }
    ])
  })

  it('folds nested suites into the outermost one', async () => {
    // Unit > MoneyTest: testAdd 0.005 pass, testSplit 0.015 failure; Unit > RateTest: 0.010.
    expect(await results('nested')).toEqual([
      { name: 'Unit', total: 3, failures: 1, errors: 0, skipped: 0, duration: 0.03 }
    ])
  })
})

describe('encodings', () => {
  it('decodes ISO-8859-1 as declared', async () => {
    // misst Länge 0.1 pass, misst Höhe 0.2 failure.
    expect(await results('encodings/latin1')).toEqual([
      {
        name: 'Prüfung der Größen',
        total: 2,
        failures: 1,
        errors: 0,
        skipped: 0,
        duration: 0.3,
        timestamp: NOON
      }
    ])
  })

  it('decodes UTF-16 by its byte order mark', async () => {
    expect((await results('encodings/utf16'))[0]?.name).toBe('Ünïcode ✓ suite')
  })

  it('decodes windows-1252', async () => {
    expect(await results('encodings/windows-1252')).toEqual([
      { name: 'Prices in €', total: 1, failures: 0, errors: 0, skipped: 1, duration: 0 }
    ])
  })

  it('recognises UTF-16 without a byte order mark by its first character', () => {
    expect(detectEncoding(Buffer.from('<?xml', 'utf16le')).encoding).toBe('utf-16le')
    expect(detectEncoding(Buffer.from('<?xml version="1.0"?><a/>')).encoding).toBe('utf-8')
  })
})

describe('refusals, each naming the file', () => {
  const refusal = (dir: string) => readResultSet(join(FIXTURES, 'invalid', dir))

  it('refuses a directory whose only XML is not JUnit, naming the file', async () => {
    await expect(refusal('not-junit')).rejects.toThrow(
      /^No JUnit result file was found under .*: .*pom\.xml is not a JUnit result file \(its root element is <project>/
    )
  })

  it('leaves out well-formed XML that is not JUnit beside the results, as the reference client does', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'junit-mixed-'))
    try {
      await writeFile(join(dir, 'coverage.xml'), '<coverage line-rate="0.9"><packages/></coverage>')
      await writeFile(
        join(dir, 'junit.xml'),
        '<testsuite name="unit"><testcase name="a"/></testsuite>'
      )
      const set = await readResultSet(dir)
      expect(set.files).toEqual([join(dir, 'junit.xml')])
      expect(set.suites.map(suite => [suite.name, suite.total])).toEqual([['unit', 1]])
      expect(set.skipped).toEqual([
        {
          file: join(dir, 'coverage.xml'),
          reason: 'its root element is <coverage>, and it has no <testsuites> or <testsuite>'
        }
      ])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('refuses malformed XML with its line', async () => {
    await expect(refusal('malformed')).rejects.toThrow(
      /results\.xml is not well-formed XML \(line \d+/
    )
  })

  it('refuses an encoding it cannot decode', async () => {
    await expect(refusal('unknown-encoding')).rejects.toThrow(
      /results\.xml declares the encoding "x-klingon", which cannot be decoded/
    )
  })

  it('refuses bytes that do not match the encoding', async () => {
    await expect(refusal('wrong-bytes')).rejects.toThrow(/results\.xml is not valid UTF-8/)
  })

  it('refuses result files that hold no suite', async () => {
    await expect(refusal('no-suites')).rejects.toThrow(/hold no <testsuite>: .*results\.xml/)
  })

  it('refuses a directory with no result file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'junit-empty-'))
    try {
      await writeFile(join(dir, 'notes.txt'), 'no xml here')
      await expect(readResultSet(dir)).rejects.toThrow(
        `No JUnit result file (*.xml) was found under ${dir}`
      )
    } finally {
      await rm(dir, { recursive: true })
    }
  })

  it('refuses elements nested deeper than the bound', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'junit-deep-'))
    try {
      const depth = 100_000
      await writeFile(
        join(dir, 'deep.xml'),
        `<testsuites>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</testsuites>`
      )
      await expect(readResultSet(dir)).rejects.toThrow(
        /deep\.xml nests elements deeper than 64 levels/
      )
    } finally {
      await rm(dir, { recursive: true })
    }
  })

  it('never expands entities a DTD declares', async () => {
    // Nine levels of ten would expand to 10^9 "lol"s; the reference stays as written.
    const [suite] = (await readResultSet(join(FIXTURES, 'invalid', 'entity-expansion'))).suites
    expect(suite?.name).toBe('&lol9;')
    expect(suite?.total).toBe(1)
  })
})

describe('suite details', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'junit-'))
  })
  afterEach(async () => {
    await rm(dir, { recursive: true })
  })

  it('notes a header that disagrees with the cases, and sends the counted numbers', async () => {
    await writeFile(
      join(dir, 'r.xml'),
      '<testsuite name="s" tests="3" failures="2"><testcase name="a" time="1"/></testsuite>'
    )
    const [suite] = (await readResultSet(dir)).suites
    expect(suite?.total).toBe(1)
    expect(suite?.failures).toBe(0)
    expect(suite?.headerMismatch).toBe('tests="3" but 1 counted, failures="2" but 0 counted')
  })

  it('counts a case by its last status child', async () => {
    // a: failure then error -> error; b: skipped then failure -> failure.
    await writeFile(
      join(dir, 'r.xml'),
      '<testsuite name="s"><testcase name="a"><failure/><error/></testcase><testcase name="b"><skipped/><failure/></testcase></testsuite>'
    )
    const [suite] = (await readResultSet(dir)).suites
    expect([suite?.failures, suite?.errors, suite?.skipped]).toEqual([1, 1, 0])
  })

  it('decodes predefined entities and character references in names', async () => {
    await writeFile(join(dir, 'r.xml'), '<testsuite name="a&lt;b&amp;c&#x2713;&#65;"/>')
    expect((await readResultSet(dir)).suites[0]?.name).toBe('a<b&c✓A')
  })

  it('reads every *.xml file under the directory, recursively and in order', async () => {
    await mkdir(join(dir, 'b'))
    await writeFile(join(dir, 'b', 'r.xml'), '<testsuite name="second"/>')
    await writeFile(join(dir, 'a.xml'), '<testsuite name="first"/>')
    await writeFile(join(dir, 'c.txt'), 'not read')
    const set = await readResultSet(dir)
    expect(set.suites.map(s => s.name)).toEqual(['first', 'second'])
    expect(set.files).toEqual([join(dir, 'a.xml'), join(dir, 'b', 'r.xml')])
  })

  it('packs several files into one evidence.tgz, each under the path it was found at', async () => {
    await mkdir(join(dir, 'a'))
    await mkdir(join(dir, 'b'))
    // Two modules' result files of one name, as the vendor CLI keeps them apart
    // (cmd/kosli/cli_utils.go, getPathOfEvidenceFileToUpload: each path as given).
    await writeFile(join(dir, 'a', 'TEST-x.xml'), '<testsuite name="one"/>')
    await writeFile(join(dir, 'b', 'TEST-x.xml'), '<testsuite name="two"/>')
    const files = [join(dir, 'a', 'TEST-x.xml'), join(dir, 'b', 'TEST-x.xml')]
    const attachment = await buildResultsAttachment(files)
    expect(attachment.filename).toBe('evidence.tgz')
    const tar = gunzipSync(Buffer.from(await (await attachment.load()).arrayBuffer()))
    const nameAt = (offset: number) =>
      tar
        .subarray(offset, offset + 100)
        .toString('latin1')
        .replace(/\0.*$/s, '')
    const first = files[0]?.replace(/^\//, '')
    const second = files[1]?.replace(/^\//, '')
    expect([nameAt(0), nameAt(1024)]).toEqual([first, second])
    expect(tar.subarray(512, 512 + 23).toString()).toBe('<testsuite name="one"/>')
  })

  it('attaches a single file as it is', async () => {
    await writeFile(join(dir, 'only.xml'), '<testsuite name="one"/>')
    const attachment = await buildResultsAttachment([join(dir, 'only.xml')])
    expect(attachment.filename).toBe('only.xml')
    expect(await (await attachment.load()).text()).toBe('<testsuite name="one"/>')
  })
})

describe('timestamps and durations', () => {
  it.each([
    ['2026-11-23T12:00:00.123456', NOON], // pytest before 8: no zone, UTC
    ['2026-11-23T12:00:00+00:00', NOON], // minitest
    ['2026-11-23T12:00:00.123Z', NOON], // vitest
    ['2026-11-23T12:00:00', NOON], // Surefire, Gradle, jest-junit
    ['2026-11-23T07:00:00-05:00', NOON],
    ['2026-11-23T17:30:00+0530', NOON]
  ])('reads %s', (value, expected) => {
    expect(parseSuiteTimestamp(value)).toBe(expected)
  })

  it.each(['', 'yesterday', '2026-13-01T00:00:00', '2026-11-23 12:00:00', '1795435200'])(
    'leaves out %j',
    value => {
      expect(parseSuiteTimestamp(value)).toBeUndefined()
    }
  )

  it.each([
    ['0.5', 500_000_000],
    ['1,234.5', 1_234_500_000_000],
    ['1.5s', 1_500_000_000],
    ['2m3s', 123_000_000_000],
    ['0.0000009', 0], // truncated to whole microseconds
    ['', 0],
    ['n/a', 0]
  ])('reads a case time of %j', (time, nanoseconds) => {
    expect(caseNanoseconds(time)).toBe(nanoseconds)
  })
})

describe('result files at the 32 MiB limit', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'junit-limit-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('refuses 11 million unclosed elements by their depth, in a message of one line', async () => {
    const path = join(dir, 'unclosed', 'TEST-deep.xml')
    await mkdir(join(dir, 'unclosed'))
    await writeFile(path, unclosedXml(MAX_RESULT_FILE_BYTES))
    const refusal = readResultSet(join(dir, 'unclosed'))
    await expect(refusal).rejects.toThrow(`${path} nests elements deeper than ${MAX_DEPTH} levels`)
    // The validator's own message would have quoted every open tag: 100 MB of text.
    await expect(refusal).rejects.toThrow(/^[^\n]{0,400}$/)
  })

  it('keeps a validator message short when it quotes the document', () => {
    // Unclosed, but shallow enough for the depth check: the validator lists the open tags.
    const text = `<r>${'<a></a>'.repeat(3)}${'<b>'.repeat(60)}`
    expect(() => parseXml(text, 'open.xml')).toThrow(
      /^open\.xml is not well-formed XML \([^\n]{0,300}\)$/
    )
  })

  it('refuses a result file over the limit by its size, before reading it', async () => {
    const path = join(dir, 'over', 'TEST-over.xml')
    await mkdir(join(dir, 'over'))
    // Sparse: a byte past the limit, and nothing in it is ever read.
    await writeFile(path, '')
    await truncate(path, MAX_RESULT_FILE_BYTES + 1)
    await expect(readResultSet(join(dir, 'over'))).rejects.toThrow(
      `${path} is ${MAX_RESULT_FILE_BYTES + 1} bytes, over the ${MAX_RESULT_FILE_BYTES}-byte limit for one result file`
    )
  })

  it('reads a small file after a large one as itself, not with what the large one left', async () => {
    // Files are read in turn into one buffer: the second must end where it ends.
    await mkdir(join(dir, 'sizes'))
    await writeFile(join(dir, 'sizes', 'TEST-a-large.xml'), manySuitesJUnit(256 * 1024))
    const small = '<testsuite name="small"><testcase name="only"/></testsuite>'
    await writeFile(join(dir, 'sizes', 'TEST-b-small.xml'), small)
    const set = await readResultSet(join(dir, 'sizes'))
    expect(set.suites.at(-1)).toMatchObject({ name: 'small', total: 1 })
    expect(set.skipped).toEqual([])
  })

  it('counts every suite of a file holding 200,000 of them', async () => {
    // Past the ~120,000 arguments a spread into push() can pass before the stack overflows.
    await mkdir(join(dir, 'many'))
    await writeFile(join(dir, 'many', 'TEST-many.xml'), manySuitesJUnit(12 * 1024 * 1024))
    const set = await readResultSet(join(dir, 'many'))
    expect(set.suites.length).toBeGreaterThan(200_000)
    expect(set.suites.reduce((total, suite) => total + suite.total, 0)).toBe(set.suites.length)
  }, 60_000)
})
