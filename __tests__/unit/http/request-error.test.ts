import {
  RequestError,
  formatErrorBody,
  type RequestErrorKind
} from '../../../src/http/request-error.js'

describe('formatErrorBody', () => {
  it('renders the service error shape as the message and one line per field', () => {
    const body = JSON.stringify({
      message: 'Input payload validation failed',
      errors: { flow_name: 'must match the name pattern', git_commit: 'is required' }
    })
    const lines = formatErrorBody(body, 'application/json').split('\n')
    expect(lines).toEqual([
      'Input payload validation failed',
      'flow_name: must match the name pattern',
      'git_commit: is required'
    ])
  })

  it('accepts the service error shape with errors null', () => {
    const text = formatErrorBody(JSON.stringify({ message: 'Flow not found', errors: null }))
    expect(text).toBe('Flow not found')
  })

  it('renders FastAPI validation details as "field: message" lines without the location root', () => {
    const body = JSON.stringify({
      detail: [
        {
          loc: ['query', 'per_page'],
          msg: 'Input should be less than or equal to 50',
          type: 'less_than_equal'
        },
        {
          loc: ['body', 'jira_results', 0, 'issue_id'],
          msg: 'Field required',
          type: 'missing'
        },
        { loc: ['path', 'org'], msg: 'String should match pattern', type: 'string_pattern' }
      ]
    })
    const lines = formatErrorBody(body, 'application/json').split('\n')
    expect(lines).toEqual([
      'per_page: Input should be less than or equal to 50',
      'jira_results.0.issue_id: Field required',
      'org: String should match pattern'
    ])
    expect(lines.join('\n')).not.toMatch(/\{|\[|type/)
  })

  it('renders a plain FastAPI detail string', () => {
    expect(formatErrorBody('{"detail":"Not authenticated"}')).toBe('Not authenticated')
  })

  it("renders Jira's errorMessages and field errors", () => {
    const jira = JSON.stringify({
      errorMessages: ['Issue does not exist or you do not have permission to see it.'],
      errors: {}
    })
    expect(formatErrorBody(jira)).toBe(
      'Issue does not exist or you do not have permission to see it.'
    )
    const withFields = JSON.stringify({ errorMessages: [], errors: { summary: 'required' } })
    expect(formatErrorBody(withFields)).toBe('summary: required')
  })

  it('falls back to compact JSON for an object it does not recognise', () => {
    const text = formatErrorBody('{\n  "code": 17,\n  "reason": "quota"\n}')
    expect(text).toContain('"reason":"quota"')
    expect(text).not.toContain('\n')
  })

  it('summarises an HTML page on one line, with its title, mentioning a proxy', () => {
    const html = [
      '<!DOCTYPE html>',
      '<html><head><title>502 Bad Gateway</title>',
      '<style>body { color: red }</style></head>',
      '<body><h1>Bad Gateway</h1><p>The upstream server did not answer.</p></body></html>'
    ].join('\n')
    const text = formatErrorBody(html, 'text/html; charset=utf-8')
    expect(text).not.toContain('\n')
    expect(text).not.toMatch(/<[a-z!/]/i)
    expect(text).toContain('502 Bad Gateway')
    expect(text).toMatch(/proxy/)
    expect(text).not.toContain('color: red')
  })

  it('recognises HTML by its start even without a content type', () => {
    const text = formatErrorBody('<html><body>Service Unavailable</body></html>')
    expect(text).toMatch(/HTML/)
    expect(text).toMatch(/proxy/)
    expect(text).not.toContain('<')
  })

  it('puts plain text on one line', () => {
    expect(formatErrorBody('  upstream connect error\n  or disconnect/reset  \n')).toBe(
      'upstream connect error or disconnect/reset'
    )
  })

  it.each(['', '   \n\t'])('says when the body is empty (%j)', body => {
    expect(formatErrorBody(body)).toMatch(/no body/)
  })

  it('clips a very long body', () => {
    const long = 'x'.repeat(50_000)
    const text = formatErrorBody(long)
    expect(text.length).toBeLessThan(1000)
    expect(text.endsWith('…')).toBe(true)
    const longJson = JSON.stringify({ message: 'm'.repeat(10_000) })
    expect(formatErrorBody(longJson).length).toBeLessThan(1000)
  })
})

describe('RequestError', () => {
  const base = {
    system: 'the compliance service',
    method: 'GET',
    path: '/api/v2/asserts/acme/fingerprint/abc',
    detail: 'Artifact not found',
    attempts: 1
  }

  it.each<[RequestErrorKind, number | undefined]>([
    ['status', 404],
    ['network', undefined],
    ['timeout', undefined],
    ['redirect', undefined],
    ['invalid-response', undefined]
  ])('names the system, method and path for kind %s', (kind, status) => {
    const error = new RequestError({ ...base, kind, status })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('RequestError')
    expect(error.message).toContain('the compliance service')
    expect(error.message).toContain('GET /api/v2/asserts/acme/fingerprint/abc')
    expect(error.message).toContain('Artifact not found')
    expect(error.kind).toBe(kind)
  })

  it('carries the status and the number of attempts', () => {
    const error = new RequestError({ ...base, kind: 'status', status: 503, attempts: 4 })
    expect(error.message).toContain('503')
    expect(error.message).toContain('4 attempts')
    expect(error.status).toBe(503)
    expect(error.attempts).toBe(4)
  })

  it('does not mention attempts after a single one', () => {
    const error = new RequestError({ ...base, kind: 'status', status: 500 })
    expect(error.message).not.toMatch(/attempt/)
  })
})
