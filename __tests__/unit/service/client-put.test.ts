/**
 * PUT through the service client (create-flow, begin-trail), and the JSON PATCH of tag: a multipart write against a
 * real loopback socket, marked in flight while it is on its way, never repeated once the
 * service may have applied it, and repeated when the service says nothing was applied.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ServiceClient } from '../../../src/service/client.js'
import { writesInFlight } from '../../../src/http/in-flight.js'
import { RequestError } from '../../../src/http/request-error.js'

type Handler = (req: IncomingMessage, res: ServerResponse, index: number, body: string) => void

/** Answers JSON text with `status`. */
const answerJson = (res: ServerResponse, status: number, body: string) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(body)

/** 409 (locked: nothing was applied) to the first request, then `status`. */
const lockedOnce =
  (status: number): Handler =>
  (_req, res, index) =>
    index === 0 ? answerJson(res, 409, '{"message":"locked"}') : answerJson(res, status, '{}')

async function withServer(
  handler: Handler,
  test: (client: ServiceClient, received: { method?: string; body: string }[]) => Promise<void>
): Promise<void> {
  const received: { method?: string; body: string }[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', chunk => chunks.push(chunk as Buffer))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      received.push({ method: req.method, body })
      handler(req, res, received.length - 1, body)
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const client = new ServiceClient({
    baseUrl: new URL(`http://127.0.0.1:${port}/api/v2`),
    token: 'test-token',
    userAgent: 'test',
    timeoutMs: 5000,
    maxRetries: 3,
    backoff: { baseMs: 1, capMs: 1, maxRetryAfterMs: 1 }
  })
  try {
    await test(client, received)
  } finally {
    client.dispose()
    server.closeAllConnections()
    await new Promise(resolve => server.close(resolve))
  }
}

const parts = [{ name: 'data_json', value: '{"name":"shop"}' }]

describe('ServiceClient.putMultipart', () => {
  it('sends a multipart PUT, marked in flight until it is answered', async () => {
    let inFlight: string[] = []
    await withServer(
      (_req, res) => {
        inFlight = writesInFlight().map(write => `${write.method} ${write.target}`)
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok": true}')
      },
      async (client, received) => {
        expect(await client.putMultipart(['flows', 'acme', 'template_file'], parts)).toEqual({
          ok: true
        })
        expect(received[0]?.method).toBe('PUT')
        expect(received[0]?.body).toContain('name="data_json"')
        expect(inFlight).toEqual([
          expect.stringMatching(
            /^PUT http:\/\/127\.0\.0\.1:\d+\/api\/v2\/flows\/acme\/template_file$/
          )
        ])
        expect(writesInFlight()).toEqual([])
      }
    )
  })

  it('is not repeated when the connection is reset after it was sent', async () => {
    await withServer(
      req => req.socket.destroy(),
      async (client, received) => {
        await expect(client.putMultipart(['trails', 'acme', 'shop'], parts)).rejects.toBeInstanceOf(
          RequestError
        )
        expect(received).toHaveLength(1)
      }
    )
  })

  it('is repeated after a 409, the lock conflict in which nothing was applied', async () => {
    await withServer(lockedOnce(201), async (client, received) => {
      await client.putMultipart(['trails', 'acme', 'shop'], parts)
      expect(received.map(request => request.method)).toEqual(['PUT', 'PUT'])
    })
  })

  it('takes an empty 200 only where the caller allows it', async () => {
    await withServer(
      (_req, res) => res.writeHead(200).end(),
      async client => {
        expect(
          await client.putMultipart(['flows', 'acme', 'template_file'], parts, {
            emptyAnswerStatuses: [200]
          })
        ).toBeNull()
        await expect(client.putMultipart(['trails', 'acme', 'shop'], parts)).rejects.toThrow(
          /empty body where JSON was expected/
        )
      }
    )
  })
})

describe('ServiceClient.send', () => {
  const created = (_req: IncomingMessage, res: ServerResponse) =>
    res.writeHead(201, { 'content-type': 'application/json' }).end('{"html_url": "https://x"}')

  it('sends a JSON write as application/json, the body as it is', async () => {
    await withServer(created, async (client, received) => {
      const answer = await client.send({
        method: 'POST',
        segments: ['artifacts', 'acme', 'shop'],
        json: { fingerprint: 'abc' },
        multipart: false
      })
      expect(answer).toEqual({ html_url: 'https://x' })
      expect(received).toEqual([{ method: 'POST', body: '{"fingerprint":"abc"}' }])
    })
  })

  it('sends data_json and the file part of a multipart write, with its method', async () => {
    await withServer(created, async (client, received) => {
      await client.send({
        method: 'PUT',
        segments: ['trails', 'acme', 'shop'],
        json: { name: 'main' },
        multipart: true,
        file: {
          part: 'template_file',
          filename: 'flow.yml',
          description: 'from flow.yml',
          load: () => Promise.resolve(new Blob(['version: 1\n']))
        }
      })
      expect(received[0]?.method).toBe('PUT')
      const body = received[0]?.body ?? ''
      expect(body).toContain('name="data_json"\r\n\r\n{"name":"main"}\r\n')
      expect(body).toContain('name="template_file"; filename="flow.yml"')
      expect(body).toContain('version: 1\n')
    })
  })

  it('takes an empty answer only on the statuses the request declares', async () => {
    await withServer(
      (_req, res) => res.writeHead(201).end(),
      async client => {
        const request = {
          method: 'POST' as const,
          segments: ['attestations', 'acme', 'shop', 'trail', 'main', 'override'],
          json: {},
          multipart: false
        }
        expect(await client.send({ ...request, emptyAnswerStatuses: [201] })).toBeNull()
        await expect(client.send(request)).rejects.toThrow(/empty body where JSON was expected/)
      }
    )
  })
})

describe('ServiceClient.send with PATCH (tag)', () => {
  const request = {
    method: 'PATCH' as const,
    segments: ['tags', 'acme', 'flow', 'shop'],
    json: { set_tags: { team: 'payments' }, remove_tags: [] },
    multipart: false
  }

  it('sends a JSON PATCH with its body, marked in flight until it is answered', async () => {
    let inFlight: string[] = []
    await withServer(
      (_req, res) => {
        inFlight = writesInFlight().map(write => `${write.method} ${write.target}`)
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      },
      async (client, received) => {
        expect(await client.send(request)).toEqual({})
        expect(received).toEqual([
          { method: 'PATCH', body: '{"set_tags":{"team":"payments"},"remove_tags":[]}' }
        ])
        expect(inFlight).toEqual([
          expect.stringMatching(
            /^PATCH http:\/\/127\.0\.0\.1:\d+\/api\/v2\/tags\/acme\/flow\/shop$/
          )
        ])
        expect(writesInFlight()).toEqual([])
      }
    )
  })

  it('is not repeated after a 500, which may come after it was applied', async () => {
    await withServer(
      (_req, res) => answerJson(res, 500, '{}'),
      async (client, received) => {
        await expect(client.send(request)).rejects.toBeInstanceOf(RequestError)
        expect(received).toHaveLength(1)
      }
    )
  })

  it('is repeated after a 409, the lock conflict in which nothing was applied', async () => {
    await withServer(lockedOnce(200), async (client, received) => {
      await client.send(request)
      expect(received.map(sent => sent.method)).toEqual(['PATCH', 'PATCH'])
    })
  })
})
