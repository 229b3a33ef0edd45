import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as z from '../../../src/parsing/zod.js'
import { ServiceClient, parseBody } from '../../../src/service/client.js'
import { RequestError } from '../../../src/http/request-error.js'
import { assertArtifact } from '../../../src/service/assertions.js'
import { answers as assertionAnswers } from '../../../src/service/assertions.js'
import { answers as trailAnswers } from '../../../src/service/trails.js'

const { AssertionResultSchema } = await assertionAnswers()
const { TrailPageSchema } = await trailAnswers()
import { USER_AGENT } from '../../../src/version.js'

const url = new URL('https://app.example.com/api/v2/asserts/acme/fingerprint/abc')

function invalid(run: () => unknown): RequestError {
  try {
    run()
  } catch (error) {
    if (error instanceof RequestError) return error
    throw error
  }
  throw new Error('expected parseBody to throw')
}

const FINGERPRINT = '19daf927d2e8709673b9948316b37bd52435434ad5c16d8bbec7dbcb287325c5'

/** The first example the service publishes for the assert response: it has no `unexpected`. */
const PUBLISHED_EXAMPLE = {
  compliance_status: {
    artifact_fingerprint: FINGERPRINT,
    attestations_statuses: [
      {
        attestation_name: 'approval',
        attestation_type: 'generic',
        expected: false,
        is_compliant: true,
        status: 'COMPLETE'
      }
    ],
    evaluated_at: 1758259675.0286536,
    expected: false,
    is_compliant: true,
    status: 'COMPLIANT'
  },
  compliant: true,
  fingerprint: FINGERPRINT,
  flow: 'my-flow-name',
  html_url: `https://app.kosli.com/acme-org/flows/acme-flow/artifacts/${FINGERPRINT}`,
  scope: 'flow',
  trail: 'my-trail-name'
}

describe('parseBody', () => {
  it('reports truncated JSON as an invalid response that is not valid JSON', () => {
    const error = invalid(() =>
      parseBody('{"compliant": true, "flow": "x', AssertionResultSchema, 'GET', url)
    )
    expect(error.kind).toBe('invalid-response')
    expect(error.message).toContain('not valid JSON')
    expect(error.message).toContain('GET /api/v2/asserts/acme/fingerprint/abc')
  })

  it('says when the body is empty', () => {
    const error = invalid(() => parseBody('  ', AssertionResultSchema, 'GET', url))
    expect(error.kind).toBe('invalid-response')
    expect(error.message).toMatch(/empty/)
  })

  it('names the path of each field with the wrong shape', () => {
    const body = JSON.stringify({
      ...PUBLISHED_EXAMPLE,
      compliant: 'true',
      compliance_status: { attestations_statuses: [{ is_compliant: 'yes' }] }
    })
    const error = invalid(() => parseBody(body, AssertionResultSchema, 'GET', url))
    expect(error.kind).toBe('invalid-response')
    expect(error.message).toMatch(/\bcompliant\b/)
    expect(error.message).toContain('compliance_status.attestations_statuses.0.is_compliant')
    // zod's own English message says what the field should have been.
    expect(error.message).toContain('expected boolean, received string')
  })

  it('names the root when the body is the wrong kind of value', () => {
    const error = invalid(() => parseBody('[1, 2]', AssertionResultSchema, 'GET', url))
    expect(error.message).toContain('(root)')
  })

  it('returns the parsed value for a good body', () => {
    const schema = z.object({ n: z.number() })
    expect(parseBody('{"n": 3}', schema, 'GET', url)).toEqual({ n: 3 })
  })
})

