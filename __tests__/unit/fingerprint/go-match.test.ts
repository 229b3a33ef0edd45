import { toByteString } from '../../../src/fingerprint/bytes.js'
import { assertWellFormed, BadPatternError, match } from '../../../src/fingerprint/go-match.js'
import { clean, join, split } from '../../../src/fingerprint/go-path.js'

// [pattern, name, expected] where expected is what Go's path/filepath.Match returned for the
// pair (true, false, or "bad" for ErrBadPattern), produced by running Go 1.19 on this table.
const GO_MATCH_RESULTS: Array<[string, string, boolean | 'bad']> = [
  ['abc', 'abc', true],
  ['*', 'abc', true],
  ['*c', 'abc', true],
  ['a*', 'a', true],
  ['a*', 'abc', true],
  ['a*', 'ab/c', false],
  ['a*/b', 'abc/b', true],
  ['a*/b', 'a/c/b', false],
  ['a*b*c*d*e*/f', 'axbxcxdxe/f', true],
  ['a*b*c*d*e*/f', 'axbxcxdxexxx/f', true],
  ['a*b*c*d*e*/f', 'axbxcxdxe/xxx/f', false],
  ['a*b*c*d*e*/f', 'axbxcxdxexxx/fff', false],
  ['a*b?c*x', 'abxbbxdbxebxczzx', true],
  ['a*b?c*x', 'abxbbxdbxebxczzy', false],
  ['ab[c]', 'abc', true],
  ['ab[b-d]', 'abc', true],
  ['ab[e-g]', 'abc', false],
  ['ab[^c]', 'abc', false],
  ['ab[^b-d]', 'abc', false],
  ['ab[^e-g]', 'abc', true],
  ['a\\*b', 'a*b', true],
  ['a\\*b', 'ab', false],
  ['a?b', 'a☺b', true],
  ['a[^a]b', 'a☺b', true],
  ['a???b', 'a☺b', false],
  ['a[^a][^a][^a]b', 'a☺b', false],
  ['[a-ζ]*', 'α', true],
  ['*[a-ζ]', 'A', false],
  ['a?b', 'a/b', false],
  ['a*b', 'a/b', false],
  ['[\\]a]', ']', true],
  ['[\\-]', '-', true],
  ['[x\\-]', 'x', true],
  ['[x\\-]', '-', true],
  ['[x\\-]', 'z', false],
  ['[\\-x]', 'x', true],
  ['[\\-x]', '-', true],
  ['[\\-x]', 'a', false],
  ['[]a]', ']', 'bad'],
  ['[-]', '-', 'bad'],
  ['[x-]', 'x', 'bad'],
  ['[x-]', '-', 'bad'],
  ['[x-]', 'z', 'bad'],
  ['[-x]', 'x', 'bad'],
  ['[-x]', '-', 'bad'],
  ['[-x]', 'a', 'bad'],
  ['\\', 'a', 'bad'],
  ['[a-b-c]', 'a', 'bad'],
  ['[', 'a', 'bad'],
  ['[^', 'a', 'bad'],
  ['[^bc', 'a', 'bad'],
  ['a[', 'a', 'bad'],
  ['a[', 'ab', 'bad'],
  ['a[', 'x', 'bad'],
  ['a/b[', 'x', 'bad'],
  ['*x', 'xxx', true],
  ['*.log', 'x.log', true],
  ['*.log', '.log', true],
  ['*', '.hidden', true],
  ['?', 'é', true],
  ['??', 'é', false],
  ['[é]', 'é', true],
  ['[!a]', 'b', false],
  ['[!a]', '!', true],
  ['{a,b}', 'a', false],
  ['{a,b}', '{a,b}', true],
  ['*[', 'abc', 'bad'],
  ['x*[', 'abc', false],
  ['[]', 'a', 'bad'],
  ['[^]', 'a', 'bad'],
  ['a\\', 'a', 'bad'],
  ['*\\', 'a', 'bad'],
  ['[a-]', 'a', 'bad'],
  ['\\[a]', '[a]', true],
  ['a*b*c', 'aXbYc', true],
  ['a*b*c', 'aXbY/c', false]
]

function goMatch(pattern: string, name: string): boolean | 'bad' {
  try {
    return match(toByteString(pattern), toByteString(name))
  } catch (error) {
    if (error instanceof BadPatternError) return 'bad'
    throw error
  }
}

describe('match (Go filepath.Match)', () => {
  it.each(GO_MATCH_RESULTS)('%s against %s gives what Go gives', (pattern, name, expected) => {
    expect(goMatch(pattern, name)).toBe(expected)
  })

  it('matches names that are not valid UTF-8 byte by byte', () => {
    const name = Buffer.from([0xff, 0x61]).toString('latin1')
    expect(match('?a', name)).toBe(true)
    expect(match('[^x]a', name)).toBe(true)
  })
})

describe('assertWellFormed', () => {
  it('finds malformed classes anywhere in the pattern, unlike a single match', () => {
    expect(goMatch('x*[', 'abc')).toBe(false)
    expect(() => assertWellFormed('x*[')).toThrow(BadPatternError)
    expect(() => assertWellFormed('**/*.log')).not.toThrow()
    expect(() => assertWellFormed('a/[^b-d]\\*')).not.toThrow()
  })
})

describe('Go path helpers', () => {
  it.each([
    ['', '.'],
    ['a//b/./c/', 'a/b/c'],
    ['a/b/../../..', '..'],
    ['/../a', '/a'],
    ['/', '/'],
    ['./a/', 'a'],
    ['../../a/..', '../..']
  ])('clean(%j) is %j', (path, cleaned) => {
    expect(clean(path)).toBe(cleaned)
  })

  it('joins like filepath.Join and splits after the last slash', () => {
    expect(join('root/', 'a//b')).toBe('root/a/b')
    expect(join('', '', 'x')).toBe('x')
    expect(join('', '')).toBe('')
    expect(join('.', 'x')).toBe('x')
    expect(split('root/a/*.log')).toEqual(['root/a/', '*.log'])
    expect(split('name')).toEqual(['', 'name'])
  })
})
