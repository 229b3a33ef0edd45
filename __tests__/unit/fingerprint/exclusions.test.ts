import { toByteString, trimSpace } from '../../../src/fingerprint/bytes.js'
import { collectExcludedPaths, parseIgnoreFile } from '../../../src/fingerprint/exclusions.js'
import { tempDirs } from '../../kit/temp-tree.js'

const dirs = tempDirs()
afterEach(() => dirs.cleanup())

describe('parseIgnoreFile', () => {
  // The cases of the Kosli CLI's TestGetExcludePathsFromIgnoreFile, plus CRLF and Unicode spaces.
  it.each([
    ['', []],
    ['logs', ['logs']],
    ['logs\n*/logs', ['logs', '*/logs']],
    ['logs\n    \n\t\n*/logs\n', ['logs', '*/logs']],
    ['logs\n# a line comment\n*/logs # an end of line comment', ['logs', '*/logs']],
    ['a\r\nb\r\n', ['a', 'b']],
    ['  spaced name  \n', ['spaced name']],
    ['#only comments\n  # indented comment', []],
    ['x#y', ['x']]
  ])('parses %j', (content, expected) => {
    expect(parseIgnoreFile(toByteString(content))).toEqual(expected)
  })

  it('trims the white space Go trims, not what JavaScript trims', () => {
    // U+0085 is white space to Go but not to String.prototype.trim; U+FEFF is the reverse.
    expect(trimSpace(toByteString('\u0085a\u00a0'))).toBe('a')
    expect(trimSpace(toByteString('\ufeffa'))).toBe(toByteString('\ufeffa'))
  })

  it('stops at a line longer than bufio.Scanner accepts, as the CLI silently does', () => {
    const content = `first\n${'x'.repeat(64 * 1024)}\nlast\n`
    expect(parseIgnoreFile(content)).toEqual(['first'])
  })
})

describe('collectExcludedPaths', () => {
  it('returns the walk spellings of everything a pattern matches', () => {
    const root = dirs.make({ a: { 'x.log': '1', b: { 'y.log': '2' } }, 'z.log': '3' })
    const rootBytes = toByteString(root)
    const excluded = (pattern: string): string[] =>
      [...collectExcludedPaths(rootBytes, [{ pattern, source: 'exclude' }], root)]
        .map(path => path.slice(rootBytes.length))
        .sort()

    expect(excluded('*.log')).toEqual(['/z.log'])
    expect(excluded('a/*')).toEqual(['/a/b', '/a/x.log'])
    expect(excluded('**/*.log')).toEqual(['/a/b/y.log', '/a/x.log', '/z.log'])
    // A matched directory brings its subtree along under "**".
    expect(excluded('a/**')).toEqual(['/a/', '/a/b', '/a/b/y.log', '/a/x.log'])
    expect(excluded('missing')).toEqual([])
  })
})