describe('AssertionResultSchema', () => {
  it('accepts the published example, which lacks `unexpected`', () => {
    const result = AssertionResultSchema.parse(PUBLISHED_EXAMPLE)
    expect(result.compliant).toBe(true)
    expect(result.compliance_status?.attestations_statuses?.[0]?.attestation_name).toBe('approval')
    expect(result.flows).toEqual([])
  })

  it('accepts flows as one object and hands out a list', () => {
    const flow = { flow: 'f', trail: 't', compliant: false }
    const result = AssertionResultSchema.parse({ ...PUBLISHED_EXAMPLE, flows: flow })
    expect(result.flows).toEqual([flow])
  })

  it('accepts flows as a list', () => {
    const flows = [
      { flow: 'a', trail: 't1', compliant: true },
      { flow: 'b', trail: 't2', compliant: false }
    ]
    const result = AssertionResultSchema.parse({ ...PUBLISHED_EXAMPLE, flows })
    expect(result.flows).toEqual(flows)
  })

  it('accepts null flows and null compliance_status', () => {
    const result = AssertionResultSchema.parse({
      ...PUBLISHED_EXAMPLE,
      flows: null,
      compliance_status: null
    })
    expect(result.flows).toEqual([])
    expect(result.compliance_status).toBeNull()
  })

  it('keeps unknown fields, at the top and nested', () => {
    const result = AssertionResultSchema.parse({ ...PUBLISHED_EXAMPLE, new_field: { a: 1 } })
    expect(result).toMatchObject({ new_field: { a: 1 } })
    expect(result.compliance_status).toMatchObject({ expected: false })
    expect(result.compliance_status?.attestations_statuses?.[0]).toMatchObject({ expected: false })
  })

  it('requires compliant to be a boolean', () => {
    expect(
      AssertionResultSchema.safeParse({ ...PUBLISHED_EXAMPLE, compliant: 'true' }).success
    ).toBe(false)
    const withoutCompliant: Record<string, unknown> = { ...PUBLISHED_EXAMPLE }
    delete withoutCompliant.compliant
    expect(AssertionResultSchema.safeParse(withoutCompliant).success).toBe(false)
  })
})

describe('TrailPageSchema', () => {
  const trails = [
    { name: 'main-1', created_at: 1, is_compliant: true },
    { name: 'main-2', extra: 'kept' }
  ]

  it('accepts a bare list', () => {
    const page = TrailPageSchema.parse(trails)
    expect(page.data.map(trail => trail.name)).toEqual(['main-1', 'main-2'])
    expect(page.pagination).toBeNull()
    expect(page.data[1]).toMatchObject({ extra: 'kept' })
  })

  it('accepts {data, pagination}', () => {
    const pagination = { total: 2, page: 1, per_page: 15, page_count: 1 }
    const page = TrailPageSchema.parse({ data: trails, pagination })
    expect(page.data).toHaveLength(2)
    expect(page.pagination).toEqual(pagination)
  })

  it('refuses a trail without a name', () => {
    expect(TrailPageSchema.safeParse([{ created_at: 1 }]).success).toBe(false)
  })
})

interface Captured {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: Buffer
}

