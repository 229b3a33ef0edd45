import { buildUrl, checkRootUrl, encodeSegment, isLoopbackHost } from '../../../src/http/url.js'

/** The path segments of a URL, without the empty one before the leading slash. */
function segmentsOf(url: URL): string[] {
  return url.pathname.split('/').slice(1)
}

describe('buildUrl joins the root and segments', () => {
  const roots = [
    'https://app.example.com',
    'https://app.example.com/',
    'https://app.example.com/api/v2',
    'https://app.example.com/api/v2/',
    'https://app.example.com/api/v2//'
  ]

  it.each(roots)('keeps the path prefix of %s and adds no double slash', root => {
    const url = buildUrl(root, ['asserts', 'acme', 'fingerprint', 'abc'])
    const prefix = new URL(root).pathname.split('/').filter(part => part !== '')
    expect(segmentsOf(url)).toEqual([...prefix, 'asserts', 'acme', 'fingerprint', 'abc'])
    expect(url.pathname).not.toContain('//')
    expect(url.origin).toBe('https://app.example.com')
  })

  it('accepts a URL object as the root', () => {
    const url = buildUrl(new URL('http://127.0.0.1:8080/api/v2'), ['flows', 'acme'])
    expect(url.href).toBe('http://127.0.0.1:8080/api/v2/flows/acme')
  })
})

describe('buildUrl makes every caller-supplied name exactly one segment', () => {
  const hostile = [
    'a/b',
    '%2F',
    '%2e%2e',
    '.%2e',
    '...',
    '?x=1',
    '#frag',
    'a b',
    'a\\b',
    'ünïcödé/名前',
    '😀',
    '../../admin',
    '&policy=x',
    ';matrix=1'
  ]

  it.each(hostile)('keeps %j as a single segment that decodes back to itself', name => {
    const url = buildUrl('https://app.example.com/api/v2/', ['asserts', name, 'fingerprint'])
    const segments = segmentsOf(url)
    expect(segments).toHaveLength(5)
    expect(segments.slice(0, 3)).toEqual(['api', 'v2', 'asserts'])
    expect(segments[4]).toBe('fingerprint')
    expect(decodeURIComponent(segments[3] ?? '')).toBe(name)
    expect(url.search).toBe('')
    expect(url.hash).toBe('')
    expect(url.origin).toBe('https://app.example.com')
  })

  it.each(['', '.', '..'])('refuses the segment %j', segment => {
    expect(() => buildUrl('https://app.example.com', ['asserts', segment])).toThrow(RangeError)
    expect(() => encodeSegment(segment)).toThrow(/path segment/)
  })
})

describe('buildUrl query parameters', () => {
  const root = 'https://app.example.com/api/v2'

  it('repeats a parameter for each value of an array, in order', () => {
    const url = buildUrl(root, ['asserts'], { policy_name: ['a', 'b'] })
    expect(url.searchParams.getAll('policy_name')).toEqual(['a', 'b'])
    expect(url.search).toBe('?policy_name=a&policy_name=b')
  })

  it('omits null, undefined and empty arrays', () => {
    const url = buildUrl(root, ['asserts'], {
      flow_name: undefined,
      environment_name: null,
      policy_name: [],
      kept: 'yes'
    })
    expect(url.searchParams.has('flow_name')).toBe(false)
    expect(url.searchParams.has('environment_name')).toBe(false)
    expect(url.searchParams.has('policy_name')).toBe(false)
    expect(url.search).toBe('?kept=yes')
  })

  it('has no query at all when every value is absent', () => {
    const url = buildUrl(root, ['asserts'], { a: undefined, b: null, c: [] })
    expect(url.search).toBe('')
    expect(url.href.endsWith('?')).toBe(false)
  })

  it('writes numbers and booleans as text', () => {
    const url = buildUrl(root, ['trails'], { page: 2, per_page: 0, archived: false })
    expect(url.searchParams.get('page')).toBe('2')
    expect(url.searchParams.get('per_page')).toBe('0')
    expect(url.searchParams.get('archived')).toBe('false')
  })

  it('encodes values so they cannot add parameters or a fragment', () => {
    const value = 'x&admin=true#frag ü'
    const url = buildUrl(root, ['trails'], { name: value, list: ['a&b=c', 'd'] })
    expect(url.searchParams.get('name')).toBe(value)
    expect(url.searchParams.getAll('list')).toEqual(['a&b=c', 'd'])
    expect(url.searchParams.has('admin')).toBe(false)
    expect(url.searchParams.has('b')).toBe(false)
    expect(url.hash).toBe('')
  })
})

describe('checkRootUrl', () => {
  it.each([
    'https://app.kosli.com/api/v2',
    'https://app.us.kosli.com/api/v2/',
    'http://localhost:8080/api/v2',
    'http://LOCALHOST/api/v2',
    'http://127.0.0.1:3000',
    'http://127.1.2.3/',
    'http://[::1]:8080/api/v2'
  ])('accepts %s', value => {
    const result = checkRootUrl(value)
    expect('url' in result).toBe(true)
    if ('url' in result) expect(result.url.href).toBe(new URL(value).href)
  })

  it.each([
    ['http://app.kosli.com/api/v2', /plain http/],
    ['http://127.0.0.1.evil.com/', /plain http/],
    ['http://localhost.evil.com/', /plain http/],
    ['http://10.0.0.1/', /plain http/],
    ['ftp://app.kosli.com/api/v2', /ftp/],
    ['file:///etc/passwd', /file/],
    ['https://user:pass@app.kosli.com/api/v2', /credentials/],
    ['https://token@app.kosli.com/api/v2', /credentials/],
    ['https://app.kosli.com/api/v2?x=1', /query or fragment/],
    ['https://app.kosli.com/api/v2#top', /query or fragment/],
    ['not a url', /not an absolute URL/],
    ['app.kosli.com/api/v2', /not an absolute URL/],
    ['', /not an absolute URL/]
  ])('refuses %s', (value, reason) => {
    const result = checkRootUrl(value)
    expect('problem' in result).toBe(true)
    if ('problem' in result) expect(result.problem).toMatch(reason)
  })

  it('never echoes credentials in the reason', () => {
    const result = checkRootUrl('https://someone:s3cr3t-value@app.kosli.com/')
    expect(JSON.stringify(result)).not.toContain('s3cr3t-value')
  })
})

describe('isLoopbackHost', () => {
  it.each(['localhost', 'LocalHost', '127.0.0.1', '127.255.255.255', '127.1.2.3', '[::1]', '::1'])(
    '%s is loopback',
    host => expect(isLoopbackHost(host)).toBe(true)
  )

  it.each([
    '127.0.0.1.evil.com',
    'localhost.evil.com',
    'evil-localhost',
    '127.0.0.256',
    '127.0.0',
    '128.0.0.1',
    '0.0.0.0',
    '10.0.0.1',
    '[::2]',
    '',
    'example.com'
  ])('%j is not loopback', host => expect(isLoopbackHost(host)).toBe(false))
})