describe('ServiceClient against a local server', () => {
  let server: Server
  let origin: string
  let client: ServiceClient | undefined
  const captured: Captured[] = []
  let reply: (res: ServerResponse) => void = res => res.end('{}')

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        captured.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks)
        })
        reply(res)
      })
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterEach(() => {
    client?.dispose()
    client = undefined
    captured.length = 0
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise<void>(resolve => server.close(() => resolve()))
  })

  function makeClient(): ServiceClient {
    client = new ServiceClient({
      baseUrl: new URL(`${origin}/api/v2/`),
      token: 'client-test-token',
      userAgent: USER_AGENT,
      timeoutMs: 5000,
      maxRetries: 0
    })
    return client
  }

  it('posts multipart parts that parse back into data_json and attachment_file', async () => {
    reply = res => {
      res.writeHead(201, { 'content-type': 'application/json' })
      res.end('{"ok":true}')
    }
    const data = { attestation_name: 'jira', user_data: { ü: 'ñ' } }
    const file = new Uint8Array([0, 1, 2, 250, 255, 10, 13])
    const answer = await makeClient().postMultipart(
      ['attestations', 'acme', 'flow', 'trail', 'jira'],
      [
        { name: 'data_json', value: JSON.stringify(data) },
        {
          name: 'attachment_file',
          value: new Blob([file], { type: 'application/octet-stream' }),
          filename: 'evidence.bin'
        }
      ]
    )
    expect(answer).toEqual({ ok: true })
    expect(captured).toHaveLength(1)
    const request = captured[0] as Captured
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/api/v2/attestations/acme/flow/trail/jira')
    expect(request.headers.authorization).toBe('Bearer client-test-token')
    const contentType = request.headers['content-type'] ?? ''
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(request.headers['content-length']).toBe(String(request.body.length))

    const form = await new Response(request.body, {
      headers: { 'content-type': contentType }
    }).formData()
    expect(JSON.parse(String(form.get('data_json')))).toEqual(data)
    const attachment = form.get('attachment_file')
    if (attachment === null || typeof attachment === 'string') {
      throw new Error('attachment_file did not arrive as a file part')
    }
    expect(attachment.name).toBe('evidence.bin')
    expect(new Uint8Array(await attachment.arrayBuffer())).toEqual(file)
  })

  it('posts JSON and returns null for an empty answer the operation declares', async () => {
    reply = res => {
      res.writeHead(201)
      res.end()
    }
    const answer = await makeClient().postJson(
      ['flows', 'acme'],
      { name: 'f' },
      { emptyAnswerStatuses: [201] }
    )
    expect(answer).toBeNull()
    expect(JSON.parse(captured[0]?.body.toString('utf8') ?? '')).toEqual({ name: 'f' })
    expect(captured[0]?.headers['content-type']).toBe('application/json')
  })

  it('returns the JSON answer of a write, led by a byte-order mark or not', async () => {
    reply = res => {
      res.writeHead(201, { 'content-type': 'application/json' })
      res.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"id":"a1"}')]))
    }
    expect(await makeClient().postJson(['x'], {})).toEqual({ id: 'a1' })
    expect(await makeClient().postMultipart(['x'], [{ name: 'data_json', value: '{}' }])).toEqual({
      id: 'a1'
    })
  })

  const SIGN_IN_PAGE =
    '<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Sign in to Acme SSO</title></head>' +
    '<body><form action="/login"><input name="user"></form></body></html>'

  it.each<[string, number, Record<string, string>, string, RegExp]>([
    [
      'an SSO sign-in page answered 200',
      200,
      { 'content-type': 'text/html; charset=utf-8' },
      SIGN_IN_PAGE,
      /: status 200 with an HTML page instead of JSON \("Sign in to Acme SSO"\), usually from a proxy/
    ],
    [
      'the same page sent as text/plain',
      200,
      { 'content-type': 'text/plain' },
      SIGN_IN_PAGE,
      /: status 200 with an HTML page instead of JSON \("Sign in to Acme SSO"\)/
    ],
    [
      'truncated JSON',
      201,
      { 'content-type': 'application/json' },
      '{"id": "a1", "na',
      /: status 201 with a body that is not valid JSON \(it may have been cut off in transit\)$/
    ],
    [
      'plain text',
      200,
      { 'content-type': 'text/plain' },
      'OK',
      /: status 200 with a body that is not valid JSON/
    ],
    [
      'an empty body the operation does not declare',
      200,
      {},
      '',
      /: status 200 with an empty body where JSON was expected$/
    ]
  ])(
    'fails a write answered with %s, for JSON and multipart writes alike',
    async (_name, status, headers, body, detail) => {
      reply = res => {
        res.writeHead(status, headers)
        res.end(body)
      }
      const writes = [
        makeClient().postJson(
          ['attestations', 'acme', 'f', 'trail', 't', 'override'],
          {},
          {
            emptyAnswerStatuses: [201]
          }
        ),
        makeClient().postMultipart(
          ['attestations', 'acme', 'f', 'trail', 't', 'jira'],
          [{ name: 'data_json', value: '{}' }]
        )
      ]
      for (const write of writes) {
        const error = await write.catch((caught: unknown) => caught)
        expect(error).toBeInstanceOf(RequestError)
        expect(error).toMatchObject({ kind: 'invalid-response', method: 'POST', status })
        expect((error as RequestError).message).toMatch(
          /^the compliance service sent an unexpected answer to POST \/api\/v2\/attestations\/acme\/f\/trail\/t\/(override|jira)/
        )
        expect((error as RequestError).message).toMatch(detail)
      }
      expect(captured).toHaveLength(2)
    }
  )

  it('asserts an artifact with repeated policy names and parses the answer', async () => {
    reply = res => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(PUBLISHED_EXAMPLE))
    }
    const result = await assertArtifact(makeClient(), {
      org: 'acme',
      fingerprint: FINGERPRINT,
      environment: 'prod',
      policies: ['p1', 'p2']
    })
    expect(result.compliant).toBe(true)
    const sent = new URL(captured[0]?.url ?? '', origin)
    expect(sent.pathname).toBe(`/api/v2/asserts/acme/fingerprint/${FINGERPRINT}`)
    expect(sent.searchParams.getAll('policy_name')).toEqual(['p1', 'p2'])
    expect(sent.searchParams.get('environment_name')).toBe('prod')
    expect(sent.searchParams.has('flow_name')).toBe(false)
  })

  it('sends no policy_name for an empty policy list', async () => {
    reply = res => res.end(JSON.stringify(PUBLISHED_EXAMPLE))
    await assertArtifact(makeClient(), { org: 'acme', fingerprint: FINGERPRINT, policies: [] })
    expect(new URL(captured[0]?.url ?? '', origin).search).toBe('')
  })

  it('turns a truncated answer into an invalid-response error', async () => {
    reply = res => res.end(JSON.stringify(PUBLISHED_EXAMPLE).slice(0, 40))
    await expect(
      assertArtifact(makeClient(), { org: 'acme', fingerprint: FINGERPRINT })
    ).rejects.toMatchObject({ kind: 'invalid-response' })
  })
})
